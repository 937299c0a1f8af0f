import DayModel
import Foundation
import Testing

@Suite("Times of day and spans of time")
struct TimeTests {
    @Test("HH:MM and H:MM read as times; anything else says why", arguments: [
        ("09:30", 570), ("9:30", 570), ("00:00", 0), ("23:59", 1439), ("12:05", 725),
    ])
    func times(text: String, minutes: Int) throws {
        let time = try TimeOfDay(parsing: text)
        #expect(time.minutesSinceMidnight == minutes)
        #expect(time.description == String(format: "%02d:%02d", minutes / 60, minutes % 60))
    }

    @Test("bad times", arguments: [
        ("24:00", TimeParsingError.Reason.outOfRange), ("12:60", .outOfRange), ("930", .malformed), ("9:3", .malformed),
        ("09:300", .malformed), ("-1:00", .malformed), ("", .malformed), ("09:3a", .malformed), ("123:00", .malformed),
        ("٠٩:٣٠", .malformed), (" 09:30", .malformed),
    ])
    func badTimes(text: String, reason: TimeParsingError.Reason) {
        #expect(throws: TimeParsingError(text: text, reason: reason, form: "HH:MM")) { try TimeOfDay(parsing: text) }
    }

    @Test("the clock wraps: adding minutes, and times from minutes", arguments: [
        (570, 45, "10:15"), (570, -600, "23:30"), (1435, 10, "00:05"), (0, -1, "23:59"), (0, 1440 * 3 + 1, "00:01"),
        (0, Int.min, "TIME"),
    ])
    func wrapping(start: Int, minutes: Int, expected: String) {
        let result = TimeOfDay(minutesSinceMidnight: start).adding(minutes: minutes)
        let wrapped = ((Int.min % 1440) + 1440) % 1440
        #expect(result.description == (expected == "TIME" ? TimeOfDay(minutesSinceMidnight: wrapped).description : expected))
        #expect((0..<1440).contains(result.minutesSinceMidnight))
    }

    @Test("hour and minute out of range give no time")
    func components() {
        #expect(TimeOfDay(hour: 24, minute: 0) == nil && TimeOfDay(hour: 0, minute: 60) == nil && TimeOfDay(hour: -1, minute: 0) == nil)
        #expect(TimeOfDay(hour: 23, minute: 59)?.description == "23:59")
        #expect(TimeOfDay(hour: 1, minute: 0)! < TimeOfDay(hour: 13, minute: 0)!)
    }

    @Test("spans read H:MM with any number of hours", arguments: [
        ("7:45", 465), ("0:30", 30), ("120:00", 7200), ("07:05", 425),
    ])
    func spans(text: String, minutes: Int) throws {
        let span = try TimeSpan(parsing: text)
        #expect(span.totalMinutes == minutes && span.hours * 60 + span.minutes == minutes)
        #expect(TimeSpan(totalMinutes: minutes).description == "\(minutes / 60):\(String(format: "%02d", minutes % 60))")
    }

    @Test("bad spans", arguments: ["7:60", "7", ":30", "7:5", "-1:00", "1234567890:00"])
    func badSpans(text: String) {
        #expect(throws: TimeParsingError.self) { try TimeSpan(parsing: text) }
        #expect(TimeSpan(hours: 1, minutes: 60) == nil && TimeSpan(hours: -1, minutes: 0) == nil)
    }

    @Test("encodings: HH:MM and ISO 8601 durations, read back the same; bad text is a decoding error", arguments: [
        (0, "PT0M"), (465, "PT7H45M"), (480, "PT8H"), (30, "PT30M"),
    ])
    func coding(minutes: Int, iso: String) throws {
        let span = TimeSpan(totalMinutes: minutes)
        #expect(span.iso8601 == iso && TimeSpan(iso8601: iso) == span)
        let json = try JSONEncoder().encode([span])
        #expect(String(decoding: json, as: UTF8.self) == "[\"\(iso)\"]")
        #expect(try JSONDecoder().decode([TimeSpan].self, from: json) == [span])
        let time = TimeOfDay(minutesSinceMidnight: minutes)
        #expect(try JSONDecoder().decode([TimeOfDay].self, from: JSONEncoder().encode([time])) == [time])
    }

    @Test("bad encodings", arguments: ["PT", "P7H", "PT7M45H", "PT7H7H", "7:45", "PTH", "PT-5M"])
    func badCoding(text: String) {
        #expect(TimeSpan(iso8601: text) == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimeSpan].self, from: Data("[\"\(text)\"]".utf8)) }
    }
}
