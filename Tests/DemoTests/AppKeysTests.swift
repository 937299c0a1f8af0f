import CalendarPicker
import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

/// The app's own keys (screens, quit, help) as the help and the key line
/// name them, on rows where the screen takes some of them as typed text.
@MainActor
@Suite("Interactive demo: the help and the key line name only the app's keys that work on the row")
struct AppKeysTests {
    func makeApp() -> DemoApp {
        makeTestDemo().app
    }

    func send(_ app: DemoApp, _ events: [InputEvent]) {
        for (index, event) in events.enumerated() { _ = app.handle(event, at: Double(index + 1) * 50) }
    }

    nonisolated static func keys(_ text: String) -> [InputEvent] { text.unicodeScalars.map { .key(.character($0)) } }
    nonisolated static func down(_ count: Int) -> [InputEvent] { Array(repeating: .key(.down), count: count) }

    /// What the app's entries do, as the help says it: they tell the app's entries from the screen's.
    static let appActions: Set<String> = [
        "next, previous screen", "that screen", "quit (asks if unsaved)", "quit at once (130)", "suspend, redraw", "this help",
    ]

    /// Rows and states: the events that reach them, the app's keys the help then names, and the end of the key line.
    nonisolated static let states: [(name: String, events: [InputEvent], keys: [String], line: String)] = [
        ("the Calendar screen", [], ["Tab, Shift-Tab", "1-4, click a tab", "q, Esc", "Ctrl-C", "Ctrl-Z, Ctrl-L", "?, F1"],
         "Tab screens  q/Esc quit  ? help"),
        ("a text row", keys("3"), ["Tab, Shift-Tab", "click a tab", "Esc", "Ctrl-C", "Ctrl-Z, Ctrl-L", "F1"],
         "Tab screens  Esc quit  F1 help"),
        ("text being edited", keys("3!"), ["Tab, Shift-Tab", "click a tab", "Ctrl-C", "Ctrl-Z, Ctrl-L", "F1"],
         "Tab screens  F1 help"),
        ("a date row", keys("3") + down(2), ["Tab, Shift-Tab", "click a tab", "q, Esc", "Ctrl-C", "Ctrl-Z, Ctrl-L", "?, F1"],
         "Tab screens  q/Esc quit  ? help"),
        ("a date being typed", keys("3") + down(2) + keys("20"),
         ["Tab, Shift-Tab", "click a tab", "q", "Ctrl-C", "Ctrl-Z, Ctrl-L", "?, F1"], "Tab screens  q quit  ? help"),
        ("a time row", keys("4") + down(1), ["Tab, Shift-Tab", "click a tab", "q, Esc", "Ctrl-C", "Ctrl-Z, Ctrl-L", "?, F1"],
         "Tab screens  q/Esc quit  ? help"),
        ("a choice row", keys("3") + down(5),
         ["Tab, Shift-Tab", "1-4, click a tab", "q, Esc", "Ctrl-C", "Ctrl-Z, Ctrl-L", "?, F1"], "Tab screens  q/Esc quit  ? help"),
        ("an open calendar", keys("3") + down(2) + [.key(.enter)],
         ["Tab, Shift-Tab", "1-4, click a tab", "q", "Ctrl-C", "Ctrl-Z, Ctrl-L", "?, F1"], "Tab screens  q quit  ? help"),
    ]

    @Test("the help lists the app's keys that still work on the row, and the key line names them",
          arguments: states.map { ($0.name, $0.events, $0.keys, $0.line) })
    func helpAndKeyLine(name: String, events: [InputEvent], keys: [String], line: String) {
        let app = makeApp()
        send(app, events)
        #expect(app.help.filter { AppKeysTests.appActions.contains($0.action) }.map(\.keys) == keys, "\(name)")
        var buffer = ScreenBuffer(width: 200, height: 24)
        app.draw(into: &buffer)
        #expect(buffer.lines(trimmingTrailingSpaces: true).last?.hasSuffix(line) == true, "\(name)")
        // F1 shows the help; as plain text, a title line, then a `KEYS: ACTION` line per entry,
        // and the app's lines name the same keys.
        send(app, [.key(.function(1))])
        let lines = app.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Keys and mouse (any key closes this)", "\(name)")
        let entries = lines.dropFirst().compactMap { text in
            text.range(of: ": ").map { (keys: String(text[..<$0.lowerBound]), action: String(text[$0.upperBound...])) }
        }
        #expect(entries.count == lines.count - 1, "\(name): \(lines)")
        #expect(entries.filter { AppKeysTests.appActions.contains($0.action) }.map(\.keys) == keys, "\(name): \(lines)")
    }

