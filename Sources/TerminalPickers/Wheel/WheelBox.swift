import MiniPicker
import TerminalUI

/// A label ribbon drawn as a vertical wheel of text, through a cell cache:
/// one row of the screen a row of the ribbon, the selected one in the middle
/// between `[` and `]`, its neighbours above and below in the same column.
/// Labels start at the wheel's left; a host that wants numbers lined up by
/// their last digit pads them (as ``WheelPickerView`` does).
///
/// The ribbon's layout is vertical and measured in rows along its axis: a
/// viewport of an odd number of rows, which is the wheel's ``height``, one
/// row a cell. Press, move and release it with the pointer's position along
/// the axis, ``WheelFrame/pointerPosition(atRow:)``. During a
/// drag a screen row shows the cell under its centre. As with ``RibbonBox``,
/// a row's text is rendered once when it comes into view and kept while it
/// shows.
///
/// ```swift
/// let hours = LabelRibbon(count: 24, selecting: 9, layout: ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: true)) {
///     $0 < 10 ? "0\($0)" : "\($0)"
/// }
/// let wheel = WheelBox(ribbon: hours, labelWidth: 2)
/// wheel.lines()   // [" 07 ", " 08 ", "[09]", " 10 ", " 11 "]
/// ```
@MainActor
public final class WheelBox {
    /// The ribbon drawn.
    public let ribbon: LabelRibbon
    /// The columns of a label, between the marks.
    public var labelWidth: Int { renderer.labelWidth }
    /// The rows shown: the ribbon's viewport; odd, at least 1.
    public var height: Int { renderer.height }
    /// A row's labels, longest first; `nil` for the ribbon's own label.
    private let names: ((Int) -> [String])?
    /// The drawing and its cell cache.
    private let renderer: WheelBoxRenderer

    /// The number of rows rendered so far: once per row of the ribbon that
    /// came into view, not once per frame.
    @_spi(Testing) public var renderedCellCount: Int { renderer.renderedCellCount }

    /// Creates a wheel for a vertical ribbon.
    ///
    /// - Parameters:
    ///   - ribbon: The ribbon; its layout is vertical and measured in rows:
    ///     cells one row long, and a viewport of an odd number of rows, which
    ///     the wheel shows. Any other layout is drawn as if it were, one unit
    ///     along its axis a row: the wheel shows its length rounded, clamped
    ///     as ``WheelFrame/init(column:row:labelWidth:height:)`` clamps a
    ///     height (an even number of rows shows one less; a length of 0 one row).
    ///   - labelWidth: The columns of a label, clamped into
    ///     `1...WheelFrame.maximumLabelWidth`; longer labels show the next of
    ///     their names that fits, then are cut with "…".
    ///   - names: A row's labels, longest first; the ribbon's own label by default.
    public init(ribbon: LabelRibbon, labelWidth: Int, names: ((Int) -> [String])? = nil) {
        let length = ScreenMath.clampedInt(ribbon.layout.length.rounded(), into: 0...ScreenBuffer.maximumHeight)
        self.ribbon = ribbon
        self.names = names
        renderer = WheelBoxRenderer(labelWidth: labelWidth, height: length)
    }

    /// The wheel's lines at the ribbon's position, top to bottom: each
    /// `labelWidth + 2` columns, the middle one between marks, a row past an
    /// end of a ribbon that does not wrap blank.
    ///
    /// - Parameter marks: The marks around the middle row: `[` and `]` by
    ///   default; a picker of several wheels marks the ones without the keys
    ///   with `(` and `)`.
    /// - Complexity: O(``height``), plus rendering the rows that came into view.
    public func lines(marks: (left: String, right: String) = ("[", "]")) -> [String] {
        renderer.lines(marks: marks) { body in
            ribbon.forEachVisibleLabel { place, label in body(place, label, names?(place.index)) }
        }
    }
}
