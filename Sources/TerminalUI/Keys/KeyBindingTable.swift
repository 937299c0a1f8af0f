/// A screen's keys in one table: the key mapping, the hint line, the help,
/// the announcement of a plain (screen reader) session and the names a
/// script may use are all read from it. What a key does and the names a
/// script uses come from the bindings' events; the help's words for the
/// keys are written beside them in each entry (the package's tests check
/// that each key the help names is one the entry binds). Change an entry by
/// the event it binds (``changingEntry(binding:_:)``), not by its help text.
///
/// ```swift
/// enum Action { case previous, next, quit }
/// let keys = KeyBindingTable<Action>([
///     KeyBinding("Left/Right", "one item", hint: KeyHint("arrows step", priority: 1),
///                [.init(.key(.left), .previous), .init(.key(.right), .next)]),
///     KeyBinding("q", "quit", hint: KeyHint("q quit", priority: KeyHint.essential), .key(.character("q")), .quit),
/// ])
/// keys.action(for: .key(.right))      // .next
/// HintLine.fitting(keys.hints, columns: 80)
/// ```
public struct KeyBindingTable<Action> {
    /// The entries, in the order the help lists them.
    public var bindings: [KeyBinding<Action>]

    /// Creates a table.
    ///
    /// - Parameter bindings: The entries in help order; for a key bound
    ///   twice, the first entry wins.
    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
    }

    /// The action of a key event, if the table binds it.
    ///
    /// - Parameter event: A key event (a mouse event or a paste has none).
    /// - Returns: The first binding's action for the event, or `nil`.
    /// - Complexity: O(keys in the table).
    public func action(for event: InputEvent) -> Action? {
        guard case .key = event else { return nil }
        for binding in bindings {
            if let trigger = binding.triggers.first(where: { $0.event == event }) { return trigger.action }
        }
        return nil
    }

    /// The hint line's entries, in table order.
    ///
    /// - Complexity: O(entries).
    public var hints: [KeyHint] { bindings.compactMap { $0.hint } }

    /// The help's lines, one per entry.
    ///
    /// - Complexity: O(entries).
    public var help: [KeyHelp] { bindings.map { $0.help } }

    /// Every key the table binds, by its ``InputEvent/keyName``, with its
    /// action: what a script may name.
    ///
    /// - Complexity: O(keys in the table).
    public var namedKeys: [(name: String, action: Action)] {
        var seen: Set<String> = []
        var keys: [(name: String, action: Action)] = []
        for binding in bindings {
            for trigger in binding.triggers {
                guard let name = trigger.event.keyName, seen.insert(name).inserted else { continue }
                keys.append((name, trigger.action))
            }
        }
        return keys
    }

    /// The action of a key name (``InputEvent/init(keyName:)``) that the table binds.
    ///
    /// - Parameter name: A key name such as `shift+pageup`.
    /// - Returns: The action, or `nil` for a name that is no key or a key the table does not bind.
    public func action(named name: String) -> Action? {
        InputEvent(keyName: name).flatMap(action(for:))
    }

    /// The keys in one line, for a session without a screen to show a hint
    /// line on: `keys: Left/Right h/l one day; Up/Down k/j one week; …`.
    /// Mouse gestures are left out.
    ///
    /// - Complexity: O(entries).
    public var announcement: String {
        "keys: " + bindings.filter { !$0.triggers.isEmpty }.map { "\($0.help.keys) \($0.help.action)" }
            .joined(separator: "; ")
    }

    /// This table's entries followed by another's.
    ///
    /// - Parameters:
    ///   - first: The table whose keys win.
    ///   - second: The table after it.
    /// - Returns: The combined table.
    public static func + (first: KeyBindingTable, second: KeyBindingTable) -> KeyBindingTable {
        KeyBindingTable(first.bindings + second.bindings)
    }

    /// The same table with its actions transformed.
    ///
    /// - Parameter transform: Maps an action.
    /// - Returns: The mapped table.
    public func map<Other>(_ transform: (Action) -> Other) -> KeyBindingTable<Other> {
        KeyBindingTable<Other>(bindings.map { $0.map(transform) })
    }
}

extension KeyBindingTable {
    /// The same table with another hint for one entry: a screen that makes
    /// an entry essential (Enter, where choosing ends the program, say).
    ///
    /// - Parameters:
    ///   - keys: The entry's keys as the help names them (``KeyHelp/keys``).
    ///   - hint: The new hint, or `nil` for none.
    /// - Returns: The table with that entry's hint replaced.
    public func replacingHint(ofEntry keys: String, with hint: KeyHint?) -> KeyBindingTable {
        var table = self
        for index in table.bindings.indices where table.bindings[index].help.keys == keys {
            table.bindings[index].hint = hint
        }
        return table
    }

    /// The same table with the entry that binds an event changed: found by
    /// the key it binds, never by its help text, so that renaming the help
    /// cannot make the change miss.
    ///
    /// - Parameters:
    ///   - event: A key event the entry binds.
    ///   - change: The change to the entry (its hint, its help).
    /// - Returns: The table with that entry changed; the same table when no entry binds the event.
    public func changingEntry(binding event: InputEvent, _ change: (inout KeyBinding<Action>) -> Void) -> KeyBindingTable {
        var table = self
        for index in table.bindings.indices where table.bindings[index].triggers.contains(where: { $0.event == event }) {
            change(&table.bindings[index])
        }
        return table
    }
}

extension KeyBindingTable: Sendable where Action: Sendable {}
extension KeyBindingTable: Equatable where Action: Equatable {}
