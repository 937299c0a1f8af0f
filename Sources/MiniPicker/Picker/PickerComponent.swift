/// One component of a ``RibbonPicker``: its scroller, its cached cells and where it sits.
struct PickerComponent<Cell> {
    var scroller: RibbonScroller
    var cache: CellCache<Cell>
    var layout: ComponentLayout
    /// The leading edge of the component in the picker.
    var origin: Double
    /// Bumped on every reload, so cells made during a reload are not cached as current.
    var generation = 0
}
