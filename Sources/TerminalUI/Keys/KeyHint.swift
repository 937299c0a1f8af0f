/// One entry of a key-hint line, such as `q quit` or `PgUp/PgDn month`.
public struct KeyHint: Hashable, Sendable {
    /// The text shown: the keys, a space, what they do.
    public var text: String
    /// How much it matters: ``essential`` hints stay whatever the width;
    /// among the others, higher numbers are dropped first.
    public var priority: Int

    /// The priority of hints that are always shown while they fit at all:
    /// how to quit and how to get help.
    public static let essential = 0

    /// Creates a hint.
    ///
    /// - Parameters:
    ///   - text: The keys and what they do.
    ///   - priority: ``essential`` (0) or a higher number for a hint that may be dropped.
    public init(_ text: String, priority: Int) {
        self.text = text
        self.priority = priority
    }
}
