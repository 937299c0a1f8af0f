/// The rows of a day picker's month ribbon: the months of the displayed
/// year, or, for a ribbon that runs on across years, those of the year
/// before, the displayed year and the year after (within the year range),
/// so a drag or a fling goes on from December to January. When the
/// selection settles in another year the rows are made again around it.
///
/// Rows keep to a limit's days: in the first and last years of a range that
/// starts or ends mid-year, the ribbon stops where the range does. A Hebrew
/// leap year has 13 rows (Adar I, Adar II), a common one 12.
struct MonthRows: Hashable {
    /// The year the rows are centred on: the year of the selected month.
    private(set) var year: Year
    /// The months, one per row.
    private(set) var months: [Month]
    /// The years a continuous ribbon runs through, or `nil` for one year at a time.
    let continuousRange: YearRange?
    /// The range whose days the rows keep to.
    let limit: YearRange

    /// Makes the rows around a year.
    ///
    /// - Parameters:
    ///   - year: The year to centre on.
    ///   - calendar: The calendar whose months these are.
    ///   - limit: The range whose days the rows keep to.
    ///   - continuous: Whether the rows run on into the years before and after.
    /// - Complexity: O(months of three years).
    init(around year: Year, calendar: CalendarSystem, limit: YearRange, continuous: Bool) {
        self.year = year
        self.limit = limit
        continuousRange = continuous ? limit : nil
        months = MonthRows.rows(around: year, calendar: calendar, range: continuousRange, limit: limit)
    }

    /// The row of a month, if the rows hold it.
    func row(of month: Month) -> Int? {
        months.firstIndex(of: month)
    }

    /// The month of a row, or `nil` outside the rows.
    func month(atRow row: Int) -> Month? {
        months.indices.contains(row) ? months[row] : nil
    }

    /// Makes the rows again around another year.
    ///
    /// - Returns: Whether the rows changed.
    mutating func recenter(on year: Year, calendar: CalendarSystem) -> Bool {
        guard year != self.year else { return false }
        self.year = year
        months = MonthRows.rows(around: year, calendar: calendar, range: continuousRange, limit: limit)
        return true
    }

    /// The rows around a year: its months, and in a continuous ribbon those
    /// of the years before and after it that the range holds; within the
    /// limit's days.
    private static func rows(around year: Year, calendar: CalendarSystem, range: YearRange?, limit: YearRange) -> [Month] {
        guard let range, let row = range.row(of: year) else { return limit.months(of: year, in: calendar) }
        return (max(0, row - 1)...min(range.count - 1, row + 1)).flatMap { limit.months(of: range.year(atRow: $0), in: calendar) }
    }
}
