import MiniPicker

/// The wheels of a wheel picker as values the picker owns: one
/// `RibbonScroller` per wheel, the wheel a pointer holds, and the time of
/// the last frame.
///
/// Every change goes through here and reports the rows wheels *settled* on
/// (a user's motion that ended on another row), so the picker moves its
/// selection in plain code after the change, never from inside a wheel's
/// callback. Programmatic moves (``select(_:row:animated:)``) report nothing.
struct WheelScrollers<Wheel: Hashable & Sendable>: Hashable {
    /// The wheels in order, and their scrollers.
    private(set) var order: [Wheel]
    private var scrollers: [RibbonScroller]
    /// The wheel a pointer holds, from a press to its release.
    private(set) var pressed: Wheel?
    /// The time of the last frame (``advance(to:)``), when one was drawn.
    private(set) var frameTime: Double?
    /// A number that moves with every change of a wheel's position, phase or
    /// rows: what observers of the wheels compare, without copying them.
    private(set) var revision = 0

    /// A row a wheel settled on after a user's motion.
    typealias Settled = (wheel: Wheel, row: Int)

    /// Creates the wheels.
    ///
    /// - Parameter wheels: Each wheel with its scroller, in order.
    init(_ wheels: [(Wheel, RibbonScroller)]) {
        order = wheels.map(\.0)
        scrollers = wheels.map(\.1)
    }

    /// A wheel's scroller, or `nil` for a wheel the picker lacks.
    subscript(wheel: Wheel) -> RibbonScroller? {
        order.firstIndex(of: wheel).map { scrollers[$0] }
    }

    /// Whether a wheel animates.
    var isAnimating: Bool { scrollers.contains { $0.isAnimating } }

    /// The same wheels made anew (a new configuration), each keeping the
    /// lengths a host gave its old self.
    ///
    /// - Parameter wheels: The new wheels with their scrollers.
    mutating func replace(with wheels: [(Wheel, RibbonScroller)]) {
        let old = self
        self = WheelScrollers(wheels)
        frameTime = old.frameTime
        revision = old.revision &+ 1
        for index in order.indices {
            guard let kept = old[order[index]] else { continue }
            scrollers[index].apply(RibbonGeometry(itemLength: kept.ribbon.itemWidth, viewportLength: kept.viewportWidth,
                                                  tapSlop: kept.configuration.tapSlop))
        }
    }

    /// Runs a change of one wheel; returns the row it settled on, if the
    /// change was a user's and ended on another row.
    private mutating func change(_ index: Int, _ body: (inout RibbonScroller) -> Void) -> Settled? {
        let before = scrollers[index]
        body(&scrollers[index])
        if scrollers[index] != before { revision &+= 1 }
        guard let row = scrollers[index].selectedIndex, row != before.selectedIndex else { return nil }
        return (order[index], row)
    }

    /// The pointer went down on a wheel: it catches the wheel where the last
    /// frame showed it. A press while another is held releases that one first.
    ///
    /// - Returns: What settled (a press may end another wheel's drag).
    mutating func press(_ wheel: Wheel, along position: Double, in geometry: RibbonGeometry?, at time: Double) -> [Settled] {
        var settled: [Settled] = []
        if pressed != nil, let ended = release(along: position, at: time) { settled.append(ended) }
        guard let index = order.firstIndex(of: wheel) else { return settled }
        pressed = wheel
        if let geometry { scrollers[index].apply(geometry) }
        let shown = frameTime ?? time
        if let row = change(index, { $0.press(along: position, at: time, interruptingAt: shown) }) {
            settled.append(row)
        }
        return settled
    }

    /// The held wheel follows the pointer.
    mutating func drag(along position: Double, at time: Double) -> Settled? {
        guard let pressed, let index = order.firstIndex(of: pressed) else { return nil }
        return change(index) { $0.move(along: position, at: time) }
    }

    /// The pointer let go: the held wheel flings or steps, and settles in the next frames.
    mutating func release(along position: Double, at time: Double) -> Settled? {
        guard let held = pressed, let index = order.firstIndex(of: held) else { return nil }
        pressed = nil
        return change(index) { $0.release(along: position, at: time) }
    }

    /// Drops the held wheel's drag: it goes back to its selected row.
    mutating func cancel() {
        guard let held = pressed, let index = order.firstIndex(of: held) else { return }
        pressed = nil
        _ = change(index) { $0.cancel() }
    }

    /// Steps every wheel's animation to a frame's time: the only change that moves time.
    ///
    /// - Returns: The rows wheels landed on after a user's motion.
    mutating func advance(to time: Double) -> [Settled] {
        if time.isFinite { frameTime = max(frameTime ?? time, time) }
        return order.indices.compactMap { index in change(index) { $0.advance(to: time) } }
    }

    /// Moves a wheel to a row, from the last frame; reports nothing.
    mutating func select(_ wheel: Wheel, row: Int, animated: Bool) {
        guard let index = order.firstIndex(of: wheel) else { return }
        let scroller = scrollers[index]
        guard scroller.selectedIndex != row || scroller.phase != .idle else { return }
        if scroller.phase == .tracking && pressed == wheel { pressed = nil }
        let time = frameTime ?? .nan
        _ = change(index) { $0.select(row, animated: animated, at: time) }
    }

    /// Gives a wheel another number of rows, resting on one.
    mutating func reload(_ wheel: Wheel, count: Int, selecting row: Int) {
        guard let index = order.firstIndex(of: wheel) else { return }
        let time = frameTime ?? .nan
        _ = change(index) {
            $0.reload(count: count)
            $0.select(row, animated: false, at: time)
        }
        if pressed == wheel { pressed = nil }
    }
}

extension RibbonScroller {
    /// A scroller at rest on a row, in a component's geometry.
    ///
    /// - Parameters:
    ///   - layout: The lengths and whether the wheel wraps.
    ///   - count: The rows.
    ///   - row: The row to rest on.
    ///   - configuration: The physics.
    init(layout: ComponentLayout, count: Int, row: Int, configuration: Configuration) {
        self.init(count: count, itemWidth: layout.itemLength, viewportWidth: layout.length, isCyclic: layout.isCyclic,
                  selectedIndex: row, configuration: configuration)
    }
}
