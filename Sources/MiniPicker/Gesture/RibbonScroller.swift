/// The drag, fling, tap and settle state machine of one ribbon.
///
/// A scroller owns a ``Ribbon`` and moves it in response to pointer events
/// and the passing of time. It has no clock: every event carries its time in
/// milliseconds, and ``advance(to:)`` steps animations, so tests and hosts can
/// drive it frame by frame.
///
/// - **Drag**: after ``press(x:at:)`` the ribbon follows the pointer 1:1,
///   also when the pointer leaves the viewport. Past either end of a
///   non-cyclic ribbon it rubber-bands.
/// - **Release**: the target is chosen once. The release velocity (from the
///   move samples of the last ``Configuration/velocityWindow`` ms) is projected
///   with exponential deceleration to where the motion would rest, that point
///   is snapped to the nearest cell, and a ``SettleCurve`` carries the ribbon
///   straight there. Past an end, the target is that end.
/// - **Tap**: a press and release that travel at most ``Configuration/tapSlop``
///   step one cell when they land in the left or right ``Configuration/tapStepZone``
///   of the viewport (the arrows), and stop any motion in the middle.
/// - **Interruption**: a press during an animation takes over from the
///   animated position at the press's time, without a jump.
/// - **Cancel**: returns at once to the selected cell.
/// - **Selection**: ``selectedIndex`` changes when a user motion settles,
///   or at once on ``select(_:animated:at:)``.
///
/// Invalid input never breaks the state: non-finite coordinates and times
/// are ignored, as are moves and releases without a press. Times so large
/// that a millisecond no longer changes them (beyond 2^53 ms) cannot drive
/// an animation, so an animation lands on its target at the first step there. A time earlier
/// than one already seen counts as that latest time.
public struct RibbonScroller: Hashable, Sendable {
    /// What the scroller is doing.
    public enum Phase: Hashable, Sendable {
        /// At rest on the selected cell.
        case idle
        /// Following a pressed pointer.
        case tracking
        /// Animating towards ``RibbonScroller/targetIndex``.
        case settling
    }

    /// What a drag needs; meaningful while the phase is `.tracking`.
    @usableFromInline
    struct Tracking: Hashable, Sendable {
        @usableFromInline var pressX = 0.0
        @usableFromInline var lastX = 0.0
        /// The ribbon at the press, with any rubber band undone.
        @usableFromInline var start = Ribbon(count: 0, itemWidth: 1)
        /// The largest distance of the pointer from `pressX` so far.
        @usableFromInline var travel = 0.0
        @usableFromInline var samples = VelocityTracker()
        /// The target of the animation the press interrupted, if any.
        var interruptedTarget: Int?
        /// The displacement from that target at the press.
        var displacementFromInterruptedTarget = 0.0
    }

    /// What an animation needs; meaningful while the phase is `.settling`.
    struct Settling: Hashable, Sendable {
        var target = 0
        var startTime = 0.0
        var curve = SettleCurve(displacement: 0, velocity: 0, springRate: 1, minimumMomentumRate: 1)
        var isUserDriven = false
    }

    /// The ribbon as it shows now.
    public var ribbon: Ribbon { _ribbon }
    @usableFromInline var _ribbon: Ribbon

    /// The width of the viewport, used for the rubber band and the tap zones.
    public var viewportWidth: Double { _viewportWidth }
    @usableFromInline var _viewportWidth: Double

    /// The physics and thresholds.
    public var configuration: Configuration

    /// The selected cell, or `nil` when the ribbon is empty.
    ///
    /// Changes when a user motion settles on a different cell, and at once on
    /// ``select(_:animated:at:)``, ``reload(count:isCyclic:)`` (clamping) or a
    /// non-animated ``step(by:animated:at:)``.
    public var selectedIndex: Int? { _selectedIndex }
    @usableFromInline var _selectedIndex: Int?

    /// The latest time seen, in milliseconds, or `nil` before the first timed event.
    public var time: Double? { _latestTime == -.infinity ? nil : _latestTime }
    /// The latest time seen, or -infinity before the first timed event.
    @usableFromInline var _latestTime = -Double.infinity

    /// The phase, and the data of the phases that need some. They are kept
    /// apart (not as enum payloads) so that a move updates a drag in place.
    public var phase: Phase { _phase }
    @usableFromInline var _phase: Phase = .idle
    @usableFromInline var tracking = Tracking()
    private(set) var settling = Settling()

