/// The row update between two lists of display rows.
public enum RowDiff {
    /// The deletions and insertions that turn the old rows into the new rows.
    ///
    /// Rows are matched by value within each section: a row in a section of
    /// both lists stays, a row only in the old section is deleted, a row only
    /// in the new section is inserted.
    ///
    /// - Parameters:
    ///   - old: The rows before, by section; no row twice in a section.
    ///   - new: The rows after, with as many sections; no row twice in a section,
    ///     and the rows both sections share in the same order.
    /// - Returns: The update; ``RowUpdate/isEmpty`` when the lists are equal.
    ///   `nil` when no batch of deletions and insertions turns one into the
    ///   other: the lists differ in their number of sections, a row appears
    ///   twice in a section, or rows kept in a section changed their order.
    /// - Complexity: O(*n*) in the number of rows.
    public static func update<Row: Hashable>(from old: [[Row]], to new: [[Row]]) -> RowUpdate? {
        guard old.count == new.count else { return nil }
        for section in old.indices {
            let oldRows = old[section], newRows = new[section]
            let oldSet = Set(oldRows), newSet = Set(newRows)
            guard oldSet.count == oldRows.count, newSet.count == newRows.count,
                  oldRows.filter(newSet.contains) == newRows.filter(oldSet.contains) else { return nil }
        }
        return update(fromValid: old, toValid: new)
    }

    /// The update between two lists known to follow the rules of ``update(from:to:)``.
    static func update<Row: Hashable>(fromValid old: [[Row]], toValid new: [[Row]]) -> RowUpdate {
        var deleted: [RowPath] = []
        var inserted: [RowPath] = []
        for section in old.indices {
            let oldRows = old[section], newRows = new[section]
            let oldSet = Set(oldRows), newSet = Set(newRows)
            for (row, value) in oldRows.enumerated() where !newSet.contains(value) {
                deleted.append(RowPath(section: section, row: row))
            }
            for (row, value) in newRows.enumerated() where !oldSet.contains(value) {
                inserted.append(RowPath(section: section, row: row))
            }
        }
        return RowUpdate(deleted: deleted, inserted: inserted)
    }
}
