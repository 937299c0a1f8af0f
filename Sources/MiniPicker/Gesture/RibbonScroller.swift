/// The drag, fling, tap and settle state machine of one ribbon.
///
/// A scroller owns a ``Ribbon`` and moves it in response to pointer events
/// and the passing of time. It has no clock: every event carries its time in
/// milliseconds, and ``advance(to:)`` steps animations, so tests and hosts can
/// drive it frame by frame.
///
/// The scroller is one-dimensional: it knows nothing of the direction its
/// ribbon runs in. A host passes the pointer's coordinate along the axis
/// (x on a horizontal ribbon, y on a vertical wheel), growing to the right or
/// downward, and every width here is a length along that axis (a wheel's
/// height and row height). Dragging the content towards smaller positions
/// (left, or up) brings later cells to the centre, as a finger's swipe up on
/// a wheel does.
///
/// - **Drag**: after ``press(along:at:)`` the ribbon follows the pointer 1:1,
///   also when the pointer leaves the viewport. Past either end of a
///   non-cyclic ribbon it rubber-bands.
/// - **Release**: the target is chosen once. The release velocity (from the
///   move samples of the last ``Configuration/velocityWindow`` ms) is projected
///   with exponential deceleration to where the motion would rest, that point
///   is snapped to the nearest cell, and a ``SettleCurve`` carries the ribbon
///   straight there. Past an end, the target is that end.
/// - **Tap**: a press and release that travel at most ``Configuration/tapSlop``
///   step one cell when they land in the leading or trailing
///   ``Configuration/tapStepZone`` of the viewport (the arrows: back at the
///   left or top, forward at the right or bottom), and stop any motion in the
///   middle. With ``Configuration/tapAction`` ``TapAction/glideToCell`` a tap
///   settles on the cell drawn under the press instead.
/// - **Interruption**: a press during an animation takes over from the
///   animated position at the press's time, without a jump.
/// - **Cancel**: ``cancel()`` returns at once to the selected cell,
///   ``cancel(at:)`` glides back to it.
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

    /// What a drag needs; meaningful while the phase is `.tracking`. (Here
    /// and in the pointer's internals, `x` is the coordinate along the axis.)
    @usableFromInline
    struct Tracking: Hashable, Sendable {
        @usableFromInline var pressX = 0.0
        /// The ribbon at the press, with any rubber band undone.
        @usableFromInline var start = Ribbon(count: 0, itemWidth: 1) {
            didSet { withinCell = Self.offsetsWithinCell(of: start) }
        }
        /// The largest distance of the pointer from `pressX` so far.
        @usableFromInline var travel = 0.0
        @usableFromInline var samples = VelocityTracker()
        /// The pointer's latest position: the newest sample, or `pressX`.
        var lastX: Double { samples.writes == 0 ? pressX : samples.newestX }
        /// The target of the animation the press interrupted, if any.
        var interruptedTarget: Int?
        /// The displacement from that target at the press.
        var displacementFromInterruptedTarget = 0.0
        /// The offsets from `start`'s centred cell, `low ≤ offset < high`,
        /// that keep the viewport within that cell and inside the strip:
        /// where ``Ribbon/show(_:scrolledWithinCellBy:)`` would succeed,
        /// worked out once per press instead of once per move.
        @usableFromInline var withinCell = (low: Double.infinity, high: -Double.infinity)

        init() {}

        init(pressX: Double, start: Ribbon, samples: VelocityTracker,
             interruptedTarget: Int?, displacementFromInterruptedTarget: Double) {
            self.pressX = pressX
            self.start = start
            self.samples = samples
            self.interruptedTarget = interruptedTarget
            self.displacementFromInterruptedTarget = displacementFromInterruptedTarget
            withinCell = Self.offsetsWithinCell(of: start)
        }

        /// The offsets of a drag that stay within `start`'s centred cell and
        /// inside the strip, as `show(_:scrolledWithinCellBy:)` tests them: the
        /// cell's half-widths, and no overshoot past the first or last cell.
        static func offsetsWithinCell(of start: Ribbon) -> (low: Double, high: Double) {
            guard start._count > 0 else { return (.infinity, -.infinity) }
            var low = -start._itemWidth / 2, high = start._itemWidth / 2
            if !start._isCyclic {
                if start._centeredSlot == 0 { low = max(low, 0) }
                // `offset < leastNonzeroMagnitude` is `offset <= 0`.
                if start._centeredSlot == start._count - 1 { high = min(high, .leastNonzeroMagnitude) }
            }
            return (low, high)
        }

        @usableFromInline static func == (a: Tracking, b: Tracking) -> Bool {
            a.pressX == b.pressX && a.start == b.start && a.travel == b.travel
                && a.samples == b.samples && a.interruptedTarget == b.interruptedTarget
                && a.displacementFromInterruptedTarget == b.displacementFromInterruptedTarget
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(pressX)
            hasher.combine(start)
            hasher.combine(travel)
            hasher.combine(samples)
            hasher.combine(interruptedTarget)
            hasher.combine(displacementFromInterruptedTarget)
        }
    }

    /// What an animation needs; meaningful while the phase is `.settling`.
    struct Settling: Hashable, Sendable {
        var target = 0
        var startTime = 0.0
        var curve = SettleCurve(displacement: 0, velocity: 0, springRate: 1, minimumMomentumRate: 1)
        /// When the animation lands, relative to `startTime`: worked out once
        /// from the curve, so that it ends at the same moment at any frame rate.
        var duration = 0.0
        var isUserDriven = false
        /// Whether the animation was planned before any time was known: it
        /// then starts at the first time ``RibbonScroller/advance(to:)`` gives.
        var startsAtNextTime = false
    }

    /// The ribbon as it shows now.
    public var ribbon: Ribbon { _ribbon }
    @usableFromInline var _ribbon: Ribbon

    /// The length of the viewport along the axis (a wheel's height), used for
    /// the rubber band and the tap zones.
    public var viewportWidth: Double { _viewportWidth }
    @usableFromInline var _viewportWidth: Double

    /// The physics and thresholds.
    ///
    /// Setting it changes what later events and animations use; a running
    /// animation keeps the curve it was planned with
    /// (``RibbonPicker/configuration`` plans it again with the new physics).
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
    var settling = Settling()

    /// Creates a scroller at rest on a cell.
    ///
    /// - Parameters:
    ///   - count: The number of cells, clamped into `0...Ribbon.maximumCount`.
    ///   - itemWidth: The length of one cell along the axis (a wheel's row
    ///     height); 1 when it is not a positive, finite number.
    ///   - viewportWidth: The length of the viewport along the axis (a
    ///     wheel's height); 0 when it is not a positive, finite number, and a
    ///     viewport of length 0 shows no cells and ignores the pointer.
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
    ///   - viewportWidth: The length of the viewport along the axis; 0 when it
    ///     is not a positive, finite number (see ``init(count:itemWidth:viewportWidth:isCyclic:selectedIndex:configuration:)``).
    ///   - configuration: The physics and thresholds.
    public init(ribbon: Ribbon, viewportWidth: Double, configuration: Configuration = Configuration()) {
        let viewportWidth = viewportWidth.positiveFinite(or: 0)
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

    /// Ends any drag or animation: back to rest, with no motion data kept.
    mutating func resetMotion() {
        _phase = .idle
        tracking = Tracking()
        settling = Settling()
    }

    // MARK: - Internals

    /// Accepts an event time: finite times only, never earlier than the latest seen.
    @inlinable @inline(__always)
    mutating func accept(_ time: Double) -> Double? {
        guard time.isFinite else { return nil }
        if time > _latestTime { _latestTime = time }
        return _latestTime
    }
}
