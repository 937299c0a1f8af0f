import CalendarAstronomy
import Testing
import DayModel

/// The package's astronomy against published instants and an independent ephemeris.
@Suite("New moons, the Sun's longitude and ΔT")
struct AstronomyTests {
    /// The Julian day of a UT date and time.
    static func julianDay(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Double = 0) -> Double {
        JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: year, month: month, day: day))
            + (Double(hour) * 3600 + Double(minute) * 60 + second) / 86_400
    }

    @Test("Meeus's worked example 49.a: the new moon of 1977 February, JDE 2443192.65118 (18 Feb 03:37:42 TD)")
    func meeusExample() {
        let k = NewMoon.lunation(near: Self.julianDay(1977, 2, 14, 0, 0))
        #expect(k == -283)
        let julianEphemerisDay = NewMoon.julianEphemerisDay(ofLunation: k)
        #expect(abs(julianEphemerisDay - 2_443_192.65118) < 0.000_005)   // 0.4 s
        #expect(abs(julianEphemerisDay - Self.julianDay(1977, 2, 18, 3, 37, 42)) * 86_400 < 1)
    }

    /// New moons in TT computed independently from the JPL ephemeris DE405 (the
    /// instant the Moon's and the Sun's apparent geocentric ecliptic longitudes
    /// of date are equal, with light time and aberration), to the second; among
    /// them the one where Meeus's series errs most in 1900–2100 (2016-10-30, 17 s)
    /// and the near-midnight new moons of the Chinese calendar.
    static let de405NewMoons: [(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double)] = [
        (1900, 1, 1, 13, 51, 55.9), (1914, 11, 17, 16, 1, 58.6), (1916, 2, 3, 16, 5, 33.4), (1920, 11, 10, 16, 5, 10.4),
        (1977, 2, 18, 3, 37, 39.9), (2016, 10, 30, 17, 39, 18.7), (2057, 9, 28, 16, 1, 53.4), (2097, 8, 7, 16, 2, 58.4),
        (2100, 12, 30, 23, 59, 45.6),
    ]

    @Test("new moons within 20 s of DE405 (measured over 1900–2100: mean 3.6 s, largest 17.1 s)", arguments: de405NewMoons)
    func newMoonsAgainstDE405(instant: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double)) {
        let expected = Self.julianDay(instant.year, instant.month, instant.day, instant.hour, instant.minute, instant.second)
        let computed = NewMoon.julianEphemerisDay(ofLunation: NewMoon.lunation(near: expected))
        #expect(abs(computed - expected) * 86_400 < 20, "\(instant): off by \((computed - expected) * 86_400) s")
    }

    /// New moons as the U.S. Naval Observatory publishes them (UT, to the minute):
    /// the new moons of the solar eclipses of 1999-08-11, 2009-07-22, 2017-08-21 and
    /// 2024-04-08, and the first new moon of 2000.
    static let publishedNewMoons: [(year: Int, month: Int, day: Int, hour: Int, minute: Int)] = [
        (1999, 8, 11, 11, 8), (2000, 1, 6, 18, 14), (2009, 7, 22, 2, 35), (2017, 8, 21, 18, 30), (2024, 4, 8, 18, 21),
    ]

    @Test("new moons in UT within 45 s of the published minute", arguments: publishedNewMoons)
    func publishedNewMoon(instant: (year: Int, month: Int, day: Int, hour: Int, minute: Int)) {
        let expected = Self.julianDay(instant.year, instant.month, instant.day, instant.hour, instant.minute)
        let computed = NewMoon.julianDay(ofLunation: NewMoon.lunation(near: expected))
        #expect(abs(computed - expected) * 86_400 < 45, "\(instant): off by \((computed - expected) * 86_400) s")
    }

    @Test("Meeus's worked example 25.b: the Sun's apparent longitude on 1992-10-13.0 TD is 199°54′21.818″")
    func meeusSolarExample() {
        let longitude = SolarLongitude.apparentLongitude(atJulianEphemerisDay: 2_448_908.5)
        let expected = 199 + 54.0 / 60 + 21.818 / 3600
        #expect(abs(longitude - expected) * 3600 < 1, "off by \((longitude - expected) * 3600)″")
    }

    /// December solstices in TT from DE405 (computed as above), among them 1951's,
    /// which falls 1 s after midnight at UTC+8.
    static let de405Solstices: [(year: Int, day: Int, hour: Int, minute: Int, second: Double)] = [
        (1899, 22, 0, 56, 8), (1951, 22, 16, 0, 31), (2000, 21, 13, 38, 29), (2057, 21, 9, 44, 25), (2100, 21, 19, 54, 0),
    ]

    @Test("December solstices within 25 s of DE405 (measured over 1900–2100: mean 5.3 s, largest 23 s)",
          arguments: de405Solstices)
    func solsticesAgainstDE405(instant: (year: Int, day: Int, hour: Int, minute: Int, second: Double)) {
        let expected = Self.julianDay(instant.year, 12, instant.day, instant.hour, instant.minute, instant.second)
        let computed = SolarLongitude.julianEphemerisDay(reaching: 270, near: expected - 10)
        #expect(abs(computed - expected) * 86_400 < 25, "\(instant): off by \((computed - expected) * 86_400) s")
    }

    /// Equinoxes and solstices as the U.S. Naval Observatory publishes them (UT, to the minute).
    static let publishedSeasons: [(longitude: Double, year: Int, month: Int, day: Int, hour: Int, minute: Int)] = [
        (0, 2000, 3, 20, 7, 35), (270, 2000, 12, 21, 13, 37), (0, 2024, 3, 20, 3, 6),
    ]

    @Test("equinoxes and solstices in UT within 45 s of the published minute", arguments: publishedSeasons)
    func publishedSeason(season: (longitude: Double, year: Int, month: Int, day: Int, hour: Int, minute: Int)) {
        let expected = Self.julianDay(season.year, season.month, season.day, season.hour, season.minute)
        let computed = LunisolarMonthRules.julianDay(ofSolarLongitude: season.longitude, near: expected)
        #expect(abs(computed - expected) * 86_400 < 45, "\(season): off by \((computed - expected) * 86_400) s")
    }

    /// ΔT as observed (the NASA eclipse pages' table of historical values, from
    /// the *Astronomical Almanac* and IERS), in seconds.
    static let observedDeltaT: [(year: Double, seconds: Double)] = [
        (1900, -2.7), (1910, 10.5), (1920, 21.2), (1930, 24.0), (1940, 24.3), (1950, 29.1), (1960, 33.1),
        (1970, 40.2), (1980, 50.5), (1990, 56.9), (2000, 63.8), (2005, 64.7),
    ]

    @Test("ΔT from the Espenak–Meeus polynomials within 0.5 s of the observed values", arguments: observedDeltaT)
    func deltaT(year: Double, seconds: Double) {
        #expect(abs(DeltaT.seconds(atDecimalYear: year) - seconds) < 0.5)
    }

    @Test("ΔT is continuous where the polynomials meet (within 1 s), and follows the long-term parabola beyond them")
    func deltaTPieces() {
        for year in [-500.0, 500, 1600, 1700, 1800, 1860, 1900, 1920, 1941, 1961, 1986, 2005, 2050, 2150] {
            let before = DeltaT.seconds(atDecimalYear: year - 1e-6), after = DeltaT.seconds(atDecimalYear: year)
            #expect(abs(before - after) < 1, "\(year): \(before) then \(after)")
        }
        #expect(abs(DeltaT.seconds(atDecimalYear: 2100) - 202.7) < 0.1)
        #expect(abs(DeltaT.seconds(atDecimalYear: 3000) - (-20 + 32 * 11.8 * 11.8)) < 1e-6)
    }

    @Test("angles reduce into 0..<360")
    func angles() {
        #expect(Degrees.reduced(-30) == 330)
        #expect(Degrees.reduced(725) == 5)
        #expect(abs(Degrees.sine(390) - 0.5) < 1e-12)
    }
}
