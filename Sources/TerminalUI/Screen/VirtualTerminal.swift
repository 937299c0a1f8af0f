/// A test aid for renderers: a small terminal emulator that interprets the
/// bytes ``ScreenRenderer`` and ``TerminalSession`` write into a grid of
/// characters and styles, so tests can check that the bytes really produce
/// the frame.
///
/// It understands what the renderer and the session emit:
/// - cursor position `CSI row;column H` (missing parameters are 1, so
///   `CSI H` is the top-left cell), clamped to the screen; relative moves
///   `CSI n A`, `B`, `C`, `D` and the column `CSI n G`, which stop at the edges;
/// - carriage return, line feed (which scrolls the screen up on the last
///   row) and backspace;
/// - `CSI 2J`, which blanks every cell, `CSI J` / `CSI 0J` (from the
///   cursor to the end) and `CSI 1J` (from the start to the cursor), and
///   `CSI K` with 0, 1 or 2 for the line, all in the current background
///   colour, as terminals with background colour erase do;
/// - SGR `CSI … m` with 0, 1, 2, 4, 7, 22, 24, 27, 30–37, 39, 40–47, 49,
///   90–97 and 100–107;
/// - the private modes `CSI ? n h` and `CSI ? n l` (listed in
///   ``privateModes``); mode 1049 switches to an alternate screen and back
///   as xterm does, and mode 25 shows or hides the cursor;
/// - a cursor position request `CSI 6n`, answered in ``responses``;
/// - UTF-8 text, one cell per character and two for a wide character
///   (by ``TextWidth``); writing over one half of a wide character blanks
///   its other half; text that reaches past the last column wraps to the
///   next row, and past the last row scrolls the screen up, as a terminal
///   with automatic margins does.
///
/// Anything else is not applied but listed in ``unrecognizedSequences``;
/// characters that take no columns are dropped, except direction marks
/// (``ScreenCell/isDirectionMark(_:)``), which go with the next character
/// written, as its cell's ``ScreenCell/marks``.
///
/// Any size makes a terminal, clamped as a ``ScreenBuffer``'s is: into
/// `0...ScreenBuffer.maximumWidth` by `0...ScreenBuffer.maximumHeight`. A
/// terminal with no columns or no rows keeps nothing that is written, but
/// still follows the modes and answers `CSI 6n`.
///
/// A test utility, not part of the stable API: `@_spi(Testing) import TerminalUI`.
@_spi(Testing) public struct VirtualTerminal: Hashable, Sendable {
    /// The number of columns.
    public private(set) var width: Int
    /// The number of rows.
    public private(set) var height: Int
    /// The cells, row by row from the top, each row from the left.
    public private(set) var cells: [ScreenCell]
    /// The cursor's column, 0-based; equal to ``width`` after writing the
    /// last column (the next character wraps).
    public private(set) var cursorColumn = 0
    /// The cursor's row, 0-based.
    public private(set) var cursorRow = 0
    /// The graphic rendition the next character is written with.
    public private(set) var style = Style.plain
    /// The sequences and control characters that were not understood, in
    /// order, spelled with `ESC` for the escape byte.
    public private(set) var unrecognizedSequences: [String] = []
    /// The private modes that are set (`CSI ? n h`), such as 25 (cursor
    /// shown), 1049 (alternate screen) or 1006 (SGR mouse reports).
    ///
    /// A new terminal shows its cursor: the set starts as `[25]`.
    public private(set) var privateModes: Set<Int> = [25]
    /// The bytes the terminal sends back, as a terminal emulator would
    /// type them: answers to `CSI 6n`. ``takeResponses()`` empties it.
    public private(set) var responses: [UInt8] = []
    /// The main screen's cells and cursor while the alternate screen is shown.
    private var savedMainScreen: SavedScreen?
    /// The bytes of an escape sequence or a character cut off at the end of
    /// the last ``apply(_:)``.
    private var pending: [UInt8] = []
    /// Direction marks written since the last character, for the next one.
    private var pendingMarks = DirectionMarks()

