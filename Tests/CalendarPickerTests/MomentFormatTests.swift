import CalendarPicker
import Foundation
import Testing

/// Moments as a backend reads and writes them: RFC 3339 text that
/// Foundation's own parsers read, and a `Codable` form with the zone.
@Suite("Moments in RFC 3339 and JSON")
struct MomentFormatTests {
    /// Zones with a skipped and a repeated hour, a 30-minute change, a skipped
    /// day, changes at midnight, and an offset with seconds (local mean time).
    static let zones = ["America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "America/Sao_Paulo", "Europe/Amsterdam",
                        "Asia/Kolkata"]

    @Test("Foundation's two ISO 8601 parsers read every moment the package writes, across gaps and repeated hours",
          arguments: zones)
    func foundationParsersReadMoments(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let formatter = ISO8601DateFormatter()
        var checked = 0
        // Every quarter of an hour of the days around each change of offset of 2010–2026, and a day a month.
        var instant = Date(timeIntervalSince1970: 1_262_304_000)          // 2010-01-01
        let end = Date(timeIntervalSince1970: 1_798_761_600)              // 2027-01-01
        while instant < end {
            let next = timeZone.nextDaylightSavingTimeTransition(after: instant) ?? end
            let around = stride(from: -86_400.0, through: 86_400, by: 900).map { next.addingTimeInterval($0) }
            for date in around + [instant] {
                let day = try #require(CalendarSystem(.gregorian).day(of: date, in: timeZone))
                let time = TimeOfDay(minutesSinceMidnight: Int(date.timeIntervalSince1970) / 60)
                for occurrence in [ZonedMoment.Occurrence.first, .second] {
                    let moment = ZonedMoment(day: day, time: time, in: timeZone, occurrence: occurrence)
                    let text = moment.iso8601
                    #expect(formatter.date(from: text) == moment.date, "\(zone) \(text)")
                    #expect(try Date(text, strategy: .iso8601) == moment.date, "\(zone) \(text)")
                    #expect(try ZonedMoment(iso8601: text, in: timeZone).date == moment.date, "\(zone) \(text)")
                    checked += 1
                }
            }
            instant = next.addingTimeInterval(86_400 * 30)
        }
        #expect(checked > 300)
    }

