import Foundation
import MiniPicker
import Testing
@testable import CalendarPicker

/// A Gregorian en_US range picker in UTC with a fixed today.
@MainActor
func makeRangePicker(_ start: Day, options: DayPicker.RangeOptions = DayPicker.RangeOptions(),
                     isDisabled: (@MainActor (Day) -> Bool)? = nil, continuous: Bool = false,
                     minimum: Day? = nil, maximum: Day? = nil) -> DayPicker {
    let configuration = DayPicker.Configuration(
        calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
        firstWeekday: .sunday, minimum: minimum, maximum: maximum, isDisabled: isDisabled,
        selectionMode: .range(options), continuousMonths: continuous)
    return DayPicker(configuration: configuration, selecting: start, today: day(2026, 11, 21))
}

@MainActor
@Suite("Day picker: ranges")
struct DayPickerRangeTests {
    @Test("Enter fixes the anchor, moves show the pending range, the second Enter chooses it")
    func enterMoveEnter() {
        let picker = makeRangePicker(day(2026, 11, 20))
        var reported: [DayRange?] = []
        picker.onRangeChange = { reported.append($0) }
        #expect(picker.handle(.choose) == .anchored(day(2026, 11, 20)))
        #expect(picker.handle(.right) == .selected(day(2026, 11, 21)))
        #expect(picker.handle(.right) == .selected(day(2026, 11, 22)))
        #expect(picker.displayedRange == DayRange(day(2026, 11, 20), day(2026, 11, 22))!)
        #expect(picker.selectedRange == nil)
        let marks = (20...23).map { picker.rangeMark(of: day(2026, 11, $0)) }
        #expect(marks == [.start, .inside, .pendingEnd, nil])
        let range = DayRange(day(2026, 11, 20), day(2026, 11, 22))!
        #expect(picker.handle(.choose) == .chosenRange(range))
        #expect(picker.selectedRange == range && picker.anchor == nil)
        #expect(reported == [range])
        #expect(range.description == "2026-11-20/2026-11-22")
        let chosenMarks = (19...23).map { picker.rangeMark(of: day(2026, 11, $0)) }
        #expect(chosenMarks == [nil, .start, .inside, .end, nil])
    }

