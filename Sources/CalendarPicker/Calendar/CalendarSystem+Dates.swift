import Foundation

extension CalendarSystem {
    /// The instant a day starts in a time zone.
    ///
    /// On days whose midnight does not exist (São Paulo 2018-11-04, where
    /// clocks jumped from 00:00 to 01:00) this is the first instant that does
    /// (01:00).
    ///
    /// - Parameters:
    ///   - day: A day.
    ///   - timeZone: The time zone.
    /// - Returns: `nil` when the time zone skipped the day entirely
    ///   (Pacific/Apia, 2011-12-30).
    public func startDate(of day: Day, in timeZone: TimeZone) -> Date? {
        let dayNumber = day.dayNumber
        // Noon of that day in the zone, then back to the zone's start of that day.
        let noonGMT = Double(dayNumber) * 86_400 + 43_200
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noonGMT))
        let zoned = ZonedCalendars.shared.gregorian(in: timeZone)
        let start = zoned.startOfDay(for: Date(timeIntervalSince1970: noonGMT - Double(offset)))
        return self.day(of: start, in: timeZone) == day ? start : nil
    }

    /// The day an instant falls on in a time zone.
    ///
    /// - Parameters:
    ///   - date: An instant.
    ///   - timeZone: The time zone.
    public func day(of date: Date, in timeZone: TimeZone) -> Day {
        let local = date.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: date)))
        return Day(dayNumber: CalendarSystem.dayNumber(of: local))
    }
}

/// Gregorian calendars in the time zones asked about, made once each (at
/// most 32 zones are kept; then they are made again).
final class ZonedCalendars: @unchecked Sendable {
    static let shared = ZonedCalendars()
    private let lock = NSLock()
    private var calendars: [TimeZone: Calendar] = [:]

    func gregorian(in timeZone: TimeZone) -> Calendar {
        lock.lock()
        defer { lock.unlock() }
        if let calendar = calendars[timeZone] { return calendar }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if calendars.count >= 32 { calendars.removeAll() }
        calendars[timeZone] = calendar
        return calendar
    }
}
