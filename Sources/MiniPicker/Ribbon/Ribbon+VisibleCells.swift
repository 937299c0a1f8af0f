extension Ribbon {
    /// The cells that show, wholly or in part, in a viewport centred on the ribbon's position.
    ///
    /// A cell shows when it overlaps the open interval `(0, viewportWidth)`;
    /// a cell that only touches an edge does not. Cells come from left to
    /// right. In cyclic mode the same index may appear several times, in
    /// different slots (a ribbon of one cell in a viewport three cells wide
    /// shows it three times).
    ///
    /// - Parameter viewportWidth: The viewport's width; positive and finite.
    /// - Returns: A lazy collection of at most `viewportWidth / itemWidth + 2` cells.
    /// - Complexity: O(1) to create; each element costs O(1).
    public func visibleCells(inViewportOfWidth viewportWidth: Double) -> VisibleCells {
        VisibleCells(ribbon: self, viewportWidth: viewportWidth)
    }
}

/// The cells of a ``Ribbon`` that show in a viewport, left to right.
///
/// Computed on access: creating or iterating the collection allocates nothing.
public struct VisibleCells: RandomAccessCollection, Hashable, Sendable {
    /// The ribbon the cells belong to.
    public let ribbon: Ribbon
    /// The width of the viewport.
    public let viewportWidth: Double
    /// Relative slots (from the centred slot) of the first and past-the-last cell.
    private let lowerStep: Int
    private let upperStep: Int

    /// The largest number of cells one viewport may report (2^20).
    public static let limit = 1 << 20

    init(ribbon: Ribbon, viewportWidth: Double) {
        precondition(viewportWidth > 0 && viewportWidth.isFinite, "viewportWidth must be positive and finite")
        self.ribbon = ribbon
        self.viewportWidth = viewportWidth
        guard ribbon.count > 0 else {
            lowerStep = 0
            upperStep = 0
            return
        }
        let w = ribbon.itemWidth
        // Cell k (relative to the centred slot) has its leading edge at
        // x(k) = k·w − w/2 − offset + V/2 and shows when x(k) < V and x(k) + w > 0.
        let low = (ribbon.offset - viewportWidth / 2 - w / 2) / w
        let high = (ribbon.offset + viewportWidth / 2 + w / 2) / w
        let bound = VisibleCells.limit
        var first = IntegerMath.clampedInt(low.rounded(.down) + 1, lower: -bound, upper: bound)
        var last = IntegerMath.clampedInt(high.rounded(.up) - 1, lower: -bound, upper: bound)
        if !ribbon.isCyclic {
            first = Swift.max(first, -ribbon.centeredSlot)
            last = Swift.min(last, ribbon.count - 1 - ribbon.centeredSlot)
        }
        if last - first >= bound { last = first + bound - 1 }
        lowerStep = first
        upperStep = Swift.max(first, last + 1)
    }

    /// The position of the first cell.
    public var startIndex: Int { 0 }

    /// The position one past the last cell.
    public var endIndex: Int { upperStep - lowerStep }

    /// The visible cell at a position of this collection.
    ///
    /// - Parameter position: A valid position, in `startIndex..<endIndex`.
    public subscript(position: Int) -> VisibleCell {
        precondition(position >= 0 && position < endIndex, "visible cell position out of range")
        let step = lowerStep + position
        let slot = ribbon.centeredSlot + step
        let w = ribbon.itemWidth
        let x = Double(step) * w - w / 2 - ribbon.offset + viewportWidth / 2
        return VisibleCell(slot: slot, index: ribbon.index(ofSlot: slot), offset: x)
    }
}
