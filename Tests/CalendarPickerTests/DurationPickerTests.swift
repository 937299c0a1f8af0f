import Foundation
import Testing
@testable import CalendarPicker

@MainActor
@Suite("Duration picker")
struct DurationPickerTests {
    static func span(_ text: String) -> TimeSpan { try! TimeSpan(parsing: text) }

    static func picker(_ text: String = "0:00", interval: Int = 1, maximum: Int = 99,
                       locale: String = "de_DE") -> DurationPicker {
        DurationPicker(configuration: DurationPicker.Configuration(maximumHours: maximum, minuteInterval: interval,
                                                                   locale: Locale(identifier: locale)),
                       selecting: span(text))
    }

    static let keyNames: [String: WheelKey] = ["up": .previousValue, "down": .nextValue, "left": .previousWheel,
                                               "right": .nextWheel, "enter": .choose]

    @Test("key sequences: the hours stop at their ends, the minutes wrap without carrying",
          arguments: [("7:45", 15, "down,right,down", "8:00"),
                      ("0:00", 15, "up", "0:00"),
                      ("0:00", 15, "right,up", "0:45"),
                      ("99:30", 30, "down", "99:30"),
                      ("98:30", 30, "down,down,right,down", "99:00"),
                      ("1:59", 1, "right,down,down", "1:01"),
                      ("2:10", 10, "right,right,left,up", "1:10")])
    func keySequences(start: String, interval: Int, keys: String, expected: String) {
        let picker = Self.picker(start, interval: interval)
        for key in keys.split(separator: ",") { picker.handle(Self.keyNames[String(key)]!) }
        #expect(picker.selectedDuration == Self.span(expected))
    }

    @Test("the wheels: hours 0 to the maximum, not cyclic; minutes on the interval, cyclic; the locale's digits")
    func wheels() {
        let picker = Self.picker("7:45", interval: 15)
        #expect(picker.wheels == [.hours, .minutes] && picker.focusedWheel == .hours)
        #expect(picker.ribbon(of: .hours).ribbon.count == 100 && !picker.ribbon(of: .hours).ribbon.isCyclic)
        #expect(picker.ribbon(of: .minutes).ribbon.count == 4 && picker.ribbon(of: .minutes).ribbon.isCyclic)
        #expect(picker.ribbon(of: .hours).viewportWidth == 5 && picker.ribbon(of: .hours).ribbon.itemWidth == 1)
        #expect(picker.ribbon(of: .hours).selectedIndex == 7 && picker.ribbon(of: .minutes).selectedIndex == 3)
        #expect(picker.names(atRow: 8, of: .hours) == ["8"] && picker.names(atRow: 99, of: .hours) == ["99"])
        #expect(picker.names(atRow: 100, of: .hours) == [] && picker.names(atRow: 1, of: .minutes) == ["15"])
        #expect(picker.names(atRow: 4, of: .minutes) == [] && picker.names(atRow: -1, of: .hours) == [])
        #expect(picker.separator(before: .hours) == "" && picker.separator(before: .minutes) == ":")
        #expect(Self.picker(locale: "fi_FI").separator(before: .minutes) == ".")
        #expect(Self.picker(locale: "ar_EG").names(atRow: 12, of: .hours) == ["١٢"])
        #expect(picker.longestDuration == Self.span("99:45"))
        #expect(picker.handle(.previousWheel) == .blocked)
        #expect(picker.handle(.nextWheel) == .focused(.minutes))
        #expect(picker.handle(.nextWheel) == .blocked)
        #expect(picker.handle(.choose) == .chosen(Self.span("7:45")))
    }

    @Test("select rounds down to the interval and stops at the longest duration; onChange hears only the user",
          arguments: [("7:52", 15, "7:45"), ("120:00", 15, "99:45"), ("99:59", 1, "99:59"), ("100:00", 5, "99:55"),
                      ("0:29", 30, "0:00")])
    func select(text: String, interval: Int, expected: String) {
        let picker = Self.picker(interval: interval)
        var heard: [TimeSpan] = []
        picker.onChange = { heard.append($0) }
        picker.select(Self.span(text), animated: true)
        picker.advanceToRest()
        #expect(picker.selectedDuration == Self.span(expected) && heard.isEmpty)
        #expect(!picker.isAnimating)
    }

    @Test("a drag of the hours wheel's content up by two rows adds two hours, and onChange hears it")
    func drag() {
        let picker = Self.picker("7:45", interval: 15)
        var heard: [TimeSpan] = []
        picker.onChange = { heard.append($0) }
        let hours = picker.ribbon(of: .hours)
        let middle = hours.viewportWidth / 2, row = hours.ribbon.itemWidth
        picker.press(.hours, along: middle, at: 0)
        picker.drag(along: middle - row, at: 100)
        picker.drag(along: middle - 2 * row, at: 200)
        picker.release(along: middle - 2 * row, at: 1000)
        picker.advanceToRest()
        #expect(picker.selectedDuration == Self.span("9:45") && heard == [Self.span("9:45")])
    }

    @Test("a maximum out of range is clamped and reported; a bad interval counts as 1; never a trap",
          arguments: [(-1, 7, 0), (1_000_001, 5, 1_000_000), (Int.max, 0, 1_000_000), (Int.min, 60, 0), (23, 45, 23)])
    func badConfigurations(maximum: Int, interval: Int, resolved: Int) {
        let picker = Self.picker("30:20", interval: interval, maximum: maximum)
        #expect(picker.maximumHours == resolved)
        #expect(picker.ribbon(of: .hours).ribbon.count == resolved + 1)
        #expect(picker.minuteInterval == (MinuteInterval.isAllowed(interval) ? interval : 1))
        #expect(picker.selectedDuration == min(Self.span("30:20"), picker.longestDuration))
        let configuration = DurationPicker.Configuration(maximumHours: maximum, minuteInterval: interval)
        #expect(throws: DurationPicker.Problem.self) { try configuration.validate() }
    }

    @Test("the problems' one-line descriptions")
    func problems() throws {
        #expect(DurationPicker.Problem.maximumHoursOutOfRange(-1).description
                == "the maximum hours, -1, are not in 0...1000000")
        #expect(DurationPicker.Problem.minuteIntervalNotAllowed(7).description
                == "the minute interval, 7, does not divide an hour (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30)")
        try DurationPicker.Configuration(maximumHours: 0, minuteInterval: 30).validate()
        try DurationPicker.Configuration(maximumHours: 1_000_000).validate()
    }

    @Test("a new configuration keeps the duration where the new wheels allow it")
    func reconfigure() {
        let picker = Self.picker("30:50", interval: 10)
        picker.configuration.maximumHours = 23
        #expect(picker.selectedDuration == Self.span("23:50") && picker.ribbon(of: .hours).ribbon.count == 24)
        picker.configuration.minuteInterval = 15
        #expect(picker.selectedDuration == Self.span("23:45") && picker.ribbon(of: .minutes).selectedIndex == 3)
    }
}
