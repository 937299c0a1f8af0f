import MiniPicker

/// A picker that tells its observers of each change once, property by
/// property: every change it makes (a key, a pointer event, a frame, a new
/// configuration) runs inside ``changing(_:)``, which compares the
/// ``published`` state before and after and calls ``publish(from:)``.
///
/// The one implementation behind ``DayPicker``, ``TimePicker``,
/// ``DurationPicker`` and ``DateTimePicker``; `PropertyObservers` (in
/// MiniPicker) tells each property's observers.
@MainActor
protocol PublishesChanges: AnyObject {
    /// The observed state as plain values.
    associatedtype Published
    /// The observed state now.
    var published: Published { get }
    /// Whether a change is under way.
    var isChanging: Bool { get set }
    /// Tells the observers of each property that differs from `old`
    /// (comparing each property once: nothing else compares the state).
    func publish(from old: Published)
}

extension PublishesChanges {
    /// Runs a change, then tells the observers of each property it moved,
    /// once; a change inside a change is told with the outer one.
    ///
    /// - Parameter change: The change.
    /// - Returns: What the change returns.
    @discardableResult
    func changing<Result>(_ change: () -> Result) -> Result {
        if isChanging { return change() }
        isChanging = true
        let before = published
        let result = change()
        isChanging = false
        publish(from: before)
        return result
    }
}