    /// Creates a terminal of blank cells with the cursor at the top left.
    ///
    /// - Parameters:
    ///   - width: The number of columns, clamped into `0...ScreenBuffer.maximumWidth`
    ///     (a negative width is 0).
    ///   - height: The number of rows, clamped into `0...ScreenBuffer.maximumHeight`
    ///     (a negative height is 0).
    /// - Complexity: O(width × height).
    public init(width: Int, height: Int) {
        self.width = min(max(width, 0), ScreenBuffer.maximumWidth)
        self.height = min(max(height, 0), ScreenBuffer.maximumHeight)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position.
    ///
    /// - Parameters:
    ///   - column: The column, `0..<width`.
    ///   - row: The row, `0..<height`.
    /// - Returns: The cell; the second cell of a wide character is a
    ///   continuation. ``ScreenCell/blank`` for a position outside the terminal.
    public subscript(column column: Int, row row: Int) -> ScreenCell {
        guard column >= 0 && column < width && row >= 0 && row < height else { return .blank }
        return cells[row * width + column]
    }

    /// Interprets bytes written to the terminal.
    ///
    /// An escape sequence or a UTF-8 character cut off at the end is kept and
    /// completed by the next call.
    ///
    /// - Parameter bytes: The bytes, as a renderer wrote them.
    /// - Complexity: O(n) in the number of bytes.
    public mutating func apply(_ bytes: some Sequence<UInt8>) {
        let input = pending + Array(bytes)
        pending = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == ControlSequence.escape {
                guard let end = endOfEscapeSequence(in: input, from: index) else {
                    pending = Array(input[index...])
                    return
                }
                interpretEscapeSequence(input[index..<end])
                index = end
            } else if byte < 0x20 || byte == 0x7F {
                interpretControl(byte)
                index += 1
            } else {
                var end = index
                while end < input.count && input[end] >= 0x20 && input[end] != 0x7F && input[end] != ControlSequence.escape {
                    end += 1
                }
                let complete = end == input.count ? endOfCompleteUTF8(in: input, from: index, to: end) : end
                for character in String(decoding: input[index..<complete], as: UTF8.self) {
                    write(character)
                }
                if complete < end {
                    pending = Array(input[complete..<end])
                }
                index = end
            }
        }
    }

