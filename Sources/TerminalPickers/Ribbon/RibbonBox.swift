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
    public var width: Int { renderer.width }
    /// The box's characters.
    public var style: RibbonArt.Style { renderer.style }
    /// A row's labels, longest first: a cell shows the first that fits;
    /// `nil` for the label the ribbon's own cache holds.
    private let names: ((Int) -> [String])?
    /// The drawing and its cell cache.
    private let renderer: RibbonBoxRenderer

    /// The number of cells rendered so far: once per row that came into view
    /// (or came back after it left the cache), not once per frame.
    @_spi(Testing) public var renderedCellCount: Int { renderer.renderedCellCount }

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
        self.ribbon = ribbon
        self.names = names
        renderer = RibbonBoxRenderer(width: width, itemColumns: RibbonArt.itemColumns(of: ribbon.layout.itemWidth),
                                     style: style)
    }

    /// The box's three lines at the ribbon's position: the top border, the
    /// ribbon's line with `<` and `>` at its inner ends, the bottom border.
    ///
    /// - Returns: Three lines, each ``width`` columns wide.
    /// - Complexity: O(``width``), plus rendering the cells that came into view.
    public func lines() -> [String] {
        var labels: [Int: String] = [:]
        return renderer.lines(names: { [names] row in names?(row) ?? labels[row].map { [$0] } ?? [] }) { body in
            ribbon.forEachVisibleLabel { place, label in
                labels[place.index] = label
                body(place, label)
            }
        }
    }
}
