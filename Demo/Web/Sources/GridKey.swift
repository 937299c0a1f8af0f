import Calendars
import DayModel

/// The keys of a date grid, after the WAI-ARIA Authoring Practices' date
/// picker dialog: each names the day it moves the focus to.
public enum GridKey: Int, Sendable {
    /// The day before (Left, or Right in a right-to-left page).
    case previousDay = 0
    /// The day after.
    case nextDay
    /// The same weekday a week before (Up).
    case previousWeek
    /// The same weekday a week after (Down).
    case nextWeek
    /// The first day of the focused day's week row (Home).
    case startOfWeek
    /// The last day of the week row (End).
    case endOfWeek
    /// The same day of the month before, or its last day (Page Up).
    case previousMonth
    /// The same day of the month after (Page Down).
    case nextMonth
    /// The same day of the same month the year before (Shift+Page Up).
    case previousYear
    /// The same day of the same month the year after (Shift+Page Down).
    case nextYear

    /// The day this key moves the focus to from `day` in `picker`, before the
    /// picker keeps it within its bounds; `nil` past the calendar's ends.
    #if !hasFeature(Embedded)
    @MainActor
    #endif
    func target<Host>(from day: Day, in picker: WebDatePicker<Host>) -> Day? {
        let calendar = picker.calendar
        switch self {
        case .previousDay: return day - 1
        case .nextDay: return day + 1
        case .previousWeek: return day - 7
        case .nextWeek: return day + 7
        case .startOfWeek, .endOfWeek:
            let column = (day.weekday.rawValue - picker.firstWeekday.rawValue + 7) % 7
            return self == .startOfWeek ? day - column : day + (6 - column)
        case .previousMonth, .nextMonth:
            guard let month = calendar.month(containing: day),
                  let other = self == .nextMonth ? calendar.month(after: month) : calendar.month(before: month)
            else { return nil }
            return picker.span.day(like: day, in: other)
        case .previousYear, .nextYear:
            guard let month = calendar.month(containing: day),
                  let year = picker.span.year(self == .nextYear ? 1 : -1, from: month.yearValue),
                  let other = DaySpan.month(like: month, in: calendar.months(of: year))
            else { return nil }
            return picker.span.day(like: day, in: other)
        }
    }
}
