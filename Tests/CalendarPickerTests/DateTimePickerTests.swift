import Foundation
import Observation
import Testing
@testable import CalendarPicker

/// Date and time in a zone, with the tz database's published changes as the
/// expected values (America/New_York: second Sunday of March 02:00 → 03:00,
/// first Sunday of November 02:00 → 01:00; Lord Howe: 30 minutes; Apia
/// skipped 2011-12-30; São Paulo changed at midnight).
@MainActor
@Suite("Date and time picker")
struct DateTimePickerTests {
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func day(_ text: String) -> Day { try! Day(iso8601: text) }
    static func time(_ text: String) -> TimeOfDay { try! TimeOfDay(parsing: text) }

    static func picker(_ zone: String = "America/New_York", day text: String, time: String, locale: String = "de_DE",
                       interval: Int = 1, occurrence: ZonedMoment.Occurrence = .first) -> DateTimePicker {
        let days = DayPicker.Configuration(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!,
                                           minimum: day("2000-01-01"))
        return DateTimePicker(dayConfiguration: days,
                              timeConfiguration: TimePicker.Configuration(locale: Locale(identifier: locale),
                                                                          minuteInterval: interval),
                              selecting: day(text), time: Self.time(time), occurrence: occurrence,
                              today: day("2026-01-15"))
    }

    @Test("moments by the rules: a skipped time moves on by the gap, a repeated one is the first unless asked",
          arguments: [
            ("America/New_York", "2026-03-08", "02:30", ZonedMoment.Occurrence.first, "2026-03-08T03:30:00-04:00"),
            ("America/New_York", "2026-03-08", "01:59", .first, "2026-03-08T01:59:00-05:00"),
            ("America/New_York", "2026-03-08", "03:00", .first, "2026-03-08T03:00:00-04:00"),
            ("America/New_York", "2026-11-01", "01:30", .first, "2026-11-01T01:30:00-04:00"),
            ("America/New_York", "2026-11-01", "01:30", .second, "2026-11-01T01:30:00-05:00"),
            ("America/New_York", "2026-11-01", "02:00", .second, "2026-11-01T02:00:00-05:00"),
            ("Australia/Lord_Howe", "2026-10-04", "02:15", .first, "2026-10-04T02:45:00+11:00"),
            ("Australia/Lord_Howe", "2026-04-05", "01:45", .first, "2026-04-05T01:45:00+11:00"),
            ("Australia/Lord_Howe", "2026-04-05", "01:45", .second, "2026-04-05T01:45:00+10:30"),
            ("Pacific/Apia", "2011-12-29", "23:59", .first, "2011-12-29T23:59:00-10:00"),
            ("America/Sao_Paulo", "2018-11-04", "00:30", .first, "2018-11-04T01:30:00-02:00"),
            ("America/Sao_Paulo", "2019-02-16", "23:30", .second, "2019-02-16T23:30:00-03:00"),
            ("Asia/Kolkata", "2026-03-08", "02:30", .first, "2026-03-08T02:30:00+05:30"),
          ])
    func moments(zone: String, day: String, time: String, occurrence: ZonedMoment.Occurrence, expected: String) {
        let moment = ZonedMoment(day: Self.day(day), time: Self.time(time), in: TimeZone(identifier: zone)!,
                                 occurrence: occurrence)
        #expect(moment.iso8601 == expected)
        #expect(moment.description == expected)
        let picker = Self.picker(zone, day: day, time: time, occurrence: occurrence)
        #expect(picker.selectedMoment?.iso8601 == expected)
    }

