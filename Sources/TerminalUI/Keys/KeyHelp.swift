/// One line of a help screen: keys (or a mouse gesture), and what they do.
public struct KeyHelp: Hashable, Sendable {
    /// The keys or gesture, as a person reads them: `Left/Right h/l`, `drag a ribbon`.
    public var keys: String
    /// What they do: `one day`.
    public var action: String

    /// Creates a help line.
    ///
    /// - Parameters:
    ///   - keys: The keys or gesture.
    ///   - action: What they do.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
