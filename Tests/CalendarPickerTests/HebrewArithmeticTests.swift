import Foundation
import Testing
import TestSupport
@testable import CalendarPicker

@Suite("Hebrew arithmetic")
struct HebrewArithmeticTests {
    @Test("Rosh Hashanah falls where the molad and the four postponements put it", arguments: [
        (5784, 2023, 9, 16), (5785, 2024, 10, 3), (5786, 2025, 9, 23), (5807, 2046, 10, 1), (5560, 1799, 9, 30),
        (5783, 2022, 9, 26),
    ])
    func newYears(year: Int, gregorianYear: Int, month: Int, day: Int) {
        let expected = DayArithmetic.dayNumber(gregorianYear: gregorianYear, month: month, day: day)
        #expect(HebrewArithmetic.newYearDayNumber(year)! == expected)
        let calendar = CalendarSystem(.hebrew)
        #expect(calendar.day(from: DayComponents(era: 0, year: year, month: 1, day: 1))?.dayNumber == expected)
        #expect(calendar.components(of: Day(dayNumber: expected)!)! == DayComponents(era: 0, year: year, month: 1, day: 1))
        // Rosh Hashanah is never on a Sunday, Wednesday or Friday.
        #expect(![1, 4, 6].contains(DayArithmetic.weekday(ofDayNumber: expected)))
    }

    @Test("year and month lengths: 5784 is a full leap year of 385 days, 5785 a full common year of 355")
    func lengths() {
        #expect(HebrewArithmetic.isLeapYear(5784) && !HebrewArithmetic.isLeapYear(5785))
        #expect(HebrewArithmetic.length(ofYear: 5784)! == 383)
        #expect(HebrewArithmetic.length(ofYear: 5785)! == 355)
        #expect(HebrewArithmetic.length(ofMonth: 2, year: 5785) == 30)      // a full year: long Heshvan
        #expect(HebrewArithmetic.length(ofMonth: 3, year: 5784) == 29)      // a deficient year: short Kislev
        #expect(HebrewArithmetic.length(ofMonth: 6, year: 5785) == nil)     // no Adar I in a common year
        #expect(HebrewArithmetic.months(ofYear: 5784).map { HebrewArithmetic.length(ofMonth: $0, year: 5784)! }
            .reduce(0, +) == 383)
    }

    @Test("every day from AM 3762 to AM 7000 maps to its date and back")
    func roundTrip() {
        let first = HebrewArithmetic.newYearDayNumber(3762)!, last = HebrewArithmetic.newYearDayNumber(7001)! - 1
        var previous: (year: Int, month: Int, day: Int)?
        for dayNumber in first...last {
            let date = HebrewArithmetic.date(ofDayNumber: dayNumber)!
            guard HebrewArithmetic.firstDayNumber(ofMonth: date.month, year: date.year).map({ $0 + date.day - 1 }) == dayNumber else {
                Issue.record("\(dayNumber) → \(date) does not map back")
                return
            }
            if let previous, date.day != previous.day + 1 {
                // A new month: day 1 after the previous month's last day.
                #expect(date.day == 1 && HebrewArithmetic.length(ofMonth: previous.month, year: previous.year) == previous.day,
                        "\(previous) → \(date)")
            }
            previous = date
        }
    }

    @Test("agrees with Foundation in every year from AM 3762 to 7000 except where ICU is known wrong")
    func againstFoundation() {
        // ICU before ICU-23069 postpones Rosh Hashanah a second time when the
        // molad of Tishri falls on a Sunday: such a year starts on Tuesday
        // instead of Monday, and the year before ends a day late (a long Heshvan).
        let foundation = CalendarSystem(.hebrew)
        func foundationNewYear(_ year: Int) -> Int? {
            foundation.foundationFirstDayNumber(of: MonthKey(era: 0, year: year, month: 1))
        }
        var lateYears: [Int] = []
        var otherDifferences: [Int] = []
        var longHeshvanYears: [Int] = []
        for year in 3762...7000 {
            let ours = HebrewArithmetic.newYearDayNumber(year)!
            let theirs = foundationNewYear(year)
            if theirs != ours {
                // The known error and nothing else: a day late, Tuesday for our Monday.
                if theirs == ours + 1, DayArithmetic.weekday(ofDayNumber: ours) == 2 {
                    lateYears.append(year)
                } else {
                    otherDifferences.append(year)
                }
                continue
            }
            // Within a year that starts on the same day, every month must match,
            // except in the year before a late year, where ICU's Heshvan has a
            // 30th day: every month after it starts a day late.
            var shifted: [Int] = []
            for month in HebrewArithmetic.months(ofYear: year) {
                let ours = HebrewArithmetic.firstDayNumber(ofMonth: month, year: year)!
                let theirs = foundation.foundationFirstDayNumber(of: MonthKey(era: 0, year: year, month: month))
                if theirs == ours + 1 && month >= 3 {
                    shifted.append(month)
                } else if theirs != ours {
                    otherDifferences.append(year)
                }
            }
            if !shifted.isEmpty {
                if shifted == HebrewArithmetic.months(ofYear: year).filter({ $0 >= 3 }) {
                    longHeshvanYears.append(year)
                } else {
                    otherDifferences.append(year)
                }
            }
            if !HebrewArithmetic.isLeapYear(year),
               foundation.foundationFirstDayNumber(of: MonthKey(era: 0, year: year, month: 6)) != nil {
                otherDifferences.append(year)
            }
        }
        #expect(otherDifferences.isEmpty, "years that differ in another way: \(otherDifferences)")
        #expect(longHeshvanYears == lateYears.map { $0 - 1 }, "long Heshvans in \(longHeshvanYears)")
        // The years the issue names, and every other year with the same signature.
        #expect(Set([5560, 5807, 6054]).isSubset(of: lateYears))
        #expect(lateYears == [3953, 4051, 4298, 4545, 4643, 4890, 4968, 5137, 5215, 5462, 5560, 5807, 6054, 6399,
                              6646, 6893, 6991], "\(lateYears)")
    }

    @Test("a picker shows 1 Tishri 5807 on Monday 1 October 2046")
    func gridOf5807() throws {
        let hebrew = CalendarSystem(.hebrew)
        let grid = try #require(MonthGrid(month: hebrew.existingMonth(era: 0, year: 5807, number: 1), calendar: hebrew,
                                          firstWeekday: .sunday))
        #expect(grid.leadingCount == 1)     // Sunday first: the 1st is in the second column
        #expect(grid.days.firstDay == Day(prolepticGregorianYear: 2046, month: 10, day: 1))
        #expect(grid.days.firstDay.weekday == .monday)
    }
}
