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
    /// - Parameters:
    ///   - era: The era (1 = AD in the Gregorian calendar).
    ///   - year: The year within the era.
    public init(era: Int = 1, year: Int) {
        self.era = era
        self.year = year
    }

    /// The year number, with the era in front when it is not 1 (`e235:31`).
    public var description: String {
        era == 1 ? "\(year)" : "e\(era):\(year)"
    }
}
