import CalendarPicker
import Foundation
import Testing

/// A gap that runs to midnight: in America/Godthab (Nuuk) the clocks jumped
/// from 23:00 on Saturday 2024-03-30 to 00:00 on the 31st. (The tz
/// database since 2023c: Greenland's standard offset is −02:00, and its
/// summer time starts with the EU's, on the last Sunday of March at 01:00
/// UTC, which is 23:00 on the Saturday in Nuuk.) The day has no 23:30: the
/// moment is 00:30 on the 31st, and the wheels and the grid must show that,
/// never 23:30 beside the 30th.
@MainActor
@Suite("A gap that runs to midnight moves the date and time picker to the next day")
struct DateTimeGapTests {
    static let zone = TimeZone(identifier: "America/Godthab")!

    static func picker(maximum: Day? = nil) throws -> DateTimePicker {
        let days = DayPicker.Configuration(locale: Locale(identifier: "en_GB"), timeZone: zone,
                                           minimum: try Day(iso8601: "2024-01-01"), maximum: maximum)
        return DateTimePicker(dayConfiguration: days,
                              timeConfiguration: TimePicker.Configuration(locale: Locale(identifier: "en_GB")),
                              selecting: try Day(iso8601: "2024-03-29"), time: try TimeOfDay(parsing: "12:00"))
    }

    @Test("the zone has the gap: 22:59 at 00:59 UTC, then 00:00 at 01:00 UTC")
    func theGapIsThere() throws {
        let before = try #require(ZonedMoment(date: Date(timeIntervalSince1970: 1_711_846_740), in: Self.zone))
        let after = try #require(ZonedMoment(date: Date(timeIntervalSince1970: 1_711_846_800), in: Self.zone))
        #expect(before.iso8601 == "2024-03-30T22:59:00-02:00")
        #expect(after.iso8601 == "2024-03-31T00:00:00-01:00")
    }

    @Test("23:30 on the 30th selects 00:30 on the 31st, and both pickers show it")
    func movesToTheNextDay() throws {
        let picker = try Self.picker()
        let moment = try #require(picker.select(day: try Day(iso8601: "2024-03-30"), time: try TimeOfDay(parsing: "23:30")))
        #expect(moment.iso8601 == "2024-03-31T00:30:00-01:00")
        #expect(picker.dayPicker.selectedDay == (try Day(iso8601: "2024-03-31")))
        #expect(picker.timePicker.selectedTime == (try TimeOfDay(parsing: "00:30")))
        picker.advanceToRest()
        let hour = try #require(picker.timePicker.ribbon(of: .hour)?.selectedIndex)
        #expect(picker.timePicker.names(atRow: hour, of: .hour).first == "00")
    }

    @Test("turning the hour wheel into the gap from 22:30 does the same")
    func wheelIntoTheGap() throws {
        let picker = try Self.picker()
        _ = picker.select(day: try Day(iso8601: "2024-03-30"), time: try TimeOfDay(parsing: "22:30"))
        #expect(picker.selectedMoment?.iso8601 == "2024-03-30T22:30:00-02:00")
        picker.timePicker.handle(.nextValue)
        // The 30th's hour wheel has no 23: the next row is past midnight… or its first row; either way the pickers agree.
        let moment = try #require(picker.selectedMoment)
        #expect(picker.dayPicker.selectedDay == moment.day && picker.timePicker.selectedTime == moment.time)
    }

    @Test("with the 31st not allowed, the moment is the 30th's last minute before the gap")
    func nextDayNotAllowed() throws {
        let picker = try Self.picker(maximum: try Day(iso8601: "2024-03-30"))
        let moment = try #require(picker.select(day: try Day(iso8601: "2024-03-30"), time: try TimeOfDay(parsing: "23:30")))
        #expect(moment.iso8601 == "2024-03-30T22:59:00-02:00")
        #expect(picker.dayPicker.selectedDay == (try Day(iso8601: "2024-03-30")))
        #expect(picker.timePicker.selectedTime == (try TimeOfDay(parsing: "22:59")))
    }
}
