import DayModel

/// The months of the Chinese calendar and of the calendars that follow
/// its rules (Korean, Vietnamese), worked out with the package's own
/// astronomy (``NewMoon``, ``SolarLongitude``, ``DeltaT``).
///
/// The rules, as China computes its calendar today (standardised as
/// GB/T 33661-2017), each calendar in its own ``CivilTime``:
///
/// 1. A month starts on the civil day that contains its new moon.
/// 2. The month that contains the December solstice is month 11.
/// 3. When 13 months lie from one month 11 up to the next (a leap *sui*), the
///    first of them that contains no principal term (*zhongqi*: the Sun's
///    apparent longitude a multiple of 30°) is a leap month, numbered as the
///    month before it.
/// 4. The year starts with month 1, the second month after month 11 that is
///    not a leap month.
///
/// A day "contains" an instant when the instant falls between its
/// midnights in the calendar's time. ``choices`` names the month starts
/// taken against the computation, each with its reason.
package struct LunisolarMonthRules: Sendable {
    /// A month start taken against the computation.
    package struct Choice: Sendable {
        /// The day number the computation gives the month's first day.
        package let computedFirstDayNumber: Int
        /// The day number taken instead.
        package let chosenFirstDayNumber: Int
        /// Why.
        package let reason: String
    }

    /// The calendar's time of day.
    package let civilTime: CivilTime

    /// The month starts taken against the computation.
    package let choices: [Choice]

    /// Rules in a civil time.
    ///
    /// - Parameters:
    ///   - civilTime: The calendar's time of day.
    ///   - choices: Month starts taken against the computation.
    package init(civilTime: CivilTime, choices: [Choice] = []) {
        self.civilTime = civilTime
        self.choices = choices
    }

    /// The Chinese rules as computed, with no choices.
    package static let computed = LunisolarMonthRules(civilTime: .china)

    /// The Chinese rules with the package's documented choice, from which the
    /// Chinese table after 1911 is generated.
    ///
    /// The Hong Kong Observatory flags three new moons of 1901–2100 as too
    /// close to midnight to place surely. The package's astronomy puts two
    /// of them before midnight at UTC+8, and starts those months on the day
    /// of the new moon, as sxtwl, lunar_python and PyEphem do:
    /// 2089-09-04 (23:57:36, 144 s before midnight) and 2097-08-07
    /// (23:59:40, 20 s before). The third, 2057-09-28, is within seconds
    /// of midnight either way: the package takes the later day, as the
    /// choice below says.
    package static let documented = LunisolarMonthRules(civilTime: .china, choices: [
        Choice(computedFirstDayNumber: DayArithmetic.dayNumber(gregorianYear: 2057, month: 9, day: 28),
               chosenFirstDayNumber: DayArithmetic.dayNumber(gregorianYear: 2057, month: 9, day: 29),
               reason: "the new moon falls within seconds of midnight (2.5 s before it by Meeus, 4.5 s after it by "
                   + "the JPL ephemeris DE405, both with the same ΔT): the package takes the more accurate ephemeris's day"),
    ])

    /// The Korean rules: the Chinese rules in Korea's time.
    package static let korean = LunisolarMonthRules(civilTime: .korea)

    /// The Vietnamese rules: the Chinese rules in Vietnam's time.
    package static let vietnamese = LunisolarMonthRules(civilTime: .vietnam)

    /// A month from the rules: its number, whether it is a leap month, and its first day.
    package struct MonthStart: Equatable, CustomStringConvertible {
        /// 1…12.
        package let number: Int
        /// Whether it is the leap month after the month of the same number.
        package let isLeapMonth: Bool
        /// The day number of its first day.
        package let firstDayNumber: Int

        package var description: String {
            let date = DayArithmetic.gregorianDate(ofDayNumber: firstDayNumber)
            return "\(isLeapMonth ? "leap " : "")month \(number) from \(date.year)-\(date.month)-\(date.day)"
        }
    }

    /// The day number of the civil day an instant falls on, in the calendar's time.
    ///
    /// - Parameter julianDay: An instant (UT).
    package func dayNumber(ofJulianDay julianDay: Double) -> Int {
        civilTime.dayNumber(ofJulianDay: julianDay)
    }

    /// The day number of the day that contains a lunation's new moon: the first day of a month.
    ///
    /// - Parameter lunation: A lunation (0 = the new moon of 2000-01-06).
    package func firstDayNumber(ofLunation lunation: Int) -> Int {
        let computed = dayNumber(ofJulianDay: NewMoon.julianDay(ofLunation: lunation))
        return choices.first { $0.computedFirstDayNumber == computed }?.chosenFirstDayNumber ?? computed
    }

    /// The lunation whose month contains a day: the last that starts on it or before.
    ///
    /// - Parameter dayNumber: A day number.
    package func lunation(containingDayNumber dayNumber: Int) -> Int {
        var lunation = NewMoon.lunation(near: JulianDay.julianDay(ofDayNumber: dayNumber))
        while firstDayNumber(ofLunation: lunation) > dayNumber { lunation -= 1 }
        while firstDayNumber(ofLunation: lunation + 1) <= dayNumber { lunation += 1 }
        return lunation
    }

    /// The instant (UT) the Sun's apparent longitude reaches a value.
    ///
    /// - Parameters:
    ///   - longitude: Degrees.
    ///   - guess: A Julian ephemeris day within a few weeks of the instant.
    /// - Returns: A Julian day.
    package static func julianDay(ofSolarLongitude longitude: Double, near guess: Double) -> Double {
        let julianEphemerisDay = SolarLongitude.julianEphemerisDay(reaching: longitude, near: guess)
        return julianEphemerisDay - DeltaT.seconds(atDecimalYear: JulianDay.decimalYear(ofJulianDay: julianEphemerisDay)) / 86_400
    }

    /// The day of the December solstice of a Gregorian year.
    ///
    /// - Parameter gregorianYear: A Gregorian year.
    package func decemberSolsticeDayNumber(of gregorianYear: Int) -> Int {
        let december21 = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 12, day: 21))
        return dayNumber(ofJulianDay: Self.julianDay(ofSolarLongitude: 270, near: december21))
    }

    /// The days of the 13 principal terms from a December solstice to the next (270°, 300°, …, 270°).
    ///
    /// - Parameter solsticeGuess: A Julian day within a few weeks of the first solstice.
    package func principalTermDayNumbers(near solsticeGuess: Double) -> [Int] {
        var days: [Int] = []
        var guess = solsticeGuess
        for step in 0...12 {
            let julianDay = Self.julianDay(ofSolarLongitude: Degrees.reduced(270 + 30 * Double(step)), near: guess)
            days.append(dayNumber(ofJulianDay: julianDay))
            guess = julianDay + 30.4
        }
        return days
    }

    /// The months of the *sui* that ends with a Gregorian year: from the month
    /// 11 that contains the December solstice of the year before, up to (not
    /// including) the month 11 that contains the year's own.
    ///
    /// - Parameter gregorianYear: A Gregorian year.
    /// - Returns: 12 months, or 13 with a leap month.
    package func months(ofSuiEndingIn gregorianYear: Int) -> [MonthStart] {
        let first = lunation(containingDayNumber: decemberSolsticeDayNumber(of: gregorianYear - 1))
        let last = lunation(containingDayNumber: decemberSolsticeDayNumber(of: gregorianYear))
        let starts = (first...last).map(firstDayNumber(ofLunation:))   // the next month 11 closes the last month
        let count = starts.count - 1
        precondition(count == 12 || count == 13, "a sui has 12 or 13 months")
        var leapIndex: Int?
        if count == 13 {
            let principalTermDays = principalTermDayNumbers(near: JulianDay.julianDay(ofDayNumber: starts[0]) + 15)
            leapIndex = (1..<count).first { index in
                !principalTermDays.contains { (starts[index]..<starts[index + 1]).contains($0) }
            }
        }
        var months: [MonthStart] = []
        var number = 11
        for index in 0..<count {
            let isLeapMonth = index == leapIndex
            if index > 0 && !isLeapMonth { number = number % 12 + 1 }
            months.append(MonthStart(number: number, isLeapMonth: isLeapMonth, firstDayNumber: starts[index]))
        }
        return months
    }

    /// The months of the year that starts (with month 1) in a Gregorian year.
    ///
    /// - Parameter gregorianYear: A Gregorian year.
    /// - Returns: Its 12 or 13 months in order, and the first day of the next year.
    package func months(ofYearStartingIn gregorianYear: Int) -> (months: [MonthStart], nextNewYear: Int) {
        let isNewYear: (MonthStart) -> Bool = { $0.number == 1 && !$0.isLeapMonth }
        let sui = months(ofSuiEndingIn: gregorianYear)
        let next = months(ofSuiEndingIn: gregorianYear + 1)
        guard let start = sui.firstIndex(where: isNewYear), let end = next.firstIndex(where: isNewYear) else {
            preconditionFailure("every sui has a month 1")
        }
        return (Array(sui[start...] + next[..<end]), next[end].firstDayNumber)
    }
}
