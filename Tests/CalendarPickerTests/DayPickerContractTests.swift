import Foundation
import Observation
import Testing
import TestSupport
@testable import CalendarPicker
@testable import MiniPicker

/// A day of Foundation's Gregorian calendar (Julian before 1582-10-15).
private func gregorian(_ year: Int, _ month: Int, _ day: Int) -> Day {
    CalendarSystem(.gregorian).day(from: DayComponents(era: 1, year: year, month: month, day: day))!
}

/// A Gregorian en_US configuration in GMT.
private func configuration(minimum: Day? = nil, maximum: Day? = nil,
                           mode: DayPicker.SelectionMode = .single) -> DayPicker.Configuration {
    DayPicker.Configuration(calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"),
                            timeZone: TimeZone(secondsFromGMT: 0)!, minimum: minimum, maximum: maximum,
                            selectionMode: mode, continuousMonths: true)
}

/// Drags a ribbon's content one cell to the left, slowly: the next row comes to rest.
@MainActor
private func dragOneCellLeft(_ picker: DayPicker) {
    let width = picker.monthRibbon.ribbon.itemWidth
    picker.press(.monthRibbon, along: width * 0.75, at: 0)
    picker.drag(along: width * 0.25, at: 200)
    picker.drag(along: -width * 0.25, at: 400)
    picker.release(along: -width * 0.25, at: 800)
}

/// A flag an observer's change handler (which may run anywhere) raises.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// The bookings an app keeps on the main actor.
@MainActor
private final class Bookings {
    var blocked: Set<Day> = []
}

/// What an app holds on to: a picker it can reconfigure and observe, bounds
/// that navigation keeps to, hooks it cannot break, and no traps.
@MainActor
@Suite("The day picker as an app holds it")
struct DayPickerContractTests {
    @Test("PageDown stops at the maximum: January 2027 stays shown, and Enter chooses the 15th, a day on screen")
    func navigationStopsAtTheBounds() {
        let picker = DayPicker(configuration: configuration(minimum: gregorian(2026, 11, 3), maximum: gregorian(2027, 1, 15)),
                               selecting: gregorian(2026, 11, 30), today: gregorian(2026, 11, 30))
        var shown: [Month] = []
        for _ in 0..<4 {
            picker.handle(.nextMonth)
            shown.append(picker.displayedMonth)
        }
        #expect(shown.map(\.number) == [12, 1, 1, 1])
        #expect(picker.selectedDay == gregorian(2027, 1, 15))
        #expect(picker.handle(.choose) == .chosen(gregorian(2027, 1, 15)))
        // The ribbons offer no month after January 2027 and none before November 2026.
        #expect(picker.months.last?.lastDay == gregorian(2027, 1, 31))
        #expect(picker.months.first?.firstDay == gregorian(2026, 1, 1) || picker.months.first?.number == 11)
        #expect(picker.years.count == 2)
        #expect(picker.handle(.nextYear) == .blocked)
    }

