import Foundation

/// A faithful Swift port of the original control's viewport, for comparison:
/// an integer viewport position, cells cached in a dictionary under string
/// keys formatted with `"%d"` (as `stringWithFormat:` made them), and eviction loops that walk keys outward from
/// index ± 10 until the first missing one. Kept here only as a baseline.
///
/// Linux Foundation's `String(format:)` is slow, and most of the port's cost
/// would be that, not the algorithm: ``KeyStyle/plain`` keys the same
/// dictionary with `String(i)`, the fair baseline a careful port would be.
final class SeedPortRibbon {
    /// How cache keys are made from indices.
    enum KeyStyle {
        /// `String(format: "%d", i)`, as the original's `stringWithFormat:`.
        case formatted
        /// `String(i)`.
        case plain
    }

    final class Cell {
        var index: Int
        var frameX = 0
        init(index: Int) { self.index = index }
    }

    let width: Int
    let count: Int
    private(set) var viewportPos = 0
    private(set) var activeIndex = 0
    private var touchStart = 0
    private(set) var cache: [String: Cell] = [:]

    let keyStyle: KeyStyle

    init(count: Int, width: Int, keyStyle: KeyStyle = .formatted) {
        self.count = count
        self.width = width
        self.keyStyle = keyStyle
    }

    private func cacheKey(_ index: Int) -> String {
        keyStyle == .formatted ? String(format: "%d", index) : String(index)
    }

    /// The index of the most visible view at a position (`posToView:`).
    func posToView(_ pos: Int) -> Int {
        var index = pos / width
        if index < 0 { index = 0 }
        if index >= count - 1 { index = count - 1 }
        return index
    }

    /// `selectView:` without the delegate call.
    func selectView(_ index: Int) {
        activeIndex = index
        centerOnView(index)
    }

    /// `centerOnView:`.
    func centerOnView(_ index: Int) {
        viewportPos = index * width + width / 2
        _ = layout(viewportPos)
    }

    /// `viewForIndex:offset:` with its cache and eviction loops.
    func view(forIndex index: Int, offset: Int) -> Cell {
        var key = cacheKey(index + offset)
        if let cell = cache[key] { return cell }
        let cell = Cell(index: index + offset)
        cell.frameX = offset * width
        cache[key] = cell
        var clear = index + offset - 10
        key = cacheKey(clear)
        while cache[key] != nil {
            cache.removeValue(forKey: key)
            clear -= 1
            key = cacheKey(clear)
        }
        clear = index + offset + 10
        key = cacheKey(clear)
        while cache[key] != nil {
            cache.removeValue(forKey: key)
            clear += 1
            key = cacheKey(clear)
        }
        return cell
    }

    /// `layoutForViewportPos:`: the centre view and its neighbours with their x offsets.
    func layout(_ pos: Int) -> (center: Int, deltaX: Int, before: Cell?, middle: Cell, after: Cell?) {
        let centerIndex = posToView(pos)
        let centerPos = centerIndex * width + width / 2
        let deltaX = centerPos - pos
        let middle = view(forIndex: centerIndex, offset: 0)
        let before = centerIndex <= 0 ? nil : view(forIndex: centerIndex, offset: -1)
        let after = centerIndex >= count - 1 ? nil : view(forIndex: centerIndex, offset: 1)
        middle.frameX = deltaX
        before?.frameX = deltaX - width
        after?.frameX = deltaX + width
        return (centerIndex, deltaX, before, middle, after)
    }

    func touchesBegan(_ x: Int) {
        touchStart = x
    }

    /// `touchesMoved:`: the layout at the dragged position and the view it would settle on.
    func touchesMoved(_ x: Int) -> (target: Int, deltaX: Int) {
        let newPos = viewportPos - (x - touchStart)
        let layout = layout(newPos)
        return (posToView(newPos), layout.deltaX)
    }

    /// `touchesEnded:`: selects the view at the released position.
    func touchesEnded(_ x: Int) {
        let newPos = viewportPos - (x - touchStart)
        selectView(posToView(newPos))
    }
}
