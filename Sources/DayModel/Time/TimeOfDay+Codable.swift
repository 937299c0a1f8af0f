// Embedded Swift has no Codable, so the encodings are left out there. They are
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps them.
#if !hasFeature(Embedded)

extension TimeOfDay: Codable {
    /// Reads a time from its ISO 8601 text (`"09:30"`).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for text that is not `HH:MM`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try TimeOfDay(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the time as its ISO 8601 text (`"09:30"`).
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension TimeSpan: Codable {
    /// Reads a span from an ISO 8601 duration of hours and minutes
    /// (`"PT7H45M"`, `"PT8H"`, `"PT30M"`, `"PT0M"`).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` for any other text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let span = TimeSpan(iso8601: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "'\(text)' is not an ISO 8601 duration of hours and minutes (PT7H45M)")
        }
        self = span
    }

    /// Writes the span as an ISO 8601 duration (`"PT7H45M"`; `"PT0M"` for none).
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}

#endif

extension TimeSpan {
    /// The span as an ISO 8601 duration of hours and minutes: `PT7H45M`,
    /// `PT8H`, `PT30M`, and `PT0M` for none.
    public var iso8601: String {
        if totalMinutes == 0 { return "PT0M" }
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (minutes > 0 ? "\(minutes)M" : "")
    }

    /// A span from an ISO 8601 duration of hours and minutes (`PT7H45M`,
    /// `PT8H`, `PT90M`), or `nil` for any other text.
    ///
    /// - Parameter text: The duration.
    public init?(iso8601 text: String) {
        var rest = Substring(text)
        guard rest.hasPrefix("PT"), rest.count > 2 else { return nil }
        rest = rest.dropFirst(2)
        var total = 0
        var units: [Character] = []
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let unit = rest.first, unit == "H" || unit == "M", !units.contains(unit), units.last != "M" else { return nil }
            units.append(unit)
            total += unit == "H" ? value * 60 : value
            rest = rest.dropFirst()
        }
        self.init(totalMinutes: total)
    }
}