    /// Creates a scroller at rest on a cell.
    ///
    /// - Parameters:
    ///   - count: The number of cells, in `0...Ribbon.maximumCount`.
    ///   - itemWidth: The width of one cell; positive and finite.
    ///   - viewportWidth: The width of the viewport; positive and finite.
    ///   - isCyclic: Whether the ribbon wraps around.
    ///   - selectedIndex: The cell to start on, clamped into `0..<count`.
    ///   - configuration: The physics and thresholds.
    public init(count: Int, itemWidth: Double, viewportWidth: Double, isCyclic: Bool = false,
                selectedIndex: Int = 0, configuration: Configuration = Configuration()) {
        self.init(ribbon: Ribbon(count: count, itemWidth: itemWidth, isCyclic: isCyclic, centeredOn: selectedIndex),
                  viewportWidth: viewportWidth, configuration: configuration)
    }

    /// Creates a scroller at rest on the ribbon's centred cell.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon; it is re-centred exactly on its centred cell.
    ///   - viewportWidth: The width of the viewport; positive and finite.
    ///   - configuration: The physics and thresholds.
    public init(ribbon: Ribbon, viewportWidth: Double, configuration: Configuration = Configuration()) {
        precondition(viewportWidth > 0 && viewportWidth.isFinite, "viewportWidth must be positive and finite")
        var ribbon = ribbon
        ribbon.center(onCell: ribbon.centeredSlot)
        self._ribbon = ribbon
        self._viewportWidth = viewportWidth
        self.configuration = configuration
        self._selectedIndex = ribbon.centeredIndex
    }

    // MARK: - State

    /// Whether the ribbon moves or may move without new pointer events (an animation runs).
    public var isAnimating: Bool { phase == .settling }

    /// The cell the running animation ends on, or `nil` when none runs.
    public var targetIndex: Int? {
        phase == .settling ? settling.target : nil
    }

    /// Whether the current motion comes from the user (a drag, tap or step)
    /// rather than from ``select(_:animated:at:)``. `false` at rest.
    public var isUserDriven: Bool {
        switch phase {
        case .idle: false
        case .tracking: true
        case .settling: settling.isUserDriven
        }
    }

    // MARK: - Pointer events

    /// Starts tracking a pointer.
    ///
    /// During an animation, the ribbon stops where the animation is at `time`
    /// and the drag starts from there. A press while already tracking starts
    /// over from the ribbon as it shows.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the viewport.
    ///   - time: The event's time in milliseconds.
    public mutating func press(x: Double, at time: Double) {
        guard x.isFinite, let now = accept(time), ribbon.count > 0 else { return }
        var interrupted: Int?
        var displacement = 0.0
        if phase == .settling {
            if settle(settling, at: now) {
                interrupted = settling.target
                displacement = settling.curve.displacement(at: now - settling.startTime)
            }
        }
        var start = ribbon
        let overshoot = start.overshoot
        if overshoot != 0 {
            let raw = RubberBand.overshoot(forOffset: overshoot, dimension: viewportWidth,
                                           coefficient: configuration.rubberBandCoefficient)
            if raw.isFinite { start.scroll(by: raw - overshoot) }
        }
        var samples = VelocityTracker()
        samples.add(x: x, time: now)
        tracking = Tracking(pressX: x, lastX: x, start: start, travel: 0, samples: samples,
                            interruptedTarget: interrupted, displacementFromInterruptedTarget: displacement)
        _phase = .tracking
    }

    /// Moves the tracked pointer; the ribbon follows it 1:1.
    ///
    /// Ignored without a press.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the viewport; it may lie outside it.
    ///   - time: The event's time in milliseconds.
    @inlinable @inline(__always)
    public mutating func move(x: Double, at time: Double) {
        guard phase == .tracking, x.isFinite, let now = accept(time) else { return }
        track(x: x, at: now)
    }

    /// Ends tracking: a tap steps or stops, a drag flings and settles on a cell.
    ///
    /// Ignored without a press.
    ///
    /// - Parameters:
    ///   - x: The pointer's x coordinate in the viewport; it may lie outside it.
    ///   - time: The event's time in milliseconds.
    public mutating func release(x: Double, at time: Double) {
        guard phase == .tracking, x.isFinite, let now = accept(time) else { return }
        track(x: x, at: now)
        if tracking.travel <= configuration.tapSlop {
            tap(tracking, at: now)
        } else {
            fling(tracking, at: now)
        }
    }

    /// Stops any drag or animation and returns at once to the selected cell.
    public mutating func cancel() {
        _phase = .idle; tracking = Tracking(); settling = Settling()
        if let selectedIndex { _ribbon.center(onCell: selectedIndex) }
    }

