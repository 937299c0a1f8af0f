extension ISOWeek {
    /// Why text is no ISO 8601 week (``init(iso8601:)``).
    public enum ParsingError: Error, Hashable, Sendable {
        /// The text is not `YYYY-Www`.
        case notAWeek
        /// The year has no such week: `weeks` is how many it has (52 or 53).
        case noSuchWeek(year: Int, weeks: Int)
    }

    /// The week `week` of the week-based year `year`, or `nil` when the year
    /// has no such week (week 53 of a year of 52) or lies outside the days
    /// ``Day`` counts.
    ///
    /// - Parameters:
    ///   - year: The week-based year.
    ///   - week: The week, 1…53.
    public init?(year: Int, week: Int) {
        guard let weeks = Self.weeks(inYear: year), (1...weeks).contains(week) else { return nil }
        (self.year, self.week) = (year, week)
    }

    /// How many weeks a week-based year has: 53 when 28 December (always in
    /// the year's last week) lies in week 53, else 52; `nil` for a year whose
    /// 28 December lies outside the days ``Day`` counts.
    ///
    /// - Parameter year: The week-based year.
    /// - Returns: 52 or 53, or `nil`.
    public static func weeks(inYear year: Int) -> Int? {
        Day(prolepticGregorianYear: year, month: 12, day: 28).map { ISOWeek(containing: $0).week }
    }

    /// Reads a week as ``description`` writes it: `YYYY-Www` (`2026-W48`),
    /// four digits or more for the year, a `-` before it for a year before 1,
    /// and `W` or `w`.
    ///
    /// - Parameter text: The text.
    /// - Throws: ``ParsingError/notAWeek`` for text of another form;
    ///   ``ParsingError/noSuchWeek(year:weeks:)`` for a week the year lacks
    ///   (`2027-W53`).
    /// - Complexity: O(*n*) in the text's length.
    public init(iso8601 text: String) throws(ParsingError) {
        // On the UTF-8 bytes: no Unicode tables, as in Embedded Swift.
        let bytes = Array(text.utf8)
        let isNegative = bytes.first == UInt8(ascii: "-")
        let body = bytes.dropFirst(isNegative ? 1 : 0)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let yearDigits = body.prefix(while: isDigit)
        let rest = body.dropFirst(yearDigits.count)
        guard yearDigits.count >= 4, yearDigits.count <= 18, rest.count == 4, rest.first == UInt8(ascii: "-"),
              [UInt8(ascii: "W"), UInt8(ascii: "w")].contains(rest.dropFirst().first ?? 0), rest.suffix(2).allSatisfy(isDigit)
        else { throw .notAWeek }
        let number = { (digits: ArraySlice<UInt8>) in digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        let year = isNegative ? -number(yearDigits) : number(yearDigits)
        guard let weeks = Self.weeks(inYear: year) else { throw .notAWeek }
        guard let parsed = ISOWeek(year: year, week: number(rest.suffix(2))) else { throw .noSuchWeek(year: year, weeks: weeks) }
        self = parsed
    }
}
