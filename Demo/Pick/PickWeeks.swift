import CalendarPicker
import TerminalForms

/// What `demo pick --week` prints, and how it reads a week typed as ISO 8601 writes it.
@MainActor
enum PickWeeks {
    /// What a pick of the week holding a day prints: `2026-W48` for an ISO
    /// week, else (or with `--format`) its first and last day.
    ///
    /// - Parameters:
    ///   - week: Which weeks the pick chooses.
    ///   - day: A day of the chosen week.
    ///   - firstWeekday: The first weekday of the locale's weeks (the grid's first column).
    ///   - options: The options (`--format`).
    static func result(_ week: PickOptions.WeekChoice, of day: Day, firstWeekday: Weekday,
                       options: PickOptions) -> DemoMain.Result {
        let range = days(of: day, week: week, firstWeekday: firstWeekday)
        let text = week == .iso && !options.formatGiven ? day.isoWeek.description
            : PickCommand.text(of: [range.start, range.end], options: options)
        return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
    }

    /// The days of the week that holds a day: Monday to Sunday for an ISO
    /// week, else from the first weekday of the locale's weeks.
    static func days(of day: Day, week: PickOptions.WeekChoice, firstWeekday: Weekday) -> DayRange {
        let first = week == .iso ? .monday : firstWeekday
        let start = day - first.days(until: day.weekday)
        return DayRange(between: start, and: start + 6)
    }

    /// The Monday of a week typed `YYYY-Www` (`2026-W48`), as `YYYY-MM-DD`
    /// text; `nil` for text in another form. A week that the year does not
    /// have (`2025-W53`) gives a Monday of another week, which is then not
    /// the week typed: `nil` too, so the day parser says why.
    static func dayText(ofISOWeek text: String) -> String? {
        let parts = text.uppercased().split(separator: "-W", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let year = Int(parts[0]), let week = Int(parts[1]), (1...53).contains(week),
              let january4 = Day(prolepticGregorianYear: year, month: 1, day: 4) else { return nil }
        let monday = january4 - Weekday.monday.days(until: january4.weekday) + (week - 1) * 7
        guard monday.isoWeek.year == year, monday.isoWeek.week == week else { return nil }
        return CalendarSystem(.gregorian).text(of: monday)
    }
}
