import DayModel

/// The instants of the new moons, after J. Meeus, *Astronomical Algorithms*
/// (2nd ed., 1998), chapter 49: the mean new moon of a lunation, its 25
/// periodic terms in the anomalies of the Sun and the Moon, the Moon's
/// argument of latitude and its node, and the 14 additional corrections
/// from the planetary arguments A1…A14.
///
/// Lunation 0 is the new moon of 2000-01-06; lunation *k* is the *k*-th
/// after it (negative before).
///
/// Accuracy, measured against the JPL ephemeris DE405 (the instant the
/// Moon's and the Sun's apparent geocentric ecliptic longitudes are equal,
/// in TT) over the 2,487 new moons of 1900–2100: mean error 3.6 s, RMS
/// 4.6 s, largest 17.1 s (2016-10-30). For Meeus's worked example 49.a
/// (1977-02-18) it gives his JDE 2443192.65118 exactly. The
/// error of the civil time is then dominated by ΔT (``DeltaT``), whose
/// forecast for 2100 is uncertain by minutes.
package enum NewMoon {
    /// The mean synodic month in days.
    package static let synodicMonth = 29.530588861

    /// The Julian ephemeris day of the mean new moon of lunation 0.
    package static let lunationZero = 2_451_550.09766

    /// The lunation whose mean new moon is nearest an instant.
    ///
    /// - Parameter julianEphemerisDay: An instant (TT).
    package static func lunation(near julianEphemerisDay: Double) -> Int {
        Int(((julianEphemerisDay - lunationZero) / synodicMonth).rounded())
    }

    /// The instant of the true new moon of a lunation, in TT.
    ///
    /// - Parameter k: The lunation (0 = 2000-01-06).
    /// - Returns: A Julian ephemeris day.
    package static func julianEphemerisDay(ofLunation k: Int) -> Double {
        let k = Double(k)
        let t = k / 1236.85
        let t2 = t * t
        let mean = lunationZero + synodicMonth * k + t2 * (0.00015437 + t * (-0.000000150 + t * 0.00000000073))
        // The eccentricity of the Earth's orbit, and the fundamental arguments in degrees.
        let e = 1 - t * (0.002516 + t * 0.0000074)
        let m = 2.5534 + 29.10535670 * k - t2 * (0.0000014 + t * 0.00000011)
        let mPrime = 201.5643 + 385.81693528 * k + t2 * (0.0107582 + t * (0.00001238 - t * 0.000000058))
        let f = 160.7108 + 390.67050284 * k - t2 * (0.0016118 + t * (0.00000227 - t * 0.000000011))
        let node = 124.7746 - 1.56375588 * k + t2 * (0.0020672 + t * 0.00000215)
        return mean + periodicTerms(e: e, m: m, mPrime: mPrime, f: f, node: node) + planetaryTerms(k: k, t: t)
    }

    /// The instant of the true new moon of a lunation, in UT.
    ///
    /// - Parameter k: The lunation (0 = 2000-01-06).
    /// - Returns: A Julian day.
    package static func julianDay(ofLunation k: Int) -> Double {
        let julianEphemerisDay = julianEphemerisDay(ofLunation: k)
        return julianEphemerisDay - DeltaT.seconds(atDecimalYear: JulianDay.decimalYear(ofJulianDay: julianEphemerisDay)) / 86_400
    }

    /// The sum of the periodic terms of the new moon, in days (Meeus, p. 351).
    private static func periodicTerms(e: Double, m: Double, mPrime: Double, f: Double, node: Double) -> Double {
        let sine = Degrees.sine
        var sum = -0.40720 * sine(mPrime)
        sum += 0.17241 * e * sine(m)
        sum += 0.01608 * sine(2 * mPrime)
        sum += 0.01039 * sine(2 * f)
        sum += 0.00739 * e * sine(mPrime - m)
        sum -= 0.00514 * e * sine(mPrime + m)
        sum += 0.00208 * e * e * sine(2 * m)
        sum -= 0.00111 * sine(mPrime - 2 * f)
        sum -= 0.00057 * sine(mPrime + 2 * f)
        sum += 0.00056 * e * sine(2 * mPrime + m)
        sum -= 0.00042 * sine(3 * mPrime)
        sum += 0.00042 * e * sine(m + 2 * f)
        sum += 0.00038 * e * sine(m - 2 * f)
        sum -= 0.00024 * e * sine(2 * mPrime - m)
        sum -= 0.00017 * sine(node)
        sum -= 0.00007 * sine(mPrime + 2 * m)
        sum += 0.00004 * sine(2 * mPrime - 2 * f)
        sum += 0.00004 * sine(3 * m)
        sum += 0.00003 * sine(mPrime + m - 2 * f)
        sum += 0.00003 * sine(2 * mPrime + 2 * f)
        sum -= 0.00003 * sine(mPrime + m + 2 * f)
        sum += 0.00003 * sine(mPrime - m + 2 * f)
        sum -= 0.00002 * sine(mPrime - m - 2 * f)
        sum -= 0.00002 * sine(3 * mPrime + m)
        sum += 0.00002 * sine(4 * mPrime)
        return sum
    }

    /// The planetary arguments A1…A14 (degrees: value at lunation 0, change per lunation) and
    /// their coefficients in days (Meeus, p. 351–352). A1 also has a term in T², added below.
    private static let planetaryArguments: [(a: Double, perLunation: Double, coefficient: Double)] = [
        (299.77, 0.107408, 0.000325), (251.88, 0.016321, 0.000165), (251.83, 26.651886, 0.000164),
        (349.42, 36.412478, 0.000126), (84.66, 18.206239, 0.000110), (141.74, 53.303771, 0.000062),
        (207.14, 2.453732, 0.000060), (154.84, 7.306860, 0.000056), (34.52, 27.261239, 0.000047),
        (207.19, 0.121824, 0.000042), (291.34, 1.844379, 0.000040), (161.72, 24.198154, 0.000037),
        (239.56, 25.513099, 0.000035), (331.55, 3.592518, 0.000023),
    ]

    /// The sum of the additional corrections of the planetary arguments, in days.
    private static func planetaryTerms(k: Double, t: Double) -> Double {
        var sum = 0.0
        for (index, argument) in planetaryArguments.enumerated() {
            let angle = argument.a + argument.perLunation * k - (index == 0 ? 0.009173 * t * t : 0)
            sum += argument.coefficient * Degrees.sine(angle)
        }
        return sum
    }
}
