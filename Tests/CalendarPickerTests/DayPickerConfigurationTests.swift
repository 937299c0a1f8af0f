import Foundation
import Testing
@testable import CalendarPicker

/// A Gregorian en_US picker in UTC, weeks from Sunday, today 2026-11-21, in a selection mode.
@MainActor
private func makePicker(_ start: Day, mode: DayPicker.SelectionMode,
                        isDisabled: (@MainActor (Day) -> Bool)? = nil) -> DayPicker {
    let configuration = DayPicker.Configuration(
        calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
        firstWeekday: .sunday, isDisabled: isDisabled, selectionMode: mode)
    return DayPicker(configuration: configuration, selecting: start, today: day(2026, 11, 21))
}

@MainActor
@Suite("Day picker: configurations, checks and several days")
struct DayPickerConfigurationTests {
    @Test("a minimum after the maximum allows no day: no selection, nothing chosen, and the check names it")
    func minimumAfterMaximum() {
        let picker = makeDayPicker(day(2026, 11, 21), minimum: day(2026, 12, 1), maximum: day(2026, 11, 1))
        #expect(picker.selectedDay == nil)
        #expect(picker.displayedMonth == month(2026, 11))
        #expect(!picker.isAllowed(day(2026, 11, 21)) && !picker.isAllowed(day(2026, 12, 1)))
        for key in [DayPicker.Key.right, .down, .today, .choose, .endOfWeek] {
            #expect(picker.handle(key) == .blocked, "\(key)")
        }
        #expect(picker.tap(row: 3, column: 3) == .blocked)
        #expect(picker.selectedDay == nil)
        let problem = DayPicker.Problem.minimumAfterMaximum(minimum: day(2026, 12, 1), maximum: day(2026, 11, 1))
        #expect(throws: problem) { try picker.configuration.validate() }
        #expect(problem.description == "the minimum, 2026-12-01, is after the maximum, 2026-11-01")
    }

    @Test("a new configuration applies at once: the selection moves into the new bounds, and each change is told")
    func reconfiguration() {
        let picker = makeDayPicker(day(2026, 11, 21))
        var changes: [Day?] = []
        picker.onSelectionChange = { changes.append($0) }
        var configuration = picker.configuration
        configuration.maximum = day(2026, 11, 10)
        picker.configuration = configuration
        #expect(picker.selectedDay == day(2026, 11, 10))
        #expect(picker.handle(.right) == .blocked)
        configuration.minimum = day(2026, 12, 1)              // after the maximum: nothing allowed
        picker.configuration = configuration
        #expect(picker.selectedDay == nil)
        configuration.minimum = nil
        configuration.maximum = nil
        configuration.firstWeekday = .monday
        picker.configuration = configuration
        #expect(picker.selectedDay == day(2026, 11, 1))       // the shown month's first day
        #expect(picker.firstWeekday == .monday && picker.grid.firstWeekday == .monday)
        #expect(picker.grid.cell(row: 0, column: 0)!.day == day(2026, 10, 26))   // a Monday
        #expect(changes == [day(2026, 11, 10), nil, day(2026, 11, 1)])
        picker.configuration = configuration                  // the same again: nothing to tell
        #expect(changes.count == 3)
    }

    @Test("without a first weekday the picker uses the locale's")
    func firstWeekdayOfTheLocale() {
        let picker = makeDayPicker(day(2026, 11, 21), firstWeekday: nil)
        #expect(picker.firstWeekday == .sunday)
        #expect(throws: Never.self) { try picker.configuration.validate() }
    }

