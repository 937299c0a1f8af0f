/// An entry of an app's own keys, beside its screens' keys: each key with
/// its name in the help, so that the table of the keys that work now (those
/// the screen leaves to the app: a text row takes `q`, a screen with a
/// pending range takes Esc) names only those, in the help and on the key line.
///
/// ```swift
/// enum Action { case quit }
/// let quit = AppKeyEntry<Action>(keys: [.init("q", hinted: true, .key(.character("q")), .quit),
///                                       .init("Esc", hinted: true, .key(.escape), .quit)],
///                                summary: "quit", hint: .init(word: "quit", priority: KeyHint.essential))
/// let onTextRow = quit.binding { $0 != .key(.character("q")) }   // Esc only: "Esc quit"
/// ```
public struct AppKeyEntry<Action> {
    /// One key of the app's, or a group of keys that reads as one (`1-4`).
    public struct Key {
        /// The key as the help names it: `q`, `Esc`, `1-4`.
        public let name: String
        /// Whether the key line names it; when none of an entry's named keys
        /// is left, the line names the first key that is.
        public let isHinted: Bool
        /// The keys and their actions.
        public let triggers: [KeyBinding<Action>.Trigger]

        /// A key named for the help.
        ///
        /// - Parameters:
        ///   - name: Its name in the help.
        ///   - hinted: Whether the key line names it.
        ///   - event: The key.
        ///   - action: Its action.
        public init(_ name: String, hinted: Bool = false, _ event: InputEvent, _ action: Action) {
            self.init(name, hinted: hinted, [KeyBinding<Action>.Trigger(event, action)])
        }

        /// Keys that read as one name.
        ///
        /// - Parameters:
        ///   - name: Their name in the help.
        ///   - hinted: Whether the key line names them.
        ///   - triggers: The keys and their actions.
        public init(_ name: String, hinted: Bool = false, _ triggers: [KeyBinding<Action>.Trigger]) {
            self.name = name
            self.isHinted = hinted
            self.triggers = triggers
        }
    }

    /// The key line's word after the keys' names, and its priority.
    public struct Hint: Hashable, Sendable {
        /// The word (`quit`).
        public var word: String
        /// The hint's priority (``KeyHint/priority``).
        public var priority: Int

        /// Creates a hint.
        ///
        /// - Parameters:
        ///   - word: The word after the keys' names.
        ///   - priority: Its priority on the key line.
        public init(word: String, priority: Int) {
            self.word = word
            self.priority = priority
        }
    }

    /// The keys.
    public let keys: [Key]
    /// After the keys in the help: gestures and keys the terminal acts on (`click a tab`, `Ctrl-Z, Ctrl-L`).
    public let gestures: [String]
    /// What they do.
    public let summary: String
    /// The key line's hint; `nil` for none.
    public let hint: Hint?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - keys: The keys.
    ///   - gestures: Gestures and keys the terminal acts on, named after the keys.
    ///   - summary: What they do.
    ///   - hint: The key line's hint, if any.
    public init(keys: [Key], gestures: [String] = [], summary: String, hint: Hint? = nil) {
        self.keys = keys
        self.gestures = gestures
        self.summary = summary
        self.hint = hint
    }

    /// The entry with only the keys that work now.
    ///
    /// - Parameter isAvailable: Whether a key is the app's now.
    /// - Returns: The table's entry, or `nil` when nothing of it is left.
    public func binding(keeping isAvailable: (InputEvent) -> Bool) -> KeyBinding<Action>? {
        let kept = keys.filter { $0.triggers.allSatisfy { isAvailable($0.event) } }
        guard !kept.isEmpty || !gestures.isEmpty else { return nil }
        let hinted = kept.contains(where: \.isHinted) ? kept.filter(\.isHinted) : Array(kept.prefix(1))
        let keyHint = hint.flatMap { hint in
            hinted.isEmpty ? nil : KeyHint(hinted.map(\.name).joined(separator: "/") + " " + hint.word, priority: hint.priority)
        }
        return KeyBinding((kept.map(\.name) + gestures).joined(separator: ", "), summary, hint: keyHint,
                          kept.flatMap(\.triggers))
    }
}
