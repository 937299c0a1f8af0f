import MiniPicker
import TerminalUI

/// Draws a one-line ribbon control as text: a bordered box with `<` and `>`
/// at its inner ends and the cells of the ribbon between them.
///
/// ```
/// +--------------+
/// |<  January   >|
/// +--------------+
/// ```
///
/// Each cell is `itemWidth` columns wide and starts with a divider `|`, so
/// during a drag the neighbouring cells slide into view with a bar between
/// them. A column shows the cell under its centre, so fractional positions
/// round to the nearest column.
///
/// Any width draws a box: it is clamped into `minimumWidth...ScreenBuffer.maximumWidth`.
/// An item width is read in whole columns, rounded, clamped into
/// `1...ScreenBuffer.maximumWidth`.
public enum RibbonArt {
    /// The characters the box is drawn with.
    public struct Style: Hashable, Sendable {
        /// The horizontal border.
        public var horizontal: Character
        /// The vertical border.
        public var vertical: Character
        /// The top-left corner.
        public var topLeft: Character
        /// The top-right corner.
        public var topRight: Character
        /// The bottom-left corner.
        public var bottomLeft: Character
        /// The bottom-right corner.
        public var bottomRight: Character
        /// The bar between two cells.
        public var divider: Character

        /// Plain ASCII: `+`, `-`, `|`.
        public static let ascii = Style(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+",
                                        bottomLeft: "+", bottomRight: "+", divider: "|")
        /// Unicode box drawing with rounded corners.
        public static let unicode = Style(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮",
                                          bottomLeft: "╰", bottomRight: "╯", divider: "│")
    }

    /// The narrowest box that can be drawn: borders, arrows and one column between.
    public static let minimumWidth = borderColumns + 3

    /// The three lines of a ribbon control.
    ///
    /// The viewport is the box's inside, `width − 2` columns; the ribbon's
    /// positions are read in columns of that viewport.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon to show; its item width is in columns.
    ///   - width: The box's width in columns, clamped into
    ///     `minimumWidth...ScreenBuffer.maximumWidth`.
    ///   - style: The box characters.
    ///   - label: The text of the cell at an index.
    /// - Returns: The top border, the ribbon line and the bottom border, each `width` columns wide.
    /// - Complexity: O(width + label lengths of the visible cells).
    public static func lines(for ribbon: Ribbon, width: Int, style: Style = .ascii,
                             label: (Int) -> String) -> [String] {
        lines(for: ribbon, width: width, style: style, labels: { [label($0)] })
    }

    /// The three lines of a ribbon control whose cells have several labels,
    /// from the longest to the shortest: each cell shows the first that
    /// fits, and when none does, the last one cut short with "…" (never
    /// inside a character).
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon to show; its item width is in columns.
    ///   - width: The box's width in columns, clamped into
    ///     `minimumWidth...ScreenBuffer.maximumWidth`.
    ///   - style: The box characters.
    ///   - labels: The texts a cell may show, longest first; a cell with none is blank.
    /// - Returns: The top border, the ribbon line and the bottom border, each
    ///   as wide as the clamped `width`.
    /// - Complexity: O(width + label lengths of the visible cells).
    public static func lines(for ribbon: Ribbon, width: Int, style: Style = .ascii,
                             labels: (Int) -> [String]) -> [String] {
        let inner = clampedWidth(width) - borderColumns
        var columns = [Character?](repeating: " ", count: inner)
        let itemColumns = itemColumns(of: ribbon.itemWidth)
        for cell in ribbon.visibleCells(inViewportOfWidth: Double(inner)) {
            place(cellText(fitting(labels(cell.index), columns: labelColumns(inCell: itemColumns)),
                           columns: itemColumns, divider: style.divider),
                  at: cell.offset, into: &columns)
        }
        return box(around: &columns, style: style)
    }

    /// The columns of a cell's label: the cell without the places of the
    /// arrows and a blank beside each (``labelMargin``).
    ///
    /// - Parameter cellColumns: The cell's width in columns.
    static func labelColumns(inCell cellColumns: Int) -> Int {
        max(0, cellColumns - labelMargin)
    }

    /// The columns of a cell that its label never takes: the places of the
    /// box's two arrows and a blank beside each.
    static let labelMargin = 4

    /// The columns of a box that are not its inside: the two borders.
    public static let borderColumns = 2

    /// A box's width clamped into `minimumWidth...ScreenBuffer.maximumWidth`.
    static func clampedWidth(_ width: Int) -> Int {
        min(max(width, minimumWidth), ScreenBuffer.maximumWidth)
    }

