import CalendarPicker
import Foundation
import FuzzSupport

extension FuzzTargets {
    /// The day picker in any calendar, time zone and locale, with any bounds,
    /// disabled days, selection mode and configuration changes, under taps,
    /// drags, keys: the selection is allowed (or absent only when no day
    /// is), the grid and both ribbons show one month, ranges and chosen days
    /// keep the rules, and the grid's cells are the month's days, consecutive
    /// and labelled by their own month.
    ///
    /// - Parameter bytes: The fuzzer's input, read as choices.
    /// - Returns: The invariants that did not hold.
    @MainActor
    public static func calendar(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let log = InvariantLog()
        let calendar = CalendarSystem(input.pick(identifiers))
        let zone = TimeZone(identifier: input.pick(zones)) ?? TimeZone(secondsFromGMT: 0)!
        let locale = Locale(identifier: input.pick(locales))
        // A day anywhere in AD 1–9999, within the calendar's supported days (the Chinese, Korean and
        // Vietnamese tables hold 1500–2499); a calendar names no day outside them.
        let supported = calendar.supportedDays
        let first = max(DayArithmetic.dayNumber(julianYear: 1, month: 1, day: 3), supported.lowerBound.dayNumber)
        let last = min(DayArithmetic.dayNumber(gregorianYear: 9999, month: 12, day: 31), supported.upperBound.dayNumber)
        for outside in [supported.lowerBound.dayNumber - 1, supported.upperBound.dayNumber + 1] {
            if let day = Day(dayNumber: outside) {
                log.check(calendar.components(of: day) == nil, "\(calendar.identifier) names \(day), outside its supported days")
            }
        }
        // Now and then right at the ends of that span, where moves must be blocked.
        let start: Int
        switch input.int(in: 0...9) {
        case 0: start = first + input.int(in: 0...40)
        case 1: start = last - input.int(in: 0...40)
        default: start = input.int(in: first...last)
        }
        let day = Day(uncheckedDayNumber: start)
        let components = calendar.components(of: day)
        log.check(components.flatMap(calendar.day(from:)) == day, "\(String(describing: components)) does not name \(day) again")
        let span = input.int(in: 0...800)
        let minimum = input.bool() ? Day(uncheckedDayNumber: max(first, start - span)) : nil
        let maximum = input.bool() ? Day(uncheckedDayNumber: min(last, start + input.int(in: 0...800))) : nil
        let modulus = input.int(in: 2...9)
        var disabled: (@MainActor (Day) -> Bool)?
        if input.bool() { disabled = { day in day.dayNumber % modulus == 0 } }
        func mode() -> DayPicker.SelectionMode {
            switch input.int(in: 0...3) {
            case 0: return .single
            case 1: return .range(DayPicker.RangeOptions(maximumLength: input.bool() ? input.int(in: 1...60) : nil,
                                                         allowsDisabledDaysInside: input.bool()))
            case 2: return .week(input.bool() ? .iso : .locale)
            default: return .multiple(maximumCount: input.bool() ? input.int(in: 1...5) : nil)
            }
        }
        var configuration = DayPicker.Configuration(calendar: calendar, locale: locale, timeZone: zone,
                                                    firstWeekday: Weekday(rawValue: input.int(in: 1...7)), minimum: minimum, maximum: maximum,
                                                    isDisabled: disabled, selectionMode: mode(), continuousMonths: input.bool())
        let picker = DayPicker(configuration: configuration, selecting: day, today: day)
        var steps = 0
        while !input.isAtEnd && steps < 60 {
            steps += 1
            let row = input.int(in: -1...6), column = input.int(in: -1...7)
            switch input.int(in: 0...10) {
            case 0: _ = picker.tap(row: row, column: column)
            case 1: _ = picker.pressCell(row: row, column: column)
            case 2: _ = picker.dragCell(row: row, column: column)
            case 3: _ = input.bool() ? picker.releaseCell(row: row, column: column) : picker.releaseCell(row: nil, column: nil)
            case 4:
                // A new configuration: other bounds, mode or first weekday.
                switch input.int(in: 0...3) {
                case 0: configuration.minimum = input.bool() ? Day(uncheckedDayNumber: max(first, start - input.int(in: -800...800))) : nil
                case 1: configuration.maximum = input.bool() ? Day(uncheckedDayNumber: min(last, start + input.int(in: -800...800))) : nil
                case 2: configuration.selectionMode = mode()
                default: configuration.firstWeekday = Weekday(rawValue: input.int(in: 0...8))
                }
                picker.configuration = configuration
            default: _ = picker.handle(input.pick(DayPicker.Key.allCases))
            }
            if let selected = picker.selectedDay {
                log.check(picker.isAllowed(selected), "selection \(selected) not allowed")
            } else {
                // No selection only when no day at all may be allowed: bounds
                // that cross or lie outside the calendar's days (the Japanese
                // calendar starts in Meiji), or days disabled.
                log.check((try? configuration.validate()) == nil || configuration.isDisabled != nil
                      || picker.years.count == 0,
                      "no selection while days are allowed")
            }
            // The grid and both ribbons show one and the same month.
            log.check(picker.ribbonMonth == picker.displayedMonth, "month ribbon off the grid's month")
            log.check(picker.ribbonYear == picker.displayedMonth.yearValue, "year ribbon off the grid's year")
            // Ranges, chosen or pending, follow the rules; chosen days are allowed.
            if let range = picker.selectedRange {
                log.check(picker.isAllowed(range), "chosen range \(range) breaks the rules")
            }
            if let anchor = picker.anchor, let selected = picker.selectedDay {
                log.check(picker.isRangeMode, "an anchor outside range mode")
                log.check(picker.isAllowed(DayRange(between: anchor, and: selected)), "pending range breaks the rules")
            }
            log.check(picker.selectedDays.allSatisfy(picker.isAllowed), "a chosen day not allowed")
            // Cells are consecutive days, each labelled by its own month.
            let cells = picker.grid.rows.flatMap { $0 }
            log.check(zip(cells, cells.dropFirst()).allSatisfy { $0.day + 1 == $1.day }, "cells not consecutive")
            for cell in cells where cell.label != calendar.components(of: cell.day)?.day {
                log.check(false, "\(cell.day) labelled \(cell.label)")
            }
            let inMonth = cells.filter(\.isInMonth)
            log.check(inMonth.count == picker.grid.days.count, "grid of \(picker.grid.month) has \(inMonth.count) of \(picker.grid.days.count) days")
            log.check(inMonth.first?.day == picker.grid.month.firstDay && inMonth.last?.day == picker.grid.month.lastDay,
                  "the month's cells are not its days")
            if let selected = picker.selectedDay, let startDate = calendar.startDate(of: selected, in: zone) {
                log.check(calendar.day(of: startDate, in: zone) == selected, "start date of a day in another day")
            }
        }
        return log.violations
    }
}

private let identifiers = CalendarIdentifier.allCases
private let zones = TimeZone.knownTimeZoneIdentifiers
private let locales = ["en_US", "en_GB", "nl_NL", "he_IL", "ar_EG", "fa_IR", "ja_JP", "de_DE", "pt_BR", "zh_CN"]
