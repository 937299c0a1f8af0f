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

    /// A week typed as ISO 8601 writes it (`2026-W48`, DayModel's `ISOWeek`):
    /// its first day that can be picked, as `YYYY-MM-DD` text (a week cut by
    /// `--min` starts later than its Monday), or why there is no such week
    /// (`2027-W53`: 2027 has 52 weeks); `nil` for text in another form.
    ///
    /// - Parameters:
    ///   - text: The answer typed.
    ///   - picker: The picker in week mode, which says which days can be picked.
    static func firstDayText(ofISOWeek text: String, in picker: DayPicker?) -> Result<String, DemoError>? {
        let week: ISOWeek
        do {
            week = try ISOWeek(iso8601: text.trimmingCharacters(in: .whitespaces))
        } catch .noSuchWeek(let year, let weeks) {
            return .failure(DemoError("\(year) has \(weeks) weeks: there is no week \(text.suffix(2))."))
        } catch {
            return nil
        }
        let days = (0..<7).map { week.monday + $0 }
        let first = days.first { picker?.week(containing: $0) != nil } ?? week.monday
        return .success(CalendarSystem(.gregorian).text(of: first))
    }
}
