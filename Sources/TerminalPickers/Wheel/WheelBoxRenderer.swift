import MiniPicker
import TerminalUI

/// Draws a ribbon's position as a vertical wheel of text, through a cell
/// cache: the drawing of ``WheelBox``, and of any view that holds a wheel as
/// a value (``WheelPickerView`` draws a time or duration picker's wheels
/// with one each).
///
/// One row of the screen shows one row of the ribbon, the selected one in
/// the middle between marks, its neighbours above and below; during a drag a
/// screen row shows the cell under its centre. A row's text is rendered once
/// when it comes into view and kept while it shows; the cache is a memo, the
/// lines are the same without it.
///
/// ```swift
/// let renderer = WheelBoxRenderer(labelWidth: 2, height: 5)
/// let hours = Ribbon(count: 24, itemWidth: 1, isCyclic: true, centeredOn: 9)
/// renderer.lines(for: hours) { [$0 < 10 ? "0\($0)" : "\($0)"] }   // [" 07 ", " 08 ", "[09]", " 10 ", " 11 "]
/// ```
@MainActor
public final class WheelBoxRenderer {
    /// The columns of a label, between the marks.
    public let labelWidth: Int
    /// The rows shown: odd, at least 1.
    public let height: Int
    private var cells: CellCache<RenderedRow>
    private var rows: [String?]

    /// The number of rows rendered so far: once per row of the ribbon that
    /// came into view, not once per frame.
    @_spi(Testing) public private(set) var renderedCellCount = 0

    /// The text of one row and what it was rendered from.
    private struct RenderedRow {
        var row: Int
        /// The label it was rendered for; a slot that shows another label renders anew.
        var label: String
        var text: String
    }

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - labelWidth: The columns of a label, clamped as ``WheelFrame/labelWidth`` is.
    ///   - height: The rows shown, clamped as ``WheelFrame/height`` is (odd, at least 1).
    public init(labelWidth: Int, height: Int) {
        self.labelWidth = WheelFrame.clampedLabelWidth(labelWidth)
        self.height = WheelFrame.clampedHeight(height)
        cells = CellCache(radius: self.height / 2 + 2, reuseLimit: 2)
        rows = Array(repeating: nil, count: self.height)
    }

    /// The wheel's lines for a ribbon at its position, one row a screen row
    /// whatever the ribbon's own lengths.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon.
    ///   - marks: The marks around the middle row (`[` `]` for a focused wheel).
    ///   - names: A row's labels, longest first: a row shows the first that fits.
    /// - Returns: ``height`` lines, each `labelWidth + 2` columns wide.
    /// - Complexity: O(``height``), plus rendering the rows that came into view.
    public func lines(for ribbon: Ribbon, marks: (left: String, right: String) = ("[", "]"),
                      names: (Int) -> [String]) -> [String] {
        var scaled = ribbon
        scaled.resize(itemWidth: 1)
        return lines(marks: marks) { body in
            for place in scaled.visibleCells(inViewportOfWidth: Double(height)) {
                let labels = names(place.index)
                body(place, labels.first ?? "", labels)
            }
        }
    }

    /// The wheel's lines from the visible cells a ribbon reports, each with
    /// its label and the names to fit (`nil`: the label alone).
    func lines(marks: (left: String, right: String),
               _ forEachCell: ((VisibleCell, String, [String]?) -> Void) -> Void) -> [String] {
        for index in rows.indices { rows[index] = nil }
        var centre: Int?
        forEachCell { place, label, names in
            // The screen rows whose centres the cell covers.
            let first = ScreenMath.clampedInt((place.offset - 0.5).rounded(.up), into: 0...height)
            let end = ScreenMath.clampedInt((place.offset + 1 - 0.5).rounded(.up), into: 0...height)
            guard first < end else { return }
            let text = self.text(for: place, label: label, names: names)
            for row in first..<end { rows[row] = text }
            if first <= height / 2 && height / 2 < end { centre = place.slot }
        }
        if let centre { cells.recenter(on: centre) }
        let blank = String(repeating: " ", count: labelWidth)
        return rows.enumerated().map { index, text in
            index == height / 2 ? marks.left + (text ?? blank) + marks.right : " " + (text ?? blank) + " "
        }
    }

    /// The rendered text of a visible cell: the cached one, or a new one.
    private func text(for place: VisibleCell, label: String, names: [String]?) -> String {
        if let cached = cells.cachedCell(forSlot: place.slot), cached.row == place.index, cached.label == label {
            return cached.text
        }
        renderedCellCount += 1
        let fitted = RibbonArt.fitting(names ?? [label], columns: labelWidth)
        let text = fitted + String(repeating: " ", count: max(0, labelWidth - TextWidth.columns(of: fitted)))
        cells.insert(RenderedRow(row: place.index, label: label, text: text), forSlot: place.slot)
        return text
    }
}