    @Test("a range picked backwards is ordered; Shift-arrows move the chosen range's end the selection is on, or extend from the selection; Esc keeps the chosen range")
    func backwardsShiftAndEsc() {
        let picker = makeRangePicker(day(2026, 11, 20))
        var reported: [DayRange?] = []
        picker.onRangeChange = { reported.append($0) }
        #expect(picker.handle(.choose) == .anchored(day(2026, 11, 20)))
        #expect(picker.handle(.up) == .selected(day(2026, 11, 13)))
        #expect(picker.handle(.choose) == .chosenRange(DayRange(day(2026, 11, 13), day(2026, 11, 20))!))
        // The selection is on the range's start: Shift-Right moves that end and chooses the new range at once.
        #expect(picker.handle(.extendRight) == .chosenRange(DayRange(day(2026, 11, 14), day(2026, 11, 20))!))
        #expect(picker.anchor == nil && picker.selectedDay == day(2026, 11, 14))
        // Moved past the fixed end (the 20th), the moving end becomes the range's end.
        #expect(picker.handle(.extendDown) == .chosenRange(DayRange(day(2026, 11, 20), day(2026, 11, 21))!))
        #expect(picker.handle(.cancel) == .blocked)                     // nothing pending
        #expect(picker.selectedRange == DayRange(day(2026, 11, 20), day(2026, 11, 21))!)
        #expect(reported == [DayRange(day(2026, 11, 13), day(2026, 11, 20))!, DayRange(day(2026, 11, 14), day(2026, 11, 20))!,
                             DayRange(day(2026, 11, 20), day(2026, 11, 21))!])
        // Off the chosen range's ends, Shift-Right fixes the anchor at the selection and the range grows from it;
        // Esc drops that pending range and the chosen one shows again.
        #expect(picker.handle(.up) == .selected(day(2026, 11, 14)))
        #expect(picker.handle(.extendRight) == .selected(day(2026, 11, 15)))
        #expect(picker.anchor == day(2026, 11, 14))
        #expect(picker.handle(.extendDown) == .selected(day(2026, 11, 22)))
        #expect(picker.displayedRange == DayRange(day(2026, 11, 14), day(2026, 11, 22))!)
        #expect(picker.handle(.cancel) == .cancelled)
        #expect(picker.displayedRange == DayRange(day(2026, 11, 20), day(2026, 11, 21))!)
        #expect(picker.handle(.cancel) == .blocked)
        #expect(reported.count == 3)
    }

    @Test("ranges span months and years, and the grid follows the pending end")
    func acrossYears() {
        let picker = makeRangePicker(day(2026, 12, 30))
        picker.handle(.choose)
        #expect(picker.handle(.nextMonth) == .selected(day(2027, 1, 30)))
        #expect(picker.displayedMonth == month(2027, 1))
        #expect(picker.handle(.choose) == .chosenRange(DayRange(day(2026, 12, 30), day(2027, 1, 30))!))
    }

    @Test("the maximum length and disabled days bound the pending end; disabled days inside when allowed")
    func rules() {
        let weekend: @MainActor (Day) -> Bool = { $0.weekday == .sunday || $0.weekday == .saturday }
        // Friday 2026-11-20: the weekend follows.
        let strict = makeRangePicker(day(2026, 11, 19), isDisabled: weekend)
        strict.handle(.choose)
        #expect(strict.handle(.right) == .selected(day(2026, 11, 20)))
        #expect(strict.handle(.right) == .blocked)                 // Saturday: refused inside
        #expect(strict.handle(.down) == .blocked)                  // a week on would hold the weekend
        let lenient = makeRangePicker(day(2026, 11, 19), options: DayPicker.RangeOptions(allowsDisabledDaysInside: true),
                                      isDisabled: weekend)
        lenient.handle(.choose)
        #expect(lenient.handle(.right) == .selected(day(2026, 11, 20)))
        #expect(lenient.handle(.right) == .selected(day(2026, 11, 23)))   // over the weekend, to Monday
        #expect(lenient.handle(.choose) == .chosenRange(DayRange(day(2026, 11, 19), day(2026, 11, 23))!))
        let short = makeRangePicker(day(2026, 11, 1), options: DayPicker.RangeOptions(maximumLength: 3))
        short.handle(.choose)
        #expect(short.handle(.right) == .selected(day(2026, 11, 2)))
        #expect(short.handle(.right) == .selected(day(2026, 11, 3)))
        #expect(short.handle(.right) == .blocked)
        #expect(short.handle(.nextMonth) == .blocked)
    }

    @Test("taps and a mouse drag pick ranges; a click on one cell only fixes the anchor")
    func mouse() throws {
        let picker = makeRangePicker(day(2026, 11, 1))
        // November 2026 starts on a Sunday: row 0 column 0 is the 1st.
        #expect(picker.pressCell(row: 2, column: 3) == .anchored(day(2026, 11, 18)))
        #expect(picker.dragCell(row: 2, column: 4) == .selected(day(2026, 11, 19)))
        #expect(picker.dragCell(row: 3, column: 1) == .selected(day(2026, 11, 23)))
        #expect(picker.releaseCell(row: 3, column: 1) == .chosenRange(DayRange(day(2026, 11, 18), day(2026, 11, 23))!))
        // A click fixes the anchor; a second click elsewhere chooses.
        #expect(picker.pressCell(row: 0, column: 2) == .anchored(day(2026, 11, 3)))
        #expect(picker.releaseCell(row: 0, column: 2) == .anchored(day(2026, 11, 3)))
        #expect(picker.tap(row: 0, column: 5) == .chosenRange(DayRange(day(2026, 11, 3), day(2026, 11, 6))!))
        // A drag ending outside the grid chooses where the pending end was.
        picker.pressCell(row: 1, column: 0)
        picker.dragCell(row: 1, column: 2)
        #expect(picker.releaseCell(row: nil, column: nil) == .chosenRange(DayRange(day(2026, 11, 8), day(2026, 11, 10))!))
    }

    @Test("programmatic ranges are checked and reported only when asked")
    func programmatic() {
        let picker = makeRangePicker(day(2026, 11, 1), options: DayPicker.RangeOptions(maximumLength: 10))
        var reported: [DayRange?] = []
        picker.onRangeChange = { reported.append($0) }
        let range = DayRange(day(2026, 11, 5), day(2026, 11, 9))!
        #expect(picker.select(range: range) == .chosenRange(range))
        #expect(picker.selectedDay == day(2026, 11, 9))
        #expect(reported.isEmpty)
        // A range given end first is ordered when it is made; a range reaching outside the bounds is refused.
        #expect(DayRange(between: day(2026, 11, 9), and: day(2026, 11, 5)) == range)
        let first = picker.configuration.calendarDays.lowerBound
        #expect(picker.select(range: DayRange(first - 3, first + 1)!) == .blocked)                           // before the calendar
        #expect(picker.select(range: DayRange(day(2026, 11, 1), day(2026, 11, 30))!) == .blocked)  // too long
        #expect(picker.select(range: range, notify: true) == .chosenRange(range))
        #expect(reported.isEmpty)    // unchanged: nothing to report
        let other = DayRange(day(2026, 11, 6), day(2026, 11, 6))!
        #expect(picker.select(range: other, notify: true) == .chosenRange(other))
        #expect(reported == [other])
        // Single mode takes no range.
        #expect(makeDayPicker(day(2026, 11, 1)).select(range: range) == .blocked)
    }
}

