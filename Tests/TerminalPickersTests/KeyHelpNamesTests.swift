import CalendarPicker
import Testing
import TerminalPickers
import TerminalUI

/// One source per key fact: each key a help entry names (`Left/Right h/l`,
/// `PgUp/PgDn`, `Enter`) is a key the entry binds, so the help cannot
/// promise a key that does something else or nothing.
@MainActor
@Suite("Every key a help entry names is one it binds")
struct KeyHelpNamesTests {
    /// The keys a help text names: its words split at `/`, `,` and spaces,
    /// read as key names where they are ones (`Left`, `h`, `Shift-Tab`, `PgUp`).
    static func namedKeys(in help: String) -> [(word: String, event: InputEvent)] {
        let aliases = ["pgup": "pageup", "pgdn": "pagedown", "esc": "escape"]
        return help.split(whereSeparator: { "/, ".contains($0) }).compactMap { word in
            let name = word.lowercased().replacingOccurrences(of: "-", with: "+")
            let spelled = name.split(separator: "+").map { aliases[String($0)] ?? String($0) }.joined(separator: "+")
            return InputEvent(keyName: spelled).map { (String(word), $0) }
        }
    }

    /// Checks a table: each named key is bound by its entry.
    static func check<Action>(_ table: KeyBindingTable<Action>, _ name: String) -> [String] {
        var wrong: [String] = []
        for binding in table.bindings where !binding.triggers.isEmpty {
            let bound = binding.triggers.map(\.event)
            for (word, event) in namedKeys(in: binding.help.keys) where !bound.contains(event) {
                wrong.append("\(name): '\(binding.help.keys)' names \(word), which the entry does not bind")
            }
        }
        return wrong
    }

    @Test("the day picker's, the wheels' and the time board's tables")
    func tables() {
        var wrong = Self.check(DayPickerView.keys, "DayPickerView.keys")
        wrong += Self.check(WheelPickerView.keys, "WheelPickerView.keys")
        wrong += Self.check(DateTimeBoardView.tabKeys, "DateTimeBoardView.tabKeys")
        wrong += Self.check(DateTimeBoardView.dayKeys, "DateTimeBoardView.dayKeys")
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("the check finds a help entry that names a key its entry does not bind")
    func checkCanFail() {
        let table = KeyBindingTable<Int>([KeyBinding("Home/End", "ends", [.init(.key(.home), 0)])])
        #expect(Self.check(table, "table") == ["table: 'Home/End' names End, which the entry does not bind"])
        #expect(Self.namedKeys(in: "PgUp/PgDn").map(\.event) == [.key(.pageUp), .key(.pageDown)])
    }
}
