import DayModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first day of the Persian year as Iran reckons it: the day of the
/// March equinox when the equinox comes before true noon on the meridian
/// 52.5° E (Iran's time, UTC+3:30), else the day after.
///
/// True (apparent) noon is mean noon corrected by the equation of time,
/// after Meeus, *Astronomical Algorithms*, ch. 28: E = L₀ − 0.0057183° −
/// α + Δψ·cos ε, with the Sun's apparent right ascension α from its
/// apparent longitude (``SolarLongitude``) and the true obliquity ε.
package enum PersianNewYear {
    /// The meridian of Iran's civil time, in degrees east.
    package static let meridian = 52.5

    /// The day number of 1 Farvardin of a year, by the astronomical rule.
    ///
    /// - Parameter year: A year AP (its Nowruz falls in March of Gregorian year `year + 621`).
    package static func dayNumber(ofYear year: Int) -> Int {
        let gregorianYear = year + 621
        let guess = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 3, day: 20))
        let equinoxTT = SolarLongitude.julianEphemerisDay(reaching: 0, near: guess)
        let equinox = equinoxTT - DeltaT.seconds(atDecimalYear: JulianDay.decimalYear(ofJulianDay: equinoxTT)) / 86_400
        // The civil day (UTC+3:30) the equinox falls on, and its true noon.
        let offset = meridian / 360
        let day = Int((equinox - JulianDay.ofDayNumberZero + offset).rounded(.down))
        return equinox <= trueNoon(ofDayNumber: day) ? day : day + 1
    }

    /// The instant (UT, a Julian day) of true noon on the meridian on a civil day.
    package static func trueNoon(ofDayNumber dayNumber: Int) -> Double {
        let meanNoon = JulianDay.julianDay(ofDayNumber: dayNumber) + 0.5 - meridian / 360
        let equationOfTime = Self.equationOfTime(atJulianEphemerisDay: meanNoon + 70.0 / 86_400)
        return meanNoon - equationOfTime
    }

    /// The equation of time, apparent minus mean solar time, in days.
    package static func equationOfTime(atJulianEphemerisDay jde: Double) -> Double {
        let tau = (jde - JulianDay.j2000) / 365_250
        let t = tau * 10
        let meanLongitude = 280.4664567 + 360_007.6982779 * tau + 0.03032028 * tau * tau + tau * tau * tau / 49_931
            - tau * tau * tau * tau / 15_300 - tau * tau * tau * tau * tau / 2_000_000
        let longitude = SolarLongitude.apparentLongitude(atJulianEphemerisDay: jde)
        let nutation = SolarLongitude.nutationInLongitude(t: t)
        let obliquity = meanObliquity(t: t) + nutationInObliquity(t: t)
        let radians = Degrees.radians
        let rightAscension = atan2(cos(obliquity * radians) * sin(longitude * radians), cos(longitude * radians)) / radians
        var degrees = meanLongitude - 0.0057183 - rightAscension + nutation * cos(obliquity * radians)
        degrees = Degrees.reduced(degrees + 180) - 180
        return degrees / 360
    }

    /// The mean obliquity of the ecliptic in degrees (Meeus 22.2).
    static func meanObliquity(t: Double) -> Double {
        23.439_291_111 - (46.8150 * t + 0.00059 * t * t - 0.001813 * t * t * t) / 3600
    }

    /// The nutation in obliquity in degrees (Meeus, ch. 22, its four largest terms).
    static func nutationInObliquity(t: Double) -> Double {
        let node = 125.04452 - 1934.136261 * t
        let sunMeanLongitude = 280.4665 + 36_000.7698 * t
        let moonMeanLongitude = 218.3165 + 481_267.8813 * t
        let cosine = { (degrees: Double) in cos(degrees * Degrees.radians) }
        let arcseconds = 9.20 * cosine(node) + 0.57 * cosine(2 * sunMeanLongitude) + 0.10 * cosine(2 * moonMeanLongitude)
            - 0.09 * cosine(2 * node)
        return arcseconds / 3600
    }
}
