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

    /// The words for a picker's selected day.
    func text(of picker: DayPicker) -> String {
        text(ofDayNumber: picker.selectedDayNumber, today: picker.todayDayNumber)
    }
}
