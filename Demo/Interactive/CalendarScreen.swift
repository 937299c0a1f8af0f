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
        KeyHint("r range", priority: 4),
        KeyHint("Enter choose", priority: 3),
    ]
    let helpEntries = CalendarView.helpEntries + [("r", "days or ranges")]

    var picker: DayPicker { view.picker }

    init(picker: DayPicker, symbols: [String]) {
        view = CalendarView(picker: picker, symbols: symbols)
        words = DayDescription(calendar: picker.calendar, locale: picker.locale)
        listen(to: picker)
    }

    private func listen(to picker: DayPicker) {
        picker.onChoose = { [unowned self] day in self.message = "chosen: \(CalendarScreen.gregorianText(day, picker.calendar))" }
        picker.onRangeChange = { [unowned self] range in
            self.message = "chosen: \(CalendarScreen.gregorianText(range.start, picker.calendar)) – "
                + CalendarScreen.gregorianText(range.end, picker.calendar)
        }
    }

    /// Switches between picking single days and ranges, keeping the selected day.
    func toggleRangeMode() {
        var configuration = picker.configuration
        configuration.selectionMode = picker.isRangeMode ? .single : .range
        let next = DayPicker(configuration: configuration, selecting: picker.selectedDay, today: picker.today)
        let old = view
        view = CalendarView(picker: next, symbols: old.symbols)
        view.showsWeekNumbers = old.showsWeekNumbers
        view.latinDigits = old.latinDigits
        listen(to: next)
        message = next.isRangeMode ? "ranges: Enter fixes each end" : "single days"
    }

    static func gregorianText(_ day: Day, _ calendar: CalendarSystem) -> String {
        let number = calendar.dayNumber(of: day) ?? 0
        return CalendarSystem(.gregorian).day(atDayNumber: number).description
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
        let status = picker.isRangeMode
            ? "range: \(rangeText)  \(message)"
            : "selected: \(CalendarScreen.gregorianText(picker.selectedDay, picker.calendar))  \(message)"
        buffer.put(status, atColumn: 2, row: top + view.height + 1)
    }

    /// The displayed range as `START – END`, or "none".
    var rangeText: String {
        guard let range = picker.displayedRange else { return "none" }
        let ends = "\(CalendarScreen.gregorianText(range.start, picker.calendar)) – \(CalendarScreen.gregorianText(range.end, picker.calendar))"
        return picker.anchor == nil ? ends : ends + " (pending)"
    }

    var plainText: String {
        words.text(of: picker) + (message.isEmpty ? "" : "; \(message)")
    }
}