    /// Steps the running animation to a time; when it arrives, the ribbon
    /// rests exactly on the target, which becomes the selection.
    ///
    /// - Parameter time: The time in milliseconds.
    public mutating func advance(to time: Double) {
        guard let now = accept(time), phase == .settling else { return }
        _ = settle(settling, at: now)
    }

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
    ///     non-finite time counts as the latest time seen.
    public mutating func select(_ index: Int, animated: Bool, at time: Double) {
        guard ribbon.count > 0 else { return }
        let now = accept(time) ?? self.time ?? 0
        // Bring a running animation to `now`, so position and velocity are both taken then.
        if phase == .settling { _ = settle(settling, at: now) }
        let index = min(max(index, 0), ribbon.count - 1)
        _selectedIndex = index
        guard animated else {
            _phase = .idle; tracking = Tracking(); settling = Settling()
            _ribbon.center(onCell: index)
            return
        }
        let velocity = currentVelocity(at: now)
        let displacement = -ribbon.distance(toSlot: ribbon.nearestSlot(showing: index))
        plan(target: index, displacement: displacement, velocity: velocity, userDriven: false, at: now)
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
    ///   - time: The time in milliseconds; a non-finite time counts as the latest time seen.
    public mutating func step(by cells: Int, animated: Bool = true, at time: Double) {
        guard ribbon.count > 0, let selectedIndex else { return }
        if phase == .tracking { return }
        let now = accept(time) ?? self.time ?? 0
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
            _phase = .idle; tracking = Tracking(); settling = Settling()
            _ribbon.center(onCell: target)
            self._selectedIndex = target
            return
        }
        plan(target: target, displacement: displacement - Double(moved) * ribbon.itemWidth,
             velocity: velocity, userDriven: true, at: now)
    }

    // MARK: - Changing the ribbon

