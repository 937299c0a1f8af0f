/// A cell that shows in the viewport, with its place.
public struct VisibleCell: Hashable, Sendable {
    /// The cell's place on the strip (differs from ``index`` only in cyclic mode).
    public var slot: Int

    /// The index of the cell's content, in `0..<count`.
    public var index: Int

    /// The position of the cell's leading edge along the ribbon's axis,
    /// relative to the viewport's leading edge: the x of its left edge on a
    /// horizontal ribbon, the y of its top edge on a vertical wheel.
    ///
    /// Negative for a cell that is cut off at the leading end (on the left, or at the top).
    public var offset: Double

    /// Creates a visible cell.
    ///
    /// - Parameters:
    ///   - slot: The cell's place on the strip.
    ///   - index: The index of the cell's content.
    ///   - offset: The position of its leading edge along the axis in the viewport.
    @inlinable
    public init(slot: Int, index: Int, offset: Double) {
        self.slot = slot
        self.index = index
        self.offset = offset
    }
}
