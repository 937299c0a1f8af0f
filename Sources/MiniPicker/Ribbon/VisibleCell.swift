/// A cell that shows in the viewport, with its place.
public struct VisibleCell: Hashable, Sendable {
    /// The cell's place on the strip (differs from ``index`` only in cyclic mode).
    public var slot: Int

    /// The index of the cell's content, in `0..<count`.
    public var index: Int

    /// The x coordinate of the cell's leading edge, relative to the viewport's leading edge.
    ///
    /// Negative for a cell that is cut off on the left.
    public var offset: Double

    /// Creates a visible cell.
    ///
    /// - Parameters:
    ///   - slot: The cell's place on the strip.
    ///   - index: The index of the cell's content.
    ///   - offset: The x coordinate of its leading edge in the viewport.
    @inlinable
    public init(slot: Int, index: Int, offset: Double) {
        self.slot = slot
        self.index = index
        self.offset = offset
    }
}
