import CalendarPicker
import Foundation
import TerminalUI

/// The calendar picker: year and month ribbons over the day grid.
@MainActor
final class CalendarScreen: DemoScreen {
    let view: CalendarView
    private(set) var message = ""

    let title = "Calendar"
    let keyHelp = "arrows day/week  PgUp/PgDn month  +Shift year  Home/End  t today  Enter choose  drag/wheel ribbons  Tab  q"

    var picker: DayPicker { view.picker }

    init(picker: DayPicker, symbols: [String]) {
        view = CalendarView(picker: picker, symbols: symbols)
        picker.onChoose = { [unowned self] day in self.message = "chosen: \(CalendarScreen.gregorianText(day, picker.calendar))" }
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
            return view.handle(mouse, at: time) != nil
        case .key(let key, let modifiers):
            guard let outcome = view.handle(key, modifiers: modifiers, at: time) else { return false }
            if outcome == .blocked { message = "no day that way" } else if case .selected = outcome { message = "" }
            return true
        case .paste:
            return false
        }
    }

    func draw(into buffer: inout ScreenBuffer, top: Int, theme: DemoTheme) {
        view.draw(into: &buffer, column: 2, row: top, theme: theme)
        let status = "selected: \(CalendarScreen.gregorianText(picker.selectedDay, picker.calendar))  \(message)"
        buffer.put(status, atColumn: 2, row: top + view.height + 1)
    }
}
