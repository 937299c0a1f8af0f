import CalendarPicker
import Foundation
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

    /// A week typed `YYYY-Www` (`2026-W48`), as ISO 8601 writes it: its
    /// Monday as `YYYY-MM-DD` text, or why there is no such week (`2027-W53`:
    /// 2027 has 52 weeks); `nil` for text in another form.
    static func mondayText(ofISOWeek text: String) -> Result<String, DemoError>? {
        let parts = text.trimmingCharacters(in: .whitespaces).uppercased().split(separator: "-W", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let week = Int(parts[1]),
              let january4 = Day(prolepticGregorianYear: year, month: 1, day: 4) else { return nil }
        let monday = january4 - Weekday.monday.days(until: january4.weekday) + (week - 1) * 7
        guard (1...53).contains(week), monday.isoWeek.year == year, monday.isoWeek.week == week else {
            // 28 December lies in the last week of its year.
            let weeks = Day(prolepticGregorianYear: year, month: 12, day: 28)?.isoWeek.week ?? 52
            return .failure(DemoError("\(year) has \(weeks) weeks: there is no \(parts[0])-W\(parts[1])."))
        }
        return .success(CalendarSystem(.gregorian).text(of: monday))
    }
}
