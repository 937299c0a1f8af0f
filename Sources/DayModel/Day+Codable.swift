// Embedded Swift has no Codable, so the encodings are left out there. They are
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps them.
#if !hasFeature(Embedded)

extension Day: Codable {
    /// Reads a day from its ISO 8601 text (`"2026-11-25"`).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for text that is not a day of ISO 8601.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try Day(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the day as its ISO 8601 text (`"2026-11-25"`).
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}

#endif
