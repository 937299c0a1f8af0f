/// One entry of a screen's key table: the keys that do something, and how
/// the help and the hint line name them.
///
/// An entry may hold several keys with different actions that read as one
/// line of help, such as Left and Right, "one day".
public struct KeyBinding<Action> {
    /// One key and the action it does.
    public struct Trigger {
        /// The key, with its modifiers.
        public var event: InputEvent
        /// What it does.
        public var action: Action

        /// Creates a trigger.
        ///
        /// - Parameters:
        ///   - event: The key, with its modifiers.
        ///   - action: What it does.
        public init(_ event: InputEvent, _ action: Action) {
            self.event = event
            self.action = action
        }
    }

    /// The keys and their actions; empty for a mouse gesture, which only the help names.
    public var triggers: [Trigger]
    /// The help's line.
    public var help: KeyHelp
    /// The hint line's entry, if the entry has one.
    public var hint: KeyHint?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - keys: The keys as the help names them (`Left/Right h/l`).
    ///   - summary: What they do (`one day`).
    ///   - hint: The hint line's entry, if any.
    ///   - triggers: The keys and their actions.
    public init(_ keys: String, _ summary: String, hint: KeyHint? = nil, _ triggers: [Trigger]) {
        self.help = KeyHelp(keys, summary)
        self.hint = hint
        self.triggers = triggers
    }

    /// Creates an entry of one key.
    ///
    /// - Parameters:
    ///   - keys: The key as the help names it.
    ///   - summary: What it does.
    ///   - hint: The hint line's entry, if any.
    ///   - event: The key.
    ///   - action: Its action.
    public init(_ keys: String, _ summary: String, hint: KeyHint? = nil, _ event: InputEvent, _ action: Action) {
        self.init(keys, summary, hint: hint, [Trigger(event, action)])
    }

    /// Creates a help line for a mouse gesture, which no key triggers.
    ///
    /// - Parameters:
    ///   - gesture: The gesture (`drag a ribbon`).
    ///   - summary: What it does.
    ///   - hint: The hint line's entry, if any.
    public static func gesture(_ gesture: String, _ summary: String, hint: KeyHint? = nil) -> KeyBinding {
        KeyBinding(gesture, summary, hint: hint, [])
    }

    /// The same entry with its actions transformed: a screen lifts a
    /// control's table into its own actions.
    ///
    /// - Parameter transform: Maps an action.
    /// - Returns: The entry with mapped actions.
    public func map<Other>(_ transform: (Action) -> Other) -> KeyBinding<Other> {
        KeyBinding<Other>(help.keys, help.action, hint: hint,
                          triggers.map { KeyBinding<Other>.Trigger($0.event, transform($0.action)) })
    }
}

extension KeyBinding: Sendable where Action: Sendable {}
extension KeyBinding.Trigger: Sendable where Action: Sendable {}
extension KeyBinding.Trigger: Equatable where Action: Equatable {}
extension KeyBinding.Trigger: Hashable where Action: Hashable {}
extension KeyBinding: Equatable where Action: Equatable {}
extension KeyBinding: Hashable where Action: Hashable {}
