// Changes of the ribbon under the scroller: data reloads and resizes.

extension RibbonScroller {
    // MARK: - Changing the ribbon

    /// Changes the number of cells (a data reload), safely in any phase.
    ///
    /// The selection is clamped into the new range (and becomes `nil` when
    /// the ribbon empties, or 0 when it fills from empty). A running drag goes
    /// on over the new cells; a running animation is re-aimed at its target,
    /// clamped, from where it is with the speed it has.
    ///
    /// - Parameters:
    ///   - count: The new number of cells, clamped into `0...Ribbon.maximumCount`.
    ///   - isCyclic: Whether the ribbon wraps; `nil` keeps the current mode.
    public mutating func reload(count: Int, isCyclic: Bool? = nil) {
        let now = time ?? 0
        let velocity = currentVelocity(at: now)
        if phase == .settling {
            _ribbon.place(at: settling.curve.displacement(at: now - settling.startTime), fromCell: settling.target)
        }
        let wasEmpty = ribbon.isEmpty
        if let isCyclic { _ribbon.isCyclic = isCyclic }
        _ribbon.reload(count: count)
        guard count > 0 else {
            resetMotion()
            _selectedIndex = nil
            return
        }
        guard !wasEmpty, let oldSelection = selectedIndex else {
            resetMotion()
            _ribbon.center(onCell: 0)
            _selectedIndex = 0
            return
        }
        _selectedIndex = min(oldSelection, count - 1)
        switch phase {
        case .idle:
            _ribbon.center(onCell: selectedIndex ?? 0)
        case .tracking:
            if let isCyclic { tracking.start.isCyclic = isCyclic }
            tracking.start.reload(count: count)
            tracking.interruptedTarget = tracking.interruptedTarget.map { min($0, count - 1) }
            _ribbon = banded(tracking.start, scrolledBy: tracking.pressX - tracking.lastX)
        case .settling:
            let target = settling.isUserDriven ? min(settling.target, count - 1) : (selectedIndex ?? 0)
            let displacement = -ribbon.distance(toSlot: ribbon.nearestSlot(showing: target))
            plan(target: target, displacement: displacement, velocity: velocity,
                 userDriven: settling.isUserDriven, at: now)
        }
    }

    /// Changes the lengths along the axis (a rotation or a resize): any
    /// motion ends and the ribbon rests on the selected cell.
    ///
    /// - Parameters:
    ///   - itemWidth: The new length of one cell along the axis; 1 when it is
    ///     not a positive, finite number.
    ///   - viewportWidth: The new length of the viewport along the axis; 0
    ///     (no cells shown, the pointer ignored) when it is not a positive, finite number.
    public mutating func resize(itemWidth: Double, viewportWidth: Double) {
        let viewportWidth = viewportWidth.positiveFinite(or: 0)
        _ribbon.resize(itemWidth: itemWidth)
        self._viewportWidth = viewportWidth
        cancel()
    }
}
