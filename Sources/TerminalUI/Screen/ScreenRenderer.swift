#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns frames into the bytes that update a terminal from the previous
/// frame to the next, writing only the cells that changed.
///
/// The renderer remembers the last frame it rendered. Each call to
/// ``render(_:)`` compares the new frame with it and emits, for every run of
/// changed cells, a cursor position (`CSI row;column H`, 1-based, or `CSI H`
/// for the top-left cell), the SGR changes the run needs and its text.
/// Unchanged cells cost nothing; identical frames give no bytes at all.
///
/// The first frame, a frame of another size, and the frame after
/// ``invalidate()`` or a change of ``options`` are full repaints: `CSI 0m`
/// and `CSI 2J` (blank the screen), then every cell that is not a plain
/// space. A cell's direction marks (``ScreenCell/marks``) are written just
/// before its character, and a cell whose marks changed is written again;
/// for a terminal that takes ASCII only, ``Options/writesDirectionMarks``
/// leaves them out.
///
/// To keep the output small:
/// - neighbouring changed cells are written as one run, without cursor moves;
/// - a short gap of unchanged cells in the style already set is written
///   again rather than jumped, when that takes fewer bytes than a cursor position;
/// - an SGR sequence is written only when the style changes, as the shorter
///   of the changes alone and a reset followed by the whole style.
///
/// Between frames the renderer assumes the terminal's graphic rendition is
/// the default (each frame that sets a style ends with `CSI 0m`), and it
/// assumes nothing about the cursor: the first run of a frame always starts
/// with a cursor position, and a run that reaches the last column leaves
/// the cursor unknown, so the terminal's line wrapping never matters.
///
/// With ``Placement/inline`` the frame is a band of lines below the
/// cursor instead of the whole screen, as fzf's `--height` draws: the
/// frame's top-left cell is wherever the cursor is when a frame starts, the
/// cursor moves only relatively (carriage return, `CSI n A`, `B`, `C`,
/// `D`), a full repaint erases from the band's top to the end of the screen
/// (`CSI 0m`, carriage return, `CSI J`) instead of the whole screen, and
/// every frame that wrote anything ends with the cursor back on the band's
/// top-left cell. The band's lines must already exist below the cursor
/// (``TerminalModes/enterInline(rows:)`` makes room for them): the renderer
/// never writes a line feed, so the screen never scrolls.
public struct ScreenRenderer: Sendable {
    /// Where frames go on the terminal.
    public enum Placement: Hashable, Sendable {
        /// The whole screen, addressed with absolute cursor positions.
        case fullScreen
        /// A band of lines whose top-left cell is the cursor's position
        /// between frames, addressed with relative moves.
        case inline
    }

    /// How the renderer writes.
    public struct Options: Hashable, Sendable {
        /// Whether colours are written. Without, bold, dim, underline and reverse still are.
        public var usesColor: Bool
        /// Where frames go: the whole screen (the default) or a band below the cursor.
        public var placement: Placement
        /// Whether cells' direction marks (``ScreenCell/marks``) are written
        /// (the default). Turn it off for a terminal that takes ASCII only (a
        /// locale that is not UTF-8), where each mark would arrive as stray
        /// bytes: every mark is then left out, the isolates a program added
        /// and the bidirectional controls of text it was given alike, so
        /// none of them can reorder what follows.
        public var writesDirectionMarks: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - usesColor: Whether colours are written.
        ///   - placement: Where frames go.
        ///   - writesDirectionMarks: Whether cells' direction marks are written.
        public init(usesColor: Bool = true, placement: Placement = .fullScreen, writesDirectionMarks: Bool = true) {
            self.usesColor = usesColor
            self.placement = placement
            self.writesDirectionMarks = writesDirectionMarks
        }

        /// Options for a process environment: no colour when `NO_COLOR` is set
        /// to anything but the empty string (see no-color.org).
        ///
        /// - Parameter environment: The environment variables.
        public init(environment: [String: String]) {
            self.init(usesColor: environment["NO_COLOR"].map(\.isEmpty) ?? true)
        }
    }

    /// How the renderer writes; changing it makes the next frame a full repaint.
    public var options: Options {
        didSet {
            if options != oldValue { invalidate() }
        }
    }

    /// The frame the terminal shows, as far as the renderer knows; `nil`
    /// before the first frame and after ``invalidate()``.
    public private(set) var lastFrame: ScreenBuffer?