    /// Changes the size as a terminal window would: the cells that still fit
    /// stay, wide characters cut by the new right edge become spaces, new
    /// cells are blank, and the cursor is kept inside.
    ///
    /// - Parameters:
    ///   - newWidth: The new number of columns, clamped into
    ///     `0...ScreenBuffer.maximumWidth` (a negative width is 0).
    ///   - newHeight: The new number of rows, clamped into
    ///     `0...ScreenBuffer.maximumHeight` (a negative height is 0).
    /// - Complexity: O(width × height).
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = min(max(newWidth, 0), ScreenBuffer.maximumWidth)
        let newHeight = min(max(newHeight, 0), ScreenBuffer.maximumHeight)
        var resized = [ScreenCell](repeating: .blank, count: newWidth * newHeight)
        for row in 0..<min(height, newHeight) {
            for column in 0..<min(width, newWidth) {
                resized[row * newWidth + column] = cells[row * width + column]
            }
            if newWidth > 0 && newWidth < width && cells[row * width + newWidth].isContinuation {
                resized[row * newWidth + newWidth - 1].character = " "
            }
        }
        cells = resized
        width = newWidth
        height = newHeight
        cursorColumn = min(cursorColumn, max(newWidth - 1, 0))
        cursorRow = min(cursorRow, max(newHeight - 1, 0))
    }

    /// The rows as plain text, without styles; a wide character appears once.
    ///
    /// - Parameter trimmingTrailingSpaces: Whether spaces at the end of each row are left out.
    /// - Returns: One string per row, from the top.
    /// - Complexity: O(width × height).
    public func lines(trimmingTrailingSpaces: Bool = false) -> [String] {
        ScreenCell.lines(of: cells, width: width, height: height, trimmingTrailingSpaces: trimmingTrailingSpaces)
    }

    /// Describes the first cell that differs from a frame.
    ///
    /// - Parameters:
    ///   - frame: The frame the terminal should show.
    ///   - usesColor: Whether colours are compared; without, the frame's
    ///     colours are expected to be the default ones.
    /// - Returns: `nil` when the terminal shows the frame; otherwise the size
    ///   difference or the first differing cell, with what was expected and found.
    /// - Complexity: O(width × height).
    public func firstDifference(from frame: ScreenBuffer, usesColor: Bool = true) -> String? {
        guard frame.width == width && frame.height == height else {
            return "size \(width)×\(height), expected \(frame.width)×\(frame.height)"
        }
        for row in 0..<height {
            for column in 0..<width {
                var expected = frame[column: column, row: row]
                if !usesColor { expected.style = expected.style.removingColors() }
                let found = cells[row * width + column]
                if expected != found {
                    return "row \(row), column \(column): expected \(expected), found \(found)"
                }
            }
        }
        return nil
    }

    /// The index just after the escape sequence starting at `start`, or
    /// `nil` when the input ends inside it.
    private func endOfEscapeSequence(in input: [UInt8], from start: Int) -> Int? {
        guard start + 1 < input.count else { return nil }
        guard input[start + 1] == ControlSequence.bracket else { return start + 2 }
        var index = start + 2
        while index < input.count {
            // Parameter and intermediate bytes are 0x20–0x3F; the final byte is 0x40–0x7E.
            if input[index] >= 0x40 && input[index] <= 0x7E { return index + 1 }
            if input[index] < 0x20 || input[index] > 0x7E { return index }
            index += 1
        }
        return nil
    }

    /// The index after the last complete UTF-8 character of a text run.
    private func endOfCompleteUTF8(in input: [UInt8], from start: Int, to end: Int) -> Int {
        var lead = end - 1
        while lead > start && lead > end - 4 && input[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= start else { return end }
        let byte = input[lead]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return lead + length > end ? lead : end
    }

    /// Applies one escape sequence, or lists it as unrecognized.
    private mutating func interpretEscapeSequence(_ sequence: ArraySlice<UInt8>) {
        let text = "ESC" + String(decoding: sequence.dropFirst(), as: UTF8.self)
        var bytes = Array(sequence)
        let isPrivate = bytes.count >= 3 && bytes[1] == ControlSequence.bracket && bytes[2] == UInt8(ascii: "?")
        if isPrivate { bytes.remove(at: 2) }
        guard bytes.count >= 3, bytes[1] == ControlSequence.bracket,
              let final = bytes.last, final >= 0x40 && final <= 0x7E,
              let parameters = Self.parameters(bytes[2..<(bytes.count - 1)])
        else {
            unrecognizedSequences.append(text)
            return
        }
        if isPrivate {
            guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l"), !parameters.isEmpty else {
                unrecognizedSequences.append(text)
                return
            }
            setPrivateModes(parameters, on: final == UInt8(ascii: "h"))
            return
        }
        let count = max(parameters.first ?? 1, 1)
        let lastColumn = max(width - 1, 0)
        switch final {
        case ControlSequence.cursorPositionFinal where parameters.count <= 2:
            let row = max(parameters.first ?? 1, 1)
            let column = max(parameters.count > 1 ? parameters[1] : 1, 1)
            cursorRow = min(row, max(height, 1)) - 1
            cursorColumn = min(column, max(width, 1)) - 1
        case UInt8(ascii: "A") where parameters.count <= 1:
            cursorRow = max(cursorRow - count, 0)
            cursorColumn = min(cursorColumn, lastColumn)
        case UInt8(ascii: "B") where parameters.count <= 1:
            cursorRow = min(cursorRow + count, max(height - 1, 0))
            cursorColumn = min(cursorColumn, lastColumn)
        case UInt8(ascii: "C") where parameters.count <= 1:
            cursorColumn = min(cursorColumn + count, lastColumn)
        case UInt8(ascii: "D") where parameters.count <= 1:
            cursorColumn = max(min(cursorColumn, lastColumn) - count, 0)
        case UInt8(ascii: "G") where parameters.count <= 1:
            cursorColumn = min(count, max(width, 1)) - 1
        case ControlSequence.eraseDisplayFinal where parameters.count <= 1:
            let here = cursorRow * width + min(cursorColumn, lastColumn)
            switch parameters.first ?? 0 {
            case 0: erase(from: here, to: cells.count)
            case 1: erase(from: 0, to: here + 1)
            case 2: erase(from: 0, to: cells.count)
            default: unrecognizedSequences.append(text)
            }
        case UInt8(ascii: "K") where parameters.count <= 1:
            let rowStart = cursorRow * width
            let here = rowStart + min(cursorColumn, lastColumn)
            switch parameters.first ?? 0 {
            case 0: erase(from: here, to: rowStart + width)
            case 1: erase(from: rowStart, to: here + 1)
            case 2: erase(from: rowStart, to: rowStart + width)
            default: unrecognizedSequences.append(text)
            }
        case UInt8(ascii: "n") where parameters == [6]:
            responses += Array("\u{1B}[\(cursorRow + 1);\(min(cursorColumn, lastColumn) + 1)R".utf8)
        case ControlSequence.graphicRenditionFinal:
            if !applyGraphicRendition(parameters.isEmpty ? [0] : parameters) {
                unrecognizedSequences.append(text)
            }
        default:
            unrecognizedSequences.append(text)
        }
    }

    /// The decimal parameters of a control sequence, empty ones as 0; `nil`
    /// when other bytes appear.
    private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        if bytes.isEmpty { return [] }
        var result: [Int] = []
        var current = 0
        for byte in bytes {
            if byte == ControlSequence.separator {
                result.append(current)
                current = 0
            } else if byte >= 0x30 && byte <= 0x39 {
                current = current * 10 + Int(byte - 0x30)
                if current > 9999 { return nil }
            } else {
                return nil
            }
        }
        result.append(current)
        return result
    }

    /// Applies SGR parameters; returns `false` (changing nothing) when one is not understood.
    private mutating func applyGraphicRendition(_ parameters: [Int]) -> Bool {
        var new = style
        for parameter in parameters {
            switch parameter {
            case 0: new = .plain
            case 1: new.isBold = true
            case 2: new.isDim = true
            case 4: new.isUnderlined = true
            case 7: new.isReversed = true
            case 22:
                new.isBold = false
                new.isDim = false
            case 24: new.isUnderlined = false
            case 27: new.isReversed = false
            default:
                if let color = Style.Color(foregroundParameter: parameter) {
                    new.foreground = color
                } else if let color = Style.Color(backgroundParameter: parameter) {
                    new.background = color
                } else {
                    return false
                }
            }
        }
        style = new
        return true
    }

    /// A screen put aside while the other one is shown.
    private struct SavedScreen: Hashable, Sendable {
        var cells: [ScreenCell]
        var column: Int
        var row: Int
    }

    /// Empties ``responses`` and returns what it held.
    ///
    /// - Returns: The bytes the terminal sent back since the last call.
    public mutating func takeResponses() -> [UInt8] {
        defer { responses.removeAll() }
        return responses
    }

    /// Whether the cursor is shown (private mode 25).
    public var isCursorVisible: Bool { privateModes.contains(25) }

    /// Whether the alternate screen is shown (private mode 1049).
    public var isAlternateScreen: Bool { privateModes.contains(1049) }

    /// Applies a C0 control character, or lists it as unrecognized.
    private mutating func interpretControl(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursorColumn = 0
        case 0x0A:
            cursorColumn = min(cursorColumn, max(width - 1, 0))
            if cursorRow + 1 < height {
                cursorRow += 1
            } else {
                scrollUp()
            }
        case 0x08:
            cursorColumn = max(min(cursorColumn, width - 1) - 1, 0)
        default:
            unrecognizedSequences.append("control 0x" + String(byte, radix: 16))
        }
    }

    /// Moves every row up one, dropping the top one; the new bottom row is
    /// blank in the current background.
    private mutating func scrollUp() {
        guard width > 0, height > 0 else { return }
        cells.removeFirst(width)
        cells.append(contentsOf: repeatElement(ScreenCell(" ", style: Style(background: style.background)), count: width))
    }

    /// Blanks the cells from one index up to another (the part that lies
    /// in the cells; none when the end comes first), in the current background.
    private mutating func erase(from start: Int, to end: Int) {
        let start = max(start, 0), end = min(end, cells.count)
        guard start < end else { return }
        let blank = ScreenCell(" ", style: Style(background: style.background))
        for index in start..<end { cells[index] = blank }
    }

    /// Applies `CSI ? n h` or `CSI ? n l`.
    private mutating func setPrivateModes(_ modes: [Int], on: Bool) {
        for mode in modes {
            if mode == 1049 && on != privateModes.contains(1049) {
                if on {
                    savedMainScreen = SavedScreen(cells: cells, column: cursorColumn, row: cursorRow)
                    cells = Array(repeating: .blank, count: width * height)
                } else if let saved = savedMainScreen, saved.cells.count == cells.count {
                    cells = saved.cells
                    cursorColumn = saved.column
                    cursorRow = saved.row
                    savedMainScreen = nil
                } else {
                    // The size changed meanwhile: the main screen comes back blank.
                    cells = Array(repeating: .blank, count: width * height)
                    savedMainScreen = nil
                }
            }
            if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
        }
    }

    /// Writes one character at the cursor and moves the cursor past it.
    private mutating func write(_ character: Character) {
        let columns = TextWidth.columns(of: character)
        if columns == 0, let code = DirectionMarks.code(of: character) { pendingMarks.append(code: code) }
        guard columns > 0, columns <= width, height > 0 else { return }
        if cursorColumn + columns > width {
            cursorColumn = 0
            cursorRow += 1
            if cursorRow == height {
                scrollUp()
                cursorRow = height - 1
            }
        }
        let start = cursorRow * width + cursorColumn
        for covered in 0..<columns {
            let index = start + covered
            let column = cursorColumn + covered
            if cells[index].isContinuation {
                if column > 0 { cells[index - 1].character = " " }
            } else if column + 1 < width && cells[index + 1].isContinuation {
                cells[index + 1].character = " "
            }
        }
        cells[start] = ScreenCell(character, style: style, directionMarks: pendingMarks)
        pendingMarks = DirectionMarks()
        if columns == 2 { cells[start + 1] = .continuation(style: style) }
        cursorColumn += columns
    }
}
