import MiniPicker
import TerminalUI

/// Draws a ribbon's position as a box of text, through a cell cache: the
/// drawing of ``RibbonBox``, and of any view that holds a ribbon as a value
/// (``DayPickerView`` draws a `DayPicker`'s ribbons with two).
///
/// Each visible cell's text (its label fitted to the cell, centred, after a
/// divider) is rendered once, when its row comes into view, and kept in a
/// `CellCache` as the ribbon scrolls, as a UIKit host keeps the views a
/// picker shows; a cell that scrolls out goes to the reuse pool and its
/// storage renders the next row that comes in. During a drag or a fling a
/// frame then only places cached text. The cache is a memo: the lines are
/// the same with it or without it.
///
/// ```swift
/// let renderer = RibbonBoxRenderer(width: 16, itemColumns: 14, style: .unicode)
/// let ribbon = Ribbon(count: 12, itemWidth: 14, centeredOn: 10)
/// let lines = renderer.lines(for: ribbon) { [monthNames[$0]] }
/// ```
@MainActor
public final class RibbonBoxRenderer {
    /// The box's width in columns, borders included, in
    /// `RibbonArt.minimumWidth...ScreenBuffer.maximumWidth`.
    public let width: Int
    /// The columns of one cell of the ribbon (at least 1).
    public let itemColumns: Int
    /// The box's characters.
    public let style: RibbonArt.Style
    private var cells: CellCache<RenderedCell>
    /// The inside of the box, reused from frame to frame.
    private var columns: [Character?]
    /// The top and bottom borders, which never change.
    private let borders: (top: String, bottom: String)

    /// The number of cells rendered so far: once per row that came into view
    /// (or came back after it left the cache), not once per frame.
    @_spi(Testing) public private(set) var renderedCellCount = 0

    /// The text of one cell and what it was rendered from.
    private struct RenderedCell {
        var row: Int
        /// The label it was rendered for; a slot that shows another label renders anew.
        var label: String
        var columns: [Character?]
    }

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - width: The box's width, borders included, clamped into
    ///     `RibbonArt.minimumWidth...ScreenBuffer.maximumWidth`.
    ///   - itemColumns: The columns of one cell (the ribbon's item width in
    ///     columns, rounded).
    ///   - style: The box's characters.
    public init(width: Int, itemColumns: Int, style: RibbonArt.Style = .ascii) {
        let width = RibbonArt.clampedWidth(width)
        let itemColumns = max(1, itemColumns)
        self.width = width
        self.itemColumns = itemColumns
        self.style = style
        // The cells a box shows at once, and one more on each side.
        cells = CellCache(radius: (width + itemColumns - 1) / itemColumns + 1, reuseLimit: 2)
        columns = Array(repeating: " ", count: width - RibbonArt.borderColumns)
        borders = RibbonArt.borders(inner: width - RibbonArt.borderColumns, style: style)
    }

    /// The box's three lines for a ribbon at its position, drawn at this
    /// renderer's size whatever the ribbon's own lengths.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon; it is drawn with ``itemColumns`` columns per
    ///     cell and its offset scaled to match.
    ///   - names: A row's labels, longest first: a cell shows the first that fits.
    /// - Returns: The top border, the ribbon's line with `<` and `>` at its inner ends, the bottom border.
    /// - Complexity: O(``width``), plus rendering the cells that came into view.
    /// A row's names are asked for only when its cell is rendered: a cell
    /// stays rendered while its row shows, so a host whose rows change names
    /// (other months after a new year) calls ``reset()``.
    public func lines(for ribbon: Ribbon, names: (Int) -> [String]) -> [String] {
        var scaled = ribbon
        scaled.resize(itemWidth: Double(itemColumns))
        return lines(names: names) { body in
            for place in scaled.visibleCells(inViewportOfWidth: Double(width - RibbonArt.borderColumns)) {
                body(place, "")
            }
        }
    }

    /// The box's three lines from the visible cells a ribbon reports, each
    /// with the label its cached text must have been rendered for.
    ///
    /// - Parameters:
    ///   - names: A row's names to fit, asked for when its cell is rendered.
    ///   - forEachCell: Calls its argument once per visible cell, left to right.
    /// - Returns: The three lines.
    /// - Complexity: O(``width``), plus rendering the cells that came into view.
    func lines(names: (Int) -> [String], _ forEachCell: ((VisibleCell, String) -> Void) -> Void) -> [String] {
        for index in columns.indices { columns[index] = " " }
        var centre: Int?
        withoutActuallyEscaping(names) { names in
            forEachCell { place, label in
                let text = cellText(for: place, label: label, names: names)
                RibbonArt.place(text, at: place.offset, into: &columns)
                if centre == nil || place.offset <= Double(columns.count) / 2 { centre = place.slot }
            }
        }
        if let centre { cells.recenter(on: centre) }
        return [borders.top, RibbonArt.middleLine(around: &columns, style: style), borders.bottom]
    }

    /// Forgets every rendered cell (the rows now hold other labels).
    public func reset() {
        cells = CellCache(radius: (width + itemColumns - 1) / itemColumns + 1, reuseLimit: 2)
    }

    /// The rendered text of a visible cell: the cached one, or a new one.
    private func cellText(for place: VisibleCell, label: String, names: (Int) -> [String]) -> [Character?] {
        if let cached = cells.cachedCell(forSlot: place.slot), cached.row == place.index, cached.label == label {
            return cached.columns
        }
        renderedCellCount += 1
        let fitted = RibbonArt.fitting(names(place.index), columns: RibbonArt.labelColumns(inCell: itemColumns))
        var cell = cells.dequeueReusableCell() ?? RenderedCell(row: place.index, label: label, columns: [])
        cell.row = place.index
        cell.label = label
        RibbonArt.render(fitted, columns: itemColumns, divider: style.divider, into: &cell.columns)
        // A stale cell of the slot (after a reload) goes to the reuse pool.
        cells.insert(cell, forSlot: place.slot)
        return cell.columns
    }
}
