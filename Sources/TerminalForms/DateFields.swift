import CalendarPicker
import Foundation

/// The numbers a date format needs about one Gregorian day.
package struct DateFields: Hashable, Sendable {
    /// The year, month (1…12) and day of the month.
    package var year: Int
    package var month: Int
    package var day: Int
    /// The day of the week.
    package var weekday: Weekday
    /// 1…366.
    package var dayOfYear: Int
    /// The ISO 8601 week-numbering year and week (weeks from Monday, week 1 holds the year's first Thursday).
    package var isoYear: Int
    package var isoWeek: Int

    /// The fields of a day in Foundation's Gregorian calendar (Julian before
    /// 1582-10-15), with the day's ISO 8601 week; outside that calendar's
    /// supported days, the proleptic Gregorian date.
    ///
    /// - Parameter day: A day.
    package init(day: Day) {
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

    /// The fields of a day given number by number.
    package init(year: Int, month: Int, day: Int, weekday: Weekday, dayOfYear: Int, isoYear: Int, isoWeek: Int) {
        (self.year, self.month, self.day, self.weekday) = (year, month, day, weekday)
        (self.dayOfYear, self.isoYear, self.isoWeek) = (dayOfYear, isoYear, isoWeek)
    }
}

/// The month and weekday names a date format prints, in one locale.
package struct DateNames: Hashable, Sendable {
    /// Twelve month names, January first.
    package var months: [String]
    /// Twelve short month names, January first.
    package var shortMonths: [String]
    /// Seven weekday names, Sunday first.
    package var weekdays: [String]
    /// Seven short weekday names, Sunday first.
    package var shortWeekdays: [String]

    /// The English names.
    package static let english = DateNames(locale: Locale(identifier: "en_US_POSIX"))

    /// The Gregorian calendar's names in a locale (format forms, as in "22 November").
    package init(locale: Locale) {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        months = formatter.monthSymbols
        shortMonths = formatter.shortMonthSymbols
        weekdays = formatter.weekdaySymbols
        shortWeekdays = formatter.shortWeekdaySymbols
    }

    /// Names given list by list.
    package init(months: [String], shortMonths: [String], weekdays: [String], shortWeekdays: [String]) {
        (self.months, self.shortMonths, self.weekdays, self.shortWeekdays) = (months, shortMonths, weekdays, shortWeekdays)
    }
}
