/// One column of one row of the screen: a character and its style.
///
/// A wide character takes two cells: the first holds the character, the
/// second is a continuation (its ``character`` is `nil`), as in
/// ``TextWidth/columnCells(of:)``.
///
/// A cell may also carry direction marks: bidirectional controls such as
/// the left-to-right mark or the isolates (U+2066–U+2069), which take no
/// column of their own and are written just before the cell's character.
/// They keep right-to-left words in their columns on terminals that reorder
/// such text (see ``isDirectionMark(_:)``).
public struct ScreenCell: Hashable, Sendable {
    /// The character shown in this cell, or `nil` in the second cell of a wide character.
    ///
    /// A character of more than 15 UTF-8 bytes (a long joined emoji) keeps
    /// the whole scalars that fit.
    public var character: Character? {
        get { glyph.character }
        set { glyph = newValue.map(Glyph.init) ?? .none }
    }
    /// The character's bytes, packed: a cell is a plain value.
    var glyph: Glyph
    /// How the cell looks.
    public var style: Style {
        get { Style(packed: packedStyle) }
        set { packedStyle = newValue.packed }
    }
    /// The style, packed: a cell is four words with no padding, so rows
    /// compare as memory.
    var packedStyle: UInt64
    /// Direction marks written just before the character; empty for almost every cell.
    ///
    /// A cell keeps direction marks only (see ``isDirectionMark(_:)``), at
    /// most 16; setting other characters leaves them out.
    public var marks: String {
        get { directionMarks.string }
        set { directionMarks = DirectionMarks(newValue) }
    }
    /// The marks, packed.
    var directionMarks: DirectionMarks

    /// A space in the plain style.
    public static let blank = ScreenCell(" ")

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - character: The character, or `nil` for the second cell of a wide character.
    ///   - style: How the cell looks.
    ///   - marks: Direction marks written just before the character (see ``isDirectionMark(_:)``).
    public init(_ character: Character?, style: Style = .plain, marks: String = "") {
        self.init(character, style: style, directionMarks: marks.isEmpty ? DirectionMarks() : DirectionMarks(marks))
    }

    /// Creates a cell with packed direction marks.
    init(_ character: Character?, style: Style, directionMarks: DirectionMarks) {
        self.init(glyph: character.map(Glyph.init) ?? .none, style: style, directionMarks: directionMarks)
    }

    /// Creates a cell of a packed glyph and a packed style, with no direction marks.
    @inline(__always)
    init(glyph: Glyph, packedStyle: UInt64) {
        self.glyph = glyph
        self.packedStyle = packedStyle
        directionMarks = DirectionMarks()
    }

    /// Creates a cell of a packed glyph.
    init(glyph: Glyph, style: Style, directionMarks: DirectionMarks = DirectionMarks()) {
        self.glyph = glyph
        packedStyle = style.packed
        self.directionMarks = directionMarks
    }

    /// Whether a character is a bidirectional control that a cell keeps as
    /// one of its ``marks``: the Arabic letter mark (U+061C), the
    /// left-to-right and right-to-left marks (U+200E, U+200F), the
    /// embeddings and overrides (U+202A–U+202E) and the isolates
    /// (U+2066–U+2069). Other characters that take no columns are not drawn.
    ///
    /// - Parameter character: A character.
    public static func isDirectionMark(_ character: Character) -> Bool {
        DirectionMarks.code(of: character) != nil
    }

    /// The second cell of a wide character.
    ///
    /// - Parameter style: The style of the wide character.
    /// - Returns: A continuation cell.
    public static func continuation(style: Style = .plain) -> ScreenCell {
        ScreenCell(nil, style: style)
    }

    /// Whether this is the second cell of a wide character.
    public var isContinuation: Bool { glyph.isNone }

    /// Rows of cells as plain text, without styles; a wide character appears
    /// once, after the cell's direction marks.
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
                if !cell.directionMarks.isEmpty { line += cell.marks }
                if let character = cell.character { line.append(character) }
            }
            if trimmingTrailingSpaces {
                while line.last == " " { line.removeLast() }
            }
            return line
        }
    }
}
