import Foundation
import MiniPicker
import Observation

// Observation property by property (see PublishesChanges).
extension TimePicker: Observable, PublishesChanges {
    /// The key paths observers register, made once.
    @MainActor
    enum Keys {
        static let configuration: KeyPath<TimePicker, Configuration> = \.configuration
        static let selectedTime: KeyPath<TimePicker, TimeOfDay> = \.selectedTime
        static let focusedWheel: KeyPath<TimePicker, Wheel> = \.focusedWheel
        static let wheels: KeyPath<TimePicker, [Wheel]> = \.wheels
        static let hourCycle: KeyPath<TimePicker, HourCycle> = \.hourCycle
        static let minuteInterval: KeyPath<TimePicker, Int> = \.minuteInterval
        static let ribbons: KeyPath<TimePicker, WheelScrollers<Wheel>> = \.scrollers
        static let pressedWheel: KeyPath<TimePicker, Wheel?> = \.pressedWheel
        static let isAnimating: KeyPath<TimePicker, Bool> = \.isAnimating
    }

    /// The observed state as plain values.
    struct Published {
        var configurationVersion: Int
        var selection: Selection
        var focusedWheel: Wheel
        var wheels: [Wheel]
        var hourCycle: HourCycle
        var interval: Int
        var wheelsRevision: Int
        var pressed: Wheel?
        var isAnimating: Bool
    }

    /// The observed state now.
    var published: Published {
        Published(configurationVersion: configurationVersion, selection: selection, focusedWheel: _focusedWheel,
                  wheels: style.wheels, hourCycle: style.hourCycle, interval: interval, wheelsRevision: scrollers.revision, pressed: scrollers.pressed,
                  isAnimating: scrollers.isAnimating)
    }

    /// Tells the observers of each property that differs from `old`, then the owning date and time picker.
    func publish(from old: Published) {
        let new = published
        let o = observers
        if new.configurationVersion != old.configurationVersion { o.publish(self, Keys.configuration) }
        o.publish(self, Keys.selectedTime, from: old.selection.time, to: new.selection.time)
        o.publish(self, Keys.focusedWheel, from: old.focusedWheel, to: new.focusedWheel)
        o.publish(self, Keys.wheels, from: old.wheels, to: new.wheels)
        o.publish(self, Keys.hourCycle, from: old.hourCycle, to: new.hourCycle)
        o.publish(self, Keys.minuteInterval, from: old.interval, to: new.interval)
        if old.wheelsRevision != new.wheelsRevision { o.publish(self, Keys.ribbons) }
        o.publish(self, Keys.pressedWheel, from: old.pressed, to: new.pressed)
        o.publish(self, Keys.isAnimating, from: old.isAnimating, to: new.isAnimating)
        if new.selection != old.selection || new.configurationVersion != old.configurationVersion
            || new.wheels != old.wheels {
            ownerOnChange?()
        }
    }
}
