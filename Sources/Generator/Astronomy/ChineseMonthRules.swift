import DayModel

/// The months of the Chinese calendar worked out from its rules with the
/// package's own astronomy (``NewMoon``, ``SolarLongitude``, ``DeltaT``).
///
/// The rules, as China computes its calendar today (standardised as
/// GB/T 33661-2017), with the time of day in use before 1929:
///
/// 1. The calendar's time of day: Beijing local mean time (116°25′ E,
///    UTC+7:45:40) before 1929, China's standard time (120° E, UTC+8) from 1929.
/// 2. A month starts on the civil day that contains its new moon.
/// 3. The month that contains the December solstice is month 11.
/// 4. When 13 months lie from one month 11 up to the next (a leap *sui*), the
///    first of them that contains no principal term (*zhongqi*: the Sun's
///    apparent longitude a multiple of 30°) is a leap month, numbered as the
///    month before it.
/// 5. The year starts with month 1, the second month after month 11 that is
///    not a leap month.
///
/// A day "contains" an instant when the instant falls between its
/// midnights in the calendar's time. ``choices`` names the month starts
/// taken against the computation, each with its reason; ``computed`` has none.
package struct ChineseMonthRules {
    /// A month start taken against the computation.
    package struct Choice {
        /// The day number the computation gives the month's first day.
        package let computedFirstDayNumber: Int
        /// The day number taken instead.
        package let chosenFirstDayNumber: Int
        /// Why.
        package let reason: String
    }

    /// The month starts taken against the computation.
    package let choices: [Choice]

    /// The rules as computed, with no choices.
    package static let computed = ChineseMonthRules(choices: [])

    /// The rules with the package's two documented choices, from which the
    /// Chinese table of 1900–2100 is generated.
    package static let documented = ChineseMonthRules(choices: [
        Choice(computedFirstDayNumber: DayArithmetic.dayNumber(gregorianYear: 1906, month: 4, day: 23),
               chosenFirstDayNumber: DayArithmetic.dayNumber(gregorianYear: 1906, month: 4, day: 24),
               reason: "the new moon fell at 23:52 Beijing mean time, but the calendar then in force (the Qing court's "
                   + "almanac) began month 4 on 24 April, as the tables of historical calendars and Foundation do"),
        Choice(computedFirstDayNumber: DayArithmetic.dayNumber(gregorianYear: 2057, month: 9, day: 28),
               chosenFirstDayNumber: DayArithmetic.dayNumber(gregorianYear: 2057, month: 9, day: 29),
               reason: "the new moon falls within seconds of midnight (2.5 s before it by Meeus, 4.5 s after it by "
                   + "the JPL ephemeris DE405, both with the same ΔT): the more accurate ephemeris, and Foundation, say 29 September"),
    ])

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

    /// Beijing local mean time, 116°25′ E: UTC+7:45:40.
    package static let beijingMeanTimeOffset = 7 * 3600 + 45 * 60 + 40

    /// China's standard time, 120° E: UTC+8.
    package static let standardTimeOffset = 8 * 3600

    /// The instant (UT) from which the calendar's time is UTC+8: 1929-01-01 00:00 at UTC+8.
    package static let standardTimeSince = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: 1929, month: 1, day: 1))
        - Double(standardTimeOffset) / 86_400

    /// The offset from UT of the calendar's time at an instant.
    ///
    /// - Parameter julianDay: An instant (UT).
    package static func offsetSeconds(atJulianDay julianDay: Double) -> Int {
        julianDay < standardTimeSince ? beijingMeanTimeOffset : standardTimeOffset
    }

    /// The day number of the civil day an instant falls on, in the calendar's time.
    ///
    /// - Parameter julianDay: An instant (UT).
    package static func dayNumber(ofJulianDay julianDay: Double) -> Int {
        JulianDay.dayNumber(ofJulianDay: julianDay, offsetSeconds: offsetSeconds(atJulianDay: julianDay))
    }

    /// The day number of the day that contains a lunation's new moon: the first day of a month.
    ///
    /// - Parameter lunation: A lunation (0 = the new moon of 2000-01-06).
    package func firstDayNumber(ofLunation lunation: Int) -> Int {
        let computed = Self.dayNumber(ofJulianDay: NewMoon.julianDay(ofLunation: lunation))
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
    package static func decemberSolsticeDayNumber(of gregorianYear: Int) -> Int {
        let december21 = JulianDay.julianDay(ofDayNumber: DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: 12, day: 21))
        return dayNumber(ofJulianDay: julianDay(ofSolarLongitude: 270, near: december21))
    }

    /// The days of the 13 principal terms from a December solstice to the next (270°, 300°, …, 270°).
    ///
    /// - Parameter solsticeGuess: A Julian day within a few weeks of the first solstice.
    package static func principalTermDayNumbers(near solsticeGuess: Double) -> [Int] {
        var days: [Int] = []
        var guess = solsticeGuess
        for step in 0...12 {
            let julianDay = julianDay(ofSolarLongitude: Degrees.reduced(270 + 30 * Double(step)), near: guess)
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
        let first = lunation(containingDayNumber: Self.decemberSolsticeDayNumber(of: gregorianYear - 1))
        let last = lunation(containingDayNumber: Self.decemberSolsticeDayNumber(of: gregorianYear))
        let starts = (first...last).map(firstDayNumber(ofLunation:))   // the next month 11 closes the last month
        let count = starts.count - 1
        precondition(count == 12 || count == 13, "a sui has 12 or 13 months")
        var leapIndex: Int?
        if count == 13 {
            let principalTermDays = Self.principalTermDayNumbers(near: JulianDay.julianDay(ofDayNumber: starts[0]) + 15)
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

    /// The months of the Chinese year that starts (with month 1) in a Gregorian year.
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
