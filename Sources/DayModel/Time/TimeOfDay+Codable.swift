// Embedded Swift has no Codable, so the encodings are left out there. They are
// stable and documented (the DayModel catalog, "Storing days"); a round-trip test keeps them.
#if !hasFeature(Embedded)

extension TimeOfDay: Codable {
    /// Reads a time from ISO 8601's extended time, `"09:30:00"` or `"09:30"`
    /// (see ``init(iso8601:)``).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` naming the problem: another
    ///   form, an hour or minute out of range, or seconds that are not zero.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try TimeOfDay(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the time as ``iso8601`` (`"09:30:00"`).
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}

extension TimeSpan: Codable {
    /// Reads a span from an ISO 8601 duration (`"PT7H45M"`, `"PT1H30M0S"`,
    /// `"PT90M"`; see ``init(iso8601:)``).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` naming the problem.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try TimeSpan(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
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

    /// Reads an ISO 8601 duration of hours and minutes: `PT7H45M`, `PT8H`,
    /// `PT90M`, `PT1H30M0S`. Each part may be left out, but not all of them,
    /// and they come in the order H, M, S; the seconds must be zero.
    ///
    /// - Parameter text: The duration.
    /// - Throws: ``TimeParsingError``: ``TimeParsingError/Reason/malformed``
    ///   for another form (a day part, `P1D`, is refused: a day is not always
    ///   24 hours), ``TimeParsingError/Reason/hasSeconds`` for seconds that
    ///   are not zero, and ``TimeParsingError/Reason/outOfRange`` for a span
    ///   past `Int.max` minutes.
    public init(iso8601 text: String) throws(TimeParsingError) {
        guard let (hours, minutes, seconds) = ClockText.isoDuration(text) else {
            throw TimeParsingError(text: text, reason: .malformed, form: "PT#H#M")
        }
        guard seconds == 0 else { throw TimeParsingError(text: text, reason: .hasSeconds, form: "PT#H#M") }
        let (hourMinutes, overflow) = hours.multipliedReportingOverflow(by: 60)
        let (total, overflow2) = hourMinutes.addingReportingOverflow(minutes)
        guard !overflow, !overflow2, let span = TimeSpan(totalMinutes: total) else {
            throw TimeParsingError(text: text, reason: .outOfRange, form: "PT#H#M")
        }
        self = span
    }
}
