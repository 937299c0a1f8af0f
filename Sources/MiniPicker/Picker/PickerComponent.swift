/// One component of a ``RibbonPicker``: its scroller, its cached cells and where it sits.
///
/// A class, so that the picker reaches a component's parts in place, without
/// copying the component (its scroller and cache are a few hundred bytes).
///
/// Its state has no dynamic exclusivity checks: see ``RibbonPicker``'s note
/// on the same.
@usableFromInline
final class PickerComponent<Cell> {
    @exclusivity(unchecked) @usableFromInline var scroller: RibbonScroller
    @exclusivity(unchecked) @usableFromInline var cache: CellCache<Cell>
    @exclusivity(unchecked) @usableFromInline var layout: ComponentLayout
    /// The leading edge of the component along its axis in the picker: the x
    /// of a horizontal component's left edge; 0 for a vertical one.
    @exclusivity(unchecked) @usableFromInline var origin: Double
    /// A number new to the picker at every reload, so that a walk over the
    /// component's cells, and cells made meanwhile, can tell they are stale.
    @exclusivity(unchecked) @usableFromInline var generation = 0

    init(scroller: RibbonScroller, cache: CellCache<Cell>, layout: ComponentLayout, origin: Double) {
        self.scroller = scroller
        self.cache = cache
        self.layout = layout
        self.origin = origin
    }

    /// Moves the pressed pointer to `x` (in picker coordinates, along the
    /// component's axis) and keeps the cache centred; returns the newly
    /// centred row when it changed.
    @inlinable @inline(__always)
    func move(x: Double, at time: Double) -> Int? {
        let before = scroller._ribbon._centeredSlot
        scroller.move(along: x - origin, at: time)
        let slot = scroller._ribbon._centeredSlot
        guard slot != before else { return nil }
        cache.recenter(on: slot)
        return slot
    }

    /// Centres the cache on the ribbon's centred slot.
    func recenterCache() {
        cache.recenter(on: scroller.ribbon.centeredSlot)
    }

    /// The cells that show in the component's viewport.
    @inlinable
    var visibleCells: VisibleCells {
        // The layout's width is positive and finite: its initializer checked it.
        VisibleCells(ribbon: scroller._ribbon, checkedViewportWidth: layout.width)
    }
}
