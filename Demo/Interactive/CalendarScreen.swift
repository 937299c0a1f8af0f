import CalendarPicker
import Foundation
import TerminalUI

/// The calendar picker: year and month ribbons over the day grid.
@MainActor
final class CalendarScreen: DemoScreen {
    private(set) var view: CalendarView
    private(set) var message = ""
    private let words: DayDescription

    let title = "Calendar"
    let hints = [
        KeyHint("arrows day/week", priority: 1),
        KeyHint("PgUp/PgDn month", priority: 2),
        KeyHint("+Shift year", priority: 4),
        KeyHint("Home/End week", priority: 7),
        KeyHint("t today", priority: 3),
        KeyHint("w weeks", priority: 5),
        KeyHint("r mode", priority: 4),
        KeyHint("Enter choose", priority: 3),
    ]
    let helpEntries = CalendarView.helpEntries + [("r", "one day, a range, several days")]

    var picker: DayPicker { view.picker }

    init(picker: DayPicker, symbols: [String]) {
        view = CalendarView(picker: picker, symbols: symbols)
        words = DayDescription(calendar: picker.calendar, locale: picker.locale)
        listen(to: picker)
    }

    private func listen(to picker: DayPicker) {
        picker.onChoose = { [unowned self] day in self.message = "chosen: \(CalendarScreen.gregorianText(day))" }
        picker.onRangeChange = { [unowned self] range in
            guard let range else { return }
            self.message = "chosen: \(CalendarScreen.gregorianText(range.start)) – \(CalendarScreen.gregorianText(range.end))"
        }
        picker.onDaysChange = { [unowned self] days in
            self.message = "chosen: \(days.sorted().map(CalendarScreen.gregorianText).joined(separator: " "))"
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
        case .multiple:
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

    func handle(_ event: InputEvent, at time: Double) -> Bool {
        switch event {
        case .mouse(let mouse):
            guard let outcome = view.handle(mouse, at: time) else { return false }
            note(outcome)
            return true
        case .key(.character("w"), []):
            view.showsWeekNumbers.toggle()
            return true
        case .key(.character("r"), []):
            toggleRangeMode()
            return true
        case .key(.escape, []) where picker.anchor == nil:
            // Nothing pending: Esc is the app's (it quits).
            return false
        case .key(let key, let modifiers):
            guard let outcome = view.handle(key, modifiers: modifiers, at: time) else { return false }
            note(outcome)
            return true
        case .paste:
            return false
        }
    }

    private func note(_ outcome: DayPicker.Outcome) {
        if outcome == .blocked { message = "no day that way" } else if case .selected = outcome { message = "" }
    }

    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme) {
        view.draw(into: &buffer, column: 2, row: top, theme: theme)
        let selected = picker.selectedDay.map(CalendarScreen.gregorianText) ?? "none"
        let status = picker.isRangeMode ? "range: \(rangeText)  \(message)" : "selected: \(selected)  \(message)"
        buffer.put(status, atColumn: 2, row: top + view.height + 1)
    }

    /// The displayed range as `START – END`, or "none".
    var rangeText: String {
        guard let range = picker.displayedRange else { return "none" }
        let ends = "\(CalendarScreen.gregorianText(range.start)) – \(CalendarScreen.gregorianText(range.end))"
        return picker.anchor == nil ? ends : ends + " (pending)"
    }

    var plainText: String {
        words.text(of: picker) + (message.isEmpty ? "" : "; \(message)")
    }
}
