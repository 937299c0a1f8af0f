/// A cell of a ``RibbonPicker`` with the place where it shows.
public struct PlacedCell<Cell> {
    /// Where the cell shows: its slot, its row and the position of its
    /// leading edge along the component's axis, from the component's leading
    /// (left or top) edge (see ``VisibleCell/offset``).
    public var place: VisibleCell

    /// The cell the delegate made for the row.
    public var cell: Cell

    /// Creates a placed cell.
    ///
    /// - Parameters:
    ///   - place: Where the cell shows.
    ///   - cell: The cell.
    @inlinable
    public init(place: VisibleCell, cell: Cell) {
        self.place = place
        self.cell = cell
    }
}

extension PlacedCell: Sendable where Cell: Sendable {}
extension PlacedCell: Equatable where Cell: Equatable {}
extension PlacedCell: Hashable where Cell: Hashable {}
