import CalendarPicker
import Foundation
import TerminalForms
import TerminalPickers
import TerminalUI

/// The calendar picker: year and month ribbons over the day grid.
@MainActor
final class CalendarScreen: DemoScreen {
    /// What the screen's keys do.
    enum Action: Equatable {
        /// A key of the day picker.
        case picker(DayPicker.Key)
        /// `w`: week numbers on or off.
        case toggleWeekNumbers
        /// `r`: one day, a range, several days.
        case nextSelectionMode
    }

    /// The screen's keys: the day picker's, then its own.
    static let keys = DayPickerView.keys.map(Action.picker) + KeyBindingTable([
        DayPickerView.weekNumbersKey(.toggleWeekNumbers),
        KeyBinding("r", "one day, a range, several days", hint: KeyHint("r mode", priority: 4),
                   .key(.character("r")), .nextSelectionMode),
    ])

    /// Where the picker's top-left corner is, below the tab bar.
    static let pickerColumn = 2

    let view: DayPickerView
    private(set) var message = ""
    private let words: DayDescription
    /// The row where the screen starts (below the tab bar in the app).
    private let top: Int

    let title = "Calendar"
    /// The key line's and the help's entries, read from the table once.
    static let hints = keys.hints, help = keys.help
    var hints: [KeyHint] { CalendarScreen.hints }
    var help: [KeyHelp] { CalendarScreen.help }
    var keyAnnouncement: String { CalendarScreen.keys.announcement }

    var picker: DayPicker { view.picker }

    var usesEscape: Bool { picker.anchor != nil }

    init(picker: DayPicker, style: RibbonArt.Style, top: Int = DemoApp.contentTop) {
        view = DayPickerView(picker: picker, style: style)
        words = DayDescription(calendar: picker.calendar, locale: picker.locale)
        self.top = top
        listen(to: picker)
    }

    /// Where the picker lies now.
    var layout: CalendarLayout { view.layout(column: CalendarScreen.pickerColumn, row: top) }
    /// The canvas drawn last: mouse events are hit-tested against what the user saw.
    private var drawn: CalendarCanvas?

    private func listen(to picker: DayPicker) {
        picker.onChoose = { [unowned self] day in self.message = "chosen: \(Self.gregorianText(day))" }
        picker.onRangeChange = { [unowned self] range in
            guard let range else { return }
            self.message = "chosen: \(Self.gregorianText(range.start)) – \(Self.gregorianText(range.end))"
        }
        picker.onDaysChange = { [unowned self] days in
            self.message = "chosen: \(days.sorted().map(Self.gregorianText).joined(separator: " "))"
        }
    }

    /// Moves on to the next selection mode (one day, a range, several days),
    /// keeping the selected day: the picker's configuration changes in place.
    func toggleRangeMode() {
        var configuration = picker.configuration
        switch configuration.selectionMode {
        case .single:
            configuration.selectionMode = .range
            message = "ranges: Enter fixes each end"
        case .range:
            configuration.selectionMode = .multiple
            message = "several days: Enter adds a day or takes it out"
        case .multiple, .week:
            configuration.selectionMode = .single
            message = "single days"
        }
        picker.configuration = configuration
    }

    static func gregorianText(_ day: Day) -> String {
        CalendarSystem(.gregorian).text(of: day)
    }

    var isAnimating: Bool { view.isAnimating }

    func advance(to time: Double) {
        view.advance(to: time)
    }

    func handle(_ event: InputEvent, at time: Double) -> EventResponse {
        switch event {
        case .mouse(let mouse):
            guard let outcome = view.handle(mouse, on: drawn ?? view.canvas(in: layout), at: time) else { return .ignored }
            note(outcome)
        case .key(.escape, []) where picker.anchor == nil:
            // Nothing pending: Esc is the app's (it quits).
            return .ignored
        case .key:
            switch CalendarScreen.keys.action(for: event) {
            case .picker(let key)?:
                note(picker.handle(key))
            case .toggleWeekNumbers?: view.showsWeekNumbers.toggle()
            case .nextSelectionMode?: toggleRangeMode()
            case nil: return .ignored
            }
        case .paste:
            return .ignored
        }
        return .handled
    }

    private func note(_ outcome: DayPicker.Outcome) {
        if outcome == .blocked { message = "no day that way" } else if case .selected = outcome { message = "" }
    }

    func draw(into buffer: inout ScreenBuffer, theme: DemoTheme) {
        let layout = self.layout
        let canvas = view.canvas(in: layout)
        canvas.draw(into: &buffer, style: theme.style(for:))
        drawn = canvas
        let selected = picker.selectedDay.map(Self.gregorianText) ?? "none"
        let status = picker.isRangeMode ? "range: \(rangeText)  \(message)" : "selected: \(selected)  \(message)"
        buffer.put(status, atColumn: layout.column, row: layout.row + layout.height + 1)
    }

    /// The displayed range as `START – END`, or "none".
    var rangeText: String {
        guard let range = picker.displayedRange else { return "none" }
        let ends = "\(Self.gregorianText(range.start)) – \(Self.gregorianText(range.end))"
        return picker.anchor == nil ? ends : ends + " (pending)"
    }

    var plainText: String {
        words.text(of: picker) + (message.isEmpty ? "" : "; \(message)")
    }
}
