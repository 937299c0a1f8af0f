// Embedded Swift has no Codable, so the encodings are left out there. They are
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps them.
#if !hasFeature(Embedded)

extension DayRange: Codable {
    private enum CodingKeys: String, CodingKey { case start, end }

    /// Reads a range from `{"start": DAY, "end": DAY}`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the end comes before the start.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(Day.self, forKey: .start)
        let end = try container.decode(Day.self, forKey: .end)
        guard let range = DayRange(start, end) else {
            throw DecodingError.dataCorruptedError(forKey: .end, in: container,
                                                   debugDescription: "the range ends before it starts")
        }
        self = range
    }

    /// Writes the range as `{"start": DAY, "end": DAY}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }
}

#endif
