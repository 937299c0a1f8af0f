import Foundation
import MiniPicker
import Testing
@testable import CalendarPicker

/// A Gregorian picker in en_US (weeks from Sunday) with a fixed today.
@MainActor
func makeDayPicker(_ day: Day, today: Day = Day(year: 2026, month: 11, day: 21), firstWeekday: Int = 1,
                   minimum: Day? = nil, maximum: Day? = nil,
                   isDisabled: (@Sendable (Day) -> Bool)? = nil) -> DayPicker {
    let configuration = DayPicker.Configuration(
        calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
        timeZone: TimeZone(identifier: "UTC")!, firstWeekday: firstWeekday,
        minimum: minimum, maximum: maximum, isDisabled: isDisabled)
    return DayPicker(configuration: configuration, selecting: day, today: today)
}

@MainActor
func settle(_ ribbon: LabelRibbon) {
    var time = ribbon.currentTime
    while ribbon.isAnimating { time += 16; ribbon.advance(to: time) }
}

@MainActor
@Suite("Calendar picker")
struct DayPickerTests {
    @Test("keyboard moves", arguments: [
        (Day(year: 2026, month: 11, day: 21), DayPicker.Key.left, Day(year: 2026, month: 11, day: 20)),
        (Day(year: 2026, month: 11, day: 30), .right, Day(year: 2026, month: 12, day: 1)),
        (Day(year: 2026, month: 12, day: 31), .right, Day(year: 2027, month: 1, day: 1)),
        (Day(year: 2026, month: 11, day: 3), .up, Day(year: 2026, month: 10, day: 27)),
        (Day(year: 2026, month: 11, day: 28), .down, Day(year: 2026, month: 12, day: 5)),
        (Day(year: 2028, month: 1, day: 31), .nextMonth, Day(year: 2028, month: 2, day: 29)),
        (Day(year: 2027, month: 1, day: 31), .nextMonth, Day(year: 2027, month: 2, day: 28)),
        (Day(year: 2026, month: 3, day: 31), .previousMonth, Day(year: 2026, month: 2, day: 28)),
        (Day(year: 2026, month: 1, day: 15), .previousMonth, Day(year: 2025, month: 12, day: 15)),
        (Day(year: 2028, month: 2, day: 29), .nextYear, Day(year: 2029, month: 2, day: 28)),
        (Day(year: 2028, month: 2, day: 29), .previousYear, Day(year: 2027, month: 2, day: 28)),
        (Day(year: 2026, month: 11, day: 18), .startOfWeek, Day(year: 2026, month: 11, day: 15)),
        (Day(year: 2026, month: 11, day: 18), .endOfWeek, Day(year: 2026, month: 11, day: 21)),
        (Day(year: 2026, month: 12, day: 2), .startOfWeek, Day(year: 2026, month: 11, day: 29)),
        (Day(year: 2026, month: 12, day: 30), .endOfWeek, Day(year: 2027, month: 1, day: 2)),
        (Day(year: 1999, month: 5, day: 5), .today, Day(year: 2026, month: 11, day: 21)),
        (Day(year: 1582, month: 10, day: 4), .right, Day(year: 1582, month: 10, day: 15)),
        (Day(year: 1582, month: 9, day: 10), .nextMonth, Day(year: 1582, month: 10, day: 4)),   // the 10th does not exist: the day before the gap
        (Day(year: 1582, month: 11, day: 12), .previousMonth, Day(year: 1582, month: 10, day: 4)),
    ])
    func keys(start: Day, key: DayPicker.Key, expected: Day) {
        let picker = makeDayPicker(start)
        #expect(picker.handle(key) == .selected(expected))
        #expect(picker.selectedDay == expected)
        #expect(picker.displayedMonth == expected.month)
        #expect(picker.grid.month == expected.month)
    }

    @Test("Home and End follow the first weekday")
    func weekEdgesOnMonday() {
        let picker = makeDayPicker(Day(year: 2026, month: 11, day: 22), firstWeekday: 2)   // a Sunday
        #expect(picker.handle(.startOfWeek) == .selected(Day(year: 2026, month: 11, day: 16)))
        #expect(picker.handle(.endOfWeek) == .selected(Day(year: 2026, month: 11, day: 22)))
    }