    @Test("a form row's own help names what the row takes typed, and nothing where it takes nothing", arguments: [
        (keys("3"), [KeyHelp("typing", "edits the text (q, ? and digits too)"), KeyHelp("Backspace, Delete", "edit the text")]),
        (keys("3") + down(2), [KeyHelp("digits and -", "type a date as YYYY-MM-DD"),
                               KeyHelp("Backspace, Delete", "clear the date if it may be empty")]),
        (keys("4") + down(1), [KeyHelp("digits and :", "type a time as HH:MM")]),
        (keys("4") + down(2), [KeyHelp("digits and :", "type a duration as H:MM")]),
        (keys("3") + down(5), []),
    ])
    func rowHelp(events: [InputEvent], typing: [KeyHelp]) {
        let app = makeApp()
        send(app, events)
        let help = app.help
        for entry in typing { #expect(help.contains(entry), "\(entry)") }
        if typing.isEmpty {
            #expect(!help.contains { ["typing", "Backspace, Delete", "Left/Right, Home/End"].contains($0.keys) }, "\(help)")
        }
    }

    @Test("every app key the help names on a row does what the help says there", arguments: states.map { ($0.name, $0.events) })
    func namedKeysWork(name: String, events: [InputEvent]) {
        let table = { () -> KeyBindingTable<DemoApp.Action> in
            let app = makeApp()
            send(app, events)
            return app.keys
        }()
        for binding in table.bindings {
            for trigger in binding.triggers {
                let app = makeApp()
                send(app, events)
                let before = app.current
                let decision = app.handle(trigger.event, at: 100_000)
                let what = "\(name): \(binding.help.keys) \(trigger.event)"
                switch trigger.action {
                case .nextScreen: #expect(app.current == (before + 1) % app.screens.count, "\(what)")
                case .previousScreen: #expect(app.current == (before + app.screens.count - 1) % app.screens.count, "\(what)")
                case .showScreen(let index): #expect(app.current == index, "\(what)")
                case .quit: #expect(decision == .quit || app.isConfirmingQuit, "\(what)")
                case .interrupt: #expect(decision == .quit && app.ending == .interrupted, "\(what)")
                case .showHelp: #expect(app.showsHelp, "\(what)")
                }
            }
        }
    }
}

@MainActor
@Suite("Interactive demo's help in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct AppKeysTerminalTests {
    /// The help's line of an entry, by what it does.
    func helpLine(_ terminal: PseudoTerminal, _ action: String) -> String? {
        terminal.screen.lines(trimmingTrailingSpaces: true).first { $0.hasSuffix("  " + action) }?
            .trimmingCharacters(in: .whitespaces)
    }

    @Test("F1 on a text row lists Esc and F1, not q, ? or digits; ? on a date row lists q, Esc, ?, F1 and no digits")
    func helpOnRows() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--ascii", "--no-color", "--date", "2026-11-20"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "\(terminal.text)")
        terminal.send("3")
        #expect(terminal.read(until: { $0.text.contains("F1 help") }), "\(terminal.text)")
        terminal.send("\u{1B}OP")
        #expect(terminal.read(until: { $0.text.contains(HelpOverlay.title) }), "\(terminal.text)")
        #expect(helpLine(terminal, "quit (asks if unsaved)")?.hasPrefix("Esc ") == true, "\(terminal.text)")
        #expect(helpLine(terminal, "this help")?.hasPrefix("F1 ") == true, "\(terminal.text)")
        #expect(helpLine(terminal, "that screen")?.hasPrefix("click a tab ") == true, "\(terminal.text)")
        terminal.send("\u{1B}[B")   // closes the help
        #expect(terminal.read(until: { !$0.text.contains(HelpOverlay.title) }))
        terminal.send("\u{1B}[B\u{1B}[B")   // the Started work row, a date
        #expect(terminal.read(until: { $0.text.contains("> Started work") }), "\(terminal.text)")
        terminal.send("?")
        #expect(terminal.read(until: { $0.text.contains(HelpOverlay.title) }), "\(terminal.text)")
        #expect(helpLine(terminal, "quit (asks if unsaved)")?.hasPrefix("q, Esc ") == true, "\(terminal.text)")
        #expect(helpLine(terminal, "this help")?.hasPrefix("?, F1 ") == true, "\(terminal.text)")
        #expect(helpLine(terminal, "that screen")?.hasPrefix("click a tab ") == true, "\(terminal.text)")
        terminal.send("x")   // closes the help
        #expect(terminal.read(until: { !$0.text.contains(HelpOverlay.title) }))
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 0)
    }
}
