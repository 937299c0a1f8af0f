import CalendarPicker
import Foundation

/// The numbers a date format needs about one Gregorian day.
struct DateFields: Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    /// 1 = Sunday … 7 = Saturday.
    var weekday: Int
    /// 1…366.
    var dayOfYear: Int
    /// The ISO 8601 week-numbering year and week (weeks from Monday, week 1 holds the year's first Thursday).
    var isoYear: Int
    var isoWeek: Int

    /// The fields of a day number in Foundation's Gregorian calendar (Julian before 1582-10-15).
    ///
    /// - Parameter dayNumber: A day number of ``CalendarSystem``.
    init(dayNumber: Int) {
        let gregorian = CalendarSystem(.gregorian)
        let date = gregorian.day(atDayNumber: dayNumber)
        func firstDay(of year: Int) -> Int {
            gregorian.dayNumber(of: Day(year: year, month: 1, day: 1)) ?? dayNumber
        }
        year = date.year
        month = date.month.month
        day = date.day
        weekday = gregorian.weekday(ofDayNumber: dayNumber)
        dayOfYear = dayNumber - firstDay(of: date.year) + 1
        // The Thursday of the day's Monday-to-Sunday week decides the ISO year.
        let isoWeekday = (weekday + 5) % 7 + 1
        let thursday = dayNumber - (isoWeekday - 1) + 3
        isoYear = gregorian.day(atDayNumber: thursday).year
        isoWeek = (thursday - firstDay(of: isoYear)) / 7 + 1
    }

    init(year: Int, month: Int, day: Int, weekday: Int, dayOfYear: Int, isoYear: Int, isoWeek: Int) {
        (self.year, self.month, self.day, self.weekday) = (year, month, day, weekday)
        (self.dayOfYear, self.isoYear, self.isoWeek) = (dayOfYear, isoYear, isoWeek)
    }
}

/// The month and weekday names a date format prints, in one locale.
struct DateNames: Hashable, Sendable {
    /// Twelve month names, January first.
    var months: [String]
    var shortMonths: [String]
    /// Seven weekday names, Sunday first.
    var weekdays: [String]
    var shortWeekdays: [String]

    /// The English names.
    static let english = DateNames(locale: Locale(identifier: "en_US_POSIX"))

    /// The Gregorian calendar's names in a locale (format forms, as in "22 November").
    init(locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        months = formatter.monthSymbols
        shortMonths = formatter.shortMonthSymbols
        weekdays = formatter.weekdaySymbols
        shortWeekdays = formatter.shortWeekdaySymbols
    }

    init(months: [String], shortMonths: [String], weekdays: [String], shortWeekdays: [String]) {
        (self.months, self.shortMonths, self.weekdays, self.shortWeekdays) = (months, shortMonths, weekdays, shortWeekdays)
    }
}
