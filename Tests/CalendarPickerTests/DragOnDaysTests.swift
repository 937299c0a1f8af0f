import CalendarPicker
import Foundation
import Testing

/// A drag across the days in single mode: released on a day it chooses that
/// day; released off the grid, the day it last crossed stays selected (for
/// Enter) and nothing is chosen, which the outcome says.
@MainActor
@Suite("A drag on the days in single mode")
struct DragOnDaysTests {
    static func day(_ text: String) -> Day { try! Day(iso8601: text) }

    static func picker() -> DayPicker {
        let configuration = DayPicker.Configuration(locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "UTC")!)
        return DayPicker(configuration: configuration, selecting: day("2026-11-20"), today: day("2026-11-28"))
    }

    @Test("Released on the day it reached, the drag chooses that day")
    func releasedOnDay() {
        let picker = Self.picker()
        var chosen: [Day] = []
        picker.onChoose = { chosen.append($0) }
        _ = picker.press(.day(Self.day("2026-11-20")), at: 0)
        _ = picker.drag(over: Self.day("2026-11-24"), at: 16)
        let outcome = picker.release(over: Self.day("2026-11-24"), at: 32)
        #expect(outcome == .chosen(Self.day("2026-11-24")))
        #expect(chosen == [Self.day("2026-11-24")])
    }

    @Test("Released off the grid, the day it reached stays selected and nothing is chosen: .selected, not .blocked")
    func releasedOffGrid() {
        let picker = Self.picker()
        var chosen: [Day] = []
        picker.onChoose = { chosen.append($0) }
        _ = picker.press(.day(Self.day("2026-11-20")), at: 0)
        _ = picker.drag(over: Self.day("2026-11-24"), at: 16)
        let outcome = picker.release(over: nil, at: 32)
        #expect(outcome == .selected(Self.day("2026-11-24")))
        #expect(picker.selectedDay == Self.day("2026-11-24"))
        #expect(chosen.isEmpty)
    }
}