    @Test("Enter chooses the selection; only user changes are reported")
    func callbacks() {
        let picker = makeDayPicker(Day(year: 2026, month: 11, day: 21))
        var changes: [Day] = []
        var chosen: [Day] = []
        picker.onSelectionChange = { changes.append($0) }
        picker.onChoose = { chosen.append($0) }
        picker.handle(.right)
        picker.select(Day(year: 2026, month: 1, day: 1))
        picker.select(Day(year: 2026, month: 1, day: 2), notify: true)
        #expect(picker.handle(.choose) == .chosen(Day(year: 2026, month: 1, day: 2)))
        #expect(changes == [Day(year: 2026, month: 11, day: 22), Day(year: 2026, month: 1, day: 2)])
        #expect(chosen == [Day(year: 2026, month: 1, day: 2)])
    }

    @Test("disabled days are skipped by arrows and avoided by month changes")
    func disabledDays() {
        let gregorian = CalendarSystem(.gregorian)
        let weekend: @Sendable (Day) -> Bool = { day in
            let weekday = gregorian.weekday(ofDayNumber: gregorian.dayNumber(of: day)!)
            return weekday == 1 || weekday == 7
        }
        let picker = makeDayPicker(Day(year: 2026, month: 11, day: 20), isDisabled: weekend)   // a Friday
        #expect(picker.handle(.right) == .selected(Day(year: 2026, month: 11, day: 23)))
        #expect(picker.handle(.left) == .selected(Day(year: 2026, month: 11, day: 20)))
        #expect(picker.handle(.startOfWeek) == .selected(Day(year: 2026, month: 11, day: 16)))
        // 2026-11-16 + 1 month = 2026-12-16, a Wednesday; 2026-01-31 → February 28 is a Saturday → Friday 27th.
        #expect(picker.handle(.nextMonth) == .selected(Day(year: 2026, month: 12, day: 16)))
        picker.select(Day(year: 2026, month: 1, day: 30))
        #expect(picker.handle(.nextMonth) == .selected(Day(year: 2026, month: 2, day: 27)))
        #expect(!picker.isAllowed(Day(year: 2026, month: 2, day: 28)))
        #expect(picker.select(Day(year: 2026, month: 2, day: 28)) == .blocked)
        #expect(picker.selectedDay == Day(year: 2026, month: 2, day: 27))
    }

    @Test("the minimum and maximum bound every move; a month with no allowed day is shown but not entered")
    func bounds() {
        let picker = makeDayPicker(Day(year: 2026, month: 11, day: 21),
                                        minimum: Day(year: 2026, month: 11, day: 10), maximum: Day(year: 2026, month: 12, day: 5))
        #expect(picker.handle(.down) == .selected(Day(year: 2026, month: 11, day: 28)))
        #expect(picker.handle(.down) == .selected(Day(year: 2026, month: 12, day: 5)))
        #expect(picker.handle(.down) == .blocked)
        #expect(picker.handle(.right) == .blocked)
        #expect(picker.selectedDay == Day(year: 2026, month: 12, day: 5))
        #expect(picker.handle(.nextMonth) == .blocked)
        #expect(picker.displayedMonth == Month(year: 2027, month: 1))
        #expect(picker.selectedDay == Day(year: 2026, month: 12, day: 5))
        #expect(picker.handle(.previousMonth) == .selected(Day(year: 2026, month: 12, day: 5)))
        #expect(picker.handle(.previousMonth) == .selected(Day(year: 2026, month: 11, day: 10)))
        #expect(picker.handle(.nextYear) == .blocked)
        #expect(picker.handle(.today) == .selected(Day(year: 2026, month: 11, day: 21)))
    }

    @Test("a tap selects and chooses; a day of the next month moves there")
    func taps() throws {
        let picker = makeDayPicker(Day(year: 2026, month: 11, day: 21))
        var chosen: [Day] = []
        picker.onChoose = { chosen.append($0) }
        // November 2026 in six rows from Sunday: row 5 holds December 6–12.
        #expect(picker.tap(row: 5, column: 0) == .chosen(Day(year: 2026, month: 12, day: 6)))
        #expect(picker.displayedMonth == Month(year: 2026, month: 12))
        #expect(picker.monthPicker.selectedMonth == Month(year: 2026, month: 12))
        #expect(picker.tap(row: 9, column: 0) == .blocked)
        #expect(chosen == [Day(year: 2026, month: 12, day: 6)])
    }

