import Foundation

// The bridge to Foundation: its calendar identifiers and calendars, for the
// names its formatters write, and its dates.
extension CalendarSystem {
    /// The calendar system of a Foundation calendar: its identifier's (its
    /// locale, time zone and first weekday change no day; a day picker's
    /// first weekday is its configuration's).
    ///
    /// - Parameter calendar: A Foundation calendar.
    /// - Returns: `nil` for a calendar the package does not compute
    ///   (Foundation's astronomical `islamic`, the Indian regional calendars).
    public init?(calendar: Calendar) {
        guard let identifier = CalendarIdentifier(calendar.identifier) else { return nil }
        self.init(identifier)
    }

    /// Foundation's calendar for the names of this calendar's months and
    /// years, in GMT; `nil` where the platform has none (the Korean
    /// calendar before Apple's 2025 releases).
    public var foundationCalendar: Calendar? {
        guard let identifier = identifier.foundationIdentifier else { return nil }
        return ProcessCaches.gmtCalendars.value(forKey: self.identifier) {
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
            return calendar
        }
    }

    /// The weekday a week starts on by default: Monday in the ISO 8601
    /// calendar (its weeks start on Monday whatever the locale), otherwise
    /// the locale's first weekday.
    ///
    /// - Parameter locale: The locale.
    public func defaultFirstWeekday(in locale: Locale) -> Weekday {
        identifier == .iso8601 ? .monday : WeekdayHeader.firstWeekday(of: locale)
    }

    /// Noon UTC of a day, as a `Date`: the instant names are formatted on.
    static func noon(ofDayNumber dayNumber: Int) -> Date {
        Date(timeIntervalSince1970: Double(dayNumber) * 86_400 + 43_200)
    }

    /// The UTC day number of an instant the package made (a noon of a supported day, now).
    static func dayNumber(of date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    /// The UTC day number of any instant: `nil` when it is not finite or lies
    /// past ``Day/supportedDayNumbers``.
    static func checkedDayNumber(of date: Date) -> Int? {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        guard days.isFinite, days.magnitude <= Double(Day.supportedDayNumbers.upperBound) else { return nil }
        return Int(days)
    }
}

extension CalendarIdentifier {
    /// The calendar of a Foundation identifier; `nil` for a calendar the
    /// package does not compute (Foundation's astronomical `islamic`, the
    /// Indian regional calendars).
    ///
    /// - Parameter identifier: A Foundation calendar identifier.
    public init?(_ identifier: Calendar.Identifier) {
        guard let computed = Self.allCases.first(where: { $0.foundationIdentifier == identifier }) else { return nil }
        self = computed
    }

    /// Foundation's identifier of the calendar, where the platform has one.
    public var foundationIdentifier: Calendar.Identifier? {
        switch self {
        case .gregorian: .gregorian
        case .iso8601: .iso8601
        case .buddhist: .buddhist
        case .chinese: .chinese
        case .coptic: .coptic
        case .dangi:
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { .dangi } else { nil }
        case .ethiopicAmeteMihret: .ethiopicAmeteMihret
        case .ethiopicAmeteAlem: .ethiopicAmeteAlem
        case .hebrew: .hebrew
        case .indian: .indian
        case .islamicCivil: .islamicCivil
        case .islamicTabular: .islamicTabular
        case .islamicUmmAlQura: .islamicUmmAlQura
        case .japanese: .japanese
        case .persian: .persian
        case .republicOfChina: .republicOfChina
        case .vietnamese:
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { .vietnamese } else { nil }
        }
    }
}
