// Days written as numbers in a calendar: the one reader and writer of the
// package's `YYYY-MM-DD` in any calendar (the demo's --date, --min, --max and
// its `selected:` lines among them).
extension CalendarSystem {
    /// The calendar's name in English: "Gregorian", "Hebrew", "Ethiopic Amete Alem"…
    public var name: String {
        switch identifier {
        case .gregorian: "Gregorian"
        case .iso8601: "ISO 8601"
        case .buddhist: "Buddhist"
        case .chinese: "Chinese"
        case .coptic: "Coptic"
        case .dangi: "Korean (Dangi)"
        case .ethiopicAmeteMihret: "Ethiopic"
        case .ethiopicAmeteAlem: "Ethiopic Amete Alem"
        case .hebrew: "Hebrew"
        case .indian: "Indian national"
        case .islamicCivil: "Islamic civil"
        case .islamicTabular: "Islamic tabular"
        case .islamicUmmAlQura: "Islamic Umm al-Qura"
        case .japanese: "Japanese"
        case .persian: "Persian"
        case .republicOfChina: "Minguo"
        case .vietnamese: "Vietnamese"
        }
    }

    /// Reads a day written as numbers in this calendar: `YYYY-MM-DD`, the
    /// year within the era in use today (``currentEra``), or with the era
    /// in front, `eERA:YYYY-MM-DD` (`e235:0031-04-30` is Heisei 31 April
    /// 30). ``text(of:)`` writes days this way.
    ///
    /// - Parameter text: The text.
    /// - Returns: The day.
    /// - Throws: ``DayParsingError`` naming the text: another form, or a day
    ///   the calendar does not have (`2026-02-30`; in Foundation's Gregorian
    ///   calendar also 1582-10-05 to 1582-10-14, which the reform skipped).
    /// - Complexity: As ``day(from:)``.
    public func day(parsing text: String) throws(DayParsingError) -> Day {
        var rest = Substring(text)
        var era: Int?
        if rest.hasPrefix("e"), let colon = rest.firstIndex(of: ":") {
            guard let number = Int(rest[rest.index(after: rest.startIndex)..<colon]) else {
                throw DayParsingError(text: text, reason: .malformed)
            }
            era = number
            rest = rest[rest.index(after: colon)...]
        }
        // A leap month is written with an `l` after its number (`4743-06l-01`).
        var isLeapMonth = false
        if let marked = Self.split(rest, atFirst: "l-") {
            isLeapMonth = true
            rest = marked.before + "-" + marked.after
        }
        guard let fields = NumericDate(parsing: String(rest)), fields.yearDigits >= 4 else {
            throw DayParsingError(text: text, reason: .malformed)
        }
        guard let year = fields.year, abs(year) <= DayArithmetic.yearLimit else {
            throw DayParsingError(text: text, reason: .outOfRange)
        }
        let components = DayComponents(era: era, year: year, month: fields.month, day: fields.day, isLeapMonth: isLeapMonth)
        guard let day = day(from: components) else {
            throw DayParsingError(text: text, reason: .noSuchDay, calendarName: name)
        }
        return day
    }

    /// Reads a range of days written `START..END` (or `START/END`, as ISO 8601
    /// writes an interval), each end as ``day(parsing:)`` reads it.
    ///
    /// - Parameter text: The text.
    /// - Returns: The range.
    /// - Throws: ``DayParsingError`` for an end that is not a day, or with
    ///   ``DayParsingError/Reason/malformed`` for a range that ends before it starts.
    public func dayRange(parsing text: String) throws(DayParsingError) -> DayRange {
        guard let parts = Self.split(text[...], atFirst: "..") ?? Self.split(text[...], atFirst: "/"),
              Self.split(parts.after, atFirst: "..") == nil, Self.split(parts.after, atFirst: "/") == nil
        else { throw DayParsingError(text: text, reason: .malformed) }
        let start = try day(parsing: String(parts.before)), end = try day(parsing: String(parts.after))
        guard let range = DayRange(start, end) else { throw DayParsingError(text: text, reason: .endsBeforeStart) }
        return range
    }

    /// A day written as numbers in this calendar: `YYYY-MM-DD` (`YYYY-MMl-DD`
    /// in a leap month), with `eERA:` in front when the era is not the one
    /// in use today. ``day(parsing:)`` reads it back.
    ///
    /// - Parameter day: A day.
    /// - Returns: The text: `2026-11-25` in the Gregorian calendar, `5787-03-15` in the Hebrew; a day
    ///   outside ``supportedDays`` is written in ISO 8601 (``Day/iso8601``).
    public func text(of day: Day) -> String {
        guard supports(day) else { return day.iso8601 }
        let fields = fields(atDayNumber: day.dayNumber)
        let era = fields.era == currentEra ? "" : "e\(fields.era):"
        let sign = fields.year < 0 ? "-" : ""
        return era + sign + NumericDate.padded(fields.year.magnitude, to: 4) + "-"
            + NumericDate.padded(UInt(fields.month.month), to: 2) + (fields.month.isLeapMonth ? "l" : "") + "-"
            + NumericDate.padded(UInt(fields.day), to: 2)
    }
}

extension CalendarSystem {
    /// The text before and after the first occurrence of a separator, or `nil`
    /// without one (written out: Embedded Swift has no `split` on a string separator).
    ///
    /// - Complexity: O(*n*·*m*) for a text of *n* characters and a separator of *m*.
    static func split(_ text: Substring, atFirst separator: String) -> (before: Substring, after: Substring)? {
        let pattern = Array(separator.utf8)
        let bytes = text.utf8
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var start = bytes.startIndex
        while let end = bytes.index(start, offsetBy: pattern.count, limitedBy: bytes.endIndex) {
            if bytes[start..<end].elementsEqual(pattern) {
                return (Substring(bytes[bytes.startIndex..<start]), Substring(bytes[end..<bytes.endIndex]))
            }
            start = bytes.index(after: start)
        }
        return nil
    }
}