    @Test("grid and ribbons stay in sync both ways")
    func sync() throws {
        let picker = makeDayPicker(Day(year: 2026, month: 12, day: 31))
        // Grid past December → January: both ribbons follow.
        picker.handle(.right)
        settle(picker.monthPicker.ribbon)
        settle(picker.yearPicker.ribbon)
        #expect(picker.monthPicker.selectedMonth == Month(year: 2027, month: 1))
        #expect(picker.yearPicker.selectedYear == Year(year: 2027))
        // Dragging the month ribbon two cells to the left shows March and moves the selection there.
        let months = picker.monthPicker.ribbon
        var changes: [Day] = []
        picker.onSelectionChange = { changes.append($0) }
        months.press(x: 100, at: 10_000)
        months.move(x: -140, at: 10_500)
        months.release(x: -140, at: 11_000)
        settle(months)
        #expect(picker.displayedMonth == Month(year: 2027, month: 3))
        #expect(picker.selectedDay == Day(year: 2027, month: 3, day: 1))
        #expect(changes == [Day(year: 2027, month: 3, day: 1)])
        // Dragging the year ribbon one cell to the right shows 2026.
        let years = picker.yearPicker.ribbon
        years.press(x: 20, at: 20_000)
        years.move(x: 90, at: 20_500)
        years.release(x: 90, at: 21_000)
        settle(years)
        #expect(picker.selectedDay == Day(year: 2026, month: 3, day: 1))
        #expect(picker.grid.month == Month(year: 2026, month: 3))
        #expect(picker.monthPicker.year == Year(year: 2026))
    }

    @Test("Hebrew: moving from Adar of a common year into a leap year lands on Adar II")
    func hebrewYearChange() throws {
        let hebrew = CalendarSystem(.hebrew)
        let adar = Day(era: 0, year: 5783, month: 7, day: 10)
        let today = adar
        let configuration = DayPicker.Configuration(calendar: hebrew, locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "UTC")!)
        let picker = DayPicker(configuration: configuration, selecting: adar, today: today)
        #expect(picker.monthPicker.months.count == 12)
        #expect(picker.handle(.nextYear) == .selected(Day(era: 0, year: 5784, month: 7, day: 10)))
        #expect(picker.monthPicker.months.count == 13)
        #expect(picker.monthPicker.name(atRow: try #require(picker.monthPicker.ribbon.selectedRow)) == "Adar II")
        #expect(picker.handle(.previousMonth) == .selected(Day(era: 0, year: 5784, month: 6, day: 10)))
        #expect(picker.handle(.previousYear) == .selected(Day(era: 0, year: 5783, month: 7, day: 10)))
    }
}

@MainActor
@Suite("Calendar picker: starting on a day that is not allowed")
struct DayPickerStartTests {
    @Test("a start month with no allowed day moves the selection to the nearest allowed day")
    func startInDisabledMonth() {
        let picker = makeDayPicker(Day(year: 2024, month: 3, day: 10), isDisabled: { $0.month.month == 3 })
        #expect(picker.selectedDay == Day(year: 2024, month: 2, day: 29))
        #expect(picker.displayedMonth == Month(year: 2024, month: 2))
        #expect(picker.monthPicker.selectedMonth == Month(year: 2024, month: 2))
        #expect(picker.handle(.choose) == .chosen(Day(year: 2024, month: 2, day: 29)))
    }

    @Test("with no allowed day at all, Enter reports blocked instead of choosing")
    func nothingAllowed() {
        let picker = makeDayPicker(Day(year: 2024, month: 3, day: 10), isDisabled: { _ in true })
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.handle(.right) == .blocked)
    }

    @Test("years and day numbers far out of range are refused, not trapped on")
    func extremes() {
        let picker = makeDayPicker(Day(year: 2024, month: 3, day: 10), isDisabled: { _ in false })
        #expect(!picker.isAllowed(Int.max))
        #expect(!picker.isAllowed(Int.min))
        #expect(picker.yearPicker.range.row(of: Year(year: .min)) == nil)
        #expect(picker.yearPicker.range.row(of: Year(year: .max)) == nil)
        picker.yearPicker.select(Year(year: .min), animated: false)
        #expect(picker.yearPicker.selectedYear == Year(year: 2024))
    }
}
