extension Ribbon {
    /// The cells that show, wholly or in part, in a viewport centred on the ribbon's position.
    ///
    /// A cell shows when it overlaps the open interval `(0, viewportWidth)`;
    /// a cell that only touches an edge does not. Cells come from left to
    /// right (top to bottom on a wheel). In cyclic mode the same index may appear several times, in
    /// different slots (a ribbon of one cell in a viewport three cells wide
    /// shows it three times).
    ///
    /// - Parameter viewportWidth: The viewport's length along the axis (a
    ///   wheel's height); one that is not a positive, finite number shows no cells.
    /// - Returns: A lazy collection of at most `viewportWidth / itemWidth + 2`
    ///   cells; of a view wider than ``VisibleCells/limit`` cells, the leftmost `limit`.
    /// - Complexity: O(1) to create; each element costs O(1).
    @inlinable @inline(__always)
    public func visibleCells(inViewportOfWidth viewportWidth: Double) -> VisibleCells {
        VisibleCells(ribbon: self, viewportWidth: viewportWidth)
    }
}

/// The cells of a ``Ribbon`` that show in a viewport, left to right (top to
/// bottom on a wheel), each with its ``VisibleCell/offset`` along the axis.
///
/// Computed on access: creating or iterating the collection allocates nothing.
public struct VisibleCells: RandomAccessCollection, Hashable, Sendable {
    /// The ribbon the cells belong to.
    public let ribbon: Ribbon
    /// The length of the viewport along the axis (a wheel's height).
    public let viewportWidth: Double
    /// Relative slots (from the centred slot) of the first and past-the-last cell.
    @usableFromInline let lowerStep: Int
    @usableFromInline let upperStep: Int
    /// The x of the centred cell's leading edge, `viewportWidth / 2 - itemWidth / 2 - offset`:
    /// the cell `step` slots away starts at `step * itemWidth + leadingEdge`.
    @usableFromInline let leadingEdge: Double

    /// The largest number of cells one viewport may report (2^20).
    @inlinable public static var limit: Int { 1 << 20 }

    @inlinable @inline(__always)
    init(ribbon: Ribbon, viewportWidth: Double) {
        self.init(ribbon: ribbon, checkedViewportWidth: viewportWidth.isFinite ? viewportWidth : 0)
    }

    /// The cells from `lowerStep` to before `upperStep` (slots relative to the
    /// centred slot), for callers that know them to be exactly the visible ones
    /// and know the centred cell's `leadingEdge` as the initializer below works it out.
    @inlinable @inline(__always)
    init(ribbon: Ribbon, viewportWidth: Double, leadingEdge: Double, lowerStep: Int, upperStep: Int) {
        self.ribbon = ribbon
        self.viewportWidth = viewportWidth
        self.leadingEdge = leadingEdge
        self.lowerStep = lowerStep
        self.upperStep = upperStep
    }

    /// The visible cells of a viewport whose width is known to be finite (none when it is not positive).
    @inlinable @inline(__always)
    init(ribbon: Ribbon, checkedViewportWidth viewportWidth: Double) {
        self.ribbon = ribbon
        self.viewportWidth = viewportWidth
        leadingEdge = viewportWidth / 2 - ribbon.itemWidth / 2 - ribbon.offset
        guard ribbon.count > 0, viewportWidth > 0 else {
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
            (first, last) = VisibleCells.steps(offset: ribbon.offset, itemWidth: w, viewportWidth: viewportWidth,
                                               centeredSlot: ribbon.centeredSlot, count: ribbon.count,
                                               isCyclic: ribbon.isCyclic)
        }
        if !ribbon.isCyclic {
            // The centred slot lies in 0..<count, so neither bound can overflow.
            // (The general case has clamped already; clamping again changes nothing.)
            first = Swift.max(first, 0 &- ribbon.centeredSlot)
            last = Swift.min(last, ribbon.count &- 1 &- ribbon.centeredSlot)
        }
        lowerStep = first
        upperStep = Swift.max(first, last &+ 1)
    }

