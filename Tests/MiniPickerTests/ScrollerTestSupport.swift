@testable import MiniPicker

/// A one-cell-viewport scroller like the seed's: cells and viewport 100 wide.
func makeScroller(count: Int = 12, selected: Int = 6, cyclic: Bool = false,
                  configuration: RibbonScroller.Configuration = .init()) -> RibbonScroller {
    RibbonScroller(count: count, itemWidth: 100, viewportWidth: 100, isCyclic: cyclic,
                   selectedIndex: selected, configuration: configuration)
}

extension RibbonScroller {
    /// A slow drag: press, one move, a pause, release where the move ended (no velocity).
    mutating func slowDrag(from start: Double, to end: Double, at time: Double = 0) {
        press(x: start, at: time)
        move(x: end, at: time + 500)
        release(x: end, at: time + 1000)
    }

    /// Advances in 60 Hz frames until the animation lands; returns the positions seen.
    @discardableResult
    mutating func runToRest(limit: Int = 100_000) -> [Double] {
        var positions: [Double] = []
        var now = time ?? 0
        var frames = 0
        while isAnimating && frames < limit {
            now += 1000.0 / 60.0
            advance(to: now)
            positions.append(ribbon.position)
            frames += 1
        }
        return positions
    }
}
