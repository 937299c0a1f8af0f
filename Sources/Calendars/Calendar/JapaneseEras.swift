/// Japan's eras, from Taika (645) to Reiwa (2019), numbered as Foundation
/// (and ICU, and CLDR) number them: 0 for Taika … 232 Meiji, 233 Taishō,
/// 234 Shōwa, 235 Heisei, 236 Reiwa.
///
/// An era runs from its first day to the day before the next era's; its
/// years are the Gregorian years (Julian before the 1582 reform) from the
/// one it starts in, which is its year 1. Days before Taika are named in
/// Taika's era, with years 0 and below, as ICU names them. The start days
/// (``startDayNumbers``) and the names are CLDR's, which the generator
/// writes from `Sources/Generator/Data/japanese-eras.csv`
/// (`swift run generate-calendar-tables`); before Meiji the days are
/// the lunisolar dates of the proclamations written as Gregorian dates, as
/// CLDR keeps them.
package enum JapaneseEras {
    /// The eras, 0…236.
    package static var eras: ClosedRange<Int> { 0...(startDayNumbers.count - 1) }

    /// The era a day lies in (Taika, 0, for days before it).
    ///
    /// - Complexity: O(log eras).
    package static func era(containingDayNumber dayNumber: Int) -> Int {
        var low = 0, high = startDayNumbers.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if startDayNumbers[middle] <= dayNumber { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The hybrid calendar's year an era starts in, its year 1.
    package static func startYear(ofEra era: Int) -> Int {
        CalendarSystem.hybridDate(ofDayNumber: startDayNumbers[era]).year
    }

    /// The days of an era: from its start to the day before the next era's;
    /// Taika's reach back, and Reiwa's on, without end.
    package static func dayNumbers(ofEra era: Int) -> ClosedRange<Int> {
        let first = era == 0 ? Int.min / 2 : startDayNumbers[era]
        let last = era == startDayNumbers.count - 1 ? Int.max / 2 : startDayNumbers[era + 1] - 1
        return first...last
    }
}
