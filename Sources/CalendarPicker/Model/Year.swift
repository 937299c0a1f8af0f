/// A year in some calendar: era and year number.
public struct Year: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The era, in the calendar's numbering.
    public var era: Int
    /// The year within the era.
    public var year: Int

    /// Creates a year.
    ///
    /// - Parameters:
    ///   - era: The era (1 = AD in Gregorian).
    ///   - year: The year within the era.
    public init(era: Int = 1, year: Int) {
        self.era = era
        self.year = year
    }

    /// Orders years by era, then number. (Years before Christ count down:
    /// order them by their days, not with this, when a range spans era 0.)
    ///
    /// - Parameters:
    ///   - lhs: A year.
    ///   - rhs: A year of the same calendar.
    public static func < (lhs: Year, rhs: Year) -> Bool {
        (lhs.era, lhs.year) < (rhs.era, rhs.year)
    }

    /// The year number, with the era in front when it is not 1.
    public var description: String {
        era == 1 ? "\(year)" : "e\(era):\(year)"
    }
}
