import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// `demo grid YEAR MONTH`: one month as text, in the layout of `cal`.
@MainActor
enum GridCommand {
    /// The parsed options.
    struct Options {
        var locale = Locale(identifier: "en_US")
        var calendar = CalendarSystem(.gregorian)
        var firstWeekday: Weekday?
        var eraText: String?
        var timeZone = GridCommand.zoneDefault.timeZone
        var weekNumbers = false
        var latinDigits = false
    }

    /// The time zone without `--time-zone` (a month's days do not depend on it).
    nonisolated static let zoneDefault = ZoneDefault.utc

    /// The command line: options, parser and help in one place.
    static var syntax: CommandSyntax<Options> {
        CommandSyntax(command: "demo grid", operands: "YEAR MONTH", summary: """
            Prints one month in the layout of `cal` and Python's calendar.TextCalendar.
            YEAR and MONTH are numbered as the calendar numbers them (Hebrew months 1-13);
            in calendars with eras, YEAR counts within --era (default: the era of 2000-01-01,
            Heisei for the Japanese calendar; Reiwa is --era 236). In the Chinese, Korean and
            Vietnamese calendars YEAR is the Gregorian year the year starts in (2026 for 丙午),
            or with --era the place in that 60-year cycle.
            """, options: [
                SharedOptions.firstWeekday.lifted(into: \.firstWeekday),
                SharedOptions.locale.lifted(into: \.locale),
                SharedOptions.calendar.lifted(into: \.calendar),
                .value("--era", "N", help: "the era YEAR counts in (Foundation's era numbers)") { $0.eraText = $1 },
                SharedOptions.timeZone(default: zoneDefault).withHelp("accepted for symmetry; a month's days do not depend on it")
                    .lifted(into: \.timeZone),
                SharedOptions.weekNumbers.withHelp("start each week with its ISO 8601 week number").lifted(into: \.weekNumbers),
                SharedOptions.latinDigits.lifted(into: \.latinDigits),
            ], notes: "")
    }

    static func run(arguments: [String]) throws -> String {
        try syntax.output(of: arguments, defaults: Options(), takesOperands: true, version: DemoMain.version) {
            try run($0, positional: $1)
        }
    }

    /// The month a parsed command line names (`YEAR MONTH`), as text.
    static func run(_ options: Options, positional: [String]) throws -> String {
        let (locale, calendar, firstWeekday) = (options.locale, options.calendar, options.firstWeekday)
        let (weekNumbers, latinDigits) = (options.weekNumbers, options.latinDigits)
        var era: Int?
        guard positional.count == 2 else {
            throw DemoError(positional.count < 2 ? "grid needs YEAR and MONTH" : "unexpected argument '\(positional[2])'")
        }
        let year = try ArgumentReader.integer(positional[0], named: "YEAR", in: -1_000_000...1_000_000)
        let monthNumber = try ArgumentReader.integer(positional[1], named: "MONTH", in: Int.min...Int.max)
        if let eraText = options.eraText {
            let eras = calendar.eras
            era = try ArgumentReader.integer(eraText, named: "--era", in: eras)
        }
        // The documented default: the era of 2000-01-01 (Heisei in the Japanese calendar), whatever the clock says.
        let reference = Day(prolepticGregorianYear: 2000, month: 1, day: 1)
        let yearValue = era == nil && calendar.identifier.isLunisolar
            ? calendar.lunisolarYear(startingIn: year) ?? Year(era: 0, year: year)
            : Year(era: era ?? reference.flatMap(calendar.year(containing:))?.era ?? 1, year: year)
        let months = calendar.months(of: yearValue)
        guard !months.isEmpty else {
            if era == nil, calendar.identifier.isLunisolar {
                // The years of the calendar's table, from its supported days.
                let ends = [calendar.supportedDays.lowerBound, calendar.supportedDays.upperBound]
                    .compactMap { calendar.year(containing: $0).flatMap(calendar.gregorianYear(startingLunisolarYear:)) }
                let years = ends.count == 2 ? " (those that start in \(ends[0])–\(ends[1]))" : ""
                throw DemoError("YEAR '\(positional[0])' is outside the \(calendar.name) calendar's years\(years)")
            }
            throw DemoError("YEAR '\(positional[0])' does not exist in era \(yearValue.era) of this calendar")
        }
        let numbers = months.map(\.number)
        let monthRange = (numbers.min() ?? 1)...(numbers.max() ?? 12)
        guard monthRange.contains(monthNumber) else {
            throw DemoError("MONTH '\(positional[1])' is out of range \(ArgumentReader.describe(monthRange))")
        }
        guard let month = months.first(where: { $0.number == monthNumber && !$0.isLeapMonth }),
              let grid = MonthGrid(month: month, calendar: calendar,
                                   firstWeekday: firstWeekday ?? calendar.defaultFirstWeekday(in: locale)) else {
            throw DemoError("month \(monthNumber) does not exist in year \(year) (months: \(months.map { String($0.number) }.joined(separator: ",")))")
        }
        let labels = CalendarLabels(calendar: calendar, locale: locale)
        let range = YearRange(calendar: calendar, days: month.firstDay...month.firstDay)
        let eraAware = range.isEraAware
        let title = "\(labels.name(of: month)) \(labels.name(of: yearValue, withEra: eraAware))"
        let symbols = DayPickerView.headerSymbols(locale: locale, firstWeekday: grid.firstWeekday)
        let lines = MonthGridText.lines(grid: grid, title: title, weekdaySymbols: symbols, weekNumbers: weekNumbers,
                                        number: latinDigits ? { String($0) } : labels.number)
        // Lines of a right-to-left locale keep their columns in terminals that reorder such text.
        let isolated = BidiIsolation.writesRightToLeft(locale) ? lines.map(BidiIsolation.isolating) : lines
        return isolated.joined(separator: "\n") + "\n"
    }
}
