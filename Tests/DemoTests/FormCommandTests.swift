import Testing
import TestSupport
import TerminalUI
@testable import demo

@MainActor
@Suite("demo form")
struct FormCommandTests {
    private func values(_ output: String) -> [String] {
        Array(output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).suffix(8).prefix(7))
    }

    @Test("the last lines are the committed values, one per field", arguments: [
        // Without Save nothing is committed.
        ("down,down,enter,right,enter", ["Started work: 2020-03-01"]),
        ("down,down,enter,right,enter,save", ["Started work: 2020-03-02"]),
        ("down,down,enter,pagedown,enter,save", ["Started work: 2020-04-01"]),
        ("down,down,enter,right,esc,save", ["Started work: 2020-03-01"]),
        ("down,down,down,enter,t,enter,save", ["Ended work: 2026-11-21"]),
        ("down,down,down,down,down,enter,right,right,enter,save", ["Marital status: Registered partner"]),
        ("type:!,save", ["Name: Jane Doe!"]),
        ("backspace,backspace,backspace,type:Ann,save", ["Name: Jane Ann"]),
        ("type:!,cancel,save", ["Name: Jane Doe"]),
        ("down,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,save",
         ["Email: jane@example.com"]),   // "jane" has no @: the save fails and nothing is committed
        ("down,down,down,enter,shift+pageup,shift+pageup,shift+pageup,shift+pageup,shift+pageup,shift+pageup,shift+pageup,shift+pageup,enter,save",
         ["Ended work: "]),               // 2018 is before the start: invalid, not saved
        ("down,down,enter,down,up,enter,save", ["Started work: 2020-03-01"]),
    ])
    func committedValues(keys: String, expected: [String]) {
        let result = DemoMain.run(arguments: ["form", "--today", "2026-11-21", "--keys", keys])
        #expect(result.status == 0, "\(result.errorOutput)")
        let lines = values(result.output)
        #expect(lines.count == 7)
        for line in expected { #expect(lines.contains(line), "\(lines)") }
    }

    @Test("a failed save names the field and keeps the draft")
    func failedSave() {
        let result = DemoMain.run(arguments: ["form", "--keys", "down,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,backspace,save"])
        #expect(result.status == 0)
        #expect(result.output.contains("Email: must contain @"))
        #expect(result.output.contains("Email            jane_"))   // the draft is still there
        #expect(result.output.hasSuffix("Address: 1 Main Street, Amsterdam\n"))
    }

    @Test("frames of opening, moving and choosing match the snapshot")
    func snapshot() {
        let result = DemoMain.run(arguments: ["form", "--today", "2026-11-21", "--keys",
                                              "down,down,enter,right,enter,down,down,down,enter,right,enter,type:x,save"])
        let outcome = Snapshot.check(result.output, named: "form-keys", testFile: #filePath)
        #expect(outcome == .matched || outcome == .recorded, "\(outcome)")
    }

    @Test("bad keys or options give one line and exit code 2", arguments: [
        (["--keys", "down,jump"], "'jump'"),
        (["--keys", "down,,up"], "''"),
        (["--today", "yesterday"], "'yesterday'"),
        (["--bogus"], "'--bogus'"),
    ])
    func badInput(arguments: [String], mention: String) {
        let result = DemoMain.run(arguments: ["form"] + arguments)
        #expect(result.status == 2)
        #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
        #expect(result.errorOutput.contains(mention), "\(result.errorOutput)")
    }

    @Test("the Form screen: typing edits and closes the picker, q types in a text row, clicks open pickers")
    func formScreen() {
        var options = InteractiveCommand.Options()
        options.today = .init(year: 2026, month: 11, day: 21)
        let (app, _) = InteractiveCommand.makeApp(options)
        #expect(app.handle(.key(.character("3")), at: 0))
        var buffer = ScreenBuffer(width: 72, height: 24)
        app.draw(into: &buffer)
        #expect(buffer.lines(trimmingTrailingSpaces: true).contains { $0.contains("Started work") })
        // The Started work row is the third field: rows start at 3 (tab bar, blank, section title).
        #expect(app.handle(.mouse(.init(.press(.left), column: 6, row: 5)), at: 10))
        app.draw(into: &buffer)
        #expect(buffer.lines().contains { $0.contains("March") })
        // Up to the Email row and type: the picker closes, and q types rather than quits.
        #expect(app.handle(.key(.up), at: 20))
        #expect(app.handle(.key(.escape), at: 25))
        #expect(app.handle(.key(.up), at: 30))
        #expect(app.handle(.key(.character("q")), at: 40))
        app.draw(into: &buffer)
        #expect(buffer.lines().contains { $0.contains("jane@example.comq_") })
        #expect(!buffer.lines().contains { $0.contains("March") })
        #expect(app.handle(.key(.character("s"), .control), at: 50))
        app.draw(into: &buffer)
        #expect(buffer.lines().contains { $0.contains("saved") })
    }
}
