/// A month as a calendar's arithmetic names it: era, year, number and leap
/// flag, without its days. The arithmetic looks months up by these; the
/// public ``Month`` adds the days.
package struct MonthKey: Hashable, Sendable {
    /// The era, in the calendar's numbering.
    package var era: Int
    /// The year within the era.
    package var year: Int
    /// The month number, from 1.
    package var month: Int
    /// Whether it is a leap month.
    package var isLeapMonth: Bool

    package init(era: Int = 1, year: Int, month: Int, isLeapMonth: Bool = false) {
        self.era = era
        self.year = year
        self.month = month
        self.isLeapMonth = isLeapMonth
    }

    /// The key of a public month.
    package init(_ month: Month) {
        self.init(era: month.era, year: month.year, month: month.number, isLeapMonth: month.isLeapMonth)
    }

    /// Whether this month's fields come before another's, compared era, year,
    /// number, leap flag: the order of months within one era that counts up.
    package func fieldsPrecede(_ other: MonthKey) -> Bool {
        (era, year, month, isLeapMonth ? 1 : 0) < (other.era, other.year, other.month, other.isLeapMonth ? 1 : 0)
    }

    /// The year the month belongs to.
    package var yearValue: Year { Year(era: era, year: year) }
}

/// A day as a calendar's arithmetic names it: its month's key and its day of the month.
package struct DayFields: Hashable, Sendable {
    /// The month.
    package var month: MonthKey
    /// The day of the month, from 1.
    package var day: Int

    package init(era: Int = 1, year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
        self.month = MonthKey(era: era, year: year, month: month, isLeapMonth: isLeapMonth)
        self.day = day
    }

    package init(month: MonthKey, day: Int) {
        self.month = month
        self.day = day
    }

    /// The era.
    package var era: Int { month.era }
    /// The year within the era.
    package var year: Int { month.year }

    /// The fields as public components (with the era given).
    package var components: DayComponents {
        DayComponents(era: month.era, year: month.year, month: month.month, day: day, isLeapMonth: month.isLeapMonth)
    }
}
