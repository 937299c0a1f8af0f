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
        let zoned = ProcessCaches.gregorianCalendars.value(forKey: timeZone) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return calendar
        }
        let start = zoned.startOfDay(for: Date(timeIntervalSince1970: noonGMT - Double(offset)))
        return self.day(of: start, in: timeZone) == day ? start : nil
    }

    /// Whether a time zone has a day at all: every day has some instant in
    /// it, except a day the zone skipped when it moved across the date line
    /// (Pacific/Apia skipped 2011-12-30, going from UTC−10 to UTC+14).
    ///
    /// - Parameters:
    ///   - day: A day.
    ///   - timeZone: The time zone.
    /// - Returns: Whether ``startDate(of:in:)`` is non-nil for the day.
    /// - Complexity: Two questions to the time zone; only a jump of a day or
    ///   more around the day costs the full ``startDate(of:in:)``.
    public func timeZone(_ timeZone: TimeZone, has day: Day) -> Bool {
        // Offsets a day either side: a zone skips a whole day only where its offset jumps by a day or more.
        let noon = Double(day.dayNumber) * 86_400 + 43_200
        let before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noon - 129_600))
        let after = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: noon + 129_600))
        guard abs(after - before) >= 86_400 else { return true }
        return startDate(of: day, in: timeZone) != nil
    }

    /// The day an instant falls on in a time zone.
    ///
    /// - Parameters:
    ///   - date: An instant.
    ///   - timeZone: The time zone.
    /// - Returns: The day; `nil` for an instant that is not a finite number
    ///   of seconds, or whose day lies outside ``Day/supportedDayNumbers``.
    public func day(of date: Date, in timeZone: TimeZone) -> Day? {
        guard date.timeIntervalSince1970.isFinite else { return nil }
        let local = date.addingTimeInterval(TimeInterval(timeZone.secondsFromGMT(for: date)))
        return CalendarSystem.checkedDayNumber(of: local).flatMap(Day.init(dayNumber:))
    }
}
