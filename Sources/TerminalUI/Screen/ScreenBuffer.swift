/// A frame of the terminal: a grid of `width × height` cells drawn into
/// before it is rendered.
///
/// Drawing is clipped to the grid and never splits a wide character: a wide
/// character cut by an edge becomes a space, and overwriting one half of a
/// wide character blanks its other half (which keeps its style). So the
/// second cell of a wide character always follows its first, and the
/// renderer can write every cell as it is.
///
/// Characters that take no columns on their own (control characters,
/// zero-width spaces) are not drawn; combining marks stay with the character
/// before them. Direction marks (``ScreenCell/isDirectionMark(_:)``) are
/// kept with the character drawn after them, as its cell's
/// ``ScreenCell/marks``; those at the end of a text (the close of an
/// isolate) go before the marks of the cell just after it, if that lies in
/// the buffer and is not the second half of a wide character. Drawing that
/// cell again replaces them, so draw what follows a right-to-left text
/// first, or end the text with a blank after its closing mark.
///
/// Any numbers make a buffer and any positions may be drawn at: a size
/// is clamped into `0...maximumWidth` by `0...maximumHeight` (a buffer
/// with no columns or no rows shows nothing and ignores every drawing),
/// and what falls outside the buffer is not drawn.
public struct ScreenBuffer: Hashable, Sendable {
    /// The most columns a buffer has: 4 096, more than any terminal shows.
    public static let maximumWidth = 4_096
    /// The most rows a buffer has: 4 096, more than any terminal shows.
    public static let maximumHeight = 4_096

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row from the top, each row from the left.
    public private(set) var cells: [ScreenCell]

