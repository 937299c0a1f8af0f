// Embedded Swift has no Codable, so the encodings are left out there. They are
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps them.
#if !hasFeature(Embedded)

extension Month: Codable {
    private enum CodingKeys: String, CodingKey { case era, year, month, isLeapMonth, firstDay, lastDay }

    /// Reads a month from `{"era", "year", "month", "isLeapMonth", "firstDay", "lastDay"}`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the month number is not in
    ///   1…13 (no calendar numbers its months otherwise) or the last day comes before the first.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let number = try container.decode(Int.self, forKey: .month)
        guard (1...13).contains(number) else {
            throw DecodingError.dataCorruptedError(forKey: .month, in: container,
                                                   debugDescription: "month \(number) is not in 1...13")
        }
        let first = try container.decode(Day.self, forKey: .firstDay)
        let last = try container.decode(Day.self, forKey: .lastDay)
        guard first <= last else {
            throw DecodingError.dataCorruptedError(forKey: .lastDay, in: container,
                                                   debugDescription: "the month ends before it starts")
        }
        self.init(era: try container.decode(Int.self, forKey: .era), year: try container.decode(Int.self, forKey: .year),
                  number: number,
                  isLeapMonth: try container.decodeIfPresent(Bool.self, forKey: .isLeapMonth) ?? false,
                  firstDay: first, lastDay: last)
    }

    /// Writes the month as `{"era", "year", "month", "isLeapMonth", "firstDay", "lastDay"}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(era, forKey: .era)
        try container.encode(year, forKey: .year)
        try container.encode(number, forKey: .month)
        try container.encode(isLeapMonth, forKey: .isLeapMonth)
        try container.encode(firstDay, forKey: .firstDay)
        try container.encode(lastDay, forKey: .lastDay)
    }
}

#endif
