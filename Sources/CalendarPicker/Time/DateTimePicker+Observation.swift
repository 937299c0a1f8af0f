import Foundation
import MiniPicker
import Observation

// Observation property by property (see PublishesChanges); the two pickers'
// own properties are observed on them.
extension DateTimePicker: Observable, PublishesChanges {
    /// The key paths observers register, made once.
    @MainActor
    enum Keys {
        static let selectedMoment: KeyPath<DateTimePicker, ZonedMoment?> = \.selectedMoment
    }

    /// The observed state: the moment.
    var published: ZonedMoment? { moment }

    /// Tells the moment's observers that it changed.
    func publish(from old: ZonedMoment?) {
        observers.publish(self, Keys.selectedMoment, from: old, to: moment)
    }
}
