// The cells of the visible rows, from the cache or the delegate.

extension RibbonPicker {
    /// Calls `body` with each visible cell of a component, from its leading
    /// edge on (left to right, or top to bottom on a wheel), making cells
    /// through the delegate as needed.
    ///
    /// Each place's ``VisibleCell/offset`` is the cell's leading edge along
    /// the component's axis, from the component's leading edge: a cell shows
    /// at ``origin(ofComponent:)`` plus that offset.
    ///
    /// Cells come from the cache, or else from the delegate; without a
    /// delegate, the first cell that is not cached ends the walk. A reload of
    /// the component (by `body` or by the delegate) ends it too, since the
    /// rest would be stale. Allocates nothing once the visible cells are cached.
    ///
    /// - Parameters:
    ///   - component: A component index; for one outside `0..<numberOfComponents`
    ///     (before a data source is set, say) `body` is not called.
    ///   - body: Receives each cell's place and the cell.
    /// - Throws: What `body` throws; the walk stops there.
    /// - Complexity: O(visible cells).
    @inlinable
    public func forEachVisibleCell<Failure: Error>(
        inComponent component: Int, _ body: (VisibleCell, Cell) throws(Failure) -> Void
    ) throws(Failure) {
        guard component >= 0 && component < components.count else { return }
        let generation = components[component].generation
        for place in components[component].visibleCells {
            if let cell = components[component].cache.cachedCell(forSlot: place.slot) {
                try body(place, cell)
            } else {
                guard let cell = makeCell(for: place, inComponent: component, generation: generation) else { return }
                try body(place, cell)
            }
            // A reload (by `body`, or by the delegate making a cell) makes the rest stale.
            guard isCurrent(component, generation) else { return }
        }
    }

    /// Makes a visible cell through the delegate and caches it; `nil` without
    /// a delegate, or when the delegate reloaded the component meanwhile.
    @usableFromInline
    func makeCell(for place: VisibleCell, inComponent component: Int, generation: Int) -> Cell? {
        guard hasDelegate else { return nil }
        let reusable = components[component].cache.dequeueReusableCell()
        // No access to the components is held while the delegate runs: it may call back in.
        guard let cell = askCell(forRow: place.index, inComponent: component, reusing: reusable) else { return nil }
        guard isCurrent(component, generation) else { return nil }
        components[component].cache.insert(cell, forSlot: place.slot)
        return cell
    }

    /// Whether a component still exists and was not reloaded since it had
    /// `generation` (generations are never reused within a picker).
    @inlinable @inline(__always)
    func isCurrent(_ component: Int, _ generation: Int) -> Bool {
        component < components.count && components[component].generation == generation
    }

    /// The visible cells of a component with their places, from its leading
    /// (left or top) edge on, offsets along its axis.
    ///
    /// - Parameter component: A component index.
    /// - Returns: An empty array without a delegate, or for a component outside `0..<numberOfComponents`.
    /// - Complexity: O(visible cells).
    public func visibleCells(inComponent component: Int) -> [PlacedCell<Cell>] {
        var cells: [PlacedCell<Cell>] = []
        forEachVisibleCell(inComponent: component) { cells.append(PlacedCell(place: $0, cell: $1)) }
        return cells
    }

    /// The number of cells a component holds in its cache.
    ///
    /// - Parameter component: A component index; 0 for one outside `0..<numberOfComponents`.
    public func cachedCellCount(inComponent component: Int) -> Int {
        existing(component)?.cache.count ?? 0
    }

    /// The most cells of a component the picker holds at once: its cache's
    /// ``CellCache/capacity`` and the cells its reuse pool keeps
    /// (``CellCache/reuseLimit``).
    ///
    /// A host whose cells are views never has more of them for the component
    /// than this, however far the user scrolls.
    ///
    /// - Parameter component: A component index; 0 for one outside `0..<numberOfComponents`.
    public func maximumCellCount(inComponent component: Int) -> Int {
        guard let cache = existing(component)?.cache else { return 0 }
        return cache.capacity + cache.reuseLimit
    }
}
