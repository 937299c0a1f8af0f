/// The display rows of a form: each section's field rows, with a picker row right below each open field.
///
/// The map answers both directions in O(1): the row at a path, and the path
/// of a field's row or of its picker's row.
public struct RowMap: Equatable, Sendable {
    /// The rows, by section, in display order.
    public let rows: [[FormRow]]
    private let paths: [FormRow: RowPath]

    /// Lays out the rows of fields and open pickers.
    ///
    /// - Parameters:
    ///   - fieldIDs: The field ids by section, in display order.
    ///   - openPickers: The fields whose picker is open; ids not in the form are ignored.
    /// - Returns: `nil` when an id appears twice in the form.
    /// - Complexity: O(*n*) in the number of fields.
    public init?(fieldIDs: [[FieldID]], openPickers: Set<FieldID>) {
        let all = fieldIDs.joined()
        guard Set(all).count == all.count else { return nil }
        self.init(uniqueFieldIDs: fieldIDs, openPickers: openPickers)
    }

    /// Lays out the rows of fields whose ids are known to be unique (a form checked them).
    init(uniqueFieldIDs fieldIDs: [[FieldID]], openPickers: Set<FieldID>) {
        var rows: [[FormRow]] = []
        var paths: [FormRow: RowPath] = [:]
        for (section, ids) in fieldIDs.enumerated() {
            var sectionRows: [FormRow] = []
            sectionRows.reserveCapacity(ids.count + openPickers.count)
            for id in ids {
                let fieldRow = FormRow.field(id)
                paths[fieldRow] = RowPath(section: section, row: sectionRows.count)
                sectionRows.append(fieldRow)
                if openPickers.contains(id) {
                    paths[.picker(id)] = RowPath(section: section, row: sectionRows.count)
                    sectionRows.append(.picker(id))
                }
            }
            rows.append(sectionRows)
        }
        self.rows = rows
        self.paths = paths
    }

    /// The number of sections.
    public var numberOfSections: Int { rows.count }

    /// The number of rows in a section.
    ///
    /// - Parameter section: A section, from 0.
    /// - Returns: The number of rows, or 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The row at a path.
    ///
    /// - Parameter path: A path.
    /// - Returns: The row, or `nil` when no row is there.
    public func row(at path: RowPath) -> FormRow? {
        guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row) else { return nil }
        return rows[path.section][path.row]
    }

    /// The path of a row.
    ///
    /// - Parameter row: A field row or a picker row.
    /// - Returns: The path, or `nil` when the row is not shown (a closed picker, an unknown field).
    public func path(of row: FormRow) -> RowPath? {
        paths[row]
    }

    /// All rows with their paths, in display order.
    ///
    /// - Returns: Pairs of path and row.
    /// - Complexity: O(*n*) in the number of rows.
    public func enumeratedRows() -> [(path: RowPath, row: FormRow)] {
        rows.enumerated().flatMap { section, sectionRows in
            sectionRows.enumerated().map { (RowPath(section: section, row: $0.offset), $0.element) }
        }
    }
}
