import Observation

// Observation by hand, as the day picker's: one key path for the whole state.
extension DurationPicker: Observable, ObservedByHand {
    /// What observers watch: the picker's state. Its value is nothing; reading it registers interest.
    var observedState: Void { () }

    /// The key path observers register, made once.
    static let stateKeyPath: KeyPath<DurationPicker, Void> = \.observedState
}