    /// Changes the number of cells (a data reload), safely in any phase.
    ///
    /// The selection is clamped into the new range (and becomes `nil` when
    /// the ribbon empties, or 0 when it fills from empty). A running drag goes
    /// on over the new cells; a running animation is re-aimed at its target,
    /// clamped, from where it is with the speed it has.
    ///
    /// - Parameters:
    ///   - count: The new number of cells, in `0...Ribbon.maximumCount`.
    ///   - isCyclic: Whether the ribbon wraps; `nil` keeps the current mode.
    public mutating func reload(count: Int, isCyclic: Bool? = nil) {
        let now = time ?? 0
        let velocity = currentVelocity(at: now)
        if phase == .settling {
            _ribbon.place(at: settling.curve.displacement(at: now - settling.startTime), fromCell: settling.target)
        }
        let wasEmpty = ribbon.isEmpty
        if let isCyclic { _ribbon.setCyclic(isCyclic) }
        _ribbon.reload(count: count)
        guard count > 0 else {
            _phase = .idle; tracking = Tracking(); settling = Settling()
            _selectedIndex = nil
            return
        }
        guard !wasEmpty, let oldSelection = selectedIndex else {
            _phase = .idle; tracking = Tracking(); settling = Settling()
            _ribbon.center(onCell: 0)
            _selectedIndex = 0
            return
        }
        _selectedIndex = min(oldSelection, count - 1)
        switch phase {
        case .idle:
            _ribbon.center(onCell: selectedIndex ?? 0)
        case .tracking:
            if let isCyclic { tracking.start.setCyclic(isCyclic) }
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

    /// Changes the widths (a rotation or a resize): any motion ends and the
    /// ribbon rests on the selected cell.
    ///
    /// - Parameters:
    ///   - itemWidth: The new width of one cell; positive and finite.
    ///   - viewportWidth: The new width of the viewport; positive and finite.
    public mutating func resize(itemWidth: Double, viewportWidth: Double) {
        precondition(viewportWidth > 0 && viewportWidth.isFinite, "viewportWidth must be positive and finite")
        _ribbon.resize(itemWidth: itemWidth)
        self._viewportWidth = viewportWidth
        cancel()
    }

    // MARK: - Internals

    /// Accepts an event time: finite times only, never earlier than the latest seen.
    @inlinable @inline(__always)
    mutating func accept(_ time: Double) -> Double? {
        guard time.isFinite else { return nil }
        if time > _latestTime { _latestTime = time }
        return _latestTime
    }

    /// Shows the animation at a time. Returns `true` while it still runs,
    /// `false` once it has landed (the target is then selected).
    private mutating func settle(_ settling: Settling, at now: Double) -> Bool {
        let elapsed = now - settling.startTime
        if elapsed >= configuration.maximumSettleDuration
            || settling.curve.isAtRest(at: elapsed, tolerance: configuration.settleTolerance)
            || !(now + 1 > now) {
            land(on: settling.target)
            return false
        }
        _ribbon.place(at: settling.curve.displacement(at: elapsed), fromCell: settling.target)
        return true
    }

    private mutating func land(on target: Int) {
        _phase = .idle; tracking = Tracking(); settling = Settling()
        _ribbon.center(onCell: target)
        _selectedIndex = target
    }

    /// Starts the animation to `target`, or lands at once when already there.
    private mutating func plan(target: Int, displacement: Double, velocity: Double, userDriven: Bool, at now: Double) {
        let curve = SettleCurve(displacement: displacement, velocity: velocity,
                                springRate: configuration.springRate,
                                minimumMomentumRate: -logarithm(configuration.decelerationRate) / 2)
        if curve.isAtRest(at: 0, tolerance: configuration.settleTolerance) {
            land(on: target)
            return
        }
        _ribbon.place(at: curve.displacement(at: 0), fromCell: target)
        settling = Settling(target: target, startTime: now, curve: curve, isUserDriven: userDriven)
        _phase = .settling
    }

    /// The ribbon's velocity at a time, per millisecond (0 at rest or while tracking).
    private func currentVelocity(at now: Double) -> Double {
        phase == .settling ? settling.curve.velocity(at: now - settling.startTime) : 0
    }

    @inlinable @inline(__always)
    mutating func track(x: Double, at now: Double) {
        let travel = abs(x - tracking.pressX)
        if travel > tracking.travel { tracking.travel = travel }
        tracking.lastX = x
        tracking.samples.add(x: x, time: now)
        // Most moves stay within one cell and away from the ends; the rest go out of line.
        let distance = tracking.pressX - x
        if !_ribbon.show(tracking.start, scrolledWithinCellBy: distance) {
            _ribbon = Self.banded(tracking.start, scrolledBy: distance, dimension: _viewportWidth,
                                  coefficient: configuration.rubberBandCoefficient)
        }
    }

    /// `start` scrolled by `distance`, with any overshoot rubber-banded.
    private func banded(_ start: Ribbon, scrolledBy distance: Double) -> Ribbon {
        Self.banded(start, scrolledBy: distance, dimension: viewportWidth,
                    coefficient: configuration.rubberBandCoefficient)
    }

    /// `start` scrolled by `distance`, with any overshoot rubber-banded over `dimension`.
    @usableFromInline
    static func banded(_ start: Ribbon, scrolledBy distance: Double, dimension: Double, coefficient: Double) -> Ribbon {
        var moved = start
        moved.scroll(by: distance)
        let overshoot = moved.overshoot
        if overshoot != 0 {
            let band = RubberBand.offset(forOvershoot: overshoot, dimension: dimension, coefficient: coefficient)
            moved.scroll(by: band - overshoot)
        }
        return moved
    }

    /// The cell `cells` away from `base` (clamped or wrapped) and how many cells that is.
    private func stepped(from base: Int, by cells: Int) -> (target: Int, moved: Int) {
        let count = ribbon.count
        if ribbon.isCyclic {
            let reduced = cells % count
            return (IntegerMath.wrappedSum(base, reduced, modulo: count), reduced)
        }
        let target = IntegerMath.clampedSum(base, cells, lower: 0, upper: count - 1)
        return (target, target - base)
    }

    private mutating func tap(_ tracking: Tracking, at now: Double) {
        let zone = configuration.tapStepZone * viewportWidth
        let direction = tracking.pressX < zone ? -1 : (tracking.pressX >= viewportWidth - zone ? 1 : 0)
        var base = ribbon.centeredSlot
        var displacement = ribbon.offset
        if let interrupted = tracking.interruptedTarget, direction != 0 {
            base = interrupted
            displacement = tracking.displacementFromInterruptedTarget + (tracking.pressX - tracking.lastX)
        }
        let (target, moved) = stepped(from: base, by: direction)
        plan(target: target, displacement: displacement - Double(moved) * ribbon.itemWidth,
             velocity: 0, userDriven: true, at: now)
    }

    private mutating func fling(_ tracking: Tracking, at now: Double) {
        let limit = configuration.maximumVelocity
        var velocity = min(max(-tracking.samples.velocity(window: configuration.velocityWindow), -limit), limit)
        let overshoot = ribbon.overshoot
        if overshoot != 0 {
            // Past an end the target is that end; motion further out is not kept.
            if velocity * overshoot > 0 { velocity = 0 }
            plan(target: ribbon.centeredSlot, displacement: ribbon.offset, velocity: velocity, userDriven: true, at: now)
            return
        }
        let travel = Deceleration.restingDistance(velocity: velocity, rate: configuration.decelerationRate)
        var projected = ribbon
        projected.scroll(by: travel)
        plan(target: projected.centeredSlot, displacement: projected.offset - travel,
             velocity: velocity, userDriven: true, at: now)
    }
}
