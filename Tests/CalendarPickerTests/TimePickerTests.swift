import Foundation
import Observation
import Testing
@testable import CalendarPicker

@MainActor
@Suite("Time picker")
struct TimePickerTests {
    static func time(_ text: String) -> TimeOfDay { try! TimeOfDay(parsing: text) }

    static func picker(_ locale: String, interval: Int = 1, cycle: TimePicker.HourCycle? = nil,
                       at text: String = "09:30") -> TimePicker {
        TimePicker(configuration: TimePicker.Configuration(locale: Locale(identifier: locale), minuteInterval: interval,
                                                           hourCycle: cycle),
                   selecting: time(text))
    }

    static let keyNames: [String: WheelKey] = ["up": .previousValue, "down": .nextValue, "left": .previousWheel,
                                               "right": .nextWheel, "enter": .choose]

    @Test("key sequences give the same times on 12- and 24-hour clocks: the issue's table and more",
          arguments: [("09:30", 15, "down,right,down,down", "10:00"),
                      ("23:50", 5, "down,right,down,down", "00:00"),
                      ("00:00", 30, "up", "23:00"),
                      ("11:10", 10, "down", "12:10"),
                      ("12:00", 1, "right,up", "12:59"),
                      ("09:30", 15, "left,right,up", "09:15"),
                      ("09:30", 15, "up,up,up,up,up,up,up,up,up,up", "23:30")])
    func keySequences(start: String, interval: Int, keys: String, expected: String) {
        for (locale, cycle) in [("en_US", nil), ("de_DE", nil), ("en_US", .twentyFourHour), ("de_DE", .twelveHour)]
            as [(String, TimePicker.HourCycle?)] {
            let picker = Self.picker(locale, interval: interval, cycle: cycle, at: start)
            for key in keys.split(separator: ",") { picker.handle(Self.keyNames[String(key)]!) }
            #expect(picker.selectedTime == Self.time(expected), "\(locale) \(String(describing: cycle)) \(start) \(keys)")
        }
    }

