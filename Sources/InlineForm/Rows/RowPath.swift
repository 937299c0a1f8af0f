/// The place of a display row: a section and a row within it, both from 0, as a table's index path.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates a path.
    ///
    /// - Parameters:
    ///   - section: The section, from 0.
    ///   - row: The row within the section, from 0.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders paths by section, then row: the order rows appear on screen.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: Whether `lhs` comes before `rhs`.
    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// The path as `[section, row]`.
    public var description: String { "[\(section), \(row)]" }
}
