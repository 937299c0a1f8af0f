import DayModel

/// Julian days: the astronomers' continuous count of days, and the bridge
/// between the instants of the astronomy and the package's day numbers.
///
/// A Julian day (JD) counts days, and fractions of a day, from noon UT of
/// 1 January 4713 BC (proleptic Julian calendar). A Julian *ephemeris* day
/// (JDE) counts the same way in Terrestrial Time (TT, formerly TD), the
/// uniform time of the ephemerides; JDE − JD = ΔT (``DeltaT``).
package enum JulianDay {
    /// The Julian day of 1970-01-01 00:00 UT, where day number 0 starts.
    package static let ofDayNumberZero = 2_440_587.5

    /// J2000.0: 2000-01-01 12:00 TT, the epoch of the series.
    package static let j2000 = 2_451_545.0

    /// The Julian day at which a day number starts (00:00 UT).
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    package static func julianDay(ofDayNumber dayNumber: Int) -> Double {
        Double(dayNumber) + ofDayNumberZero
    }

    /// The day number of the civil day an instant falls on, in a time kept
    /// at a fixed offset from UT.
    ///
    /// - Parameters:
    ///   - julianDay: An instant, as a Julian day (UT).
    ///   - offsetSeconds: The offset of the civil time from UT, east positive.
    package static func dayNumber(ofJulianDay julianDay: Double, offsetSeconds: Int) -> Int {
        Int((julianDay - ofDayNumberZero + Double(offsetSeconds) / 86_400).rounded(.down))
    }

    /// The Gregorian year of an instant with its fraction (2000.0 at J2000.0),
    /// the argument of ``DeltaT/seconds(atDecimalYear:)``.
    package static func decimalYear(ofJulianDay julianDay: Double) -> Double {
        2000 + (julianDay - j2000) / 365.2425
    }
}
