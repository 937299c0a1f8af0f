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
    public static let minimumWidth = 5

    /// The three lines of a ribbon control.
    ///
    /// The viewport is the box's inside, `width − 2` columns; the ribbon's
    /// positions are read in columns of that viewport.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon to show; its item width is in columns.
    ///   - width: The box's width in columns, at least ``minimumWidth``.
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
    ///   - width: The box's width in columns, at least ``minimumWidth``.
    ///   - style: The box characters.
    ///   - labels: The texts a cell may show, longest first; at least one.
    /// - Returns: The top border, the ribbon line and the bottom border, each `width` columns wide.
    /// - Complexity: O(width + label lengths of the visible cells).
    public static func lines(for ribbon: Ribbon, width: Int, style: Style = .ascii,
                             labels: (Int) -> [String]) -> [String] {
        precondition(width >= minimumWidth, "width must be at least RibbonArt.minimumWidth")
        let inner = width - 2
        // One entry per column; nil is the second column of a wide character.
        var columns = [Character?](repeating: " ", count: inner)
        let itemColumns = max(1, Int(ribbon.itemWidth.rounded()))
        for cell in ribbon.visibleCells(inViewportOfWidth: Double(inner)) {
            let text = cellText(fitting(labels(cell.index), columns: max(0, itemColumns - 4)),
                                columns: itemColumns, divider: style.divider)
            for column in 0..<inner {
                // The column shows what lies under its centre.
                let inside = (Double(column) + 0.5 - cell.offset).rounded(.down)
                guard inside >= 0, inside < Double(text.count) else { continue }
                columns[column] = text[Int(inside)]
            }
        }
        columns[0] = "<"
        columns[inner - 1] = ">"
        // Blank any half of a wide character whose other half is not beside it.
        for column in 0..<inner {
            if let character = columns[column] {
                let isLead = TextWidth.columns(of: character) == 2
                if isLead && (column == inner - 1 || columns[column + 1] != nil) { columns[column] = " " }
            } else if column == 0 || columns[column - 1].map({ TextWidth.columns(of: $0) != 2 }) ?? true {
                columns[column] = " "
            }
        }
        let border = String(repeating: style.horizontal, count: inner)
        return [
            "\(style.topLeft)\(border)\(style.topRight)",
            "\(style.vertical)\(String(columns.compactMap { $0 }))\(style.vertical)",
            "\(style.bottomLeft)\(border)\(style.bottomRight)",
        ]
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
        let room = max(0, columns - 4)
        let shown = TextWidth.columnCells(of: TextWidth.prefix(of: label, columns: room))
        let left = max(0, columns - 2 - shown.count) / 2
        var cells: [Character?] = [divider]
        cells += Array(repeating: " ", count: left)
        cells += shown
        while cells.count < columns { cells.append(" ") }
        return Array(cells.prefix(columns))
    }
}
