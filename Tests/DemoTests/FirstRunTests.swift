import CalendarPicker
import TerminalForms
import Foundation
import Testing
import TerminalPickers
import TerminalUI
import TestSupport
@testable import DemoKit

/// What a new user meets first: options on every command, typed days, prompts,
/// the form's text rows, tabs clicked before anything is drawn.
@MainActor
@Suite("The demo on a first run")
struct FirstRunTests {
    nonisolated static let commands = ["pick", "ribbon", "grid", "calendar", "form", "pictures"]

    @Test("--version works on every command, and -h and --help print each command's help", arguments: commands)
    func versionEverywhere(command: String) async {
        #expect(await DemoMain.run(arguments: [command, "--version"]) == DemoMain.Result(status: 0, output: DemoMain.version + "\n",
                                                                                  errorOutput: ""))
        let help = await DemoMain.run(arguments: [command, "--help"])
        #expect(help.status == 0 && help.output.hasPrefix("usage: demo \(command)"))
        #expect(await DemoMain.run(arguments: [command, "-h"]) == help)
    }

    @Test("each command's help names every option it takes, once, and each named option is taken")
    func helpFromDeclarations() {
        let syntaxes: [(String, [String], String)] = [
            ("pick", PickOptions.syntax.options.map(\.name), PickOptions.syntax.help),
            ("calendar", CalendarCommand.syntax.options.map(\.name), CalendarCommand.syntax.help),
            ("grid", GridCommand.syntax.options.map(\.name), GridCommand.syntax.help),
            ("ribbon", RibbonCommand.syntax.options.map(\.name), RibbonCommand.syntax.help),
            ("form", FormCommand.syntax.options.map(\.name), FormCommand.syntax.help),
            ("pictures", PicturesCommand.syntax.options.map(\.name), PicturesCommand.syntax.help),
            ("", InteractiveCommand.syntax.options.map(\.name), InteractiveCommand.syntax.help),
        ]
        for (command, names, help) in syntaxes {
            #expect(Set(names).count == names.count, "\(command): an option declared twice")
            for name in names + ["--help", "--version"] {
                let listed = help.split(separator: "\n").filter { $0.hasPrefix("  \(name) ") || $0 == "  \(name)" }
                #expect(listed.count == 1, "\(command): \(name) listed \(listed.count) times")
            }
        }
        // One declaration of --locale, shared: the same help line everywhere it is not reworded.
        let locale = "  --locale        names and first weekday (default en_US)"
        for help in [PickOptions.syntax.help, CalendarCommand.syntax.help, GridCommand.syntax.help, FormCommand.syntax.help] {
            #expect(help.contains(locale))
        }
        #expect(RibbonCommand.syntax.help.contains("--locale        locale of the month names"))
    }

    @Test("an option's bad value is one line naming it, the same in every command that takes it",
          arguments: ["pick", "calendar", "grid", "form"])
    func sharedErrors(command: String) async {
        let operands = command == "grid" ? ["2026", "11"] : []
        let result = await DemoMain.run(arguments: [command] + operands + ["--locale", "zz_ZZ"])
        #expect(result == DemoMain.Result(status: 2, output: "",
                                          errorOutput: "demo: error: --locale 'zz_ZZ' is not a locale this system knows\n"))
    }

    @Test("a locale that is not UTF-8 (LANG=C) gets ASCII boxes; a UTF-8 one Unicode; --ascii always ASCII", arguments: [
        (["LANG": "C"], true), (["LANG": "C.UTF-8"], false), (["LANG": "en_US.UTF-8", "LC_ALL": "POSIX"], true),
        (["LC_CTYPE": "nl_NL.utf8"], false), ([:], true), (["LANG": "C.UTF-8", "ascii": "1"], true),
    ])
    func asciiInPlainLocales(environment: [String: String], ascii: Bool) throws {
        let arguments = environment["ascii"] == nil ? [] : ["--ascii"]
        let options = try PickOptions.parse(arguments, environment: environment.merging(["TERM": "xterm"]) { $1 })
        #expect(options.display.ascii == ascii)
        #expect(DemoTheme(ascii: options.display.ascii).box == (ascii ? .ascii : .unicode))
    }

    // MARK: - pick

    func pick(_ arguments: [String] = []) throws -> DayPrompt {
        let options = try PickOptions.parse(["--today", "2026-11-23", "--date", "2026-11-20"] + arguments,
                                            environment: ["TERM": "xterm"])
        return try PickCommand.makeApp(options)
    }

    func type(_ text: String, into app: DayPrompt) -> Bool {
        var goesOn = true
        for scalar in text.unicodeScalars { goesOn = app.handle(.key(.character(scalar)), at: 0) == .keepRunning }
        return goesOn
    }

    @Test("pick takes a typed day: digits and -, Enter picks it; a bad one says why and stays")
    func typedDays() throws {
        let app = try pick()
        #expect(type("2026-12-24", into: app))
        #expect(app.typed.text == "2026-12-24")
        #expect(app.plainText == "typing a day: 2026-12-24")
        #expect(app.handle(.key(.enter), at: 0) == .quit)
        #expect(app.ending == .chosen([gregorianDay(2026, 12, 24)]))

        let bad = try pick(["--max", "2026-12-31"])
        #expect(type("2026-02-30", into: bad))
        #expect(bad.handle(.key(.enter), at: 0) == .keepRunning)
        #expect(bad.message == "no such day" && bad.ending == nil)
        #expect(type("2027-01-05", into: bad))
        #expect(bad.handle(.key(.enter), at: 0) == .keepRunning)
        #expect(bad.message == "2027-01-05 is after the maximum, 2026-12-31")
        #expect(bad.picker.selectedDay == gregorianDay(2026, 11, 20))
        // Esc drops what was typed; Backspace edits it.
        #expect(type("2026-1", into: bad))
        #expect(bad.handle(.key(.backspace), at: 0) == .keepRunning && bad.typed.text == "2026-")
        #expect(bad.handle(.key(.escape), at: 0) == .keepRunning && bad.typed.text == nil && bad.ending == nil)
    }

    @Test("with --range a typed day fixes an end; with --multiple it adds the day")
    func typedDaysInModes() throws {
        let range = try pick(["--range"])
        #expect(type("2026-11-24", into: range) && range.handle(.key(.enter), at: 0) == .keepRunning)
        #expect(range.picker.anchor == gregorianDay(2026, 11, 24))
        let several = try pick(["--multiple"])
        #expect(type("2026-11-24", into: several) && several.handle(.key(.enter), at: 0) == .keepRunning)
        #expect(several.picker.selectedDays == [gregorianDay(2026, 11, 24)])
    }

    @Test("a prompt: lines as given, a long one cut with …, isolated where it needs it so an override cannot leak", arguments: [
        ("Start date", 40, ["Start date"]),
        ("Line one\nLine two", 40, ["Line one", "Line two"]),
        ("Windows\r\nline", 40, ["Windows", "line"]),
        ("A prompt far too long for the band", 20, ["A prompt far too l…"]),
        ("\u{202E}reversed", 40, ["\u{2068}\u{202E}reversed\u{2069}"]),
        ("Left\nright \u{5D9}\u{5DD}", 40, ["Left", "\u{2068}right \u{5D9}\u{5DD}\u{2069}"]),
        ("bell\u{7}", 40, ["bell^G"]),
    ])
    func prompts(prompt: String, width: Int, lines: [String]) {
        #expect(PromptText.lines(prompt, width: width) == lines)
        #expect(PromptText.lines(prompt, width: width).allSatisfy { TextWidth.columns(of: $0) < width })
        #expect(PromptText.lineCount(prompt) == lines.count)
    }

    @Test("a two-line prompt makes the band a line taller, and both lines are drawn")
    func promptBand() throws {
        let app = try pick(["--prompt", "First\nSecond"])
        #expect(app.rows == 2 + CalendarLayout.maximumHeight + 1)
        var buffer = ScreenBuffer(width: 60, height: app.rows)
        app.draw(into: &buffer)
        let lines = buffer.lines(trimmingTrailingSpaces: true).map { $0.filter { !"\u{2068}\u{2069}".contains($0) } }
        #expect(Array(lines.prefix(3)) == ["First", "Second", "+--------+  +--------------+"])
    }

    // MARK: - The interactive demo

    func demo() -> DemoApp {
        makeTestDemo().app
    }

    @Test("a click on a tab before anything was drawn switches screens: the tab bar is a layout")
    func tabsBeforeDrawing() {
        let app = demo()
        let form = app.tabColumns[2]
        #expect(app.handle(.mouse(.init(.press(.left), column: form.lowerBound + 1, row: 0)), at: 0) == .keepRunning)
        #expect(app.current == 2)
    }

    @Test("on a text row q, ? and digits type, and the key line says Esc quits and F1 helps; Ctrl-X ends the edit")
    func textRows() {
        let app = demo()
        _ = app.handle(.key(.character("3")), at: 0)
        for key in ["q", "?", "1"] { #expect(app.handle(.key(.character(Unicode.Scalar(key)!)), at: 0) == .keepRunning) }
        let form = app.screens[2] as! FormScreen
        #expect(form.form.text(for: EmployeeForm.name) == "Jane Doeq?1")
        #expect(app.current == 2 && !app.showsHelp && app.ending == nil)
        var buffer = ScreenBuffer(width: 80, height: 24)
        app.draw(into: &buffer)
        #expect(buffer.lines(trimmingTrailingSpaces: true).last?.hasSuffix("Ctrl-X discard  F1 help") == true)
        #expect(app.handle(.key(.character("x"), .control), at: 0) == .keepRunning)
        #expect(form.editor == nil && form.form.text(for: EmployeeForm.name) == "Jane Doe")
        buffer = ScreenBuffer(width: 80, height: 24)
        app.draw(into: &buffer)
        #expect(buffer.lines(trimmingTrailingSpaces: true).last?.hasSuffix("Esc quit  F1 help") == true)
        #expect(app.handle(.key(.function(1)), at: 0) == .keepRunning && app.showsHelp)
    }
}
