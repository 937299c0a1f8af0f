import CalendarPicker
import Foundation

/// Time pickers built and turned as an app does, through the public API.
@MainActor
enum TimeWorkloads {
    /// An en_US (12-hour, three wheels) picker's configuration, every 5 minutes.
    static let configuration = TimePicker.Configuration(locale: Locale(identifier: "en_US"), minuteInterval: 5)

    /// A de_DE (24-hour, two wheels) picker's configuration, every 5 minutes.
    static let twentyFourHour = TimePicker.Configuration(locale: Locale(identifier: "de_DE"), minuteInterval: 5)

    /// Builds `count` time pickers (en_US by default), after one was built already (the locale's clock is read once).
    static func build(count: Int, configuration: TimePicker.Configuration = configuration) -> Int {
        let time = TimeOfDay(hour: 9, minute: 30)!
        var digest = TimePicker(configuration: configuration, selecting: time).wheels.count
        for _ in 0..<count {
            digest &+= TimePicker(configuration: configuration, selecting: time).selectedTime.minutesSinceMidnight
        }
        return digest
    }

    /// A picker whose wheels have been turned around once, so that their labels were made.
    static func turnedPicker() -> TimePicker {
        let picker = TimePicker(configuration: configuration, selecting: TimeOfDay(hour: 9, minute: 30)!)
        for _ in 0..<24 { picker.handle(.nextValue) }
        picker.advanceToRest()
        return picker
    }

    /// `count` wheel steps (Down, then Up, twelve each) on the focused hour wheel, as keys do.
    static func step(_ picker: TimePicker, count: Int) -> Int {
        var digest = 0
        for index in 0..<count {
            let key: WheelKey = (index / 12) % 2 == 0 ? .nextValue : .previousValue
            if case .selected(let time) = picker.handle(key) { digest &+= time.minutesSinceMidnight }
        }
        return digest
    }
}