    @Test("limits below 1 allow no range or no more days instead of trapping, and the check names them", arguments: [
        (DayPicker.SelectionMode.range(DayPicker.RangeOptions(maximumLength: 0)), DayPicker.Problem.maximumLengthBelowOne(0)),
        (.range(DayPicker.RangeOptions(maximumLength: -3)), .maximumLengthBelowOne(-3)),
        (.multiple(maximumCount: 0), .maximumCountBelowOne(0)),
        (.multiple(maximumCount: -1), .maximumCountBelowOne(-1)),
    ])
    func limitsBelowOne(mode: DayPicker.SelectionMode, problem: DayPicker.Problem) {
        let picker = makePicker(day(2026, 11, 10), mode: mode)
        #expect(throws: problem) { try picker.configuration.validate() }
        // Enter (twice, for a range's two ends) chooses nothing, and the selection stays.
        picker.handle(.choose)
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.selectedRange == nil && picker.selectedDays.isEmpty)
        #expect(picker.selectedDay == day(2026, 11, 10))
    }

    @Test("the limits' problems read as one line")
    func limitsBelowOneDescriptions() {
        #expect(DayPicker.Problem.maximumLengthBelowOne(0).description == "the maximum length of a range, 0, is below 1")
        #expect(DayPicker.Problem.maximumCountBelowOne(-1).description == "the maximum count of days, -1, is below 1")
    }

    @Test("the checks say why a day, a range or a set of days cannot be used")
    func problems() throws {
        let weekend: @MainActor (Day) -> Bool = { $0.weekday == .sunday || $0.weekday == .saturday }
        let configuration = DayPicker.Configuration(
            calendar: CalendarSystem(.gregorian), locale: Locale(identifier: "en_US"), minimum: day(2026, 11, 10),
            maximum: day(2026, 12, 5), isDisabled: weekend, selectionMode: .range(DayPicker.RangeOptions(maximumLength: 5)))
        #expect(throws: Never.self) { try configuration.validate() }
        let first = configuration.calendarDays.lowerBound
        #expect(first == day(1, 1, 1) && configuration.calendarDays.upperBound == day(9999, 12, 31))
        #expect(configuration.problem(with: first - 1) == .beforeCalendar(first - 1, firstDay: first))
        #expect(configuration.problem(with: day(2026, 11, 9)) == .beforeMinimum(day(2026, 11, 9), minimum: day(2026, 11, 10)))
        #expect(configuration.problem(with: day(2026, 12, 7)) == .afterMaximum(day(2026, 12, 7), maximum: day(2026, 12, 5)))
        #expect(configuration.problem(with: day(2026, 11, 21)) == .disabled(day(2026, 11, 21)))       // a Saturday
        #expect(configuration.problem(with: day(2026, 11, 20)) == nil)
        let long = DayRange(day(2026, 11, 16), day(2026, 11, 23))!
        #expect(configuration.problem(with: long) == .rangeTooLong(long, maximumLength: 5))
        let overWeekend = DayRange(day(2026, 11, 19), day(2026, 11, 23))!
        #expect(configuration.problem(with: overWeekend) == .disabledDayInside(overWeekend, day: day(2026, 11, 21)))
        #expect(configuration.problem(with: DayRange(day(2026, 11, 16), day(2026, 11, 20))!) == nil)
        #expect(configuration.problem(with: [day(2026, 11, 20), day(2026, 11, 9)]) == .beforeMinimum(day(2026, 11, 9),
                                                                                                      minimum: day(2026, 11, 10)))
        var several = configuration
        several.selectionMode = .multiple(maximumCount: 2)
        let three: Set<Day> = [day(2026, 11, 16), day(2026, 11, 17), day(2026, 11, 18)]
        #expect(several.problem(with: three) == .tooManyDays(count: 3, maximumCount: 2))
        #expect(several.problem(with: three.subtracting([day(2026, 11, 18)])) == nil)
    }

    @Test("several days: Enter and taps add a day or take it out, up to the maximum count, and each change is told")
    func multipleDays() {
        let picker = makePicker(day(2026, 11, 20), mode: .multiple(maximumCount: 2))
        var told: [Set<Day>] = []
        picker.onDaysChange = { told.append($0) }
        #expect(picker.handle(.choose) == .toggled(day(2026, 11, 20), isChosen: true))
        #expect(picker.handle(.right) == .selected(day(2026, 11, 21)))
        #expect(picker.handle(.choose) == .toggled(day(2026, 11, 21), isChosen: true))
        #expect(picker.handle(.right) == .selected(day(2026, 11, 22)))
        #expect(picker.handle(.choose) == .blocked)                                  // two already
        #expect(picker.tap(row: 2, column: 6) == .toggled(day(2026, 11, 21), isChosen: false))   // November starts on a Sunday
        #expect(picker.chosenDaysInOrder == [day(2026, 11, 20)])
        #expect(picker.isChosen(day(2026, 11, 20)) && !picker.isChosen(day(2026, 11, 21)))
        #expect(told == [[day(2026, 11, 20)], [day(2026, 11, 20), day(2026, 11, 21)], [day(2026, 11, 20)]])
        // From code: checked, told only when asked.
        #expect(picker.select(days: [day(2026, 11, 2), day(2026, 11, 1)]))
        #expect(picker.chosenDaysInOrder == [day(2026, 11, 1), day(2026, 11, 2)])
        #expect(!picker.select(days: [day(2026, 11, 2), day(2026, 11, 3), day(2026, 11, 4)]))
        #expect(told.count == 3)
        #expect(!makeDayPicker(day(2026, 11, 20)).select(days: [day(2026, 11, 2)]))     // single mode takes no set
    }

    @Test("Enter chooses only a day the grid shows: with a month of no allowed day shown, it goes back to the selection's")
    func enterOnAnotherMonth() {
        let noDecember: @MainActor (Day) -> Bool = { CalendarSystem(.gregorian).components(of: $0)!.month == 12 }
        let picker = makePicker(day(2026, 11, 21), mode: .single, isDisabled: noDecember)
        var chosen: [Day] = []
        picker.onChoose = { chosen.append($0) }
        picker.scroll(.monthRibbon, by: 1)                                  // the ribbon to December: shown, not entered
        picker.advanceToRest()
        #expect(picker.displayedMonth == month(2026, 12))
        #expect(picker.selectedDay == day(2026, 11, 21))
        #expect(picker.handle(.choose) == .blocked)
        #expect(picker.displayedMonth == month(2026, 11))
        #expect(chosen.isEmpty)
        #expect(picker.handle(.choose) == .chosen(day(2026, 11, 21)))
        #expect(picker.handle(.nextMonth) == .blocked)                      // PageDown does not show December
        #expect(picker.displayedMonth == month(2026, 11))
    }

    @Test("the ribbons animate on the host's clock until they rest")
    func animation() {
        let picker = makeDayPicker(day(2026, 11, 21))
        #expect(!picker.isAnimating)
        #expect(picker.handle(.nextMonth) == .selected(day(2026, 12, 21)))
        #expect(picker.isAnimating)
        picker.advanceToRest()
        #expect(!picker.isAnimating)
        #expect(picker.ribbonMonth == month(2026, 12))
    }
}
