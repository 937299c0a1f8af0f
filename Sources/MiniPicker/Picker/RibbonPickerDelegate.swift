/// Makes a ``RibbonPicker``'s cells and hears about the user's choices.
///
/// Only ``picker(_:cellForRow:forComponent:reusing:)`` is required. Like the
/// picker, it is isolated to the main actor (except in Embedded Swift).
#if !hasFeature(Embedded)
@MainActor
#endif
public protocol RibbonPickerDelegate<Cell>: AnyObject {
    /// The type of cell this delegate makes.
    associatedtype Cell

    /// Makes or reconfigures the cell for a row.
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - row: The row, in `0..<numberOfRows`.
    ///   - component: The component of the row.
    ///   - cell: A cell that went out of use and may be reconfigured, or `nil`.
    /// - Returns: The cell to show.
    func picker(_ picker: RibbonPicker<Cell>, cellForRow row: Int, forComponent component: Int, reusing cell: Cell?) -> Cell

    /// Tells that the user brought a component to rest on a different row.
    ///
    /// Called once per settled motion (drag, fling, tap, increment or
    /// decrement) and only when the row differs from the previous selection.
    /// Never called for ``RibbonPicker/selectRow(_:inComponent:animated:)`` or
    /// for a reload that clamps the selection.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - row: The selected row.
    ///   - component: The component whose selection changed.
    func picker(_ picker: RibbonPicker<Cell>, didSelectRow row: Int, inComponent component: Int)

    /// Tells that a different row reached the centre during a user's motion.
    ///
    /// Fires while dragging and while a user motion settles, each time the
    /// centred row changes; not for programmatic animations.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - row: The row now at the centre of the component.
    ///   - component: The component.
    func picker(_ picker: RibbonPicker<Cell>, didCenterRow row: Int, inComponent component: Int)

    /// The geometry of a component, or `nil` for the picker's ``RibbonPicker/defaultLayout``.
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - component: The component.
    func picker(_ picker: RibbonPicker<Cell>, layoutForComponent component: Int) -> ComponentLayout?

    /// The spoken value of a row, or `nil` for the picker's
    /// ``RibbonPicker/accessibilityPositionText``.
    ///
    /// - Parameters:
    ///   - picker: The picker asking.
    ///   - row: The row.
    ///   - component: The component.
    func picker(_ picker: RibbonPicker<Cell>, accessibilityValueForRow row: Int, forComponent component: Int) -> String?
}

extension RibbonPickerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - row: The selected row.
    ///   - component: The component.
    public func picker(_ picker: RibbonPicker<Cell>, didSelectRow row: Int, inComponent component: Int) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - row: The centred row.
    ///   - component: The component.
    public func picker(_ picker: RibbonPicker<Cell>, didCenterRow row: Int, inComponent component: Int) {}

    /// Returns `nil`: the picker's default layout.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - component: The component.
    public func picker(_ picker: RibbonPicker<Cell>, layoutForComponent component: Int) -> ComponentLayout? { nil }

    /// Returns `nil`: the picker's ``RibbonPicker/accessibilityPositionText``.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - row: The row.
    ///   - component: The component.
    public func picker(_ picker: RibbonPicker<Cell>, accessibilityValueForRow row: Int, forComponent component: Int) -> String? { nil }
}
