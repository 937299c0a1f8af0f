import CalendarPicker
import Foundation
import MiniPicker
import Testing

/// The first and last day a day picker with the standard year range lets
/// the user reach, in every calendar the demo offers, as `YYYY-MM-DD` of
/// the Gregorian calendar (Julian before 1582-10-15). Calendars whose era
/// begins after AD 1 start on their epoch; all end on 9999-12-31, except the
/// Chinese and Korean calendars, which keep to the pickable days of their tables.
let standardRangeEnds: [(calendar: CalendarIdentifier, first: String, last: String)] = [
    (.gregorian, "0001-01-01", "9999-12-31"),
    (.iso8601, "0001-01-01", "9999-12-31"),
    (.buddhist, "0001-01-01", "9999-12-31"),
    (.chinese, "1500-04-02", "2499-11-29"),
    (.coptic, "0284-08-29", "9999-12-31"),
    (.dangi, "1500-04-02", "2499-11-29"),
    (.ethiopicAmeteMihret, "0008-08-29", "9999-12-31"),
    (.ethiopicAmeteAlem, "0001-01-01", "9999-12-31"),
    (.hebrew, "0001-01-01", "9999-12-31"),
    (.indian, "0079-03-24", "9999-12-31"),
    (.islamicCivil, "0622-07-16", "9999-12-31"),
    (.islamicTabular, "0622-07-15", "9999-12-31"),
    (.islamicUmmAlQura, "0622-07-16", "9999-12-31"),
    (.japanese, "1868-09-08", "9999-12-31"),
    (.persian, "0622-03-18", "9999-12-31"),
    (.republicOfChina, "1912-01-01", "9999-12-31"),
]

/// The day of a `YYYY-MM-DD` day of the Gregorian calendar, counted here from
/// the Julian and Gregorian rules rather than read by the library.
private func gregorianDay(_ text: String) -> Day {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    let (year, month, day) = (parts[0], parts[1], parts[2])
    let isJulian = (year, month, day) < (1582, 10, 15)
    return Day(dayNumber: isJulian ? DayArithmetic.dayNumber(julianYear: year, month: month, day: day)
                                   : DayArithmetic.dayNumber(gregorianYear: year, month: month, day: day))!
}

@MainActor
@Suite("Day picker: the year range's ends in every calendar")
struct YearRangeEndsTests {
    @Test("the standard range's days are AD 1 to 9999 (from the era's epoch where it is later)",
          arguments: standardRangeEnds)
    func rangeDays(calendar identifier: CalendarIdentifier, first: String, last: String) {
        let range = YearRange.standard(for: CalendarSystem(identifier))
        #expect(range.days == gregorianDay(first)...gregorianDay(last))
        #expect(CalendarSystem(.gregorian).text(of: range.days.lowerBound) == first)
        #expect(CalendarSystem(.gregorian).text(of: range.days.upperBound) == last)
    }

    @Test("at both ends every move past the range is blocked; the selection, grid and ribbons stay together",
          arguments: standardRangeEnds)
    func blockedAtTheEnds(calendar identifier: CalendarIdentifier, first: String, last: String) {
        let calendar = CalendarSystem(identifier)
        let gregorian = CalendarSystem(.gregorian)
        let ends: [(text: String, keys: [DayPicker.Key], isLast: Bool)] = [
            (first, [.left, .up, .previousMonth, .previousYear, .startOfWeek, .extendLeft], false),
            (last, [.right, .down, .nextMonth, .nextYear, .endOfWeek, .extendRight], true),
        ]
        for (text, keys, isLast) in ends {
            for continuous in [false, true] {
                let end = gregorianDay(text)
                let endMonth = calendar.month(containing: end)!
                let configuration = DayPicker.Configuration(
                    calendar: calendar, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!,
                    continuousMonths: continuous)
                let picker = DayPicker(configuration: configuration, selecting: end, today: end)
                let context = "\(identifier) \(text) continuous: \(continuous)"
                #expect(picker.selectedDay == end, "\(context)")
                for key in keys {
                    let outcome = picker.handle(key)
                    #expect(outcome == .blocked || outcome == .selected(end), "\(context) \(key)")
                    #expect(picker.selectedDay.map(gregorian.text(of:)) == text, "\(context) \(key)")
                    #expect(picker.displayedMonth == endMonth, "\(context) \(key)")
                    #expect(picker.ribbonMonth == endMonth, "\(context) \(key)")
                    #expect(picker.ribbonYear == endMonth.yearValue, "\(context) \(key)")
                }
                // The month ribbon stops at the end's month, and a step on either ribbon past it does nothing.
                #expect((isLast ? picker.months.last : picker.months.first) == endMonth, "\(context)")
                picker.scroll(.monthRibbon, by: isLast ? 1 : -1)
                picker.scroll(.yearRibbon, by: isLast ? 1 : -1)
                picker.advanceToRest()
                #expect(picker.selectedDay.map(gregorian.text(of:)) == text, "\(context) ribbons")
                #expect(picker.displayedMonth == endMonth && picker.ribbonMonth == endMonth, "\(context) ribbons")
            }
        }
    }

    @Test("a year at the range's ends offers only the months that hold its days, in the ribbon and by year",
          arguments: standardRangeEnds)
    func partialYears(calendar identifier: CalendarIdentifier, first: String, last: String) {
        let calendar = CalendarSystem(identifier)
        let range = YearRange.standard(for: calendar)
        for row in [0, range.count - 1] {
            let year = range.year(at: row)!
            let months = range.months(of: year, in: calendar)
            #expect(!months.isEmpty, "\(identifier) \(year)")
            for month in calendar.months(of: year) {
                let overlaps = month.lastDay >= range.days.lowerBound && month.firstDay <= range.days.upperBound
                #expect(months.contains(month) == overlaps, "\(identifier) \(month)")
            }
        }
        // A year inside offers all its months; years just outside, none.
        let middle = range.year(at: range.count / 2)!
        #expect(range.months(of: middle, in: calendar) == calendar.months(of: middle), "\(identifier) \(middle)")
        for outside in [range.year(at: 0)!, range.year(at: range.count - 1)!].map({ Year(era: $0.era, year: $0.year) }) {
            for step in [-1, 1] {
                let year = Year(era: outside.era, year: outside.year + step)
                if range.row(of: year) == nil { #expect(range.months(of: year, in: calendar).isEmpty, "\(identifier) \(year)") }
            }
        }
        #expect(range.months(of: Year(era: Int.min, year: 1), in: calendar).isEmpty)
        #expect(range.months(of: Year(era: 1, year: Int.max), in: calendar).isEmpty)
    }
}
