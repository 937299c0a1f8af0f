import Testing
import TestSupport
import TerminalUI
@testable import DemoKit

/// The form's fields in order, with the values it starts with.
private let initialValues: [(field: String, value: String)] = [
    ("Name", "Jane Doe"),
    ("Email", "jane@example.com"),
    ("Started work", "2020-03-01"),
    ("Ended work", ""),
    ("Phone number", "+31 20 555 0100"),
    ("Marital status", "Single"),
    ("Address", "1 Main Street, Amsterdam"),
    ("Leave", ""),
]

/// The `FIELD: VALUE` lines `demo form` ends with: the initial values with some changed.
private func valueLines(changing changes: [String: String] = [:]) -> [String] {
    for field in changes.keys { precondition(initialValues.contains { $0.field == field }, "no field \(field)") }
    return initialValues.map { "\($0.field): \(changes[$0.field] ?? $0.value)" }
}

/// One run of `demo form --keys`: what the last frame ends with and what is committed.
struct FormRun: Sendable, CustomTestStringConvertible {
    let keys: String
    /// The footer's state: "no changes" or "unsaved changes".
    let state: String
    /// The message line under the footer, if any ("saved", or a failed save's reason).
    let message: String?
    /// The fields whose committed value differs from the initial one.
    let changes: [String: String]

    /// The output's last lines: the end of the last frame, a blank line, the values.
    var expectedTail: [String] {
        ["", " [Ctrl-S Save] [Ctrl-X Cancel]  \(state)"] + (message.map { [" \($0)"] } ?? [])
            + [""] + valueLines(changing: changes) + [""]
    }

    var testDescription: String { keys }
}

private let backspaces12 = Array(repeating: "backspace", count: 12).joined(separator: ",")
private let shiftPageUps8 = Array(repeating: "shift+pageup", count: 8).joined(separator: ",")
/// What an unknown key's error says a key can be.
private let keyList = "key names such as up, shift+pageup or ctrl+s; save, cancel, type:TEXT or one character"

@MainActor
@Suite("demo form")
struct FormCommandTests {
    @Test("the last frame's footer and message and every committed value are exactly as the keys make them", arguments: [
        // Without Save nothing is committed.
        FormRun(keys: "down,down,enter,right,enter", state: "unsaved changes", message: nil, changes: [:]),
        FormRun(keys: "down,down,enter,right,enter,save", state: "no changes", message: "saved",
                changes: ["Started work": "2020-03-02"]),
        FormRun(keys: "down,down,enter,pagedown,enter,save", state: "no changes", message: "saved",
                changes: ["Started work": "2020-04-01"]),
        // Esc closes the picker without choosing.
        FormRun(keys: "down,down,enter,right,esc,save", state: "no changes", message: "saved", changes: [:]),
        FormRun(keys: "down,down,down,enter,t,enter,save", state: "no changes", message: "saved",
                changes: ["Ended work": "2026-11-21"]),
        FormRun(keys: "down,down,down,down,down,enter,right,right,enter,save", state: "no changes", message: "saved",
                changes: ["Marital status": "Registered partner"]),
        FormRun(keys: "type:!,save", state: "no changes", message: "saved", changes: ["Name": "Jane Doe!"]),
        FormRun(keys: "backspace,backspace,backspace,type:Ann,save", state: "no changes", message: "saved",
                changes: ["Name": "Jane Ann"]),
        FormRun(keys: "type:!,cancel,save", state: "no changes", message: "saved", changes: [:]),
        // "jane" has no @: the save fails and nothing is committed.
        FormRun(keys: "down,\(backspaces12),save", state: "unsaved changes", message: "Email: must contain @", changes: [:]),
        // 2018 is before the start: invalid, not saved.
        FormRun(keys: "down,down,down,enter,\(shiftPageUps8),enter,save", state: "unsaved changes",
                message: "Ended work: must not be before the start date", changes: [:]),
        // The Leave row's inline calendar picks a range: Enter, two days on, Enter.
        FormRun(keys: "down,down,down,down,down,down,down,enter,enter,right,right,enter,save", state: "no changes",
                message: "saved", changes: ["Leave": "2026-11-21 – 2026-11-23"]),
        // Esc drops the pending range first, then closes the picker: nothing chosen.
        FormRun(keys: "down,down,down,down,down,down,down,enter,enter,right,esc,esc,save", state: "no changes",
                message: "saved", changes: [:]),
        // A week on and back is the same day: nothing changed, the save stores it again.
        FormRun(keys: "down,down,enter,down,up,enter,save", state: "no changes", message: "saved", changes: [:]),
    ])
    func committedValues(run: FormRun) async {
        let result = await DemoMain.run(arguments: ["form", "--today", "2026-11-21", "--keys", run.keys])
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = run.expectedTail
        #expect(Array(lines.suffix(expected.count)) == expected)
    }

    @Test("a failed save names the field and keeps the draft: the whole last frame and the values")
    func failedSave() async {
        let result = await DemoMain.run(arguments: ["form", "--keys", "down,\(backspaces12),save"])
        #expect(result.status == 0)
        let lastFrameAndValues = """
             Employee
               Name             Jane Doe
             > Email            jane_  ! must contain @
               Started work     2020-03-01
               Ended work       -
               Phone number     +31 20 555 0100
               Marital status   Single
               Address          1 Main Street, Amsterdam
               Leave            -

             [Ctrl-S Save] [Ctrl-X Cancel]  unsaved changes
             Email: must contain @

            Name: Jane Doe
            Email: jane@example.com
            Started work: 2020-03-01
            Ended work: 
            Phone number: +31 20 555 0100
            Marital status: Single
            Address: 1 Main Street, Amsterdam
            Leave: 

            """
        #expect(result.output.hasSuffix("\n\n# save\n" + lastFrameAndValues), "\(result.output.suffix(600))")
    }

