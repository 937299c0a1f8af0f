import CalendarPicker
import Foundation

/// A day in words, for the plain (screen reader) mode: `Sunday 22 November
/// 2026, week 47, today`.
@MainActor
struct DayDescription {
    private let labels: CalendarLabels
    private let weekdays: [String]
    private let calendar: CalendarSystem

    /// Names in a picker's calendar and locale.
    init(calendar: CalendarSystem, locale: Locale) {
        self.calendar = calendar
        labels = CalendarLabels(calendar: calendar, locale: locale)
        let formatter = DateFormatter()
        formatter.locale = locale
        weekdays = formatter.standaloneWeekdaySymbols
    }

    /// The words for a day: weekday, day, month, year, ISO week and whether it is today.
    ///
    /// - Parameters:
    ///   - dayNumber: The day.
    ///   - today: Today's day number.
    func text(ofDayNumber dayNumber: Int, today: Int) -> String {
        let day = calendar.day(atDayNumber: dayNumber)
        let weekday = calendar.weekday(ofDayNumber: dayNumber)
        let weekdayName = weekdays.indices.contains(weekday - 1) ? weekdays[weekday - 1] : ""
        let year = labels.name(of: Year(era: day.era, year: day.year), withEra: false)
        let week = DateFields(dayNumber: dayNumber).isoWeek
        return "\(weekdayName) \(day.day) \(labels.name(of: day.month)) \(year), week \(week)"
            + (dayNumber == today ? ", today" : "")
    }

    /// The words for a picker's selected day, and in range mode for its
    /// range: `range 20–22 November 2026, 3 days`.
    func text(of picker: DayPicker) -> String {
        let day = text(ofDayNumber: picker.selectedDayNumber, today: picker.todayDayNumber)
        guard picker.isRangeMode, let range = picker.displayedRange,
              let start = calendar.dayNumber(of: range.start), let end = calendar.dayNumber(of: range.end) else { return day }
        return "\(day); \(text(ofRangeFrom: start, to: end))" + (picker.anchor == nil ? "" : " (pending)")
    }

    /// The words for a range: `range 20–22 November 2026, 3 days`, or with
    /// ends in different months `range 30 December 2026 – 2 January 2027, 4 days`.
    func text(ofRangeFrom start: Int, to end: Int) -> String {
        let first = calendar.day(atDayNumber: start), last = calendar.day(atDayNumber: end)
        func year(_ day: Day) -> String { labels.name(of: Year(era: day.era, year: day.year), withEra: false) }
        let count = end - start + 1
        let days = count == 1 ? "1 day" : "\(count) days"
        if first.month == last.month {
            return "range \(first.day)–\(last.day) \(labels.name(of: first.month)) \(year(first)), \(days)"
        }
        return "range \(first.day) \(labels.name(of: first.month)) \(year(first)) – "
            + "\(last.day) \(labels.name(of: last.month)) \(year(last)), \(days)"
    }
}
