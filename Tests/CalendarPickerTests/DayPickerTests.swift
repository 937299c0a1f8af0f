import Foundation
import MiniPicker
import Testing
@testable import CalendarPicker

/// A Gregorian picker in en_US (weeks from Sunday) with a fixed today.
@MainActor
func makeDayPicker(_ start: Day, today: Day = day(2026, 11, 21), firstWeekday: Weekday? = .sunday,
                   minimum: Day? = nil, maximum: Day? = nil,
                   isDisabled: (@MainActor (Day) -> Bool)? = nil) -> DayPicker {
    let configuration = DayPicker.Configuration(
        calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
        timeZone: TimeZone(identifier: "UTC")!, firstWeekday: firstWeekday,
        minimum: minimum, maximum: maximum, isDisabled: isDisabled)
    return DayPicker(configuration: configuration, selecting: start, today: today)
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
        (day(2026, 11, 21), DayPicker.Key.left, day(2026, 11, 20)),
        (day(2026, 11, 30), .right, day(2026, 12, 1)),
        (day(2026, 12, 31), .right, day(2027, 1, 1)),
        (day(2026, 11, 3), .up, day(2026, 10, 27)),
        (day(2026, 11, 28), .down, day(2026, 12, 5)),
        (day(2028, 1, 31), .nextMonth, day(2028, 2, 29)),
        (day(2027, 1, 31), .nextMonth, day(2027, 2, 28)),
        (day(2026, 3, 31), .previousMonth, day(2026, 2, 28)),
        (day(2026, 1, 15), .previousMonth, day(2025, 12, 15)),
        (day(2028, 2, 29), .nextYear, day(2029, 2, 28)),
        (day(2028, 2, 29), .previousYear, day(2027, 2, 28)),
        (day(2026, 11, 18), .startOfWeek, day(2026, 11, 15)),
        (day(2026, 11, 18), .endOfWeek, day(2026, 11, 21)),
        (day(2026, 12, 2), .startOfWeek, day(2026, 11, 29)),
        (day(2026, 12, 30), .endOfWeek, day(2027, 1, 2)),
        (day(1999, 5, 5), .today, day(2026, 11, 21)),
        (day(1582, 10, 4), .right, day(1582, 10, 15)),
        (day(1582, 9, 10), .nextMonth, day(1582, 10, 4)),   // the 10th does not exist: the day before the gap
        (day(1582, 11, 12), .previousMonth, day(1582, 10, 4)),
    ])
    func keys(start: Day, key: DayPicker.Key, expected: Day) {
        let picker = makeDayPicker(start)
        #expect(picker.handle(key) == .selected(expected))
        #expect(picker.selectedDay == expected)
        #expect(picker.displayedMonth == picker.calendar.month(containing: expected)!)
        #expect(picker.grid.month == picker.calendar.month(containing: expected)!)
    }

    @Test("Home and End follow the first weekday")
    func weekEdgesOnMonday() {
        let picker = makeDayPicker(day(2026, 11, 22), firstWeekday: .monday)   // a Sunday
        #expect(picker.handle(.startOfWeek) == .selected(day(2026, 11, 16)))
        #expect(picker.handle(.endOfWeek) == .selected(day(2026, 11, 22)))
    }

    @Test("Enter chooses the selection; only user changes are reported")
    func callbacks() {
        let picker = makeDayPicker(day(2026, 11, 21))
        var changes: [Day?] = []
        var chosen: [Day] = []
        picker.onSelectionChange = { changes.append($0) }
        picker.onChoose = { chosen.append($0) }
        picker.handle(.right)
        picker.select(day(2026, 1, 1))
        picker.select(day(2026, 1, 2), notify: true)
        #expect(picker.handle(.choose) == .chosen(day(2026, 1, 2)))
        #expect(changes == [day(2026, 11, 22), day(2026, 1, 2)])
        #expect(chosen == [day(2026, 1, 2)])
    }

    @Test("disabled days are skipped by arrows and avoided by month changes")
    func disabledDays() {
        let weekend: @MainActor (Day) -> Bool = { $0.weekday == .sunday || $0.weekday == .saturday }
        let picker = makeDayPicker(day(2026, 11, 20), isDisabled: weekend)   // a Friday
        #expect(picker.handle(.right) == .selected(day(2026, 11, 23)))
        #expect(picker.handle(.left) == .selected(day(2026, 11, 20)))
        #expect(picker.handle(.startOfWeek) == .selected(day(2026, 11, 16)))
        // 2026-11-16 + 1 month = 2026-12-16, a Wednesday; 2026-01-31 → February 28 is a Saturday → Friday 27th.
        #expect(picker.handle(.nextMonth) == .selected(day(2026, 12, 16)))
        picker.select(day(2026, 1, 30))
        #expect(picker.handle(.nextMonth) == .selected(day(2026, 2, 27)))
        #expect(!picker.isAllowed(day(2026, 2, 28)))
        #expect(picker.select(day(2026, 2, 28)) == .blocked)
        #expect(picker.selectedDay == day(2026, 2, 27))
    }

    @Test("the minimum and maximum bound every move; a month with no allowed day is not shown")
    func bounds() {
        let picker = makeDayPicker(day(2026, 11, 21), minimum: day(2026, 11, 10), maximum: day(2026, 12, 5))
        #expect(picker.handle(.down) == .selected(day(2026, 11, 28)))
        #expect(picker.handle(.down) == .selected(day(2026, 12, 5)))
        #expect(picker.handle(.down) == .blocked)
        #expect(picker.handle(.right) == .blocked)
        #expect(picker.selectedDay == day(2026, 12, 5))
        #expect(picker.handle(.nextMonth) == .blocked)
        #expect(picker.displayedMonth == month(2026, 12))
        #expect(picker.selectedDay == day(2026, 12, 5))
        #expect(picker.handle(.previousMonth) == .selected(day(2026, 11, 10)))
        #expect(picker.handle(.previousMonth) == .blocked)
        #expect(picker.displayedMonth == month(2026, 11))
        #expect(picker.handle(.nextYear) == .blocked)
        #expect(picker.handle(.today) == .selected(day(2026, 11, 21)))
        // The ribbons offer only the months that hold allowed days.
        #expect(picker.months == [month(2026, 11), month(2026, 12)])
        #expect(picker.years.count == 1)
    }

    @Test("a tap selects and chooses; a day of the next month moves there")
    func taps() throws {
        let picker = makeDayPicker(day(2026, 11, 21))
        var chosen: [Day] = []
        picker.onChoose = { chosen.append($0) }
        // November 2026 in six rows from Sunday: row 5 holds December 6–12.
        #expect(picker.tap(row: 5, column: 0) == .chosen(day(2026, 12, 6)))
        #expect(picker.displayedMonth == month(2026, 12))
        #expect(picker.ribbonMonth == month(2026, 12))
        #expect(picker.tap(row: 9, column: 0) == .blocked)
        #expect(chosen == [day(2026, 12, 6)])
    }

    @Test("grid and ribbons stay in sync both ways")
    func sync() throws {
        let picker = makeDayPicker(day(2026, 12, 31))
        // Grid past December → January: both ribbons follow.
        picker.handle(.right)
        picker.advanceToRest()
        #expect(picker.ribbonMonth == month(2027, 1))
        #expect(picker.ribbonYear == Year(era: 1, year: 2027))
        // Dragging the month ribbon two cells to the left shows March and moves the selection there.
        var changes: [Day?] = []
        picker.onSelectionChange = { changes.append($0) }
        picker.press(.monthRibbon, along: 100, at: 10_000)
        picker.drag(along: -140, at: 10_500)
        picker.release(along: -140, at: 11_000)
        picker.advanceToRest()
        #expect(picker.displayedMonth == month(2027, 3))
        #expect(picker.selectedDay == day(2027, 3, 1))
        #expect(changes == [day(2027, 3, 1)])
        // Dragging the year ribbon one cell to the right shows 2026.
        picker.press(.yearRibbon, along: 20, at: 20_000)
        picker.drag(along: 90, at: 20_500)
        picker.release(along: 90, at: 21_000)
        picker.advanceToRest()
        #expect(picker.selectedDay == day(2026, 3, 1))
        #expect(picker.grid.month == month(2026, 3))
        #expect(picker.ribbonYear == Year(era: 1, year: 2026))
    }

    @Test("while the month ribbon is dragged across December to January, the grid and the year follow at once")
    func followDuringDrag() throws {
        var configuration = DayPicker.Configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "UTC")!)
        configuration.continuousMonths = true
        let picker = DayPicker(configuration: configuration, selecting: day(2026, 12, 15), today: day(2026, 11, 21))
        let width = picker.monthRibbon.ribbon.itemWidth
        picker.press(.monthRibbon, along: width / 2, at: 1_000)
        // More than half a cell to the left: January reaches the centre, the finger still down.
        picker.drag(along: width / 2 - width * 0.7, at: 1_200)
        #expect(picker.displayedMonth == month(2027, 1))
        #expect(picker.ribbonYear == Year(era: 1, year: 2027))
        #expect(picker.selectedDay == day(2026, 12, 15), "the selection waits for the ribbon to settle")
        // Back: December again, and its year.
        picker.drag(along: width / 2 - width * 0.2, at: 1_400)
        #expect(picker.displayedMonth == month(2026, 12))
        #expect(picker.ribbonYear == Year(era: 1, year: 2026))
        picker.release(along: width / 2 - width * 0.2, at: 1_600)
        picker.advanceToRest()
        #expect(picker.displayedMonth == month(2026, 12) && picker.selectedDay == day(2026, 12, 15))
        // A drag that ends on January settles there, with its year.
        picker.press(.monthRibbon, along: width / 2, at: 5_000)
        picker.drag(along: width / 2 - width * 0.7, at: 5_300)
        picker.release(along: width / 2 - width * 0.7, at: 5_900)
        picker.advanceToRest()
        #expect(picker.displayedMonth == month(2027, 1) && picker.selectedDay == day(2027, 1, 15))
        #expect(picker.ribbonYear == Year(era: 1, year: 2027))
    }

    @Test("Hebrew: moving from Adar of a common year into a leap year lands on Adar II")
    func hebrewYearChange() throws {
        let hebrew = CalendarSystem(.hebrew)
        let adar = hebrew.existingDay(era: 0, year: 5783, month: 7, day: 10)
        let today = adar
        let configuration = DayPicker.Configuration(calendar: hebrew, locale: Locale(identifier: "en_US"),
                                                    timeZone: TimeZone(identifier: "UTC")!)
        let picker = DayPicker(configuration: configuration, selecting: adar, today: today)
        #expect(picker.months.count == 12)
        #expect(picker.handle(.nextYear) == .selected(hebrew.existingDay(era: 0, year: 5784, month: 7, day: 10)))
        #expect(picker.months.count == 13)
        #expect(picker.monthNames(atRow: try #require(picker.monthRibbon.selectedIndex)).first! == "Adar II")
        #expect(picker.handle(.previousMonth) == .selected(hebrew.existingDay(era: 0, year: 5784, month: 6, day: 10)))
        #expect(picker.handle(.previousYear) == .selected(hebrew.existingDay(era: 0, year: 5783, month: 7, day: 10)))
    }
}

