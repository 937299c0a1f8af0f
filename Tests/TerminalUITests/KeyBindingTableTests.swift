import Testing
import TerminalUI

@Suite("Key tables: one table for the keys, the hints, the help and the names")
struct KeyBindingTableTests {
    enum Action: Equatable { case previous, next, first, quit, help }

    let table = KeyBindingTable<Action>([
        KeyBinding("Left/Right", "one item", hint: KeyHint("arrows step", priority: 1),
                   [.init(.key(.left), .previous), .init(.key(.right), .next)]),
        KeyBinding("Home", "the first item", .key(.home), .first),
        .gesture("drag", "scroll", hint: KeyHint("drag it", priority: 3)),
        KeyBinding("q, Esc", "quit", hint: KeyHint("q quit", priority: KeyHint.essential),
                   [.init(.key(.character("q")), .quit), .init(.key(.escape), .quit)]),
        KeyBinding("?", "help", .key(.character("?")), .help),
    ])

    @Test("the key mapping: the first binding of a key wins; unbound keys have no action")
    func mapping() {
        #expect(table.action(for: .key(.right)) == .next)
        #expect(table.action(for: .key(.escape)) == .quit)
        #expect(table.action(for: .key(.right, .shift)) == nil)
        #expect(table.action(for: .mouse(.init(.press(.left), column: 0, row: 0))) == nil)
        let shadowed = table + KeyBindingTable([KeyBinding("Right", "other", .key(.right), .help)])
        #expect(shadowed.action(for: .key(.right)) == .next)
    }

    @Test("hints, help and the plain announcement come from the same entries")
    func derived() {
        #expect(table.hints == [KeyHint("arrows step", priority: 1), KeyHint("drag it", priority: 3),
                                KeyHint("q quit", priority: KeyHint.essential)])
        #expect(table.help == [KeyHelp("Left/Right", "one item"), KeyHelp("Home", "the first item"), KeyHelp("drag", "scroll"),
                               KeyHelp("q, Esc", "quit"), KeyHelp("?", "help")])
        #expect(table.announcement == "keys: Left/Right one item; Home the first item; q, Esc quit; ? help")
        let changed = table.replacingHint(ofEntry: "Home", with: KeyHint("Home first", priority: 2))
        #expect(changed.hints.map(\.text) == ["arrows step", "Home first", "drag it", "q quit"])
    }

    @Test("scripts name the keys the table binds, and only those")
    func names() {
        #expect(table.namedKeys.map(\.name) == ["left", "right", "home", "q", "esc", "?"])
        #expect(table.action(named: "Right") == .next)
        #expect(table.action(named: "shift+right") == nil)
        #expect(table.action(named: "jump") == nil)
        #expect(table.map { "\($0)" }.action(for: .key(.home)) == "first")
    }

    @Test("key names read back as the same key", arguments: [
        (InputEvent.key(.left), "left"), (.key(.pageDown, .shift), "shift+pagedown"), (.key(.character("s"), .control), "ctrl+s"),
        (.key(.up, [.control, .alt, .shift]), "ctrl+alt+shift+up"), (.key(.character("t")), "t"), (.key(.character("+")), "+"),
        (.key(.character(" ")), "space"), (.key(.function(12)), "f12"), (.key(.escape), "esc"), (.key(.tab, .shift), "shift+tab"),
    ])
    func keyNames(event: InputEvent, name: String) {
        #expect(event.keyName == name)
        #expect(InputEvent(keyName: name) == event)
    }

    @Test("names that are no key", arguments: ["", "jump", "f13", "f0", "ctrl+", "hyper+a", "\u{7}", "shift+"])
    func badNames(name: String) {
        #expect(InputEvent(keyName: name) == nil)
    }

    @Test("case: named keys and modifiers ignore it, characters do not")
    func caseOfNames() {
        #expect(InputEvent(keyName: "Shift+PageUp") == .key(.pageUp, .shift))
        #expect(InputEvent(keyName: "T") == .key(.character("T")))
        #expect(InputEvent.mouse(.init(.press(.left), column: 1, row: 1)).keyName == nil)
    }
}
