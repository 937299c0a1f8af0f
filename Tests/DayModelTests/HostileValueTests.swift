import DayModel
import Foundation
import Testing
import TestSupport

/// Every public initializer and method of DayModel that takes a number or
/// text, walked with the values of ``HostileValues`` in child processes, so
/// that a trap fails the test instead of the test run; and the documented
/// answers to the values that trapped before.
@Suite("DayModel: no trap on any value an app can pass")
struct DayModelHostileValueTests {
    @Test("days, ranges, components, years and weekdays from any numbers")
    func numbers() async {
        await #expect(processExitsWith: .success) { HostileDayModel.numbers() }
    }

    @Test("days, times and spans from any text, and from any JSON")
    func texts() async {
        await #expect(processExitsWith: .success) { HostileDayModel.texts() }
    }

    @Test("the walk calls every public function and initializer that takes a number or text")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "DayModel")
        #expect(coverage.declarations > 15, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }

    @Test("a day number outside the supported days is no day; day arithmetic saturates at their ends")
    func dayNumbers() throws {
        let last = Day.supportedDayNumbers.upperBound, first = Day.supportedDayNumbers.lowerBound
        #expect(Day(dayNumber: last + 1) == nil && Day(dayNumber: first - 1) == nil)
        #expect(Day(dayNumber: Int.max) == nil && Day(dayNumber: Int.min) == nil)
        let end = try #require(Day(dayNumber: last)), start = try #require(Day(dayNumber: first))
        #expect((end + 1).dayNumber == last && (end + Int.max).dayNumber == last)
        #expect((start - 1).dayNumber == first && (start - Int.max).dayNumber == first && (start - Int.min).dayNumber == last)
        #expect((start + Int.min).dayNumber == first && end.advanced(by: Int.min).dayNumber == first)
        #expect(end.distance(to: start) == first - last)
        // A supported day's text reads back, at both ends.
        #expect(try Day(iso8601: end.iso8601) == end && Day(iso8601: start.iso8601) == start)
        #expect(end.isoWeek.monday <= end && start.isoWeek.monday == start || start.isoWeek.monday.weekday == .monday)
    }

    @Test("a range whose end comes before its start is no range")
    func ranges() throws {
        let early = try Day(iso8601: "2026-11-23"), late = try Day(iso8601: "2026-11-27")
        #expect(DayRange(late, early) == nil)
        #expect(DayRange(early, late)?.count == 5)
        #expect(DayRange(between: late, and: early) == DayRange(early...late))
    }

    @Test("weekdays are 1…7; any number of days away from one is one")
    func weekdays() {
        #expect(Weekday(rawValue: 0) == nil && Weekday(rawValue: 8) == nil && Weekday(rawValue: Int.min) == nil)
        #expect(Weekday.allCases.map(\.rawValue) == Array(1...7))
        #expect(Weekday.monday.advanced(by: -1) == .sunday && Weekday.saturday.advanced(by: 1) == .sunday)
        #expect(Weekday.monday.advanced(by: Int.max) == .monday.advanced(by: Int.max % 7))
        #expect(Weekday.monday.advanced(by: Int.min) == .monday.advanced(by: Int.min % 7))
        #expect(Weekday.monday.days(until: .sunday) == 6 && Weekday.sunday.days(until: .monday) == 1)
    }
}

/// The walks, run in child processes by the tests above.
enum HostileDayModel {
    static func numbers() {
        for a in HostileValues.ints {
            let day = Day(dayNumber: a)
            if let day {
                _ = (day.iso8601, day.weekday, day.isoWeek, day.isoWeek.monday, day.prolepticGregorianDate, day.description)
                for b in HostileValues.ints {
                    _ = day.advanced(by: b)
                    _ = day + b
                    _ = day - b
                    let other = Day(dayNumber: b) ?? day
                    _ = day.distance(to: other)
                    _ = DayRange(day, other)?.count
                    _ = DayRange(between: day, and: other).contains(day)
                    _ = ISOWeek(containing: other).monday
                }
            }
            _ = Weekday(rawValue: a)?.advanced(by: a)
            _ = ISOWeek.weeks(inYear: a)
            for b in HostileValues.ints { _ = ISOWeek(year: a, week: b)?.monday }
            _ = Weekday.allCases.map { $0.advanced(by: a) }
            _ = TimeOfDay(minutesSinceMidnight: a).adding(minutes: a)
            _ = TimeSpan(totalMinutes: a)?.description
            for b in HostileValues.ints {
                _ = Day(prolepticGregorianYear: a, month: b, day: a)
                _ = Day(prolepticGregorianYear: a, month: 2, day: b)
                _ = Day(prolepticGregorianYear: b, month: 12, day: 31)
                _ = TimeOfDay(hour: a, minute: b)
                _ = TimeSpan(hours: a, minutes: b)?.iso8601
                _ = DayComponents(era: a, year: b, month: a, day: b, isLeapMonth: true).description
                _ = DayComponents(year: a, month: b, day: a).description
                _ = Year(era: a, year: b).description
            }
        }
    }

    static func texts() {
        for text in HostileValues.texts {
            _ = try? Day(iso8601: text)
            _ = try? ISOWeek(iso8601: text)
            _ = try? ISOWeek(iso8601: "\(text)-W53")
            _ = try? TimeOfDay(parsing: text)
            _ = try? TimeOfDay(iso8601: text)
            _ = try? TimeSpan(parsing: text)
            _ = try? TimeSpan(iso8601: text)
            _ = DayParsingError(text: text, reason: .malformed, calendarName: text).description
            _ = TimeParsingError(text: text, reason: .hasSeconds, form: text).description
            // The same texts as JSON values, strings and objects, into every Codable type.
            for json in ["[\(quoted(text))]", "[{\"start\": \(quoted(text)), \"end\": \(quoted(text))}]",
                         "[{\"era\": 1, \"year\": 1, \"month\": 1, \"day\": 1, \"firstDay\": \(quoted(text)), \"lastDay\": \(quoted(text))}]"] {
                let data = Data(json.utf8)
                _ = try? JSONDecoder().decode([Day].self, from: data)
                _ = try? JSONDecoder().decode([TimeOfDay].self, from: data)
                _ = try? JSONDecoder().decode([TimeSpan].self, from: data)
                _ = try? JSONDecoder().decode([DayRange].self, from: data)
                _ = try? JSONDecoder().decode([Month].self, from: data)
                _ = try? JSONDecoder().decode([Year].self, from: data)
                _ = try? JSONDecoder().decode([DayComponents].self, from: data)
            }
        }
        for number in HostileValues.ints {
            let json = "[{\"era\": \(number), \"year\": \(number), \"month\": \(number), \"day\": \(number), \"firstDay\": \"2026-01-01\", \"lastDay\": \"2026-01-31\"}]"
            _ = try? JSONDecoder().decode([Month].self, from: Data(json.utf8)).first?.contains(Day(dayNumber: number) ?? Day(dayNumber: 0)!)
            _ = try? JSONDecoder().decode([DayComponents].self, from: Data(json.utf8))
            _ = try? JSONDecoder().decode([Year].self, from: Data(json.utf8))
        }
    }

    /// A text as a JSON string.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
