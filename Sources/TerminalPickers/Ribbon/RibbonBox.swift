import MiniPicker
import TerminalUI

/// A label ribbon drawn as a box of text, through a cell cache.
///
/// Each visible cell's text (its label fitted to the cell, centred, after a
/// divider) is rendered once, when its row comes into view, and kept in a
/// `CellCache` as the ribbon scrolls, as a UIKit host keeps the views a
/// picker shows; a cell that scrolls out goes to the reuse pool and its
/// storage renders the next row that comes in. During a drag or a fling a
/// frame then only places cached text, and renders one cell each time a row
/// enters the box.
///
/// ```swift
/// let months = LabelRibbon(count: 12, layout: ComponentLayout(width: 14)) { monthNames[$0] }
/// let box = RibbonBox(ribbon: months, width: 16, style: .unicode)
/// for line in box.lines() { print(line) }
/// ```
@MainActor
public final class RibbonBox {
    /// The ribbon drawn.
    public let ribbon: LabelRibbon
    /// The box's width in columns, borders included, in
    /// `RibbonArt.minimumWidth...ScreenBuffer.maximumWidth`.
    public let width: Int
    /// The box's characters.
    public let style: RibbonArt.Style
    /// A row's labels, longest first: a cell shows the first that fits;
    /// `nil` for the label the ribbon's own cache holds.
    private let names: ((Int) -> [String])?
    private var cells: CellCache<RenderedCell>
    /// The inside of the box, reused from frame to frame.
    private var columns: [Character?]
    /// The top and bottom borders, which never change.
    private let borders: (top: String, bottom: String)

    /// The number of cells rendered so far: once per row that came into view
    /// (or came back after it left the cache), not once per frame.
    public private(set) var renderedCellCount = 0

    /// The text of one cell and what it was rendered from.
    private struct RenderedCell {
        var row: Int
        /// The label the picker holds for the row; a reload that gives the
        /// slot another label renders it anew.
        var label: String
        var columns: [Character?]
    }

    /// Creates a box for a ribbon.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon; its layout's item width is in columns, read
    ///     as ``RibbonArt/lines(for:width:style:labels:)`` reads it.
    ///   - width: The box's width, borders included, clamped into
    ///     `RibbonArt.minimumWidth...ScreenBuffer.maximumWidth` (a narrower box
    ///     is drawn ``RibbonArt/minimumWidth`` wide).
    ///   - style: The box's characters.
    ///   - names: A row's labels, longest first; the ribbon's own label by default.
    public init(ribbon: LabelRibbon, width: Int, style: RibbonArt.Style = .ascii,
                names: ((Int) -> [String])? = nil) {
        let width = RibbonArt.clampedWidth(width)
        self.ribbon = ribbon
        self.width = width
        self.style = style
        self.names = names
        // The cells a box shows at once, and one more on each side.
        let itemColumns = RibbonArt.itemColumns(of: ribbon.layout.itemWidth)
        let radius = (width + itemColumns - 1) / itemColumns + 1
        cells = CellCache(radius: radius, reuseLimit: 2)
        columns = Array(repeating: " ", count: width - RibbonArt.borderColumns)
        borders = RibbonArt.borders(inner: width - RibbonArt.borderColumns, style: style)
    }

    /// The box's three lines at the ribbon's position: the top border, the
    /// ribbon's line with `<` and `>` at its inner ends, the bottom border.
    ///
    /// - Returns: Three lines, each ``width`` columns wide.
    /// - Complexity: O(``width``), plus rendering the cells that came into view.
    public func lines() -> [String] {
        for index in columns.indices { columns[index] = " " }
        let itemColumns = RibbonArt.itemColumns(of: ribbon.layout.itemWidth)
        var centre: Int?
        ribbon.forEachVisibleLabel { place, label in
            let text = cellText(for: place, label: label, itemColumns: itemColumns)
            RibbonArt.place(text, at: place.offset, into: &columns)
            if centre == nil || place.offset <= Double(columns.count) / 2 { centre = place.slot }
        }
        if let centre { cells.recenter(on: centre) }
        return [borders.top, RibbonArt.middleLine(around: &columns, style: style), borders.bottom]
    }

    /// The rendered text of a visible cell: the cached one, or a new one.
    private func cellText(for place: VisibleCell, label: String, itemColumns: Int) -> [Character?] {
        if let cached = cells.cachedCell(forSlot: place.slot), cached.row == place.index, cached.label == label {
            return cached.columns
        }
        renderedCellCount += 1
        let fitted = RibbonArt.fitting(names?(place.index) ?? [label], columns: RibbonArt.labelColumns(inCell: itemColumns))
        var cell = cells.dequeueReusableCell() ?? RenderedCell(row: place.index, label: label, columns: [])
        cell.row = place.index
        cell.label = label
        RibbonArt.render(fitted, columns: itemColumns, divider: style.divider, into: &cell.columns)
        // A stale cell of the slot (after a reload) goes to the reuse pool.
        cells.insert(cell, forSlot: place.slot)
        return cell.columns
    }
}
