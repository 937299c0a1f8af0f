import CalendarPicker
import Foundation

/// A day in words, for the plain (screen reader) mode: `Sunday 22 November
/// 2026, week 47, today`.
@MainActor
package struct DayDescription {
    private let labels: CalendarLabels
    private let weekdays: [String]
    private let calendar: CalendarSystem

    /// Names in a picker's calendar and locale.
    package init(calendar: CalendarSystem, locale: Locale) {
        self.calendar = calendar
        labels = CalendarLabels(calendar: calendar, locale: locale)
        weekdays = DateNames(locale: locale).weekdays
    }

    /// The words for a day: weekday, day, month, year, ISO week and whether it is today.
    ///
    /// - Parameters:
    ///   - day: The day.
    ///   - today: Today.
    package func text(of day: Day, today: Day) -> String {
        let weekdayName = weekdays.indices.contains(day.weekday.rawValue - 1) ? weekdays[day.weekday.rawValue - 1] : ""
        return "\(weekdayName) \(dayMonthYear(day)), week \(day.isoWeek.week)" + (day == today ? ", today" : "")
    }

    /// A day's label, month name and year: `22 November 2026`.
    private func dayMonthYear(_ day: Day) -> String {
        guard let month = calendar.month(containing: day), let label = calendar.components(of: day)?.day else {
            return day.iso8601
        }
        return "\(label) \(labels.name(of: month)) \(labels.name(of: month.yearValue, withEra: false))"
    }

    /// The words for a picker's selected day, and in range mode for its
    /// range: `range 20–22 November 2026, 3 days`; in multiple mode the
    /// number of chosen days.
    package func text(of picker: DayPicker) -> String {
        guard let selected = picker.selectedDay else { return "no day can be chosen" }
        let day = text(of: selected, today: picker.today)
        if case .multiple = picker.configuration.selectionMode {
            let count = picker.selectedDays.count
            return "\(day)" + (picker.isChosen(selected) ? ", chosen" : "") + "; \(count) \(count == 1 ? "day" : "days") chosen"
        }
        guard picker.isRangeMode, let range = picker.displayedRange else { return day }
        return "\(day); \(text(of: range))" + (picker.anchor == nil ? "" : " (pending)")
    }

    /// The words for a range: `range 20–22 November 2026, 3 days`, or with
    /// ends in different months `range 30 December 2026 – 2 January 2027, 4 days`.
    package func text(of range: DayRange) -> String {
        let days = range.count == 1 ? "1 day" : "\(range.count) days"
        if let first = calendar.month(containing: range.start), first.contains(range.end),
           let label = calendar.components(of: range.start)?.day {
            return "range \(label)–\(dayMonthYear(range.end)), \(days)"
        }
        return "range \(dayMonthYear(range.start)) – \(dayMonthYear(range.end)), \(days)"
    }
}