    @Test("the instants and the resolution of New York's two changes in 2026")
    func newYorkInstants() {
        let spring = ZonedMoment(day: Self.day("2026-03-08"), time: Self.time("02:30"), in: Self.newYork)
        #expect(spring.date == Date(timeIntervalSince1970: 1_772_955_000))   // 2026-03-08T07:30:00Z
        #expect(spring.secondsFromGMT == -14_400 && spring.offsetText == "-04:00")
        #expect(spring.resolution == .skipped(gap: 3600) && spring.time == Self.time("03:30"))
        let first = ZonedMoment(day: Self.day("2026-11-01"), time: Self.time("01:30"), in: Self.newYork)
        let second = ZonedMoment(day: Self.day("2026-11-01"), time: Self.time("01:30"), in: Self.newYork, occurrence: .second)
        #expect(first.date == Date(timeIntervalSince1970: 1_793_511_000))    // 2026-11-01T05:30:00Z
        #expect(second.date.timeIntervalSince(first.date) == 3600)
        #expect(first.resolution == .repeated(.first) && second.resolution == .repeated(.second))
        #expect(ZonedMoment(date: second.date, in: Self.newYork)! == ZonedMoment(day: Self.day("2026-11-01"),
                                                                                 time: Self.time("06:30"),
                                                                                 in: TimeZone(identifier: "UTC")!)
                    .with(zone: Self.newYork))
    }

    @Test("the hour wheel on a day with a repeated hour offers it twice, marked with its offsets")
    func repeatedHourWheel() {
        let picker = Self.picker(day: "2026-11-01", time: "00:30")
        let time = picker.timePicker
        #expect(time.ribbon(of: .hour)?.ribbon.count == 25)
        #expect((0..<4).map { time.names(atRow: $0, of: .hour) }
                == [["00"], ["01 -04:00", "01 -4"], ["01 -05:00", "01 -5"], ["02"]])
        var heard: [String] = []
        picker.onChange = { heard.append($0.iso8601) }
        time.handle(.nextValue)
        time.handle(.nextValue)
        time.handle(.nextValue)
        #expect(heard == ["2026-11-01T01:30:00-04:00", "2026-11-01T01:30:00-05:00", "2026-11-01T02:30:00-05:00"])
        time.handle(.previousValue)
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:30:00-05:00" && time.ribbon(of: .hour)?.selectedIndex == 2)
        // The minute wheel keeps the occurrence.
        time.handle(.nextWheel)
        time.handle(.nextValue)
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:31:00-05:00")
        // Selecting names the occurrence; the first unless told.
        picker.select(day: Self.day("2026-11-01"), time: Self.time("01:15"))
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:15:00-04:00" && time.ribbon(of: .hour)?.selectedIndex == 1)
        picker.select(day: Self.day("2026-11-01"), time: Self.time("01:15"), occurrence: .second)
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:15:00-05:00" && time.ribbon(of: .hour)?.selectedIndex == 2)
        // From another day too: the new day's hours are shown before the occurrence is chosen.
        let fresh = Self.picker(day: "2026-10-31", time: "12:00")
        #expect(fresh.select(day: Self.day("2026-11-01"), time: Self.time("01:15"), occurrence: .second)?.iso8601
                == "2026-11-01T01:15:00-05:00")
        #expect(fresh.timePicker.ribbon(of: .hour)?.selectedIndex == 2)
        // An instant selects its own occurrence.
        let first = ZonedMoment(day: Self.day("2026-11-01"), time: Self.time("01:45"), in: Self.newYork)
        picker.select(first.date.addingTimeInterval(3600))
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:45:00-05:00")
        #expect(heard.count == 5)                 // the two keys since; select(…) does not call onChange
        // en_US marks the 12-hour clock's hour the same way.
        let english = Self.picker(day: "2026-11-01", time: "00:30", locale: "en_US")
        #expect(english.timePicker.names(atRow: 2, of: .hour) == ["1 -05:00", "1 -5"])
        #expect(english.timePicker.ribbon(of: .hour)?.ribbon.count == 25)
    }

    @Test("the hour wheel on a day with a skipped hour leaves it out; a skipped time moves on by the gap")
    func skippedHourWheel() {
        let picker = Self.picker(day: "2026-03-08", time: "01:30")
        let time = picker.timePicker
        #expect(time.ribbon(of: .hour)?.ribbon.count == 23)
        #expect((0..<4).map { time.names(atRow: $0, of: .hour)[0] } == ["00", "01", "03", "04"])
        time.handle(.nextValue)
        #expect(picker.selectedMoment?.iso8601 == "2026-03-08T03:30:00-04:00" && time.selectedTime == Self.time("03:30"))
        // A day changed under a time it lacks: the time moves on, and stays moved on the next day.
        let other = Self.picker(day: "2026-03-07", time: "02:30")
        #expect(other.timePicker.ribbon(of: .hour)?.ribbon.count == 24)
        other.dayPicker.handle(.right)
        #expect(other.selectedMoment?.iso8601 == "2026-03-08T03:30:00-04:00")
        #expect(other.timePicker.selectedTime == Self.time("03:30"))
        other.dayPicker.handle(.right)
        #expect(other.selectedMoment?.iso8601 == "2026-03-09T03:30:00-04:00")
        #expect(other.timePicker.ribbon(of: .hour)?.ribbon.count == 24)
    }

    @Test("a gap that leaves a time off the minute interval moves it up to the next minute on it (Lord Howe, 30 minutes)")
    func gapOffInterval() {
        #expect(Self.picker("Australia/Lord_Howe", day: "2026-10-04", time: "02:15", interval: 15)
                    .selectedMoment?.iso8601 == "2026-10-04T02:45:00+11:00")
        let picker = Self.picker("Australia/Lord_Howe", day: "2026-10-04", time: "02:20", interval: 20)
        #expect(picker.selectedMoment?.iso8601 == "2026-10-04T03:00:00+11:00")
        #expect(picker.timePicker.selectedTime == Self.time("03:00"))
        #expect(picker.selectedMoment?.resolution == .skipped(gap: 1800))
        // The 30-minute fold: 01:30 to 01:59 occur twice, so hour 1 has two rows.
        let fold = Self.picker("Australia/Lord_Howe", day: "2026-04-05", time: "00:00")
        #expect((1..<4).map { fold.timePicker.names(atRow: $0, of: .hour)[0] } == ["01 +11:00", "01 +10:30", "02"])
    }

    @Test("a day the zone skipped whole is not offered: the day picker moves on to the next")
    func skippedDay() {
        let picker = Self.picker("Pacific/Apia", day: "2011-12-30", time: "09:00")
        #expect(picker.dayPicker.selectedDay == Self.day("2011-12-31"))
        // A moment named on that day by itself moves on by the gap, a whole day.
        let named = ZonedMoment(day: Self.day("2011-12-30"), time: Self.time("12:00"), in: TimeZone(identifier: "Pacific/Apia")!)
        #expect(named.iso8601 == "2011-12-31T12:00:00+14:00" && named.resolution == .skipped(gap: 86_400))
        #expect(picker.selectedMoment?.iso8601 == "2011-12-31T09:00:00+14:00")
        #expect(picker.select(day: Self.day("2011-12-30"), time: Self.time("10:00")) == nil)
        #expect(picker.selectedMoment?.iso8601 == "2011-12-31T09:00:00+14:00")
        picker.dayPicker.handle(.left)
        #expect(picker.selectedMoment?.iso8601 == "2011-12-29T09:00:00-10:00")
    }

    @Test("a new time configuration moves the moment with the time (a coarser interval rounds it down)")
    func timeConfiguration() {
        let picker = Self.picker(day: "2026-11-01", time: "01:40", occurrence: .second)
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:40:00-05:00")
        picker.timePicker.configuration.minuteInterval = 15
        #expect(picker.selectedMoment?.iso8601 == "2026-11-01T01:30:00-05:00")
        #expect(picker.timePicker.ribbon(of: .hour)?.ribbon.count == 25 && picker.timePicker.ribbon(of: .hour)?.selectedIndex == 2)
    }

    @Test("observers hear the moment change when the day changes")
    func observation() {
        let picker = Self.picker(day: "2026-03-07", time: "02:30")
        final class Flag: @unchecked Sendable { var raised = false }
        let flag = Flag()
        withObservationTracking { _ = picker.selectedMoment } onChange: { flag.raised = true }
        picker.dayPicker.handle(.right)
        #expect(flag.raised)
    }
}

extension ZonedMoment {
    /// The same instant in another zone.
    func with(zone: TimeZone) -> ZonedMoment { ZonedMoment(date: date, in: zone)! }
}
