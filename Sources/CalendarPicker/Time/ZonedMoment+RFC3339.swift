import Foundation

// A moment as text: RFC 3339, the profile of ISO 8601 that JSON APIs,
// OpenAPI's `date-time` and Foundation's ISO 8601 parsers speak.
extension ZonedMoment {
    /// The moment in RFC 3339: the day, the time to the second and the
    /// offset, `2026-03-08T03:30:00-04:00`.
    ///
    /// The text names the instant exactly. Foundation's
    /// `ISO8601DateFormatter()` and `Date(_:strategy: .iso8601)` read it, and
    /// so does ``init(iso8601:in:)``. An offset with seconds (local mean
    /// time, before a zone's first standard time: `-04:56:02` in New York
    /// before 1883), which RFC 3339 cannot write, is rounded to the minute,
    /// and the time is written on that offset's clock, so that the text still
    /// names the same instant. Years before 0000 or after 9999 take a sign
    /// and more digits, as ISO 8601's expanded years do.
    public var iso8601: String {
        let offset = Self.roundedToMinute(secondsFromGMT)
        let local = Int(date.timeIntervalSince1970) + offset
        let days = DayArithmetic.floorDivide(local, 86_400)
        let seconds = DayArithmetic.floorModulo(local, 86_400)
        return Day(clampingDayNumber: days).iso8601 + "T" + Self.twoDigits(seconds / 3600) + ":"
            + Self.twoDigits(seconds / 60 % 60) + ":" + Self.twoDigits(seconds % 60) + Self.offsetText(offset)
    }

    /// Reads a moment written in RFC 3339 (or ISO 8601's extended form of
    /// it) and names it in a time zone.
    ///
    /// The text is a day, `T` (or `t`, or a space), a time and an offset:
    /// `2026-11-23T08:45:00+01:00`, `2026-11-23T07:45:00Z`,
    /// `2026-11-23T08:45:00.250+01:00` (the fraction of a second is
    /// dropped), and `2026-11-23T08:45+01:00`, as earlier releases wrote
    /// moments. The text's offset fixes the instant; ``day``, ``time`` and
    /// ``secondsFromGMT`` are then the zone's at that instant, which differ
    /// from the text's when the text was written on another offset.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - timeZone: The zone to name the moment in.
    /// - Throws: ``MomentParsingError``: ``MomentParsingError/Reason/malformed``
    ///   for another form, ``MomentParsingError/Reason/noSuchDay`` for a day
    ///   or time that does not exist (`2026-02-30`, `24:00:00`), and
    ///   ``MomentParsingError/Reason/outOfRange`` for an instant outside the supported days.
    /// - Complexity: O(*n*) in the length of the text.
    public init(iso8601 text: String, in timeZone: TimeZone) throws(MomentParsingError) {
        let instant = try Self.instant(of: text)
        guard let moment = ZonedMoment(date: Date(timeIntervalSince1970: Double(instant)), in: timeZone) else {
            throw MomentParsingError(text: text, reason: .outOfRange)
        }
        self = moment
    }

    /// The instant an RFC 3339 text names, in whole seconds since 1970.
    static func instant(of text: String) throws(MomentParsingError) -> Int {
        let bytes = Array(text.utf8)
        // The day ends at the first T, t or space after the year's digits.
        guard let separator = bytes.indices.first(where: { index in
            index >= 10 && [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[index])
        }) else { throw MomentParsingError(text: text, reason: .malformed) }
        let dayText = String(decoding: bytes[..<separator], as: UTF8.self)
        var rest = bytes[(separator + 1)...]
        // The offset: Z, z, or a sign and HH:MM (HH:MM:SS, as earlier releases wrote local mean time).
        let offset: Int
        if let last = rest.last, last == UInt8(ascii: "Z") || last == UInt8(ascii: "z") {
            offset = 0
            rest = rest.dropLast()
        } else if let sign = rest.lastIndex(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }),
                  let parsed = Self.offsetSeconds(rest[(sign + 1)...]) {
            offset = rest[sign] == UInt8(ascii: "-") ? -parsed : parsed
            rest = rest[..<sign]
        } else {
            throw MomentParsingError(text: text, reason: .malformed)
        }
        let timeText = String(decoding: rest, as: UTF8.self)
        let day: Day
        do {
            day = try Day(iso8601: dayText)
        } catch {
            throw MomentParsingError(text: text, reason: error.reason == .malformed ? .malformed
                                     : error.reason == .noSuchDay ? .noSuchDay : .outOfRange)
        }
        guard let clock = Self.clockSeconds(timeText) else { throw MomentParsingError(text: text, reason: .malformed) }
        guard clock < 86_400 else { throw MomentParsingError(text: text, reason: .noSuchDay) }
        let instant = day.dayNumber * 86_400 + clock - offset
        guard Double(instant).magnitude <= supportedSeconds else { throw MomentParsingError(text: text, reason: .outOfRange) }
        return instant
    }

    /// The seconds since midnight of `HH:MM`, `HH:MM:SS` or `HH:MM:SS.F…`
    /// (the fraction dropped); 86 400 or more for an hour past 23, a minute or
    /// a second past 59; `nil` for another form.
    private static func clockSeconds(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].utf8.count == 2, parts[1].utf8.count == 2,
              let hours = digits(parts[0]), let minutes = digits(parts[1]) else { return nil }
        var seconds = 0
        if parts.count == 3 {
            let whole = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard whole[0].utf8.count == 2, let value = digits(whole[0]) else { return nil }
            if whole.count == 2 { guard !whole[1].isEmpty, isDigits(whole[1]) else { return nil } }
            seconds = value
        }
        guard minutes < 60, seconds < 60 else { return 86_400 }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// The seconds of an offset's `HH:MM` or `HH:MM:SS` (hours up to 23); `nil` for another form.
    private static func offsetSeconds(_ bytes: ArraySlice<UInt8>) -> Int? {
        let parts = String(decoding: bytes, as: UTF8.self).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0.utf8.count == 2 }),
              let hours = digits(parts[0]), let minutes = digits(parts[1]), hours < 24, minutes < 60 else { return nil }
        let seconds = parts.count == 3 ? digits(parts[2]) : 0
        guard let seconds, seconds < 60 else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// The value of one or two ASCII digits, or `nil`.
    private static func digits(_ text: Substring) -> Int? {
        guard (1...2).contains(text.utf8.count), isDigits(text) else { return nil }
        return text.utf8.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// Whether a text is ASCII digits only.
    private static func isDigits(_ text: Substring) -> Bool {
        text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// An offset rounded to the nearest minute (half a minute away from zero).
    static func roundedToMinute(_ seconds: Int) -> Int {
        let minutes = (seconds.magnitude + 30) / 60
        return seconds < 0 ? -Int(minutes) * 60 : Int(minutes) * 60
    }

    /// An offset in seconds as `±HH:MM` (or `±HH:MM:SS`).
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let text = sign + twoDigits(magnitude / 3600) + ":" + twoDigits(magnitude / 60 % 60)
        return magnitude % 60 == 0 ? text : text + ":" + twoDigits(magnitude % 60)
    }

    /// A number 0 to 99 in two ASCII digits.
    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