    /// A ribbon's item width in whole columns: rounded, clamped into `1...ScreenBuffer.maximumWidth`.
    static func itemColumns(of itemWidth: Double) -> Int {
        ScreenMath.clampedInt(itemWidth.rounded(), into: 1...ScreenBuffer.maximumWidth)
    }

    /// Writes a cell's columns into a line's, each column showing what lies
    /// under its centre at the cell's offset.
    ///
    /// - Parameters:
    ///   - text: The cell's columns (``cellText(_:columns:divider:)``).
    ///   - offset: The cell's leading edge in the viewport, in columns.
    ///   - columns: The inside of the box, one entry per column.
    static func place(_ text: [Character?], at offset: Double, into columns: inout [Character?]) {
        // The columns the cell covers, by their centres.
        let first = ScreenMath.clampedInt((offset - 0.5).rounded(.up), into: 0...columns.count)
        let end = ScreenMath.clampedInt((offset + Double(text.count) - 0.5).rounded(.up), into: 0...columns.count)
        guard first < end else { return }
        for column in first..<end {
            let inside = (Double(column) + 0.5 - offset).rounded(.down)
            guard inside >= 0, inside < Double(text.count) else { continue }
            columns[column] = text[Int(inside)]
        }
    }

    /// The box's three lines around its inside: arrows at the inner ends,
    /// halves of wide characters without their other half blanked.
    ///
    /// - Parameters:
    ///   - columns: The inside, one entry per column (`nil` the second column of a wide character).
    ///   - style: The box characters.
    static func box(around columns: inout [Character?], style: Style) -> [String] {
        let (top, bottom) = borders(inner: columns.count, style: style)
        return [top, middleLine(around: &columns, style: style), bottom]
    }

    /// The top and bottom borders of a box with an inside of some width.
    static func borders(inner: Int, style: Style) -> (top: String, bottom: String) {
        let border = String(repeating: style.horizontal, count: inner)
        return ("\(style.topLeft)\(border)\(style.topRight)", "\(style.bottomLeft)\(border)\(style.bottomRight)")
    }

    /// The box's middle line: the inside between the vertical borders, with
    /// arrows at its ends and halves of wide characters without their other half blanked.
    static func middleLine(around columns: inout [Character?], style: Style) -> String {
        let inner = columns.count
        columns[0] = "<"
        columns[inner - 1] = ">"
        // Blank any half of a wide character whose other half is not beside it.
        for column in 0..<inner {
            if let character = columns[column] {
                if character.isASCII { continue }
                let isLead = TextWidth.columns(of: character) == 2
                if isLead && (column == inner - 1 || columns[column + 1] != nil) { columns[column] = " " }
            } else if column == 0 || columns[column - 1].map({ TextWidth.columns(of: $0) != 2 }) ?? true {
                columns[column] = " "
            }
        }
        var line = String(style.vertical)
        for case let character? in columns { line.append(character) }
        line.append(style.vertical)
        return line
    }

    /// The first text that fits in a number of columns; else the last one
    /// cut to fit, ending in "…".
    ///
    /// - Parameters:
    ///   - candidates: Texts from the longest to the shortest.
    ///   - columns: The room, in columns.
    /// - Returns: A text at most `columns` wide.
    public static func fitting(_ candidates: [String], columns: Int) -> String {
        if let fit = candidates.first(where: { TextWidth.columns(of: $0) <= columns }) { return fit }
        guard let last = candidates.last, columns > 0 else { return "" }
        return TextWidth.prefix(of: last, columns: columns - 1) + "…"
    }

    /// A cell's columns: the divider, then the label centred between the
    /// places of the arrows, with at least one blank column beside each.
    static func cellText(_ label: String, columns: Int, divider: Character) -> [Character?] {
        var cells: [Character?] = []
        render(label, columns: columns, divider: divider, into: &cells)
        return cells
    }

    /// Writes a cell's columns (``cellText(_:columns:divider:)``) into an
    /// array, replacing what it held and keeping its storage.
    static func render(_ label: String, columns: Int, divider: Character, into cells: inout [Character?]) {
        cells.removeAll(keepingCapacity: true)
        let shown = TextWidth.prefix(of: label, columns: labelColumns(inCell: columns))
        // Centred in the cell after its divider, the odd column to the right.
        let left = max(0, columns - 1 - TextWidth.columns(of: shown) - 1) / 2
        cells.append(divider)
        for _ in 0..<left { cells.append(" ") }
        for character in shown {
            switch TextWidth.columns(of: character) {
            case 0: continue
            case 1: cells.append(character)
            default: cells.append(character); cells.append(nil)
            }
        }
        while cells.count < columns { cells.append(" ") }
        if cells.count > columns { cells.removeLast(cells.count - columns) }
    }
}
