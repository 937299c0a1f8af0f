import MiniPicker

/// One pointer move after another on a ribbon whose visible cells are
/// cached: the new position, the cell it would settle on and the visible
/// cells with their offsets.
///
/// On a horizontal ribbon (`drag-step`) or a vertical wheel of the same
/// lengths (`drag-step-vertical`), pressed with the axis's own call; the
/// moves give the pointer's coordinate along the axis, `x` on the ribbon
/// and `y` on the wheel.
struct OurDrag {
    var scroller: RibbonScroller
    var cache = CellCache<Int>(radius: 10)
    /// The pointer's coordinate along the axis.
    var x = 50.0
    var time = 0.0
    var direction = 1.0

    init(count: Int, axis: ComponentLayout.Axis = .horizontal) {
        let layout = ComponentLayout(length: 100, axis: axis)
        scroller = RibbonScroller(count: count, itemWidth: layout.itemLength, viewportWidth: layout.length,
                                  selectedIndex: count / 2)
        switch axis {
        case .horizontal: scroller.press(x: x, at: time)
        case .vertical: scroller.press(along: x, at: time)
        }
    }

    /// One move; returns a digest of what a host would draw.
    ///
    /// The digest folds in each offset's bits rather than converting it to an
    /// integer, so the checks of that conversion are not counted as the step's cost.
    @inline(__always)
    mutating func step() -> Int {
        if x >= 90 || x <= 10 { direction = -direction }
        x += direction
        time += 1
        let cells = scroller.visibleCells(afterMovingTo: x, at: time)
        let ribbon = cells.ribbon
        cache.recenter(on: ribbon.centeredSlot)
        var digest = ribbon.centeredIndex ?? -1
        for place in cells {
            digest &+= cache.cell(forSlot: place.slot) { _ in place.index } &+ Int(truncatingIfNeeded: place.offset.bitPattern)
        }
        return digest
    }
}

/// The same moves on the port of the original control.
struct SeedDrag {
    let ribbon: SeedPortRibbon
    var x = 50
    var direction = 1

    init(count: Int, keyStyle: SeedPortRibbon.KeyStyle = .formatted) {
        ribbon = SeedPortRibbon(count: count, width: 100, keyStyle: keyStyle)
        ribbon.selectView(count / 2)
        ribbon.touchesBegan(x)
    }

    mutating func step() -> Int {
        if x >= 90 || x <= 10 { direction = -direction }
        x += direction
        let moved = ribbon.touchesMoved(x)
        return moved.target &+ moved.deltaX
    }
}

/// A release at speed, then 60 Hz frames until the ribbon rests.
func fling(count: Int) -> Int {
    var scroller = RibbonScroller(count: count, itemWidth: 100, viewportWidth: 100, selectedIndex: count / 2)
    scroller.press(x: 90, at: 0)
    scroller.move(x: 60, at: 10)
    scroller.move(x: 30, at: 20)
    scroller.release(x: 10, at: 30)
    var time = 30.0
    var frames = 0
    while scroller.isAnimating {
        time += 1000.0 / 60.0
        scroller.advance(to: time)
        frames += 1
    }
    return frames
}

/// A drag across `cells` cells of a ribbon of `count`, half a cell per move.
/// Returns the most cells the cache held at once.
func sweep(cells: Int, count: Int) -> Int {
    var scroller = RibbonScroller(count: count, itemWidth: 100, viewportWidth: 100, selectedIndex: count / 2)
    var cache = CellCache<Int>(radius: 10)
    var peak = 0
    var x = 0.0
    scroller.press(x: x, at: 0)
    for move in 1...(cells * 2) {
        x -= 50
        scroller.move(x: x, at: Double(move))
        let ribbon = scroller.ribbon
        cache.recenter(on: ribbon.centeredSlot)
        for place in ribbon.visibleCells(inViewportOfWidth: 100) {
            _ = cache.cell(forSlot: place.slot) { reusing in reusing ?? place.index }
        }
        peak = max(peak, cache.count)
    }
    return peak
}
