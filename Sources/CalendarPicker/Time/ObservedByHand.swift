import Observation

/// A picker observed by hand rather than with the `@Observable` macro, as
/// ``DayPicker`` is: one key path, made once, stands for the whole state, so
/// an observer of any public property hears any change of it.
@MainActor
protocol ObservedByHand: AnyObject, Observable {
    /// The observers of the state.
    var observationRegistrar: ObservationRegistrar { get }
    /// The key path observers register, made once.
    static var stateKeyPath: KeyPath<Self, Void> { get }
}

extension ObservedByHand {
    /// Registers the current observation tracking's interest in the state.
    func observeState() {
        observationRegistrar.access(self, keyPath: Self.stateKeyPath)
    }

    /// Tells observers that the state changed.
    func stateDidChange() {
        observationRegistrar.willSet(self, keyPath: Self.stateKeyPath)
        observationRegistrar.didSet(self, keyPath: Self.stateKeyPath)
    }
}