    @Test("frames of opening, moving and choosing match the snapshot")
    func snapshot() async {
        let result = await DemoMain.run(arguments: ["form", "--today", "2026-11-21", "--keys",
                                              "down,down,enter,right,enter,down,down,down,enter,right,enter,type:x,save"])
        #expect(result.status == 0)
        Snapshot.expectMatch(result.output, named: "form-keys", testFile: #filePath)
    }

    @Test("bad keys or options give exactly one error line, no output and exit code 2", arguments: [
        (["--keys", "down,jump"], "demo: error: --keys: unknown key 'jump' (\(keyList))"),
        (["--keys", "down,,up"], "demo: error: --keys: unknown key '' (\(keyList))"),
        (["--today", "yesterday"], "demo: error: --today 'yesterday' is not a date of the form YYYY-MM-DD"),
        (["--bogus"], "demo: error: unknown option '--bogus' (try: demo form --help)"),
    ])
    func badInput(arguments: [String], message: String) async {
        let result = await DemoMain.run(arguments: ["form"] + arguments)
        #expect(result == DemoMain.Result(status: 2, output: "", errorOutput: message + "\n"))
    }

    /// The Form screen as text, every row of a 72×24 terminal.
    private func screen(_ app: DemoApp) -> String {
        var buffer = ScreenBuffer(width: 72, height: 24)
        app.draw(into: &buffer)
        return buffer.lines(trimmingTrailingSpaces: true).joined(separator: "\n")
    }

    /// The screen with the form's rows, given the lines between the title and the footer.
    private func formScreen(rows: String, footer: String, bottom: String = FormCommandTests.rowKeyLine) -> String {
        let top = " 1 Calendar   2 Ribbons   3 Form   4 Time\n\n Employee\n"
        let body = (top + rows + "\n\n" + footer).split(separator: "\n", omittingEmptySubsequences: false)
        return (body + Array(repeating: "", count: 23 - body.count) + [Substring(bottom)]).joined(separator: "\n")
    }

    /// The key line on a text row: q and ? type there, so it names Esc and F1.
    static let rowKeyLine = "up/down rows  Enter open/edit  Ctrl-S save  Esc quit  F1 help"

    @Test("the Form screen: a click opens the picker, Esc closes it, q types in a text row, Ctrl-S saves")
    func formScreen() {
        var options = InteractiveCommand.Options()
        options.today = gregorianDay(2026, 11, 21)
        let (app, _) = InteractiveCommand.makeApp(options)
        #expect(app.handle(.key(.character("3")), at: 0) == .keepRunning)
        #expect(screen(app) == formScreen(rows: """
             > Name             Jane Doe
               Email            jane@example.com
               Started work     2020-03-01
               Ended work       -
               Phone number     +31 20 555 0100
               Marital status   Single
               Address          1 Main Street, Amsterdam
               Leave            -
            """, footer: " [Ctrl-S Save] [Ctrl-X Cancel]  no changes"))
        // The Started work row is the third field: rows start at 3 (tab bar, blank, section title).
        #expect(app.handle(.mouse(.init(.press(.left), column: 6, row: 5)), at: 10) == .keepRunning)
        #expect(screen(app) == formScreen(rows: """
               Name             Jane Doe
               Email            jane@example.com
             > Started work     2020-03-01
                 ╭────────╮  ╭──────────────╮
                 │< 2020 >│  │<   March    >│
                 ╰────────╯  ╰──────────────╯
                  Su  Mo  Tu  We  Th  Fr  Sa
                 [ 1]  2   3   4   5   6   7
                   8   9  10  11  12  13  14
                  15  16  17  18  19  20  21
                  22  23  24  25  26  27  28
                  29  30  31 ~ 1 ~ 2 ~ 3 ~ 4
                 ~ 5 ~ 6 ~ 7 ~ 8 ~ 9 ~10 ~11
               Ended work       -
               Phone number     +31 20 555 0100
               Marital status   Single
               Address          1 Main Street, Amsterdam
               Leave            -
            """, footer: " [Ctrl-S Save] [Ctrl-X Cancel]  no changes",
            // The open calendar's keys; Esc closes it, so q quits.
            bottom: "arrows day/week  PgUp/PgDn month  Esc close  Ctrl-S save  q quit  ? help"))
        // Up moves in the picker, Esc closes it without choosing, up goes to the Email row; q types there.
        #expect(app.handle(.key(.up), at: 20) == .keepRunning)
        #expect(app.handle(.key(.escape), at: 25) == .keepRunning)
        #expect(app.handle(.key(.up), at: 30) == .keepRunning)
        #expect(app.handle(.key(.character("q")), at: 40) == .keepRunning)
        #expect(screen(app) == formScreen(rows: """
               Name             Jane Doe
             > Email            jane@example.comq_
               Started work     2020-03-01
               Ended work       -
               Phone number     +31 20 555 0100
               Marital status   Single
               Address          1 Main Street, Amsterdam
               Leave            -
            """, footer: " [Ctrl-S Save] [Ctrl-X Cancel]  unsaved changes",
            // Editing: the editing keys, and F1 for help since ? types.
            bottom: "typing edits  arrows move  Enter/Esc done  Ctrl-S save  F1 help"))
        #expect(app.handle(.key(.character("s"), .control), at: 50) == .keepRunning)
        #expect(screen(app) == formScreen(rows: """
               Name             Jane Doe
             > Email            jane@example.comq
               Started work     2020-03-01
               Ended work       -
               Phone number     +31 20 555 0100
               Marital status   Single
               Address          1 Main Street, Amsterdam
               Leave            -
            """, footer: " [Ctrl-S Save] [Ctrl-X Cancel]  no changes\n saved"))
    }
}