    /// Creates a renderer whose first frame will be a full repaint.
    ///
    /// - Parameter options: How the renderer writes.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Forgets the last frame, so the next frame is a full repaint (for
    /// Ctrl-L, a resize, or after other output disturbed the screen).
    public mutating func invalidate() {
        lastFrame = nil
    }

    /// The bytes that turn the terminal from the last frame into a new one.
    ///
    /// - Parameter frame: The frame to show.
    /// - Returns: The bytes to write to the terminal; empty when nothing changed.
    /// - Complexity: O(width × height) of `frame`.
    public mutating func render(_ frame: ScreenBuffer) -> [UInt8] {
        var bytes: [UInt8] = []
        render(frame, appendingTo: &bytes)
        return bytes
    }

    /// Appends the bytes that turn the terminal from the last frame into a new one.
    ///
    /// Reusing one output array from frame to frame avoids allocating.
    ///
    /// - Parameters:
    ///   - frame: The frame to show.
    ///   - bytes: The output the bytes are appended to.
    /// - Complexity: O(width × height) of `frame`.
    public mutating func render(_ frame: ScreenBuffer, appendingTo bytes: inout [UInt8]) {
        let inline = options.placement == .inline
        let previousCells: [ScreenCell]?
        if let lastFrame, lastFrame.width == frame.width, lastFrame.height == frame.height {
            previousCells = lastFrame.cells
        } else {
            // After a clear the screen holds plain spaces.
            previousCells = nil
            ControlSequence.appendResetGraphicRendition(to: &bytes)
            if inline {
                bytes.append(ControlSequence.carriageReturn)
                ControlSequence.appendEraseBelow(to: &bytes)
            } else {
                ControlSequence.appendClearScreen(to: &bytes)
            }
        }
        var writer = Writer(cells: frame.cells, width: frame.width, usesColor: options.usesColor, isInline: inline,
                            writesMarks: options.writesDirectionMarks)
        let width = frame.width
        frame.cells.withUnsafeBufferPointer { cells in
            for row in 0..<frame.height {
                let rowStart = row * width
                // A row as it was is skipped whole: cells are plain words, compared as memory.
                if let previousCells, ScreenRenderer.rowsMatch(cells, previousCells, from: rowStart, count: width) { continue }
                var column = 0
                while column < width {
                    let index = rowStart + column
                    let span = column + 1 < width && cells[index + 1].isContinuation ? 2 : 1
                    // Most cells are as they were: one comparison of plain values.
                    let previous = previousCells?[index] ?? .blank
                    // A wide character's second cell has its first cell's style, so the first cell decides.
                    if cells[index] != previous && !writer.looksTheSame(index, as: previous) {
                        writer.moveCursor(toColumn: column, row: row, bytes: &bytes)
                        writer.writeGlyph(at: index, span: span, bytes: &bytes)
                    }
                    column += span
                }
            }
        }
        if writer.style != .plain {
            ControlSequence.appendResetGraphicRendition(to: &bytes)
        }
        if inline && (writer.cursorRow != 0 || writer.cursorColumn != 0) {
            // Back to the band's top-left cell, where the next frame starts.
            bytes.append(ControlSequence.carriageReturn)
            ControlSequence.appendRelativeMove(writer.cursorRow, positive: "A", negative: "B", to: &bytes)
        }
        lastFrame = frame
    }

    /// Whether a row's cells are, bit for bit, those of the previous frame.
    private static func rowsMatch(_ cells: UnsafeBufferPointer<ScreenCell>, _ previous: [ScreenCell],
                                  from start: Int, count: Int) -> Bool {
        previous.withUnsafeBufferPointer { previous in
            // A frame without cells (no columns) may have no storage at all.
            guard count > 0, let cellsBase = cells.baseAddress, let previousBase = previous.baseAddress else { return true }
            return memcmp(cellsBase + start, previousBase + start, count * MemoryLayout<ScreenCell>.stride) == 0
        }
    }

    /// The state of the terminal while one frame is written.
    private struct Writer {
        /// The frame's cells.
        let cells: [ScreenCell]
        /// The frame's width.
        let width: Int
        /// Whether colours are written.
        let usesColor: Bool
        /// Whether the cursor moves relatively, from the band's top-left cell.
        let isInline: Bool
        /// Whether cells' direction marks are written.
        let writesMarks: Bool
        /// The cursor's column, or `nil` when unknown.
        var cursorColumn: Int?
        /// The cursor's row: always known inline (a frame starts at row 0),
        /// otherwise meaningful when the column is known.
        var cursorRow = 0
        /// The graphic rendition set on the terminal.
        var style = Style.plain