@MainActor
@Suite("Calendar picker: starting on a day that is not allowed")
struct DayPickerStartTests {
    @Test("a start month with no allowed day moves the selection to the nearest allowed day")
    func startInDisabledMonth() {
        let picker = makeDayPicker(day(2024, 3, 10), isDisabled: { CalendarSystem(.gregorian).components(of: $0)!.month == 3 })
        #expect(picker.selectedDay == day(2024, 2, 29))
        #expect(picker.displayedMonth == month(2024, 2))
        #expect(picker.ribbonMonth == month(2024, 2))
        #expect(picker.handle(.choose) == .chosen(day(2024, 2, 29)))
    }

    @Test("with no allowed day at all, Enter reports blocked instead of choosing")
    func nothingAllowed() {
        let picker = makeDayPicker(day(2024, 3, 10), isDisabled: { _ in true })
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.handle(.right) == .blocked)
    }

    @Test("years and day numbers far out of range are refused, not trapped on")
    func extremes() {
        let picker = makeDayPicker(day(2024, 3, 10), isDisabled: { _ in false })
        #expect(!picker.isAllowed(Int.max))
        #expect(!picker.isAllowed(Int.min))
        #expect(!picker.isAllowed(Day(dayNumber: Day.supportedDayNumbers.upperBound)!))
        #expect(!picker.isAllowed(Day(dayNumber: Day.supportedDayNumbers.lowerBound)!))
        #expect(picker.years.row(of: Year(era: 1, year: .min)) == nil)
        #expect(picker.years.row(of: Year(era: 1, year: .max)) == nil)
        #expect(picker.showYear(Year(era: 1, year: .min)) == .blocked)
        #expect(picker.ribbonYear == Year(era: 1, year: 2024))
    }
}
