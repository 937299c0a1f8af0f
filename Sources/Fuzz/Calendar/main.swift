import CalendarPicker
import Foundation
import FuzzSupport

let identifiers: [Calendar.Identifier] = [.gregorian, .iso8601, .hebrew, .japanese, .islamicCivil, .islamicUmmAlQura,
                                          .persian, .buddhist, .chinese, .coptic, .indian, .republicOfChina]
let zones = TimeZone.knownTimeZoneIdentifiers
let locales = ["en_US", "en_GB", "nl_NL", "he_IL", "ar_EG", "fa_IR", "ja_JP", "de_DE", "pt_BR", "zh_CN"]

let target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    // libFuzzer calls back on the main thread, where the picker lives.
    MainActor.assumeIsolated { fuzzOne(data, size) }
}

@MainActor
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    let calendar = CalendarSystem(input.pick(identifiers))
    let zone = TimeZone(identifier: input.pick(zones)) ?? TimeZone(secondsFromGMT: 0)!
    let locale = Locale(identifier: input.pick(locales))
    // A day anywhere in AD 1–9999.
    let first = DayArithmetic.dayNumber(julianYear: 1, month: 1, day: 3)
    let last = DayArithmetic.dayNumber(gregorianYear: 9999, month: 12, day: 31)
    // Now and then right at the ends of that span, where moves must be blocked.
    let start: Int
    switch input.int(in: 0...9) {
    case 0: start = first + input.int(in: 0...40)
    case 1: start = last - input.int(in: 0...40)
    default: start = input.int(in: first...last)
    }
    let day = calendar.day(atDayNumber: start)
    check(calendar.dayNumber(of: day) == start, "day \(day) does not map back to \(start)")
    let span = input.int(in: 0...800)
    let minimum = input.bool() ? calendar.day(atDayNumber: max(first, start - span)) : nil
    let maximum = input.bool() ? calendar.day(atDayNumber: min(last, start + input.int(in: 0...800))) : nil
    let modulus = input.int(in: 2...9)
    let disabled: (@Sendable (Day) -> Bool)? = input.bool() ? { @Sendable day in (calendar.dayNumber(of: day) ?? 0) % modulus == 0 } : nil
    let mode: DayPicker.SelectionMode = input.bool() ? .single
        : .range(DayPicker.RangeOptions(maximumLength: input.bool() ? input.int(in: 1...60) : nil,
                                        allowsDisabledDaysInside: input.bool()))
    let configuration = DayPicker.Configuration(calendar: calendar, locale: locale, timeZone: zone,
                                                firstWeekday: input.int(in: 1...7), minimum: minimum, maximum: maximum,
                                                isDisabled: disabled, selectionMode: mode, continuousMonths: input.bool())
    let picker = DayPicker(configuration: configuration, selecting: day, today: day)
    let anyAllowed = picker.isAllowed(picker.selectedDayNumber)
    var steps = 0
    while !input.isAtEnd && steps < 60 {
        steps += 1
        let row = input.int(in: -1...6), column = input.int(in: -1...7)
        switch input.int(in: 0...9) {
        case 0: _ = picker.tap(row: row, column: column)
        case 1: _ = picker.pressCell(row: row, column: column)
        case 2: _ = picker.dragCell(row: row, column: column)
        case 3: _ = input.bool() ? picker.releaseCell(row: row, column: column) : picker.releaseCell(row: nil, column: nil)
        default: _ = picker.handle(input.pick(DayPicker.Key.allCases))
        }
        if anyAllowed { check(picker.isAllowed(picker.selectedDayNumber), "selection \(picker.selectedDay) not allowed") }
        // The grid and both ribbons show one and the same month.
        check(picker.monthPicker.selectedMonth == picker.displayedMonth, "month ribbon off the grid's month")
        check(picker.yearPicker.selectedYear == picker.displayedMonth.yearValue, "year ribbon off the grid's year")
        // Ranges, chosen or pending, are in order and follow the rules.
        if let range = picker.selectedRange {
            let low = calendar.dayNumber(of: range.start), high = calendar.dayNumber(of: range.end)
            check(low != nil && high != nil && low! <= high! && picker.isAllowedRange(low!, high!), "chosen range \(range) breaks the rules")
        }
        if let anchor = picker.anchor {
            check(picker.isRangeMode, "an anchor in single mode")
            check(picker.isAllowedRange(calendar.dayNumber(of: anchor)!, picker.selectedDayNumber), "pending range breaks the rules")
        }
        check(calendar.dayNumber(of: picker.selectedDay) == picker.selectedDayNumber, "selection's day number")
        let cells = picker.grid.rows.flatMap { $0 }.filter(\.isInMonth)
        check(cells.count == picker.grid.days.count, "grid of \(picker.grid.month) has \(cells.count) of \(picker.grid.days.count) days")
        check(Set(cells.map(\.dayNumber)).count == cells.count, "a day twice in \(picker.grid.month)")
        check(cells.map(\.dayNumber) == Array(picker.grid.days.firstDayNumber...picker.grid.days.lastDayNumber), "days out of order")
        if let startDate = calendar.startDate(of: picker.selectedDay, in: zone) {
            check(calendar.day(of: startDate, in: zone) == picker.selectedDay, "start date of a day in another day")
        }
    }
    return 0
}

exitProcess(runFuzzTarget(target))
