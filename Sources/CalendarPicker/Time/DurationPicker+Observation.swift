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
    struct Published {
        var configurationVersion: Int
        var selection: TimeSpan
        var focusedWheel: Wheel
        var hoursMaximum: Int
        var interval: Int
        var wheelsRevision: Int
        var pressed: Wheel?
        var isAnimating: Bool
    }

    /// The observed state now.
    var published: Published {
        Published(configurationVersion: configurationVersion, selection: selection, focusedWheel: _focusedWheel,
                  hoursMaximum: hoursMaximum, interval: interval, wheelsRevision: scrollers.revision, pressed: scrollers.pressed,
                  isAnimating: scrollers.isAnimating)
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
        if old.wheelsRevision != new.wheelsRevision { o.publish(self, Keys.ribbons) }
        o.publish(self, Keys.pressedWheel, from: old.pressed, to: new.pressed)
        o.publish(self, Keys.isAnimating, from: old.isAnimating, to: new.isAnimating)
    }
}
