import Observation

// Observation by hand rather than with the @Observable macro: the macro's
// accessors make their key paths and check their closures' actor on every
// access, which cost a month change about 2 000 instructions. One key path,
// made once, stands for the whole state: an observer of any public property
// hears any change.
extension DayPicker: Observable {}

extension DayPicker {
    /// What observers watch: the picker's state. Its value is nothing; reading it registers interest.
    var observedState: Void { () }

    /// The key path observers register, made once.
    static let stateKeyPath: KeyPath<DayPicker, Void> = \.observedState

    /// Registers the current observation tracking's interest in the state.
    func observeState() {
        observationRegistrar.access(self, keyPath: Self.stateKeyPath)
    }

    /// Tells observers that the state changed.
    func stateDidChange() {
        stateVersion &+= 1
        observationRegistrar.willSet(self, keyPath: Self.stateKeyPath)
        observationRegistrar.didSet(self, keyPath: Self.stateKeyPath)
    }
}
