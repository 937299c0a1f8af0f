import DayModel

/// The time of day a lunisolar calendar keeps: an offset from UT that
/// changes at given instants. The day a new moon or a principal term falls
/// on is the civil day in this time.
package struct CivilTime: Sendable {
    /// The offset from UT (seconds, east positive) before the first change.
    package let initialOffsetSeconds: Int
    /// The changes in order: from the instant (UT, a Julian day), the offset.
    package let changes: [(sinceJulianDay: Double, offsetSeconds: Int)]

    /// A time that changes offset at the first moments of given days.
    ///
    /// - Parameters:
    ///   - initialOffsetSeconds: The offset before the first change.
    ///   - changes: Each change: the Gregorian day from whose first moment
    ///     (in the new offset) it holds, and the new offset. In order.
    package init(initialOffsetSeconds: Int, changes: [(year: Int, month: Int, day: Int, offsetSeconds: Int)] = []) {
        self.initialOffsetSeconds = initialOffsetSeconds
        self.changes = changes.map { change in
            let midnight = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: change.year, month: change.month, day: change.day))
            return (midnight - Double(change.offsetSeconds) / 86_400, change.offsetSeconds)
        }
    }

    /// The offset from UT at an instant.
    ///
    /// - Parameter julianDay: An instant (UT).
    /// - Complexity: O(*c*), where *c* is the number of changes.
    package func offsetSeconds(atJulianDay julianDay: Double) -> Int {
        changes.last { $0.sinceJulianDay <= julianDay }?.offsetSeconds ?? initialOffsetSeconds
    }

    /// The day number of the civil day an instant falls on.
    ///
    /// - Parameter julianDay: An instant (UT).
    package func dayNumber(ofJulianDay julianDay: Double) -> Int {
        JulianDay.dayNumber(ofJulianDay: julianDay, offsetSeconds: offsetSeconds(atJulianDay: julianDay))
    }

    /// China: Beijing local mean time (116°25′ E, UTC+7:45:40) before 1929,
    /// China's standard time (120° E, UTC+8) from 1 January 1929.
    package static let china = CivilTime(initialOffsetSeconds: 7 * 3600 + 45 * 60 + 40,
                                         changes: [(1929, 1, 1, 8 * 3600)])

    /// China's standard time, UTC+8, at every instant.
    package static let chinaStandardTime = CivilTime(initialOffsetSeconds: 8 * 3600)

    /// Korea: Seoul local mean time (126°58′ E, UTC+8:27:52) before
    /// 1 April 1908, UTC+8:30 to 1911, UTC+9 from 1912 to 21 March 1954,
    /// UTC+8:30 to 10 August 1961, and UTC+9 since.
    package static let korea = CivilTime(initialOffsetSeconds: 8 * 3600 + 27 * 60 + 52, changes: [
        (1908, 4, 1, 8 * 3600 + 1800), (1912, 1, 1, 9 * 3600), (1954, 3, 21, 8 * 3600 + 1800), (1961, 8, 10, 9 * 3600),
    ])

    /// Vietnam's calendar: UTC+8 before 1968, UTC+7 from 1 January 1968.
    package static let vietnam = CivilTime(initialOffsetSeconds: 8 * 3600, changes: [(1968, 1, 1, 7 * 3600)])
}
