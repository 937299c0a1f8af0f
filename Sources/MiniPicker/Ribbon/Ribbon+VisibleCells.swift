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
    @inlinable @inline(__always)
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
    @usableFromInline let lowerStep: Int
    @usableFromInline let upperStep: Int

    /// The largest number of cells one viewport may report (2^20).
    @inlinable public static var limit: Int { 1 << 20 }

    @inlinable @inline(__always)
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
        var first: Int
        var last: Int
        if viewportWidth == w && ribbon.offset >= -w / 2 && ribbon.offset < w / 2 {
            // A one-cell viewport, as in a mini picker: the centred cell and
            // the neighbour on the side the viewport leans towards.
            first = ribbon.offset < 0 ? -1 : 0
            last = ribbon.offset > 0 ? 1 : 0
        } else {
            // Cell k (relative to the centred slot) has its leading edge at
            // x(k) = k·w − w/2 − offset + V/2 and shows when x(k) < V and x(k) + w > 0.
            let low = (ribbon.offset - viewportWidth / 2 - w / 2) / w
            let high = (ribbon.offset + viewportWidth / 2 + w / 2) / w
            let bound = Double(VisibleCells.limit)
            // floor(low) + 1 and ceil(high) - 1, clamped to ±limit, without calling the C library.
            let lowClamped = Swift.min(Swift.max(low, -bound), bound)
            let highClamped = Swift.min(Swift.max(high, -bound), bound)
            let lowTruncated = Int(lowClamped)
            let highTruncated = Int(highClamped)
            first = (Double(lowTruncated) > lowClamped ? lowTruncated - 1 : lowTruncated) + 1
            last = (Double(highTruncated) < highClamped ? highTruncated + 1 : highTruncated) - 1
        }
        if !ribbon.isCyclic {
            first = Swift.max(first, -ribbon.centeredSlot)
            last = Swift.min(last, ribbon.count - 1 - ribbon.centeredSlot)
        }
        if last - first >= VisibleCells.limit { last = first + VisibleCells.limit - 1 }
        lowerStep = first
        upperStep = Swift.max(first, last + 1)
    }

    /// The position of the first cell.
    @inlinable public var startIndex: Int { 0 }

    /// The position one past the last cell.
    @inlinable public var endIndex: Int { upperStep - lowerStep }

    /// The visible cell at a position of this collection.
    ///
    /// - Parameter position: A valid position, in `startIndex..<endIndex`.
    @inlinable
    public subscript(position: Int) -> VisibleCell {
        precondition(position >= 0 && position < endIndex, "visible cell position out of range")
        let step = lowerStep + position
        let slot = ribbon.centeredSlot + step
        let w = ribbon.itemWidth
        let x = Double(step) * w + (viewportWidth / 2 - w / 2 - ribbon.offset)
        return VisibleCell(slot: slot, index: ribbon.index(ofSlot: slot), offset: x)
    }

    /// Walks the visible cells left to right without recomputing each one from scratch.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var slot: Int
        @usableFromInline var index: Int
        @usableFromInline var step: Int
        @usableFromInline let base: Double
        @usableFromInline var remaining: Int
        @usableFromInline let itemWidth: Double
        @usableFromInline let count: Int
        @usableFromInline let isCyclic: Bool

        @inlinable
        init(_ cells: VisibleCells) {
            let ribbon = cells.ribbon
            slot = ribbon.centeredSlot &+ cells.lowerStep
            remaining = cells.upperStep &- cells.lowerStep
            itemWidth = ribbon.itemWidth
            count = ribbon.count
            isCyclic = ribbon.isCyclic
            step = cells.lowerStep
            base = cells.viewportWidth / 2 - itemWidth / 2 - ribbon.offset
            index = remaining > 0 ? ribbon.index(ofSlot: slot) : 0
        }

        /// The next visible cell, or `nil` after the last.
        @inlinable
        public mutating func next() -> VisibleCell? {
            guard remaining > 0 else { return nil }
            // The same arithmetic as the subscript, so both give identical offsets.
            let cell = VisibleCell(slot: slot, index: index, offset: Double(step) * itemWidth + base)
            remaining &-= 1
            slot &+= 1
            step &+= 1
            index &+= 1
            if isCyclic && index == count { index = 0 }
            return cell
        }
    }

    /// An iterator over the visible cells.
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(self)
    }
}
