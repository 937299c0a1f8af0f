// Programmatic and keyboard changes of the selection.

extension RibbonScroller {
    // MARK: - Programmatic and keyboard changes

    /// Selects a cell, at once or with an animation.
    ///
    /// Any drag or animation in progress ends (a drag in progress is dropped:
    /// its later moves and release are ignored). ``selectedIndex`` changes at
    /// once. The animation starts from the ribbon's current position and
    /// velocity and takes the shorter way round on a cyclic ribbon.
    ///
    /// - Parameters:
    ///   - index: The cell to select, clamped into `0..<count`.
    ///   - animated: Whether to animate to it.
    ///   - time: The time in milliseconds at which the animation starts; a
    ///     non-finite time counts as the latest time seen. When no time is
    ///     known yet (a fresh scroller given a non-finite time), the
    ///     animation starts at the first time ``advance(to:)`` gives, so it
    ///     plays in full whatever the host's clock reads.
    public mutating func select(_ index: Int, animated: Bool, at time: Double) {
        guard ribbon.count > 0 else { return }
        let known = accept(time) ?? self.time
        let now = known ?? 0
        // Bring a running animation to `now`, so position and velocity are both taken then.
        if phase == .settling { _ = settle(settling, at: now) }
        let index = min(max(index, 0), ribbon.count - 1)
        _selectedIndex = index
        guard animated else {
            resetMotion()
            _ribbon.center(onCell: index)
            return
        }
        let velocity = currentVelocity(at: now)
        let displacement = -ribbon.distance(toSlot: ribbon.nearestSlot(showing: index))
        plan(target: index, displacement: displacement, velocity: velocity, userDriven: false, at: now)
        if known == nil && phase == .settling { settling.startsAtNextTime = true }
    }

    /// Steps the selection by a number of cells, as a key press or an
    /// accessibility increment does.
    ///
    /// Steps count from the running animation's target when there is one, so
    /// repeated steps add up. Non-cyclic ribbons stop at their ends; cyclic
    /// ones wrap. Ignored while a pointer is pressed.
    ///
    /// - Parameters:
    ///   - cells: How many cells to move; negative moves towards lower indices.
    ///   - animated: Whether to animate; without animation the selection changes at once.
    ///   - time: The time in milliseconds; a non-finite time counts as the
    ///     latest time seen, and with none known the animation starts at
    ///     the first time ``advance(to:)`` gives.
    public mutating func step(by cells: Int, animated: Bool = true, at time: Double) {
        guard ribbon.count > 0, let selectedIndex else { return }
        if phase == .tracking { return }
        let known = accept(time) ?? self.time
        let now = known ?? 0
        var base = selectedIndex
        var displacement = ribbon.offset
        var velocity = 0.0
        if phase == .settling {
            guard settle(settling, at: now) else { return step(by: cells, animated: animated, at: now) }
            base = settling.target
            displacement = settling.curve.displacement(at: now - settling.startTime)
            velocity = settling.curve.velocity(at: now - settling.startTime)
        }
        let (target, moved) = stepped(from: base, by: cells)
        guard animated else {
            resetMotion()
            _ribbon.center(onCell: target)
            self._selectedIndex = target
            return
        }
        plan(target: target, displacement: displacement - Double(moved) * ribbon.itemWidth,
             velocity: velocity, userDriven: true, at: now)
        if known == nil && phase == .settling { settling.startsAtNextTime = true }
    }

    /// The cell `cells` away from `base` (clamped or wrapped) and how many cells that is.
    func stepped(from base: Int, by cells: Int) -> (target: Int, moved: Int) {
        let count = ribbon.count
        if ribbon.isCyclic {
            let reduced = cells % count
            return (IntegerMath.wrappedSum(base, reduced, modulo: count), reduced)
        }
        let target = IntegerMath.clampedSum(base, cells, lower: 0, upper: count - 1)
        return (target, target - base)
    }
}
