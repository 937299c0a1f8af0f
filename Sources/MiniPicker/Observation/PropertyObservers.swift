// Observation for the package's pickers, for hosts built with the toolchain's
// Observation module. Embedded Swift has none, so there it is absent.
#if !hasFeature(Embedded)
import Observation

/// The observers of an object's properties, told of each property on its
/// own and only when its value changed: the one implementation behind every
/// picker of the package that is `Observable`.
///
/// A picker reads ``access(_:_:)`` in each observed getter, and after each
/// change it makes (one key, one pointer event, one frame) compares what its
/// properties were with what they are, calling ``publish(_:_:from:to:)`` per
/// property. An observer of one property then wakes once for a change that
/// moved it and not at all for one that did not. Key paths are the caller's
/// `static let`s: a key path made per access costs more than the rest.
package struct PropertyObservers<Subject: AnyObject & Observable>: Sendable {
    @usableFromInline let registrar = ObservationRegistrar()

    /// Creates observers of no one yet.
    package init() {}

    /// Registers the current observation tracking's interest in a property.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - keyPath: The property.
    @inlinable @inline(__always)
    package func access<Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        registrar.access(subject, keyPath: keyPath)
    }

    /// Tells a property's observers that it changed, when it did.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - keyPath: The property.
    ///   - old: Its value before the change.
    ///   - new: Its value now.
    /// - Returns: Whether it changed.
    @inlinable @inline(__always) @discardableResult
    package func publish<Value: Equatable>(_ subject: Subject, _ keyPath: KeyPath<Subject, Value>,
                                           from old: Value, to new: Value) -> Bool {
        guard old != new else { return false }
        publish(subject, keyPath)
        return true
    }

    /// Tells a property's observers that it changed (for a value that cannot
    /// be compared, such as one holding a closure).
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - keyPath: The property.
    @inlinable
    package func publish<Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) {
        // `willSet` and `didSet` rather than `withMutation`, whose closure would be checked for its actor.
        registrar.willSet(subject, keyPath: keyPath)
        registrar.didSet(subject, keyPath: keyPath)
    }
}
#endif
