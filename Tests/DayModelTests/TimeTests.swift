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
        #expect(TimeSpan(totalMinutes: minutes)!.description == "\(minutes / 60):\(String(format: "%02d", minutes % 60))")
    }

    @Test("bad spans", arguments: ["7:60", "7", ":30", "7:5", "-1:00", "1234567890:00"])
    func badSpans(text: String) {
        #expect(throws: TimeParsingError.self) { try TimeSpan(parsing: text) }
        #expect(TimeSpan(hours: 1, minutes: 60) == nil && TimeSpan(hours: -1, minutes: 0) == nil)
    }

    @Test("encodings: HH:MM:SS and ISO 8601 durations, read back the same; bad text is a decoding error", arguments: [
        (0, "PT0M", "00:00:00"), (465, "PT7H45M", "07:45:00"), (480, "PT8H", "08:00:00"), (30, "PT30M", "00:30:00"),
    ])
    func coding(minutes: Int, iso: String, time timeText: String) throws {
        let span = TimeSpan(totalMinutes: minutes)!
        #expect(try span.iso8601 == iso && TimeSpan(iso8601: iso) == span)
        let json = try JSONEncoder().encode([span])
        #expect(String(decoding: json, as: UTF8.self) == "[\"\(iso)\"]")
        #expect(try JSONDecoder().decode([TimeSpan].self, from: json) == [span])
        let time = TimeOfDay(minutesSinceMidnight: minutes)
        let timeJSON = try JSONEncoder().encode([time])
        #expect(String(decoding: timeJSON, as: UTF8.self) == "[\"\(timeText)\"]")
        #expect(try JSONDecoder().decode([TimeOfDay].self, from: timeJSON) == [time])
    }

    @Test("bad durations say why", arguments: [
        ("PT", TimeParsingError.Reason.malformed), ("P7H", .malformed), ("PT7M45H", .malformed), ("PT7H7H", .malformed),
        ("7:45", .malformed), ("PTH", .malformed), ("PT-5M", .malformed), ("P1DT2H", .malformed), ("PT1.5H", .malformed),
        ("PT1H30M15S", .hasSeconds), ("PT90S", .hasSeconds), ("PT99999999999999999999H", .malformed),
        ("PT153722867280912931H", .outOfRange), ("", .malformed),
    ])
    func badDurations(text: String, reason: TimeParsingError.Reason) {
        #expect(throws: TimeParsingError(text: text, reason: reason, form: "PT#H#M")) { try TimeSpan(iso8601: text) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimeSpan].self, from: Data("[\"\(text)\"]".utf8)) }
    }

    @Test("durations a backend writes: zero seconds, parts left out, minutes past the hour", arguments: [
        ("PT1H30M0S", 90), ("PT1H30M", 90), ("PT90M", 90), ("PT0S", 0), ("PT2H0M0S", 120), ("PT0H0M", 0), ("PT00H05M", 5),
    ])
    func durations(text: String, minutes: Int) throws {
        #expect(try TimeSpan(iso8601: text).totalMinutes == minutes)
    }

    @Test("times as RFC 3339, SQL and OpenAPI write them; seconds must be zero", arguments: [
        ("09:30:00", 570), ("09:30", 570), ("23:59:00.000", 1439), ("00:00:00", 0), ("17:15:00.0", 1035),
    ])
    func isoTimes(text: String, minutes: Int) throws {
        let time = try TimeOfDay(iso8601: text)
        #expect(time.minutesSinceMidnight == minutes)
        #expect(time.iso8601 == time.description + ":00")
        #expect(try JSONDecoder().decode([TimeOfDay].self, from: Data("[\"\(text)\"]".utf8)) == [time])
    }

    @Test("bad RFC 3339 times say why", arguments: [
        ("09:30:15", TimeParsingError.Reason.hasSeconds), ("09:30:00.5", .hasSeconds), ("23:59:60", .hasSeconds),
        ("24:00:00", .outOfRange), ("12:60", .outOfRange), ("9:30", .malformed), ("09:30:", .malformed),
        ("09:30:0", .malformed), ("09:30:00.", .malformed), ("09:30:00Z", .malformed), ("093000", .malformed),
        ("", .malformed), ("09:30:00.0a", .malformed),
    ])
    func badISOTimes(text: String, reason: TimeParsingError.Reason) {
        #expect(throws: TimeParsingError(text: text, reason: reason, form: "HH:MM:SS")) { try TimeOfDay(iso8601: text) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimeOfDay].self, from: Data("[\"\(text)\"]".utf8)) }
    }

    @Test("a decoding error names the problem")
    func decodingErrorText() {
        do {
            _ = try JSONDecoder().decode([TimeOfDay].self, from: Data(#"["09:30:15"]"#.utf8))
            Issue.record("decoded a time with seconds")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "'09:30:15' has seconds; times are to the minute")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a span between two times of a shift, past midnight when the end comes earlier", arguments: [
        ("08:45", "17:15", "8:30"), ("22:00", "06:00", "8:00"), ("09:00", "09:00", "0:00"), ("23:59", "00:00", "0:01"),
        ("00:00", "23:59", "23:59"),
    ])
    func shifts(start: String, end: String, span: String) throws {
        let (from, to) = (try TimeOfDay(parsing: start), try TimeOfDay(parsing: end))
        #expect(TimeSpan(from: from, to: to).description == span)
        #expect((to - from).description == span)
    }

    @Test("a span of a negative number of minutes does not exist")
    func negativeSpans() {
        #expect(TimeSpan(totalMinutes: -15) == nil && TimeSpan(totalMinutes: Int.min) == nil)
        #expect(TimeSpan(totalMinutes: 0) == .zero && TimeSpan(totalMinutes: Int.max)?.totalMinutes == Int.max)
    }
}
