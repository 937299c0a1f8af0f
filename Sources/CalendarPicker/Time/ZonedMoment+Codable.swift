import Foundation

extension ZonedMoment: Codable {
    private enum CodingKeys: String, CodingKey { case moment, timeZone, resolution, gap }

    /// Reads a moment from `{"moment", "timeZone", "resolution", "gap"}` (see ``encode(to:)``).
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` naming the problem: a moment
    ///   that is not RFC 3339, an unknown time zone, an unknown resolution.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .moment)
        let identifier = try container.decode(String.self, forKey: .timeZone)
        guard let timeZone = TimeZone(identifier: identifier) else {
            throw DecodingError.dataCorruptedError(forKey: .timeZone, in: container,
                                                   debugDescription: "'\(identifier)' is not a time zone")
        }
        let moment: ZonedMoment
        do {
            moment = try ZonedMoment(iso8601: text, in: timeZone)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .moment, in: container, debugDescription: error.description)
        }
        let resolution: Resolution
        switch try container.decodeIfPresent(String.self, forKey: .resolution) ?? "exact" {
        case "exact": resolution = .exact
        case "repeatedFirst": resolution = .repeated(.first)
        case "repeatedSecond": resolution = .repeated(.second)
        case "skipped": resolution = .skipped(gap: try container.decode(Int.self, forKey: .gap))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .resolution, in: container, debugDescription:
                "'\(other)' is not a resolution (exact, repeatedFirst, repeatedSecond, skipped)")
        }
        self = moment.resolved(as: resolution)
    }

    /// Writes the moment as an object: the instant in RFC 3339
    /// (``iso8601``), the zone's identifier, and how the local time was
    /// found (`exact`, `repeatedFirst` or `repeatedSecond` for the two
    /// instants of a repeated local time, `skipped` with the gap in seconds):
    /// `{"moment": "2026-11-01T01:30:00-05:00", "timeZone": "America/New_York",
    /// "resolution": "repeatedSecond"}`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(iso8601, forKey: .moment)
        try container.encode(timeZone.identifier, forKey: .timeZone)
        switch resolution {
        case .exact: try container.encode("exact", forKey: .resolution)
        case .repeated(.first): try container.encode("repeatedFirst", forKey: .resolution)
        case .repeated(.second): try container.encode("repeatedSecond", forKey: .resolution)
        case .skipped(let gap):
            try container.encode("skipped", forKey: .resolution)
            try container.encode(gap, forKey: .gap)
        }
    }
}
