/// A year of some calendar: its era and its number within the era.
///
/// A year is a name, not a span: which days it holds depends on the
/// calendar (`CalendarSystem.months(of:)` in CalendarPicker lists its
/// months). Years are not ordered by themselves, since eras count in
/// different ways (years before Christ count down); a year picker's rows
/// give their order.
public struct Year: Hashable, Sendable, CustomStringConvertible {
    /// The era, in the calendar's numbering.
    public var era: Int
    /// The year within the era.
    public var year: Int

    /// Creates a year.
    ///
    /// The era has no default: eras are numbered differently in every
    /// calendar (AD is 1 in the Gregorian calendar, the Hebrew calendar's one
    /// era is 0, Reiwa is 236). `CalendarSystem.currentEra` and
    /// `CalendarSystem.year(containing:)` in CalendarPicker give a calendar's.
    ///
    /// - Parameters:
    ///   - era: The era, in the calendar's numbering.
    ///   - year: The year within the era.
    public init(era: Int, year: Int) {
        self.era = era
        self.year = year
    }

    /// The year number, with the era in front when it is not 1 (`e235:31`).
    public var description: String {
        era == 1 ? "\(year)" : "e\(era):\(year)"
    }
}
