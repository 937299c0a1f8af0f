/// A calendar the package computes: which days it names, and how.
///
/// The names follow Foundation's `Calendar.Identifier` (and CLDR's calendar
/// keys, in ``key``); CalendarPicker maps them to Foundation's for locale names.
public enum CalendarIdentifier: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The Gregorian calendar as Foundation reckons it: Julian until
    /// 4 October 1582, Gregorian from 15 October 1582; AD (era 1) and BC (era 0).
    case gregorian
    /// The Gregorian calendar with ISO 8601's weeks (Monday first); its days
    /// are ``gregorian``'s, with the 1582 reform, as Foundation's `iso8601` has them.
    case iso8601
    /// The Thai solar calendar: Gregorian days (Julian before the reform),
    /// years of the Buddhist era, the Gregorian year + 543 (era 0).
    case buddhist
    /// The Chinese lunisolar calendar: months from new moon to new moon,
    /// leap months, years in 60-year cycles (the era).
    case chinese
    /// The Coptic calendar: twelve months of 30 days and a thirteenth of 5 or 6.
    case coptic
    /// The Korean lunisolar calendar (Dangi): the Chinese rules in Korea's time.
    case dangi
    /// The Ethiopic calendar, Amete Mihret (era 1), and Amete Alem before it (era 0).
    case ethiopicAmeteMihret
    /// The Ethiopic calendar counted in Amete Alem throughout (era 0).
    case ethiopicAmeteAlem
    /// The Hebrew calendar (era 0, years AM).
    case hebrew
    /// The Indian national calendar (Saka era, 0).
    case indian
    /// The tabular Islamic calendar from Friday 16 July 622, Julian (`islamic-civil`).
    case islamicCivil
    /// The tabular Islamic calendar from Thursday 15 July 622, Julian (`islamic-tbla`).
    case islamicTabular
    /// The Islamic calendar of Saudi Arabia's official Umm al-Qura tables.
    case islamicUmmAlQura
    /// Gregorian days with Japan's eras (Meiji, Taishō, Shōwa, Heisei, Reiwa and the eras before).
    case japanese
    /// The Persian (Solar Hijri) calendar (era 0, years AP).
    case persian
    /// The Minguo calendar of the Republic of China: Minguo (era 1) from 1912, before it era 0.
    case republicOfChina
    /// The Vietnamese lunisolar calendar: the Chinese rules in Vietnam's time
    /// (UTC+8 before 1968, UTC+7 since), years in 60-year cycles as the Chinese.
    ///
    /// CLDR has no key for it; ``key`` is `vietnamese`, as Foundation's
    /// identifier. Foundation on Linux answers it as Gregorian.
    case vietnamese

    /// The calendar of a Swift case name (`"islamicUmmAlQura"`), as `Codable` writes it.
    ///
    /// - Parameter rawValue: A case name.
    /// - Returns: The calendar, or `nil` for a name that is none.
    /// - Complexity: O(*n*) in the number of calendars.
    public init?(rawValue: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }

    /// The calendar of a CLDR key (`"islamic-umalqura"`, `"roc"`, `"ethiopic-amete-alem"`), as ``key`` writes it.
    ///
    /// - Parameter key: A CLDR calendar key, or `vietnamese`.
    /// - Returns: The calendar, or `nil` for a key the package does not compute.
    /// - Complexity: O(*n*) in the number of calendars.
    public init?(key: String) {
        guard let match = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = match
    }

    /// CLDR's name for the calendar (`gregorian`, `ethiopic-amete-alem`, `islamic-civil`, `roc` …).
    public var key: String {
        switch self {
        case .ethiopicAmeteMihret: "ethiopic"
        case .ethiopicAmeteAlem: "ethiopic-amete-alem"
        case .islamicCivil: "islamic-civil"
        case .islamicTabular: "islamic-tbla"
        case .islamicUmmAlQura: "islamic-umalqura"
        case .republicOfChina: "roc"
        default: rawValue
        }
    }

    /// ``key``.
    public var description: String { key }

    /// The calendars of 60-year cycles with leap months: Chinese, Korean and Vietnamese.
    public var isLunisolar: Bool {
        self == .chinese || self == .dangi || self == .vietnamese
    }
}
