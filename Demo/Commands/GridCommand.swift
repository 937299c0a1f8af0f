import CalendarPicker
import Foundation
import TerminalPickers
import TerminalUI

/// `demo grid YEAR MONTH`: one month as text, in the layout of `cal`.
@MainActor
enum GridCommand {
    static let help = """
        usage: demo grid YEAR MONTH [--first-weekday 1-7] [--locale ID] [--calendar NAME]
                                    [--era N] [--time-zone ID] [--week-numbers] [--latin-digits]

        Prints one month in the layout of `cal` and Python's calendar.TextCalendar.
        YEAR and MONTH are numbered as the calendar numbers them (Hebrew months 1-13);
        in calendars with eras, YEAR counts within --era (default: the era of 2000-01-01,
        Heisei for the Japanese calendar; Reiwa is --era 236).

          --first-weekday  1 = Sunday ... 7 = Saturday (default: the locale's)
          --locale         names and first weekday (default en_US)
          --calendar       gregorian (default), iso8601, hebrew, japanese, islamic-civil, ...
          --time-zone      accepted for symmetry; a month's days do not depend on it
          --week-numbers   start each week with its ISO 8601 week number
          --latin-digits   write days in 0-9 whatever the locale's digits

        """

    static func run(arguments: [String]) throws -> String {
        if arguments.contains("--help") || arguments.contains("-h") { return help }
        var reader = ArgumentReader(arguments)
        var positional: [String] = []
        var locale = try CalendarOptions.locale("en_US")
        var calendar = CalendarSystem(.gregorian)
        var firstWeekday: Int?
        var era: Int?
        var weekNumbers = false
        var latinDigits = false
        var eraText: String?
        while let argument = try reader.nextArgument() {
            guard argument.hasPrefix("--") else { positional.append(argument); continue }
            switch argument {
            case "--first-weekday": firstWeekday = try reader.integer(for: argument, in: 1...7)
            case "--locale": locale = try CalendarOptions.locale(try reader.value(for: argument))
            case "--calendar": calendar = try CalendarOptions.calendar(named: try reader.value(for: argument))
            case "--era": eraText = try reader.value(for: argument)
            case "--time-zone": _ = try CalendarOptions.timeZone(try reader.value(for: argument))
            case "--week-numbers": weekNumbers = true
            case "--latin-digits": latinDigits = true
            default: throw DemoError("unknown option '\(reader.lastToken)' (try: demo grid --help)")
            }
        }
        try reader.rejectUnusedValue()
        guard positional.count == 2 else {
            throw DemoError(positional.count < 2 ? "grid needs YEAR and MONTH" : "unexpected argument '\(positional[2])'")
        }
        let year = try ArgumentReader.integer(positional[0], named: "YEAR", in: -1_000_000...1_000_000)
        let monthNumber = try ArgumentReader.integer(positional[1], named: "MONTH", in: Int.min...Int.max)
        if let eraText {
            let eras = CalendarOptions.eras(of: calendar)
            era = try ArgumentReader.integer(eraText, named: "--era", in: eras)
        }
        // The documented default: the era of 2000-01-01 (Heisei in the Japanese calendar), whatever the clock says.
        let reference = Day(prolepticGregorianYear: 2000, month: 1, day: 1)!
        let yearValue = Year(era: era ?? calendar.year(containing: reference).era, year: year)
        let months = calendar.months(of: yearValue)
        guard !months.isEmpty else {
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
        let symbols = CalendarOptions.headerSymbols(locale: locale, firstWeekday: grid.firstWeekday)
        let lines = MonthGridText.lines(grid: grid, title: title, weekdaySymbols: symbols, weekNumbers: weekNumbers,
                                        number: latinDigits ? { String($0) } : labels.number)
        // Lines of a right-to-left locale keep their columns in terminals that reorder such text.
        let isolated = CalendarOptions.isRightToLeft(locale) ? lines.map(BidiIsolation.isolating) : lines
        return isolated.joined(separator: "\n") + "\n"
    }
}
