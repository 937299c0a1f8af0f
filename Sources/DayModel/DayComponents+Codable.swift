// Embedded Swift has no Codable, so the encoding is left out there. It is
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps it.
#if !hasFeature(Embedded)

extension DayComponents: Codable {
    private enum CodingKeys: String, CodingKey { case era, year, month, day, isLeapMonth }

    /// Reads the value from `{"era", "year", "month", "day", "isLeapMonth"}`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let era = try container.decodeIfPresent(Int.self, forKey: .era)
        let year = try container.decode(Int.self, forKey: .year)
        let month = try container.decode(Int.self, forKey: .month)
        let day = try container.decode(Int.self, forKey: .day)
        let isLeapMonth = try container.decodeIfPresent(Bool.self, forKey: .isLeapMonth) ?? false
        self.init(era: era, year: year, month: month, day: day, isLeapMonth: isLeapMonth)
    }

    /// Writes the value as `{"era", "year", "month", "day", "isLeapMonth"}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(era, forKey: .era)
        try container.encode(year, forKey: .year)
        try container.encode(month, forKey: .month)
        try container.encode(day, forKey: .day)
        try container.encode(isLeapMonth, forKey: .isLeapMonth)
    }
}

#endif
