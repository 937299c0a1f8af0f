/// The months of one year of a calendar and the days each holds.
///
/// A lunisolar table's year unpacks into one (``LunisolarTable``).
package struct YearLayout: Sendable {
    /// The year.
    package let year: Year
    /// Its months in order, with their days; empty when the year does not exist.
    package let months: [MonthDays]

    /// A year and its months, in order.
    package init(year: Year, months: [MonthDays]) {
        self.year = year
        self.months = months
    }

    /// The day number of the year's first day (meaningless when empty).
    package var firstDayNumber: Int { months.first?.firstDayNumber ?? 0 }

    /// The day number of the year's last day (meaningless when empty).
    package var lastDayNumber: Int { months.last?.lastDayNumber ?? -1 }

    /// The days of a month of this year, if it has that month.
    ///
    /// - Complexity: O(months), at most 13.
    package func days(of month: MonthKey) -> MonthDays? {
        months.first { $0.key == month }
    }

    /// The day with a day number, if it lies in this year.
    ///
    /// - Complexity: O(log months).
    package func day(atDayNumber dayNumber: Int) -> DayFields? {
        monthDays(containingDayNumber: dayNumber).map {
            DayFields(month: $0.key, day: $0.label(atOffset: dayNumber - $0.firstDayNumber))
        }
    }

    /// The days of the month holding a day number, if it lies in this year.
    ///
    /// - Complexity: O(log months).
    package func monthDays(containingDayNumber dayNumber: Int) -> MonthDays? {
        guard !months.isEmpty, dayNumber >= firstDayNumber, dayNumber <= lastDayNumber else { return nil }
        var low = 0, high = months.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if months[middle].firstDayNumber <= dayNumber { low = middle } else { high = middle - 1 }
        }
        return months[low]
    }
}
