import MiniPicker
import TerminalPickers
import TerminalUI

/// A one-line ribbon on screen: a label ribbon drawn as a box, driven by the mouse.
///
/// Columns map to picker coordinates as in `demo ribbon`: the box's left
/// border is column 0 and a column's centre is the pointer's x.
@MainActor
final class RibbonControl {
    let ribbon: LabelRibbon
    /// The box's top-left corner and width, set when drawn.
    private(set) var column = 0
    private(set) var row = 0
    let width: Int
    /// A row's labels, longest first: the box shows the first that fits.
    let labels: (Int) -> [String]
    /// Whether right-to-left labels are bidi-isolated, so that they keep
    /// their columns in terminals that reorder such text.
    let isolatesRightToLeft: Bool
    /// Whether the box is the first thing on its rows: its lines then also
    /// start with a left-to-right mark, as whole lines do.
    let startsRows: Bool

    init(ribbon: LabelRibbon, width: Int, labels: ((Int) -> [String])? = nil, isolatesRightToLeft: Bool = false,
         startsRows: Bool = false) {
        self.ribbon = ribbon
        self.width = width
        self.labels = labels ?? { [ribbon.label(ofRow: $0)] }
        self.isolatesRightToLeft = isolatesRightToLeft
        self.startsRows = startsRows
    }

    /// A piece of the box's lines as drawn: with right-to-left words isolated when asked.
    private func shown(_ text: String, atRowStart: Bool) -> String {
        isolatesRightToLeft ? BidiIsolation.isolating(text, startsRow: atRowStart) : text
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < self.column + width && row >= self.row && row < self.row + 3
    }

    private func pointerX(_ column: Int) -> Double {
        Double(column - self.column) - 0.5
    }

    func press(column: Int, at time: Double) {
        let inner = Double(width - 2)
        ribbon.press(x: min(max(pointerX(column), 0), inner - 0.5), at: time)
    }

    func move(column: Int, at time: Double) {
        ribbon.move(x: pointerX(column), at: time)
    }

    func release(column: Int, at time: Double) {
        ribbon.release(x: pointerX(column), at: time)
    }

    func draw(into buffer: inout ScreenBuffer, column: Int, row: Int, theme: DemoTheme, focused: Bool) {
        self.column = column
        self.row = row
        let lines = RibbonArt.lines(for: ribbon.scroller.ribbon, width: width, style: theme.box, labels: labels)
        for (index, line) in lines.enumerated() {
            buffer.put(shown(line, atRowStart: startsRows), atColumn: column, row: row + index,
                       style: focused ? theme.focusedBox : theme.plain)
        }
        if focused {
            // The content line keeps plain text between the borders.
            let middle = lines[1]
            let inside = String(middle.dropFirst().dropLast())
            buffer.put(shown(inside, atRowStart: false), atColumn: column + 1, row: row + 1, style: theme.plain)
        }
    }
}