    @Test("an offset with seconds is written rounded to the minute, on that offset's clock: the instant stays exact")
    func localMeanTime() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let moment = ZonedMoment(day: try Day(iso8601: "1850-06-01"), time: try TimeOfDay(parsing: "12:00"), in: newYork)
        #expect(moment.offsetText == "-04:56:02")
        #expect(moment.iso8601 == "1850-06-01T12:00:02-04:56")
        #expect(ISO8601DateFormatter().date(from: moment.iso8601) == moment.date)
        #expect(try Date(moment.iso8601, strategy: .iso8601) == moment.date)
    }

    @Test("RFC 3339 text in its forms reads as the same instant", arguments: [
        ("2026-11-23T08:45:00+01:00", 1_795_419_900.0), ("2026-11-23T07:45:00Z", 1_795_419_900),
        ("2026-11-23t07:45:00z", 1_795_419_900), ("2026-11-23 08:45:00+01:00", 1_795_419_900),
        ("2026-11-23T08:45+01:00", 1_795_419_900), ("2026-11-23T08:45:00.999+01:00", 1_795_419_900),
        ("2026-11-23T02:45:00-05:00", 1_795_419_900), ("2026-11-23T07:45:00-00:00", 1_795_419_900),
    ])
    func forms(text: String, seconds: Double) throws {
        let amsterdam = try #require(TimeZone(identifier: "Europe/Amsterdam"))
        let moment = try ZonedMoment(iso8601: text, in: amsterdam)
        #expect(moment.date.timeIntervalSince1970 == seconds)
        #expect(moment.iso8601 == "2026-11-23T08:45:00+01:00" && moment.time.description == "08:45")
    }

    @Test("text that is no moment says why", arguments: [
        ("", MomentParsingError.Reason.malformed), ("2026-11-23", .malformed), ("2026-11-23T08:45:00", .malformed),
        ("2026-11-23T8:45:00Z", .malformed), ("2026-11-23T08:45:00+1:00", .malformed), ("2026-11-23T08:45:00+24:00", .malformed),
        ("2026-02-30T08:45:00Z", .noSuchDay), ("2026-11-23T24:00:00Z", .noSuchDay), ("2026-11-23T08:60:00Z", .noSuchDay),
        ("2026-11-23T08:45:60Z", .noSuchDay), ("+99999999999-01-01T00:00:00Z", .outOfRange),
        ("2026-11-23T08:45:00.+01:00", .malformed), ("２０２６-11-23T08:45:00Z", .malformed),
    ])
    func refused(text: String, reason: MomentParsingError.Reason) throws {
        let zone = try #require(TimeZone(identifier: "UTC"))
        #expect(throws: MomentParsingError(text: text, reason: reason)) { try ZonedMoment(iso8601: text, in: zone) }
    }

    /// The JSON of an hour-entry app.
    struct Entry: Codable, Equatable {
        var breakTime: TimeSpan
        var end: TimeOfDay
        var endsAt: ZonedMoment
        var period: DayRange
        var start: TimeOfDay
        var startsAt: ZonedMoment
        var timeZone: String
    }

    @Test("an hour-entry app's JSON round-trips, with seconds")
    func hourEntry() throws {
        let amsterdam = try #require(TimeZone(identifier: "Europe/Amsterdam"))
        let entry = Entry(
            breakTime: try TimeSpan(iso8601: "PT1H30M0S"), end: try TimeOfDay(iso8601: "17:15:00"),
            endsAt: ZonedMoment(day: try Day(iso8601: "2026-11-27"), time: try TimeOfDay(parsing: "17:15"), in: amsterdam),
            period: DayRange(between: try Day(iso8601: "2026-11-23"), and: try Day(iso8601: "2026-11-27")),
            start: try TimeOfDay(parsing: "08:45"),
            startsAt: ZonedMoment(day: try Day(iso8601: "2026-11-23"), time: try TimeOfDay(parsing: "08:45"), in: amsterdam),
            timeZone: "Europe/Amsterdam")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(entry), as: UTF8.self)
        #expect(json == #"{"breakTime":"PT1H30M","end":"17:15:00","endsAt":{"moment":"2026-11-27T17:15:00+01:00","resolution":"exact","timeZone":"Europe\/Amsterdam"},"period":{"end":"2026-11-27","start":"2026-11-23"},"start":"08:45:00","startsAt":{"moment":"2026-11-23T08:45:00+01:00","resolution":"exact","timeZone":"Europe\/Amsterdam"},"timeZone":"Europe\/Amsterdam"}"#)
        #expect(try JSONDecoder().decode(Entry.self, from: Data(json.utf8)) == entry)
        // The app's own moments as text, read with the zone it keeps beside them.
        let startsAt = try ZonedMoment(iso8601: "2026-11-23T08:45+01:00", in: amsterdam)
        #expect(startsAt.date == entry.startsAt.date && startsAt.iso8601 == "2026-11-23T08:45:00+01:00")
        #expect(entry.end - entry.start == (try TimeSpan(parsing: "8:30")))
    }

    @Test("moments order by instant, then zone, then how they were found; Codable keeps which of a repeated hour")
    func orderAndCoding() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let day = try Day(iso8601: "2026-11-01"), time = try TimeOfDay(parsing: "01:30")
        let first = ZonedMoment(day: day, time: time, in: newYork), second = ZonedMoment(day: day, time: time, in: newYork, occurrence: .second)
        #expect(first < second && first.resolution == .repeated(.first) && second.resolution == .repeated(.second))
        let skipped = ZonedMoment(day: try Day(iso8601: "2026-03-08"), time: try TimeOfDay(parsing: "02:30"), in: newYork)
        let exact = try #require(ZonedMoment(date: skipped.date, in: newYork))
        #expect(exact != skipped && exact < skipped && exact.date == skipped.date)
        for moment in [first, second, skipped, exact] {
            let data = try JSONEncoder().encode(moment)
            #expect(try JSONDecoder().decode(ZonedMoment.self, from: data) == moment)
        }
        #expect(String(decoding: try JSONEncoder().encode(skipped), as: UTF8.self).contains(#""gap":3600"#))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ZonedMoment.self, from: Data(#"{"moment":"2026-11-01T01:30:00-05:00","timeZone":"Mars/Olympus"}"#.utf8))
        }
    }
}