    @Test("Enter chooses only a day the grid shows: a month with no allowed day shown by its ribbon brings the selection back")
    func enterChoosesOnlyAShownDay() throws {
        var settings = configuration()
        settings.isDisabled = { day in CalendarSystem(.gregorian).components(of: day)!.month == 12 }
        let picker = DayPicker(configuration: settings, selecting: gregorian(2026, 11, 20), today: gregorian(2026, 11, 20))
        // Settle the month ribbon on December: the grid shows it, the selection stays in November.
        let december = try #require(picker.months.firstIndex { $0.number == 12 && $0.year == 2026 })
        dragOneCellLeft(picker)
        picker.advanceToRest()
        #expect(picker.monthRibbon.selectedIndex == december)
        #expect(picker.displayedMonth.number == 12)
        #expect(picker.selectedDay == gregorian(2026, 11, 20))
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.displayedMonth.number == 11)
        #expect(picker.handle(.choose) == .chosen(gregorian(2026, 11, 20)))
    }

    @Test("a ribbon's settle reaches the host's callback once, after the picker moved the selection")
    func callbacksFollowTheSettle() {
        let picker = DayPicker(configuration: configuration(), selecting: gregorian(2026, 3, 10), today: gregorian(2026, 3, 10))
        var heard: [Day?] = []
        var seen: [(month: Int, ribbon: Month?)] = []
        picker.onSelectionChange = { [unowned picker] day in
            heard.append(day)
            // A host's callback may read the picker: it is in step, and nothing of it is mid-change.
            seen.append((picker.displayedMonth.number, picker.ribbonMonth))
        }
        // A drag of most of a cell to the left brings April, once it settles.
        let width = picker.monthRibbon.ribbon.itemWidth
        picker.press(.monthRibbon, along: width * 0.75, at: 0)
        picker.drag(along: 0, at: 400)
        picker.release(along: 0, at: 800)
        #expect(heard.isEmpty && picker.isAnimating)
        picker.advanceToRest()
        #expect(picker.displayedMonth.number == 4)
        #expect(picker.selectedDay == gregorian(2026, 4, 10))
        #expect(heard == [gregorian(2026, 4, 10)])
        #expect(seen.map(\.month) == [4] && seen.map(\.ribbon) == [picker.displayedMonth])
    }

    @Test("a minimum after the maximum is no trap: no day is selected, every key is blocked, validate() names it")
    func conflictingBounds() {
        let settings = configuration(minimum: gregorian(2026, 6, 1), maximum: gregorian(2026, 5, 1))
        let picker = DayPicker(configuration: settings, selecting: gregorian(2026, 5, 15), today: gregorian(2026, 5, 15))
        #expect(picker.selectedDay == nil)
        for key in DayPicker.Key.allCases { #expect(picker.handle(key) == .blocked, "\(key)") }
        #expect(picker.tap(row: 2, column: 3) == .blocked)
        #expect(throws: DayPicker.Problem.minimumAfterMaximum(minimum: gregorian(2026, 6, 1), maximum: gregorian(2026, 5, 1))) {
            try settings.validate()
        }
    }

    @Test("a new maximum moves the selection into the bounds at once, and observers and the callback hear of it")
    func reconfiguring() {
        let picker = DayPicker(configuration: configuration(), selecting: gregorian(2026, 11, 20), today: gregorian(2026, 11, 20))
        var told: [Day?] = []
        picker.onSelectionChange = { told.append($0) }
        let observed = Flag()
        withObservationTracking { _ = picker.selectedDay } onChange: { observed.set() }
        picker.configuration.maximum = gregorian(2026, 10, 5)
        #expect(picker.selectedDay == gregorian(2026, 10, 5))
        #expect(picker.displayedMonth.number == 10)
        #expect(observed.isSet)
        #expect(told == [gregorian(2026, 10, 5)])
        #expect(picker.handle(.right) == .blocked)
    }

    @Test("a new calendar keeps the selected day and shows its month in that calendar")
    func changingTheCalendar() {
        let picker = DayPicker(configuration: configuration(), selecting: gregorian(2026, 11, 24), today: gregorian(2026, 11, 24))
        let before = picker.months
        picker.configuration.calendar = CalendarSystem(.hebrew)
        #expect(picker.selectedDay == gregorian(2026, 11, 24))
        #expect(picker.displayedMonth.era == 0 && picker.displayedMonth.year == 5787 && picker.displayedMonth.number == 3)
        #expect(picker.months != before)
        #expect(picker.ribbonMonth == picker.displayedMonth)
        #expect(picker.labels.name(of: picker.displayedMonth) == "Kislev")
    }

    @Test("the disabled-day rule may read an app's main-actor state")
    func disabledDaysFromMainActorState() {
        let bookings = Bookings()
        var settings = configuration()
        settings.isDisabled = { bookings.blocked.contains($0) }
        let picker = DayPicker(configuration: settings, selecting: gregorian(2026, 11, 20), today: gregorian(2026, 11, 20))
        bookings.blocked = [gregorian(2026, 11, 21), gregorian(2026, 11, 22)]
        #expect(picker.handle(.right) == .selected(gregorian(2026, 11, 23)))
        #expect(!picker.isAllowed(gregorian(2026, 11, 21)))
    }

    @Test("reloadDisabledDays() moves the selection off a day the rule now refuses, lets chosen days go, and tells observers")
    func reloadingDisabledDays() {
        let bookings = Bookings()
        var settings = configuration(mode: .multiple)
        settings.isDisabled = { bookings.blocked.contains($0) }
        let picker = DayPicker(configuration: settings, selecting: gregorian(2026, 11, 20), today: gregorian(2026, 11, 20))
        #expect(picker.handle(.choose) == .toggled(gregorian(2026, 11, 20), isChosen: true))
        var moves: [Day?] = [], chosen: [[Day]] = []
        picker.onSelectionChange = { moves.append($0) }
        picker.onDaysChange = { chosen.append($0.sorted()) }
        bookings.blocked = [gregorian(2026, 11, 20), gregorian(2026, 11, 21)]
        #expect(picker.selectedDay == gregorian(2026, 11, 20))   // the rule's answers changed; the picker has not asked yet
        let flag = Flag()
        withObservationTracking { _ = picker.selectedDay } onChange: { flag.set() }
        picker.reloadDisabledDays()
        #expect(picker.selectedDay == gregorian(2026, 11, 19))   // the nearest allowed day (19 and 21 tie; 21 is blocked)
        #expect(picker.selectedDays.isEmpty)
        #expect(moves == [gregorian(2026, 11, 19)] && chosen == [[]])
        #expect(flag.isSet)
        picker.reloadDisabledDays()                                // nothing changed since: nothing to tell
        #expect(moves.count == 1 && chosen.count == 1)
    }

    @Test("several days: Enter adds a day or takes it out, up to the maximum count, in order")
    func multipleDays() {
        let picker = DayPicker(configuration: configuration(mode: .multiple(maximumCount: 2)),
                               selecting: gregorian(2026, 11, 10), today: gregorian(2026, 11, 10))
        var heard: [[Day]] = []
        picker.onDaysChange = { heard.append($0.sorted()) }
        #expect(picker.handle(.choose) == .toggled(gregorian(2026, 11, 10), isChosen: true))
        picker.handle(.right)
        picker.handle(.right)
        #expect(picker.handle(.choose) == .toggled(gregorian(2026, 11, 12), isChosen: true))
        picker.handle(.right)
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.tap(row: 1, column: 2) == .toggled(gregorian(2026, 11, 10), isChosen: false))
        #expect(picker.chosenDaysInOrder == [gregorian(2026, 11, 12)])
        #expect(heard == [[gregorian(2026, 11, 10)], [gregorian(2026, 11, 10), gregorian(2026, 11, 12)], [gregorian(2026, 11, 12)]])
        // A new maximum drops the chosen days after it.
        picker.configuration.maximum = gregorian(2026, 11, 11)
        #expect(picker.selectedDays.isEmpty)
    }

    @Test("Shift-arrows after a chosen range extend it from its fixed end and choose it at once")
    func shiftArrowsExtendAChosenRange() {
        let picker = DayPicker(configuration: configuration(mode: .range), selecting: gregorian(2026, 11, 23),
                               today: gregorian(2026, 11, 23))
        picker.handle(.choose)
        picker.handle(.right)
        picker.handle(.right)
        #expect(picker.handle(.choose) == .chosenRange(DayRange(gregorian(2026, 11, 23), gregorian(2026, 11, 25))!))
        #expect(picker.handle(.extendRight) == .chosenRange(DayRange(gregorian(2026, 11, 23), gregorian(2026, 11, 26))!))
        #expect(picker.handle(.extendDown) == .chosenRange(DayRange(gregorian(2026, 11, 23), gregorian(2026, 12, 3))!))
        #expect(picker.anchor == nil)
        #expect(picker.selectedRange == DayRange(gregorian(2026, 11, 23), gregorian(2026, 12, 3))!)
    }

    @Test("the checks an app runs first: days, ranges and sets against the bounds and rules")
    func problems() {
        var settings = configuration(minimum: gregorian(2026, 1, 1), maximum: gregorian(2026, 6, 1),
                                     mode: .range(DayPicker.RangeOptions(maximumLength: 10)))
        settings.isDisabled = { $0 == gregorian(2026, 3, 5) }
        #expect(settings.problem(with: gregorian(2025, 12, 31)) == .beforeMinimum(gregorian(2025, 12, 31), minimum: gregorian(2026, 1, 1)))
        #expect(settings.problem(with: gregorian(2026, 3, 5)) == .disabled(gregorian(2026, 3, 5)))
        #expect(settings.problem(with: gregorian(2026, 3, 6)) == nil)
        let long = DayRange(gregorian(2026, 2, 1), gregorian(2026, 2, 20))!
        #expect(settings.problem(with: long) == .rangeTooLong(long, maximumLength: 10))
        let holey = DayRange(gregorian(2026, 3, 1), gregorian(2026, 3, 8))!
        #expect(settings.problem(with: holey) == .disabledDayInside(holey, day: gregorian(2026, 3, 5)))
        let cut = DayRange(gregorian(2026, 1, 1), gregorian(2026, 12, 31))!
        #expect(settings.problem(with: cut) == .afterMaximum(gregorian(2026, 12, 31), maximum: gregorian(2026, 6, 1)))
        var japanese = configuration(minimum: gregorian(1700, 1, 1))
        japanese.calendar = CalendarSystem(.japanese)
        #expect(throws: DayPicker.Problem.beforeCalendar(gregorian(1700, 1, 1), firstDay: gregorian(1868, 9, 8))) {
            try japanese.validate()
        }
    }

    @Test("an animated selection on a fresh ribbon plays in full, whatever the host's clock reads")
    func freshAnimationPlaysInFull() {
        var scroller = RibbonScroller(count: 12, itemWidth: 100, viewportWidth: 100)
        scroller.select(6, animated: true, at: .nan)
        #expect(scroller.isAnimating)
        // The host's first frame is at a large clock time; the animation starts there.
        scroller.advance(to: 5_000_000)
        #expect(scroller.isAnimating)
        scroller.advance(to: 5_000_016)
        #expect(scroller.isAnimating && scroller.ribbon.offset != 0)
        scroller.advance(to: 5_010_000)
        #expect(!scroller.isAnimating && scroller.selectedIndex == 6)
    }

    @Test("days written in a calendar's numbers read back to the same day, in every calendar the demo offers",
          arguments: IndependentCalendarTests.demoCalendars)
    func textRoundTrip(identifier: CalendarIdentifier) throws {
        let calendar = CalendarSystem(identifier)
        var random = SeededGenerator(seed: 0x7E47)
        let days = YearRange.standard(for: calendar).days
        for _ in 0..<300 {
            let day = Day(dayNumber: Int.random(in: days.lowerBound.dayNumber...days.upperBound.dayNumber, using: &random))!
            let text = calendar.text(of: day)
            #expect(try calendar.day(parsing: text) == day, "seed \(random.seed): \(identifier) \(text)")
        }
    }

    @Test("reading days: the reform's gap, eras, leap months, and one line for each mistake")
    func parsingDays() throws {
        let gregorianCalendar = CalendarSystem(.gregorian)
        #expect(throws: DayParsingError(text: "1582-10-10", reason: .noSuchDay, calendarName: "Gregorian")) {
            try gregorianCalendar.day(parsing: "1582-10-10")
        }
        #expect(throws: DayParsingError(text: "2026-1-01", reason: .malformed)) { try gregorianCalendar.day(parsing: "2026-1-01") }
        #expect(try CalendarSystem(.japanese).day(parsing: "e235:0031-04-30") == gregorian(2019, 4, 30))
        #expect(try CalendarSystem(.chinese).day(parsing: "e78:0042-06l-15") == gregorian(2025, 8, 8))
        #expect(try gregorianCalendar.dayRange(parsing: "2026-11-23..2026-11-27") == DayRange(gregorian(2026, 11, 23), gregorian(2026, 11, 27))!)
        #expect(throws: DayParsingError(text: "2026-11-27..2026-11-23", reason: .endsBeforeStart)) {
            try gregorianCalendar.dayRange(parsing: "2026-11-27..2026-11-23")
        }
    }

    @Test("one ISO week: Monday 6 January 1500 (Julian) is 15 January 1500 in ISO 8601's calendar, week 3")
    func oneISOWeek() throws {
        let day = gregorian(1500, 1, 6)
        #expect(day.weekday == .monday)
        #expect(day.iso8601 == "1500-01-15")
        #expect(day.isoWeek.description == "1500-W03")
        let grid = try #require(MonthGrid(month: CalendarSystem(.gregorian).month(containing: day)!, calendar: CalendarSystem(.gregorian),
                                          firstWeekday: .monday))
        let row = try #require(grid.position(of: day)).row
        #expect(grid.isoWeek(ofRow: row)! == day.isoWeek)
    }

    @Test("Codable: a day picked in the Hebrew calendar is stored as its ISO 8601 day")
    func storingADay() throws {
        let hebrew = CalendarSystem(.hebrew)
        let day = try #require(hebrew.day(from: DayComponents(era: 0, year: 5787, month: 3, day: 15)))
        let data = try JSONEncoder().encode([day])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-25"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: data) == [day])
    }
}