    @Test("the wheels follow the locale: order, separators, hour form, period names, digits")
    func localeClocks() {
        let english = Self.picker("en_US")
        #expect(english.hourCycle == .twelveHour)
        #expect(english.wheels == [.hour, .minute, .period])
        #expect(english.separator(before: .hour) == "" && english.separator(before: .minute) == ":")
        #expect(english.separator(before: .period) == "\u{202F}")    // CLDR's narrow no-break space
        let twelve = ["12"] + (1...11).map(String.init)
        #expect((0..<24).map { english.names(atRow: $0, of: .hour)[0] } == twelve + twelve)
        #expect(english.names(atRow: 0, of: .period) == ["AM", "a"] && english.names(atRow: 1, of: .period) == ["PM", "p"])
        #expect(english.ribbon(of: .hour)?.ribbon.count == 24 && english.ribbon(of: .period)?.ribbon.count == 2)

        let german = Self.picker("de_DE")
        #expect(german.hourCycle == .twentyFourHour && german.wheels == [.hour, .minute])
        #expect(german.ribbon(of: .period) == nil && german.names(atRow: 0, of: .period) == [])
        #expect((0..<24).map { german.names(atRow: $0, of: .hour)[0] }
                == (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" })
        #expect(german.names(atRow: 5, of: .minute) == ["05"])

        let korean = Self.picker("ko_KR")
        #expect(korean.wheels == [.period, .hour, .minute] && korean.separator(before: .hour) == " ")
        #expect(korean.names(atRow: 0, of: .period)[0] == "오전")
        #expect(Self.picker("fi_FI").separator(before: .minute) == ".")
        #expect(Self.picker("fi_FI").names(atRow: 9, of: .hour) == ["9"])
        #expect(Self.picker("ar_EG").names(atRow: 9, of: .hour) == ["٩"])
        #expect(Self.picker("ar_EG").names(atRow: 7, of: .minute) == ["٠٧"])
        let japanese = Self.picker("ja_JP", cycle: .twelveHour)
        #expect(japanese.wheels == [.period, .hour, .minute] && japanese.separator(before: .hour) == "")
        #expect((0..<24).map { japanese.names(atRow: $0, of: .hour)[0] } == (0..<24).map { String($0 % 12) })
        // An override: 24 hours in en_US, 12 in de_DE.
        #expect(Self.picker("en_US", cycle: .twentyFourHour).wheels == [.hour, .minute])
        #expect(Self.picker("de_DE", cycle: .twelveHour).hourCycle == .twelveHour)
        #expect(Self.picker("de_DE", cycle: .twelveHour).wheels.contains(.period))
    }

    @Test("a 12-hour clock: 24 hour rows, the period wheel follows the hour and turns it by 12 hours")
    func twelveHourRows() {
        let picker = Self.picker("en_US", at: "15:05")
        #expect(picker.ribbon(of: .hour)?.selectedIndex == 15 && picker.ribbon(of: .period)?.selectedIndex == 1)
        #expect(picker.ribbon(of: .minute)?.selectedIndex == 5)
        #expect(picker.names(atRow: 15, of: .hour) == ["3"])
        picker.focus(.period)
        #expect(picker.handle(.nextValue) == .blocked)               // PM is the last row; the wheel does not wrap
        #expect(picker.handle(.previousValue) == .selected(Self.time("03:05")))
        #expect(picker.handle(.previousValue) == .blocked)
        #expect(picker.ribbon(of: .hour)?.selectedIndex == 3)
        picker.focus(.hour)
        for _ in 0..<9 { picker.handle(.nextValue) }
        #expect(picker.selectedTime == Self.time("12:05"))          // 11 AM → 12 PM: the period follows the hour
        #expect(picker.ribbon(of: .period)?.selectedIndex == 1)
        #expect(picker.names(atRow: picker.ribbon(of: .hour)!.selectedIndex!, of: .hour) == ["12"])
    }

    @Test("a time off the interval is shown and selected rounded down; the interval sets the minute rows",
          arguments: MinuteInterval.allowed)
    func intervals(interval: Int) throws {
        let picker = Self.picker("de_DE", interval: interval, at: "09:59")
        #expect(picker.minuteInterval == interval)
        #expect(picker.ribbon(of: .minute)?.ribbon.count == 60 / interval)
        #expect(picker.selectedTime == TimeOfDay(hour: 9, minute: 59 - 59 % interval))
        #expect(picker.names(atRow: 1, of: .minute) == [interval < 10 ? "0\(interval)" : "\(interval)"])
        picker.select(Self.time("17:01"), animated: false)
        #expect(picker.selectedTime == TimeOfDay(hour: 17, minute: 1 - 1 % interval))
        try TimePicker.Configuration(minuteInterval: interval).validate()
    }

    @Test("an interval that does not divide an hour counts as 1 and is reported, never trapped",
          arguments: [0, -5, 7, 8, 9, 25, 45, 60, 90, Int.max, Int.min])
    func badIntervals(interval: Int) {
        let picker = Self.picker("de_DE", interval: interval, at: "09:37")
        #expect(picker.minuteInterval == 1 && picker.ribbon(of: .minute)?.ribbon.count == 60)
        #expect(picker.selectedTime == Self.time("09:37"))
        #expect(throws: TimePicker.Problem.minuteIntervalNotAllowed(interval)) {
            try TimePicker.Configuration(minuteInterval: interval).validate()
        }
        #expect(TimePicker.Problem.minuteIntervalNotAllowed(7).description
                == "the minute interval, 7, does not divide an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)")
    }

    @Test("the focus moves along the locale's wheels and stops at either end; Enter chooses")
    func focusAndChoose() {
        let picker = Self.picker("en_US")
        var chosen: [TimeOfDay] = []
        picker.onChoose = { chosen.append($0) }
        #expect(picker.focusedWheel == .hour)
        #expect(picker.handle(.previousWheel) == .blocked)
        #expect(picker.handle(.nextWheel) == .focused(.minute))
        #expect(picker.handle(.nextWheel) == .focused(.period))
        #expect(picker.handle(.nextWheel) == .blocked)
        #expect(picker.handle(.choose) == .chosen(Self.time("09:30")))
        #expect(chosen == [Self.time("09:30")])
        picker.focus(.period)
        picker.configuration.hourCycle = .twentyFourHour     // the period wheel goes; the focus moves to the hour
        #expect(picker.focusedWheel == .hour && picker.wheels == [.hour, .minute])
    }

    @Test("onChange hears the user's changes, keys and settled wheels, never select(_:animated:)")
    func changes() {
        let picker = Self.picker("de_DE", interval: 5)
        var heard: [TimeOfDay] = []
        picker.onChange = { heard.append($0) }
        picker.select(Self.time("10:00"), animated: true)
        picker.advanceToRest()
        #expect(heard.isEmpty && picker.selectedTime == Self.time("10:00"))
        picker.handle(.nextValue)
        #expect(heard == [Self.time("11:00")])
        // A slow drag of the minute wheel's content up by two rows brings the minute two rows on.
        let minutes = picker.ribbon(of: .minute)!
        #expect(minutes.viewportWidth == 5 && minutes.ribbon.itemWidth == 1)
        let middle = minutes.viewportWidth / 2, row = minutes.ribbon.itemWidth
        picker.press(.minute, along: middle, at: 1000)
        picker.drag(along: middle - row, at: 1100)
        picker.drag(along: middle - 2 * row, at: 1200)
        picker.release(along: middle - 2 * row, at: 2000)
        picker.advanceToRest()
        #expect(picker.selectedTime == Self.time("11:10"))
        #expect(heard == [Self.time("11:00"), Self.time("11:10")])
        #expect(!picker.isAnimating)
    }

    @Test("a new configuration keeps the time (rounded down to a new interval) and makes the wheels anew")
    func reconfigure() {
        let picker = Self.picker("en_US", at: "18:47")
        picker.configuration.minuteInterval = 10
        #expect(picker.selectedTime == Self.time("18:40") && picker.ribbon(of: .minute)?.ribbon.count == 6)
        picker.configuration.locale = Locale(identifier: "de_DE")
        #expect(picker.wheels == [.hour, .minute] && picker.ribbon(of: .hour)?.ribbon.count == 24)
        #expect(picker.ribbon(of: .hour)?.selectedIndex == 18 && picker.ribbon(of: .minute)?.selectedIndex == 4)
        picker.handle(.nextValue)
        #expect(picker.selectedTime == Self.time("19:40"))
    }

    @Test("observers of the selected time hear it change, and not a move of the focus or a wheel's glide")
    func observation() {
        let picker = Self.picker("de_DE")
        final class Flag: @unchecked Sendable { var raised = false }
        let time = Flag(), focus = Flag()
        withObservationTracking { _ = picker.selectedTime } onChange: { time.raised = true }
        withObservationTracking { _ = picker.focusedWheel } onChange: { focus.raised = true }
        picker.handle(.nextWheel)
        #expect(!time.raised && focus.raised)
        picker.handle(.nextValue)
        #expect(time.raised)
        // The glide to the new minute moves the wheel on every frame; the time's observers hear nothing more.
        let again = Flag()
        withObservationTracking { _ = picker.selectedTime } onChange: { again.raised = true }
        #expect(picker.isAnimating)
        picker.advanceToRest()
        #expect(!again.raised && !picker.isAnimating)
    }
}
