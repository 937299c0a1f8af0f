/// A calendar date as year, month and day, with no time and no time zone.
///
/// `FormDate` does not check its parts against a calendar: it holds what a
/// date picker chose, in whatever calendar the form uses. Add a ``FieldRule``
/// to a field when its dates must satisfy more than that.
public struct FormDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year.
    public var year: Int
    /// The month of the year, from 1.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// Creates a date.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month of the year, from 1.
    ///   - day: The day of the month, from 1.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Orders dates by year, then month, then day.
    ///
    /// - Parameters:
    ///   - lhs: A date.
    ///   - rhs: Another date.
    /// - Returns: Whether `lhs` comes before `rhs`.
    public static func < (lhs: FormDate, rhs: FormDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The date as `YYYY-MM-DD`, with a minus sign in front of negative years.
    public var description: String {
        "\(Self.padded(year, to: 4))-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }
}
