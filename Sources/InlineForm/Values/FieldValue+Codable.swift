// Embedded Swift has no Codable, so the encoding is left out there.
#if !hasFeature(Embedded)

extension FieldValue: Codable {
    private enum CodingKeys: String, CodingKey { case type, value }

    /// The name of each kind of value in the encoding.
    private enum Kind: String, Codable {
        case empty, text, date, dateRange, choice, toggle, time, duration
    }

    /// Reads a value from `{"type": KIND, "value": VALUE}` (see ``encode(to:)``).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for an unknown type, or a value that is not
    ///   of its type (a day that does not exist, a range that ends before it starts).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind: Kind
        do {
            kind = try container.decode(Kind.self, forKey: .type)
        } catch DecodingError.dataCorrupted {
            let name = (try? container.decode(String.self, forKey: .type)) ?? ""
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription:
                "'\(name)' is not a kind of value (empty, text, date, dateRange, choice, toggle, time, duration)")
        }
        switch kind {
        case .empty: self = .empty
        case .text: self = .text(try container.decode(String.self, forKey: .value))
        case .date: self = .date(try container.decode(Day.self, forKey: .value))
        case .dateRange: self = .dateRange(try container.decode(DayRange.self, forKey: .value))
        case .choice: self = .choice(try container.decode(Int.self, forKey: .value))
        case .toggle: self = .toggle(try container.decode(Bool.self, forKey: .value))
        case .time: self = .time(try container.decode(TimeOfDay.self, forKey: .value))
        case .duration: self = .duration(try container.decode(TimeSpan.self, forKey: .value))
        }
    }

    /// Writes the value as `{"type": KIND, "value": VALUE}`: `{"type": "date",
    /// "value": "2026-11-23"}`, `{"type": "choice", "value": 2}`, and
    /// `{"type": "empty"}` with no value. The values inside are encoded as
    /// DayModel encodes them: days and times in ISO 8601.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .empty: try container.encode(Kind.empty, forKey: .type)
        case .text(let text): try container.encode(Kind.text, forKey: .type); try container.encode(text, forKey: .value)
        case .date(let day): try container.encode(Kind.date, forKey: .type); try container.encode(day, forKey: .value)
        case .dateRange(let range):
            try container.encode(Kind.dateRange, forKey: .type)
            try container.encode(range, forKey: .value)
        case .choice(let index): try container.encode(Kind.choice, forKey: .type); try container.encode(index, forKey: .value)
        case .toggle(let isOn): try container.encode(Kind.toggle, forKey: .type); try container.encode(isOn, forKey: .value)
        case .time(let time): try container.encode(Kind.time, forKey: .type); try container.encode(time, forKey: .value)
        case .duration(let span): try container.encode(Kind.duration, forKey: .type); try container.encode(span, forKey: .value)
        }
    }
}

#endif
