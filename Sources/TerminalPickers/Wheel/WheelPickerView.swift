import CalendarPicker
import MiniPicker
import TerminalUI

/// A picker of wheels on a terminal screen, a `TimePicker` or a
/// `DurationPicker`: its layout, its drawing (each wheel a ``WheelBox``,
/// through a cell cache) and its mouse and keys.
///
/// The view holds what the picker does not: the wheel boxes and which drag
/// is under way. A screen asks it for a layout at the place it wants the
/// wheels (``layout(column:row:)``), draws the ``runs(in:)`` of that layout,
/// and sends events with the same layout, so hit-testing never depends on
/// what was drawn before.
///
/// ```swift
/// let picker = TimePicker(configuration: TimePicker.Configuration(locale: Locale(identifier: "de_DE")),
///                         selecting: TimeOfDay(hour: 9, minute: 30)!)
/// let view = WheelPickerView(picker: picker)
/// let layout = view.layout(column: 0, row: 0)
/// view.lines(in: layout)    // [" 07   28 ", " 08   29 ", "[09]:(30)", " 10   31 ", " 11   32 "]
/// _ = view.handle(.key(.down), at: 0)      // 10:30: Down shows the next hour
/// ```
@MainActor
public final class WheelPickerView {
    /// The part a piece of text plays, for its style.
    public enum Role: Hashable, Sendable {
        /// A row of a wheel above or below the selection.
        case row
        /// A wheel's selected row, in the middle; `isFocused` for the wheel the keys turn.
        case selection(isFocused: Bool)
        /// The text between two wheels.
        case separator
    }

    /// A piece of text at its place on the screen.
    public struct Run: Hashable, Sendable {
        /// The first column.
        public var column: Int
        /// The row.
        public var row: Int
        /// The text.
        public var text: String
        /// What the text is.
        public var role: Role
    }

    /// The widest a wheel's labels are drawn, in `1...WheelFrame.maximumLabelWidth`;
    /// longer ones show a shorter name (`TimePicker.names(atRow:of:)`) or are cut.
    public let maximumLabelWidth: Int
    private let source: WheelSource
    /// Each wheel's box, with the ribbon it was made for.
    /// Each wheel's renderer, and the labels it was sized for: a memo, the drawing is the same without it.
    private var boxes: [(labels: [String], height: Int, box: WheelBoxRenderer)?] = []

    /// Creates a view of a time picker.
    ///
    /// - Parameters:
    ///   - picker: The picker; its wheels' layouts are vertical, one row a
    ///     cell and an odd number of rows long, as
    ///     `TimePicker.Configuration.wheelLayout(isCyclic:)` makes them.
    ///   - maximumLabelWidth: The widest a label is drawn; 9 by default,
    ///     room for an hour marked with its offset (`01 -04:00`). Clamped
    ///     into `1...WheelFrame.maximumLabelWidth`.
    public convenience init(picker: TimePicker, maximumLabelWidth: Int = 9) {
        self.init(source: WheelSource(picker), maximumLabelWidth: maximumLabelWidth)
    }

    /// Creates a view of a duration picker.
    ///
    /// - Parameters:
    ///   - picker: The picker; its wheels' layouts are vertical, one row a
    ///     cell and an odd number of rows long.
    ///   - maximumLabelWidth: The widest a label is drawn, clamped into
    ///     `1...WheelFrame.maximumLabelWidth`.
    public convenience init(picker: DurationPicker, maximumLabelWidth: Int = 9) {
        self.init(source: WheelSource(picker), maximumLabelWidth: maximumLabelWidth)
    }

    init(source: WheelSource, maximumLabelWidth: Int) {
        self.source = source
        self.maximumLabelWidth = WheelFrame.clampedLabelWidth(maximumLabelWidth)
    }

    /// The layout of the wheels with their top left corner at a place.
    ///
    /// - Parameters:
    ///   - column: The first column.
    ///   - row: The top row.
    /// - Returns: The wheels side by side, each as wide as its widest label
    ///   (at most ``maximumLabelWidth``), the locale's separators between them.
    /// - Complexity: O(wheels); O(rows) for a wheel whose ribbon is new.
    public func layout(column: Int, row: Int) -> WheelsLayout {
        let count = source.wheelCount()
        let wheels = (0..<count).map { box(ofWheel: $0).box }
        return WheelsLayout(column: column, row: row, labelWidths: wheels.map(\.labelWidth),
                            separators: (0..<count).map(source.separator),
                            height: wheels.map(\.height).max() ?? 1)
    }

    /// The text of the wheels in a layout, with the part each piece plays:
    /// the rows of each wheel top to bottom (the selected one between `[`
    /// and `]` on the wheel the keys turn, `(` and `)` on the others), and
    /// the separators on the middle row.
    ///
    /// - Parameter layout: A layout from ``layout(column:row:)``; frames
    ///   past the picker's wheels (a layout of another picker) are left out.
    /// - Returns: The runs, wheel by wheel.
    /// - Complexity: O(wheels × rows), plus rendering the rows that came into view.
    public func runs(in layout: WheelsLayout) -> [Run] {
        var runs: [Run] = []
        let focused = source.focusedIndex()
        for (index, frame) in layout.frames.enumerated() where index < source.wheelCount() {
            let (box, names) = box(ofWheel: index)
            let isFocused = index == focused
            let lines = box.lines(for: source.ribbon(index)?.ribbon ?? Ribbon(count: 0, itemWidth: 1),
                                  marks: isFocused ? ("[", "]") : ("(", ")"), names: names)
            let top = ScreenMath.difference(frame.middleRow, box.height / 2)
            for (offset, line) in lines.enumerated() {
                let row = ScreenMath.sum(top, offset)
                let role: Role = row == frame.middleRow ? .selection(isFocused: isFocused) : .row
                runs.append(Run(column: frame.column, row: row, text: line, role: role))
            }
        }
        if let middleRow = layout.frames.first?.middleRow {
            for separator in layout.separators {
                runs.append(Run(column: separator.column, row: middleRow, text: separator.text, role: .separator))
            }
        }
        return runs
    }