@MainActor
@Suite("Day picker: the ends of the year range and a continuous month ribbon")
struct DayPickerEdgeTests {
    @Test("past 9999-12-31 and before 0001-01-01 every move is blocked; grid and ribbons agree", arguments: [
        (day(9999, 12, 31), [DayPicker.Key.right, .down, .nextMonth, .nextYear, .endOfWeek]),
        (day(1, 1, 1), [DayPicker.Key.left, .up, .previousMonth, .previousYear, .startOfWeek]),
    ])
    func yearRangeEdges(start: Day, keys: [DayPicker.Key]) {
        let picker = makeDayPicker(start)
        #expect(picker.selectedDay == start)
        for key in keys {
            let outcome = picker.handle(key)
            #expect(outcome == .blocked || outcome == .selected(start), "\(key)")
            #expect(picker.selectedDay == start, "\(key)")
            let startMonth = picker.calendar.month(containing: start)!
            #expect(picker.displayedMonth == startMonth, "\(key)")
            #expect(picker.ribbonMonth == startMonth, "\(key)")
            #expect(picker.ribbonYear == startMonth.yearValue, "\(key)")
        }
    }

    @Test("bounds that leave no day within the year range allow nothing, and nothing breaks")
    func boundsOutsideTheYearRange() {
        // The Persian calendar's years start in AD 622: bounds in AD 300 lie before all of them.
        let persian = CalendarSystem(.persian)
        let early = DayArithmetic.dayNumber(julianYear: 300, month: 1, day: 1)
        let configuration = DayPicker.Configuration(calendar: persian, locale: Locale(identifier: "en_US"),
                                                    minimum: Day(dayNumber: early)!,
                                                    maximum: Day(dayNumber: early + 30)!)
        let picker = DayPicker(configuration: configuration, selecting: Day(dayNumber: early)!,
                               today: Day(dayNumber: early)!)
        #expect(picker.selectedDay == nil)
        #expect(picker.displayedMonth.contains(picker.years.days.lowerBound))
        #expect(picker.handle(.right) == .blocked)
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.selectedDay == nil)
        #expect(throws: DayPicker.Problem.beforeCalendar(Day(dayNumber: early)!,
                                                         firstDay: picker.configuration.calendarDays.lowerBound)) {
            try configuration.validate()
        }
    }

    @Test("ISO 8601 weeks start on Monday unless a first weekday is given")
    func isoFirstWeekday() {
        let iso = DayPicker(configuration: DayPicker.Configuration(calendar: CalendarSystem(.iso8601),
                                                                   locale: Locale(identifier: "en_US")),
                            selecting: day(2026, 11, 1), today: day(2026, 11, 1))
        #expect(iso.firstWeekday == .monday)
        let sunday = DayPicker(configuration: DayPicker.Configuration(calendar: CalendarSystem(.iso8601),
                                                                      locale: Locale(identifier: "en_US"), firstWeekday: .sunday),
                               selecting: day(2026, 11, 1), today: day(2026, 11, 1))
        #expect(sunday.firstWeekday == .sunday)
        #expect(CalendarSystem(.gregorian).defaultFirstWeekday(in: Locale(identifier: "en_US")) == .sunday)
        #expect(CalendarSystem(.gregorian).defaultFirstWeekday(in: Locale(identifier: "de_DE")) == .monday)
    }

    @Test("a continuous month ribbon drags on from December into January; the year ribbon and grid follow")
    func continuousDrag() {
        let picker = makeRangePicker(day(2026, 12, 15), continuous: true)
        #expect(picker.months.first == month(2025, 1) && picker.months.last == month(2027, 12))
        // One cell to the left: from December 2026 to January 2027.
        picker.press(.monthRibbon, along: 100, at: 0)
        picker.drag(along: 40, at: 200)
        picker.drag(along: -20, at: 400)
        picker.release(along: -20, at: 800)
        picker.advanceToRest()
        #expect(picker.selectedDay == day(2027, 1, 15))
        #expect(picker.displayedMonth == month(2027, 1))
        #expect(picker.ribbonYear == Year(era: 1, year: 2027))
        #expect(picker.ribbonMonth == month(2027, 1))
        // The rows moved to be centred on 2027, and the ribbon still shows January there.
        #expect(picker.months.first == month(2026, 1))
        #expect(picker.monthRibbon.selectedIndex.map { picker.months[$0] } == month(2027, 1))
        // A tap on the left third goes back across the year again.
        picker.press(.monthRibbon, along: 10, at: 10_000)
        picker.release(along: 10, at: 10_050)
        picker.advanceToRest()
        #expect(picker.selectedDay == day(2026, 12, 15))
        #expect(picker.ribbonYear == Year(era: 1, year: 2026))
    }

    @Test("the continuous ribbon stops at the year range's ends")
    func continuousEnds() {
        let picker = makeRangePicker(day(9999, 12, 1), continuous: true)
        #expect(picker.months.last == month(9999, 12))
        #expect(picker.months.first == month(9998, 1))
        picker.scroll(.monthRibbon, by: 1)
        picker.advanceToRest()
        #expect(picker.selectedDay == day(9999, 12, 1))
    }
}
