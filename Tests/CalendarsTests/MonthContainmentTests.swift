import DayModel
import Testing
import TestSupport
@testable import Calendars

/// The month a calendar gives for a day holds that day, and names it by the day's own fields.
@Suite("Months hold their days")
struct MonthContainmentTests {
    @Test("the month of a day holds the day, labelled with its day of the month (seeded)", arguments: CalendarIdentifier.allCases)
    func monthHoldsDay(identifier: CalendarIdentifier) {
        var rng = SeededGenerator(seed: 0x30_4D)
        let calendar = CalendarSystem(identifier)
        let supported = calendar.supportedDayNumbers
        let around = DayArithmetic.dayNumber(gregorianYear: 2000, month: 1, day: 1)
        let window = max(supported.lowerBound, around - 200_000)...min(supported.upperBound, around + 200_000)
        for step in 0..<2_000 {
            let dayNumber = step < 4 ? [supported.lowerBound, supported.upperBound, window.lowerBound, window.upperBound][step]
                : Int.random(in: window, using: &rng)
            let days = calendar.monthDays(containingDayNumber: dayNumber)
            let fields = calendar.fields(atDayNumber: dayNumber)
            #expect(days.firstDayNumber <= dayNumber && dayNumber <= days.lastDayNumber,
                    "seed \(rng.seed) \(identifier) \(dayNumber): \(days.firstDayNumber)...\(days.lastDayNumber)")
            #expect(days.key == fields.month, "seed \(rng.seed) \(identifier) \(dayNumber)")
            if days.firstDayNumber <= dayNumber && dayNumber <= days.lastDayNumber {
                #expect(days.label(atOffset: dayNumber - days.firstDayNumber) == fields.day, "seed \(rng.seed) \(identifier) \(dayNumber)")
            }
        }
    }
}
