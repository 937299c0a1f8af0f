import Foundation
import MiniPicker
import Observation

// Observation property by property (see PublishesChanges).
extension DurationPicker: Observable, PublishesChanges {
    /// The key paths observers register, made once.
    @MainActor
    enum Keys {
        static let configuration: KeyPath<DurationPicker, Configuration> = \.configuration
        static let selectedDuration: KeyPath<DurationPicker, TimeSpan> = \.selectedDuration
        static let focusedWheel: KeyPath<DurationPicker, Wheel> = \.focusedWheel
        static let maximumHours: KeyPath<DurationPicker, Int> = \.maximumHours
        static let minuteInterval: KeyPath<DurationPicker, Int> = \.minuteInterval
        static let ribbons: KeyPath<DurationPicker, WheelScrollers<Wheel>> = \.scrollers
        static let pressedWheel: KeyPath<DurationPicker, Wheel?> = \.pressedWheel
        static let isAnimating: KeyPath<DurationPicker, Bool> = \.isAnimating
    }

    /// The observed state as plain values.
    struct Published: Equatable {
        var configurationVersion: Int
        var selection: TimeSpan
        var focusedWheel: Wheel
        var hoursMaximum: Int
        var interval: Int
        var scrollers: WheelScrollers<Wheel>
    }

    /// The observed state now.
    var published: Published {
        Published(configurationVersion: configurationVersion, selection: selection, focusedWheel: _focusedWheel,
                  hoursMaximum: hoursMaximum, interval: interval, scrollers: scrollers)
    }

    /// Tells the observers of each property that differs from `old`.
    func publish(from old: Published) {
        let new = published
        let o = observers
        if new.configurationVersion != old.configurationVersion { o.publish(self, Keys.configuration) }
        o.publish(self, Keys.selectedDuration, from: old.selection, to: new.selection)
        o.publish(self, Keys.focusedWheel, from: old.focusedWheel, to: new.focusedWheel)
        o.publish(self, Keys.maximumHours, from: old.hoursMaximum, to: new.hoursMaximum)
        o.publish(self, Keys.minuteInterval, from: old.interval, to: new.interval)
        o.publish(self, Keys.ribbons, from: old.scrollers, to: new.scrollers)
        o.publish(self, Keys.pressedWheel, from: old.scrollers.pressed, to: new.scrollers.pressed)
        o.publish(self, Keys.isAnimating, from: old.scrollers.isAnimating, to: new.scrollers.isAnimating)
    }
}