    /// The first and last visible step (slot relative to the centred slot)
    /// of any viewport, within the strip of a plain ribbon and at most
    /// ``limit`` cells: the general case of the initializer, kept out of line.
    @usableFromInline
    static func steps(offset: Double, itemWidth w: Double, viewportWidth: Double,
                      centeredSlot: Int, count: Int, isCyclic: Bool) -> (first: Int, last: Int) {
        // Cell k (relative to the centred slot) has its leading edge at
        // x(k) = k·w − w/2 − offset + V/2 and shows when x(k) < V and x(k) + w > 0.
        let low = (offset - viewportWidth / 2 - w / 2) / w
        let high = (offset + viewportWidth / 2 + w / 2) / w
        // floor(low) + 1 and ceil(high) - 1 without calling the C library, clamped to
        // ±2^52 (exact in both Double and Int; no slot overflows from there).
        // NaN (an infinite viewport over cells too narrow to count) shows from the far left on.
        let bound = 0x1p52
        let lowClamped = low.isNaN ? -bound : Swift.min(Swift.max(low, -bound), bound)
        let highClamped = high.isNaN ? bound : Swift.min(Swift.max(high, -bound), bound)
        let lowTruncated = Int(lowClamped)
        let highTruncated = Int(highClamped)
        var first = (Double(lowTruncated) > lowClamped ? lowTruncated - 1 : lowTruncated) + 1
        var last = (Double(highTruncated) < highClamped ? highTruncated + 1 : highTruncated) - 1
        if !isCyclic {
            first = Swift.max(first, -centeredSlot)
            last = Swift.min(last, count - 1 - centeredSlot)
        }
        // The leftmost `limit` cells of a wider view.
        if last - first >= VisibleCells.limit { last = first + VisibleCells.limit - 1 }
        return (first, last)
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
        return VisibleCell(slot: slot, index: ribbon.index(ofSlot: slot), offset: Double(step) * ribbon.itemWidth + leadingEdge)
    }

    /// Walks the visible cells left to right without recomputing each one from scratch.
    public struct Iterator: IteratorProtocol {
        /// The next cell's step (slot relative to the centred slot), and the end.
        @usableFromInline var step: Int
        @usableFromInline let upperStep: Int
        @usableFromInline let centeredSlot: Int
        /// The next cell's index less its step.
        @usableFromInline var indexLessStep: Int
        /// The step whose index wraps to 0 (in cyclic mode, one `count` of
        /// steps after the last wrap; in a plain ribbon, a step never reached).
        @usableFromInline var wrappingStep: Int
        /// The number of indexes in cyclic mode.
        @usableFromInline let count: Int
        @usableFromInline let leadingEdge: Double
        @usableFromInline let itemWidth: Double

        @inlinable @inline(__always)
        init(_ cells: VisibleCells) {
            let ribbon = cells.ribbon
            step = cells.lowerStep
            upperStep = cells.upperStep
            centeredSlot = ribbon.centeredSlot
            itemWidth = ribbon.itemWidth
            leadingEdge = cells.leadingEdge
            count = ribbon.count
            let index = step < upperStep ? ribbon.index(ofSlot: centeredSlot &+ step) : 0
            indexLessStep = index &- step
            // The index reaches `count`, and wraps, `count - index` steps on.
            wrappingStep = ribbon.isCyclic ? step &+ (count &- index) : Int.max
        }

        /// The next visible cell, or `nil` after the last.
        @inlinable @inline(__always)
        public mutating func next() -> VisibleCell? {
            guard step < upperStep else { return nil }
            if step == wrappingStep {
                indexLessStep &-= count
                wrappingStep &+= count
            }
            // The same arithmetic as the subscript, so both give identical offsets.
            let cell = VisibleCell(slot: centeredSlot &+ step, index: indexLessStep &+ step,
                                   offset: Double(step) * itemWidth + leadingEdge)
            step &+= 1
            return cell
        }
    }

    /// An iterator over the visible cells.
    @inlinable @inline(__always)
    public func makeIterator() -> Iterator {
        Iterator(self)
    }
}
