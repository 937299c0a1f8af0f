/// A month as a calendar's arithmetic names it: era, year, number and leap
/// flag, without its days. The arithmetic looks months up by these; the
/// public ``Month`` adds the days.
struct MonthKey: Hashable, Sendable {
    /// The era, in the calendar's numbering.
    var era: Int
    /// The year within the era.
    var year: Int
    /// The month number, from 1.
    var month: Int
    /// Whether it is a leap month.
    var isLeapMonth: Bool

    init(era: Int = 1, year: Int, month: Int, isLeapMonth: Bool = false) {
        self.era = era
        self.year = year
        self.month = month
        self.isLeapMonth = isLeapMonth
    }

    /// The key of a public month.
    init(_ month: Month) {
        self.init(era: month.era, year: month.year, month: month.number, isLeapMonth: month.isLeapMonth)
    }

    /// Whether this month's fields come before another's, compared era, year,
    /// number, leap flag: the order of months within one era that counts up.
    func fieldsPrecede(_ other: MonthKey) -> Bool {
        (era, year, month, isLeapMonth ? 1 : 0) < (other.era, other.year, other.month, other.isLeapMonth ? 1 : 0)
    }

    /// The year the month belongs to.
    var yearValue: Year { Year(era: era, year: year) }
}

/// A day as a calendar's arithmetic names it: its month's key and its day of the month.
struct DayFields: Hashable, Sendable {
    /// The month.
    var month: MonthKey
    /// The day of the month, from 1.
    var day: Int

    init(era: Int = 1, year: Int, month: Int, day: Int, isLeapMonth: Bool = false) {
        self.month = MonthKey(era: era, year: year, month: month, isLeapMonth: isLeapMonth)
        self.day = day
    }

    init(month: MonthKey, day: Int) {
        self.month = month
        self.day = day
    }

    /// The era.
    var era: Int { month.era }
    /// The year within the era.
    var year: Int { month.year }

    /// The fields as public components (with the era given).
    var components: DayComponents {
        DayComponents(era: month.era, year: month.year, month: month.month, day: day, isLeapMonth: month.isLeapMonth)
    }
}
