/// One column of one row of the screen: a character and its style.
///
/// A wide character takes two cells: the first holds the character, the
/// second is a continuation (its ``character`` is `nil`), as in
/// ``TextWidth/columnCells(of:)``.
public struct ScreenCell: Hashable, Sendable {
    /// The character shown in this cell, or `nil` in the second cell of a wide character.
    public var character: Character?
    /// How the cell looks.
    public var style: Style

    /// A space in the plain style.
    public static let blank = ScreenCell(" ")

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - character: The character, or `nil` for the second cell of a wide character.
    ///   - style: How the cell looks.
    public init(_ character: Character?, style: Style = .plain) {
        self.character = character
        self.style = style
    }

    /// The second cell of a wide character.
    ///
    /// - Parameter style: The style of the wide character.
    /// - Returns: A continuation cell.
    public static func continuation(style: Style = .plain) -> ScreenCell {
        ScreenCell(nil, style: style)
    }

    /// Whether this is the second cell of a wide character.
    public var isContinuation: Bool { character == nil }

    /// Rows of cells as plain text, without styles; a wide character appears once.
    ///
    /// - Parameters:
    ///   - cells: The cells, row by row.
    ///   - width: The cells in a row.
    ///   - height: The rows.
    ///   - trimmingTrailingSpaces: Whether spaces at the end of each row are left out.
    /// - Returns: One string per row, from the top.
    /// - Complexity: O(width × height).
    static func lines(of cells: [ScreenCell], width: Int, height: Int, trimmingTrailingSpaces: Bool) -> [String] {
        (0..<height).map { row in
            var line = ""
            for cell in cells[(row * width)..<((row + 1) * width)] {
                if let character = cell.character { line.append(character) }
            }
            if trimmingTrailingSpaces {
                while line.last == " " { line.removeLast() }
            }
            return line
        }
    }
}