    /// Creates a buffer of blank cells.
    ///
    /// - Parameters:
    ///   - width: The number of columns, clamped into `0...maximumWidth`
    ///     (a negative width is 0).
    ///   - height: The number of rows, clamped into `0...maximumHeight`
    ///     (a negative height is 0).
    ///   - style: The style of the blank cells.
    /// - Complexity: O(width × height).
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = min(max(width, 0), Self.maximumWidth)
        self.height = min(max(height, 0), Self.maximumHeight)
        cells = Array(repeating: ScreenCell(" ", style: style), count: self.width * self.height)
    }

    /// The cell at a position.
    ///
    /// - Parameters:
    ///   - column: The column, `0..<width`.
    ///   - row: The row, `0..<height`.
    /// - Returns: The cell; the second cell of a wide character is a
    ///   continuation. ``ScreenCell/blank`` for a position outside the buffer.
    public subscript(column column: Int, row row: Int) -> ScreenCell {
        guard column >= 0 && column < width && row >= 0 && row < height else { return .blank }
        return cells[row * width + column]
    }

    /// Draws text from a position to the right, clipped to the buffer.
    ///
    /// - Parameters:
    ///   - text: The text; one line, control characters are skipped.
    ///   - column: The column of the first character; may lie outside the buffer.
    ///   - row: The row; may lie outside the buffer, then nothing is drawn.
    ///   - style: How the text looks.
    /// - Returns: The column just after the text, as if nothing were clipped
    ///   (saturating at `Int.min` and `Int.max`).
    /// - Complexity: O(n) in the length of `text`.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, atColumn column: Int, row: Int,
                             style: Style = .plain) -> Int {
        // Off the rows, no columns, or wholly beside the buffer (a character
        // takes at most two columns): nothing to draw.
        guard row >= 0 && row < height && width > 0 && column < width
                && (column >= 0 || column + 2 * text.utf8.count >= 0) else {
            return ScreenMath.sum(column, TextWidth.columns(of: text))
        }
        if let end = putASCII(text, atColumn: column, row: row, style: style) { return end }
        var next = column
        var marks = DirectionMarks()
        for character in text {
            let columns = TextWidth.columns(of: character)
            if columns == 0 {
                if let code = DirectionMarks.code(of: character) { marks.append(code: code) }
                continue
            }
            let start = next
            next += columns
            if start >= width || next <= 0 { continue }
            if start < 0 || next > width {
                // Cut by the left or right edge: the visible half becomes a space.
                place(" ", columns: 1, column: max(start, 0), row: row, style: style, marks: marks)
            } else {
                place(character, columns: columns, column: start, row: row, style: style, marks: marks)
            }
            marks = DirectionMarks()
        }
        if !marks.isEmpty && next >= 0 && next < width && !cells[row * width + next].isContinuation {
            // Marks that close the text (the end of an isolate) go before what follows it.
            let index = row * width + next
            cells[index].directionMarks = marks.followed(by: cells[index].directionMarks)
        }
        return next
    }

    /// Writes printable ASCII text a byte a column, without looking at
    /// graphemes and their widths; `nil` (writing nothing) for any other text.
    private mutating func putASCII(_ text: some StringProtocol, atColumn column: Int, row: Int, style: Style) -> Int? {
        var string = String(text)
        return string.withUTF8 { putASCII($0, atColumn: column, row: row, style: style) }
    }

    private mutating func putASCII(_ utf8: UnsafeBufferPointer<UInt8>, atColumn column: Int, row: Int, style: Style) -> Int? {
        let packed = style.packed
        guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return putSimpleScalars(String(decoding: utf8, as: UTF8.self), atColumn: column, row: row, packedStyle: packed)
        }
        var next = column
        for byte in utf8 {
            putSingleColumn(Glyph(ascii: byte), atColumn: next, row: row, packedStyle: packed)
            next += 1
        }
        return next
    }

    /// Writes text whose every scalar is a character of one column on its
    /// own (printable ASCII, Latin-1 letters, box drawing, dashes: none joins
    /// its neighbours into a cluster), a scalar a column; `nil` (writing
    /// nothing) for any other text.
    private mutating func putSimpleScalars(_ text: String, atColumn column: Int, row: Int, packedStyle: UInt64) -> Int? {
        let isSimple = { (scalar: Unicode.Scalar) in
            (scalar.value >= 0x20 && scalar.value < 0x7F) || TextWidth.knownColumns(of: scalar.value) == 1
        }
        guard text.unicodeScalars.allSatisfy(isSimple) else { return nil }
        var next = column
        for scalar in text.unicodeScalars {
            putSingleColumn(Glyph(scalar: scalar), atColumn: next, row: row, packedStyle: packedStyle)
            next += 1
        }
        return next
    }

    /// Writes a glyph of one column with no direction marks, when the column is in the buffer.
    @inline(__always)
    private mutating func putSingleColumn(_ glyph: Glyph, atColumn column: Int, row: Int, packedStyle: UInt64) {
        guard column >= 0 && column < width else { return }
        let index = row * width + column
        if cells[index].isContinuation || (column + 1 < width && cells[index + 1].isContinuation) {
            detachWideCharacter(at: index, column: column)
        }
        cells[index] = ScreenCell(glyph: glyph, packedStyle: packedStyle)
    }

    /// Fills a rectangle with a character, clipped to the buffer.
    ///
    /// A wide character is repeated every two columns; a column left over at
    /// the right end of the rectangle becomes a space.
    ///
    /// - Parameters:
    ///   - columns: The columns to fill; may reach outside the buffer.
    ///   - rows: The rows to fill; may reach outside the buffer.
    ///   - character: The character, of one or two columns; one that takes
    ///     no columns (a control character, a lone combining mark) fills with spaces.
    ///   - style: How the filled cells look.
    /// - Complexity: O(columns × rows) of the clipped rectangle.
    public mutating func fill(columns: Range<Int>, rows: Range<Int>, with character: Character = " ",
                              style: Style = .plain) {
        var character = character
        var characterColumns = TextWidth.columns(of: character)
        if characterColumns == 0 { (character, characterColumns) = (" ", 1) }
        let clippedColumns = columns.clamped(to: 0..<width)
        let clippedRows = rows.clamped(to: 0..<height)
        for row in clippedRows {
            var column = clippedColumns.lowerBound
            while column < clippedColumns.upperBound {
                if column + characterColumns <= clippedColumns.upperBound {
                    place(character, columns: characterColumns, column: column, row: row, style: style)
                    column += characterColumns
                } else {
                    place(" ", columns: 1, column: column, row: row, style: style)
                    column += 1
                }
            }
        }
    }

    /// Blanks every cell.
    ///
    /// - Parameter style: The style of the blank cells.
    /// - Complexity: O(width × height).
    public mutating func clear(style: Style = .plain) {
        let blank = ScreenCell(" ", style: style)
        for index in cells.indices { cells[index] = blank }
    }

    /// The rows as plain text, without styles; a wide character appears once.
    ///
    /// - Parameter trimmingTrailingSpaces: Whether spaces at the end of each row are left out.
    /// - Returns: One string per row, from the top.
    /// - Complexity: O(width × height).
    public func lines(trimmingTrailingSpaces: Bool = false) -> [String] {
        ScreenCell.lines(of: cells, width: width, height: height, trimmingTrailingSpaces: trimmingTrailingSpaces)
    }

    /// Writes one character that fits at a position, blanking the other
    /// halves of wide characters it partly covers.
    private mutating func place(_ character: Character, columns: Int, column: Int, row: Int, style: Style,
                                marks: DirectionMarks = DirectionMarks()) {
        let start = row * width + column
        for covered in column..<(column + columns) {
            detachWideCharacter(at: row * width + covered, column: covered)
        }
        cells[start] = ScreenCell(character, style: style, directionMarks: marks)
        if columns == 2 { cells[start + 1] = .continuation(style: style) }
    }

    /// Blanks the other half of a wide character one of whose cells is about to change.
    private mutating func detachWideCharacter(at index: Int, column: Int) {
        if cells[index].isContinuation {
            if column > 0 { cells[index - 1].character = " " }
        } else if column + 1 < width && cells[index + 1].isContinuation {
            cells[index + 1].character = " "
        }
    }
}