    /// The wheels as lines of text, the layout's rows from its top, without
    /// trailing spaces trimmed: what `demo time` prints.
    ///
    /// - Parameter layout: A layout from ``layout(column:row:)``, at any place.
    /// - Returns: One line per row of the wheels (at most `ScreenBuffer.maximumHeight`
    ///   lines of `ScreenBuffer.maximumWidth` columns).
    /// - Complexity: O(wheels × rows).
    public func lines(in layout: WheelsLayout) -> [String] {
        guard let first = layout.frames.first else { return [] }
        var buffer = ScreenBuffer(width: layout.width, height: layout.height)
        for run in runs(in: layout) {
            buffer.put(run.text, atColumn: ScreenMath.difference(run.column, first.column),
                       row: ScreenMath.difference(run.row, first.row))
        }
        return buffer.lines()
    }

    /// Draws the wheels of a layout.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - layout: A layout from ``layout(column:row:)``.
    ///   - style: The style of each role.
    /// - Complexity: O(wheels × rows).
    public func draw(into buffer: inout ScreenBuffer, in layout: WheelsLayout, style: (Role) -> Style) {
        for run in runs(in: layout) {
            buffer.put(run.text, atColumn: run.column, row: run.row, style: style(run.role))
        }
    }

    /// Whether a wheel is moving, so the host should keep drawing frames.
    public var isAnimating: Bool { source.isAnimating() }

    /// Steps the wheels' animations to a time.
    ///
    /// - Parameter time: The time in milliseconds.
    public func advance(to time: Double) {
        source.advance(time)
    }

    // MARK: - Internals

    /// The renderer of a wheel and its rows' labels, padded so numbers line
    /// up; made anew when the wheel's labels change (a new configuration, a
    /// day with other hours). `index` is one of the picker's wheels.
    private func box(ofWheel index: Int) -> (box: WheelBoxRenderer, names: (Int) -> [String]) {
        let ribbon = source.ribbon(index)
        let count = ribbon?.ribbon.count ?? 0
        let height = ScreenMath.clampedInt((ribbon?.viewportWidth ?? 1).rounded(), into: 0...ScreenBuffer.maximumHeight)
        let names = source.names
        let labels = (0..<count).map { names(index, $0).first ?? "" }
        let digits = labels.reduce(0) { max($0, WheelPickerView.leadingDigitCount($1)) }
        let padded = { (row: Int) in names(index, row).map { WheelPickerView.padded($0, toDigits: digits) } }
        while boxes.count <= index { boxes.append(nil) }
        if let kept = boxes[index], kept.labels == labels, kept.height == height { return (kept.box, padded) }
        let widest = (0..<count).reduce(1) { widest, row in
            max(widest, padded(row).first.map(TextWidth.columns(of:)) ?? 0)
        }
        let box = WheelBoxRenderer(labelWidth: min(widest, maximumLabelWidth), height: height)
        boxes[index] = (labels, height, box)
        return (box, padded)
    }

    /// The digits a label starts with.
    static func leadingDigitCount(_ label: String) -> Int {
        label.prefix { $0.isWholeNumber }.count
    }

    /// A label with spaces before it, so that its leading number ends where
    /// the widest one does: ` 9` under `10`, ` 1 -04:00` under `12`.
    static func padded(_ label: String, toDigits digits: Int) -> String {
        let count = leadingDigitCount(label)
        guard count > 0, count < digits else { return label }
        return String(repeating: " ", count: digits - count) + label
    }

    /// Hands the pointer to the picker: a press on a wheel (with the
    /// wheel's geometry), the drag and release of the wheel pressed, a notch
    /// of the mouse wheel over a wheel.
    func route(_ mouse: InputEvent.Mouse, in layout: WheelsLayout, at time: Double) -> Bool {
        let hit = layout.wheelIndex(atColumn: mouse.column, row: mouse.row).flatMap { $0 < source.wheelCount() ? $0 : nil }
        switch mouse.action {
        case .press(.left):
            guard let hit else { return false }
            let frame = layout.frames[hit]
            source.press(hit, frame.pointerPosition(atRow: mouse.row), frame.geometry, time)
            return true
        case .drag(.left):
            guard let pressed = source.pressedIndex(), layout.frames.indices.contains(pressed) else { return false }
            source.drag(layout.frames[pressed].pointerPosition(atRow: mouse.row), time)
            return true
        case .release:
            guard let pressed = source.pressedIndex(), layout.frames.indices.contains(pressed) else { return false }
            source.release(layout.frames[pressed].pointerPosition(atRow: mouse.row), time)
            return true
        case .wheelUp, .wheelDown:
            guard let hit else { return false }
            source.scroll(hit, mouse.action == .wheelUp ? -1 : 1)
            return true
        default:
            return false
        }
    }

    /// Applies a wheel key.
    func apply(_ key: WheelKey) {
        source.handle(key)
    }
}
