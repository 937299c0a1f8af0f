/// The invariants a fuzz target found broken, in the order it found them.
///
/// A target checks its invariants into a log and returns what the log
/// holds: libFuzzer's driver (``fuzzEntry(_:_:_:)``) stops the process on
/// the first broken one, so libFuzzer reports the input as a crash; a test
/// that replays a corpus reports them as its failures instead.
public final class InvariantLog {
    /// What broke, one message per failed check.
    public private(set) var violations: [String] = []

    /// An empty log.
    public init() {}

    /// Notes a violation when an invariant does not hold.
    ///
    /// - Parameters:
    ///   - condition: The invariant.
    ///   - message: What broke, evaluated only when it did.
    public func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { violations.append(message()) }
    }
}
