// Embedded Swift has no Codable, so the encoding is left out there. It is
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps it.
#if !hasFeature(Embedded)

extension Year: Codable {
    private enum CodingKeys: String, CodingKey { case era, year }

    /// Reads the value from `{"era", "year"}`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let era = try container.decode(Int.self, forKey: .era)
        let year = try container.decode(Int.self, forKey: .year)
        self.init(era: era, year: year)
    }

    /// Writes the value as `{"era", "year"}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(era, forKey: .era)
        try container.encode(year, forKey: .year)
    }
}

#endif
