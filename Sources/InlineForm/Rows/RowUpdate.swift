/// The rows a change deleted and inserted, as a table view's batch update needs them.
///
/// Deleting the ``deleted`` rows from the old rows, in descending order, and
/// then inserting the ``inserted`` rows, in ascending order, gives exactly the
/// new rows: the contract of `UITableView.performBatchUpdates` (or of
/// `beginUpdates`/`endUpdates`) with `deleteRows(at:)` and `insertRows(at:)`.
///
/// A change that changes no row gives an update that ``isEmpty``. Check it
/// before starting a batch: UIKit must not be handed an empty batch.
///
/// ```swift
/// let update = form.tapRow(at: path)
/// if !update.isEmpty {
///     tableView.performBatchUpdates {
///         tableView.deleteRows(at: update.deleted.map { IndexPath(row: $0.row, section: $0.section) }, with: .fade)
///         tableView.insertRows(at: update.inserted.map { IndexPath(row: $0.row, section: $0.section) }, with: .fade)
///     }
/// }
/// ```
public struct RowUpdate: Hashable, Sendable, CustomStringConvertible {
    /// The deleted rows, in the coordinates before the change, ascending.
    public let deleted: [RowPath]
    /// The inserted rows, in the coordinates after the change, ascending.
    public let inserted: [RowPath]

    /// The update that changes nothing.
    public static let empty = RowUpdate(deleted: [], inserted: [])

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - deleted: The deleted rows, in old coordinates, each once; sorted here.
    ///   - inserted: The inserted rows, in new coordinates, each once; sorted here.
    /// - Complexity: O(*n* log *n*) in the number of paths.
    public init(deleted: [RowPath], inserted: [RowPath]) {
        self.deleted = deleted.sorted()
        self.inserted = inserted.sorted()
    }

    /// Whether the update changes no row; never send an empty update to a table view.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty }

    /// `delete [0, 2]; insert [0, 4]`, or `no change`.
    ///
    /// - Complexity: O(*n*) in the number of paths.
    public var description: String {
        if isEmpty { return "no change" }
        var parts: [String] = []
        if !deleted.isEmpty { parts.append("delete " + deleted.map(\.description).joined(separator: " ")) }
        if !inserted.isEmpty { parts.append("insert " + inserted.map(\.description).joined(separator: " ")) }
        return parts.joined(separator: "; ")
    }
}