        init(cells: [ScreenCell], width: Int, usesColor: Bool, isInline: Bool, writesMarks: Bool) {
            self.cells = cells
            self.width = width
            self.usesColor = usesColor
            self.isInline = isInline
            self.writesMarks = writesMarks
            if isInline { cursorColumn = 0 }
        }

        /// The style as it will appear: without colours when colours are off.
        func visibleStyle(of cell: ScreenCell) -> Style {
            usesColor ? cell.style : cell.style.removingColors()
        }

        /// Whether the frame's cell at an index looks like another cell.
        func looksTheSame(_ index: Int, as other: ScreenCell) -> Bool {
            let cell = cells[index]
            return cell.glyph == other.glyph && (!writesMarks || cell.directionMarks == other.directionMarks)
                && (cell.style == other.style || visibleStyle(of: cell) == visibleStyle(of: other))
        }

        /// The columns of the glyph starting at an index: 2 for a wide character, else 1.
        func span(at index: Int, column: Int) -> Int {
            column + 1 < width && cells[index + 1].isContinuation ? 2 : 1
        }

        /// Puts the cursor on a cell, by rewriting a short gap of the current
        /// row when that is shorter than a cursor position.
        mutating func moveCursor(toColumn column: Int, row: Int, bytes: inout [UInt8]) {
            if let cursorColumn, cursorRow == row {
                if cursorColumn == column { return }
                if cursorColumn < column && rewritesGap(from: cursorColumn, to: column, row: row, bytes: &bytes) { return }
            }
            if isInline {
                moveRelatively(toColumn: column, row: row, bytes: &bytes)
            } else {
                ControlSequence.appendCursorPosition(column: column, row: row, to: &bytes)
            }
            cursorColumn = column
            cursorRow = row
        }

        /// Moves the cursor with relative moves: up or down, then a carriage
        /// return when the column is unknown or the target is the first
        /// column, then right or left.
        mutating func moveRelatively(toColumn column: Int, row: Int, bytes: inout [UInt8]) {
            ControlSequence.appendRelativeMove(row - cursorRow, positive: "B", negative: "A", to: &bytes)
            var from = cursorColumn
            if from == nil || (column == 0 && from != 0) {
                bytes.append(ControlSequence.carriageReturn)
                from = 0
            }
            ControlSequence.appendRelativeMove(column - (from ?? 0), positive: "C", negative: "D", to: &bytes)
        }

        /// Writes the unchanged glyphs between two columns again if they all
        /// have the current style and take fewer bytes than a cursor position.
        ///
        /// - Returns: Whether the gap was written.
        mutating func rewritesGap(from start: Int, to end: Int, row: Int, bytes: inout [UInt8]) -> Bool {
            let budget = isInline ? ControlSequence.relativeMoveLength(end - start)
                : ControlSequence.cursorPositionLength(column: end, row: row)
            var cost = 0
            var column = start
            while column < end {
                let index = row * width + column
                let cell = cells[index]
                guard visibleStyle(of: cell) == style else { return false }
                cost += (writesMarks ? cell.directionMarks.utf8Count : 0) + max(cell.glyph.utf8Count, 1)
                guard cost < budget else { return false }
                column += span(at: index, column: column)
            }
            column = start
            while column < end {
                let index = row * width + column
                let span = span(at: index, column: column)
                writeGlyph(at: index, span: span, bytes: &bytes)
                column += span
            }
            return true
        }

        /// Writes the glyph at an index where the cursor is, setting its style
        /// first; the cell's direction marks go just before it.
        mutating func writeGlyph(at index: Int, span: Int, bytes: inout [UInt8]) {
            let cell = cells[index]
            let wanted = visibleStyle(of: cell)
            if wanted != style {
                Style.appendSGR(changingFrom: style, to: wanted, usesColor: true, into: &bytes)
                style = wanted
            }
            if writesMarks { cell.directionMarks.appendUTF8(to: &bytes) }
            cell.glyph.appendUTF8(to: &bytes)
            if let column = cursorColumn {
                // At the right edge the terminal's pending wrap makes the cursor uncertain.
                cursorColumn = column + span < width ? column + span : nil
            }
        }
    }
}
