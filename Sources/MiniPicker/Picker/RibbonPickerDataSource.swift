/// Tells a ``RibbonPicker`` how many components and rows it shows.
///
/// The picker asks when the data source is set and on
/// ``RibbonPicker/reloadAllComponents()`` or ``RibbonPicker/reloadComponent(_:)``,
/// never during a drag. Like the picker, it is isolated to the main actor
/// (except in Embedded Swift). Negative answers count as 0, and row counts above
/// ``Ribbon/maximumCount`` as that maximum.
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol RibbonPickerDataSource<Cell>: AnyObject {
    /// The type of cell the picker's delegate makes.
    associatedtype Cell

    /// The number of components (ribbons side by side).
    ///
    /// - Parameter picker: The picker asking.
    func numberOfComponents(in picker: RibbonPicker<Cell>) -> Int

    /// The number of rows in a component.
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - component: A component index, in `0..<numberOfComponents`.
    func picker(_ picker: RibbonPicker<Cell>, numberOfRowsInComponent component: Int) -> Int
}
