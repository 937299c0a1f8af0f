import CalendarPicker
import Foundation

/// The numbers a date format needs about one Gregorian day.
struct DateFields: Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    var weekday: Weekday
    /// 1…366.
    var dayOfYear: Int
    /// The ISO 8601 week-numbering year and week (weeks from Monday, week 1 holds the year's first Thursday).
    var isoYear: Int
    var isoWeek: Int

    /// The fields of a day in Foundation's Gregorian calendar (Julian before
    /// 1582-10-15), with the day's ISO 8601 week; outside that calendar's
    /// supported days, the proleptic Gregorian date.
    ///
    /// - Parameter day: A day.
    init(day: Day) {
        let gregorian = CalendarSystem(.gregorian)
        let proleptic = day.prolepticGregorianDate
        let components = gregorian.components(of: day)
            ?? DayComponents(year: proleptic.year, month: proleptic.month, day: proleptic.day)
        let firstOfYear = gregorian.day(from: DayComponents(era: components.era, year: components.year, month: 1, day: 1))
        year = components.year
        month = components.month
        self.day = components.day
        weekday = day.weekday
        dayOfYear = (firstOfYear?.distance(to: day) ?? 0) + 1
        isoYear = day.isoWeek.year
        isoWeek = day.isoWeek.week
    }

    init(year: Int, month: Int, day: Int, weekday: Weekday, dayOfYear: Int, isoYear: Int, isoWeek: Int) {
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
