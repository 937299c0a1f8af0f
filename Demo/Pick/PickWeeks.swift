import CalendarPicker
import TerminalForms

/// What `demo pick --week` prints, and how it reads a week typed as ISO 8601 writes it.
@MainActor
enum PickWeeks {
    /// What a pick of a week prints: `2026-W48` for an ISO week, else (or
    /// with `--format`) its first and last day that can be picked (a week
    /// cut by `--min` or `--max` prints the days left).
    ///
    /// - Parameters:
    ///   - week: The week chosen.
    ///   - options: The options (`--format`).
    static func result(_ week: DayPicker.Week, options: PickOptions) -> DemoMain.Result {
        let text = week.isoWeek.flatMap { options.formatGiven ? nil : $0.description }
            ?? PickCommand.text(of: [week.days.start, week.days.end], options: options)
        return DemoMain.Result(status: 0, output: text + "\n", errorOutput: "")
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
