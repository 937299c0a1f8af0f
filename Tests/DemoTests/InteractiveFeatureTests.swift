import Foundation
import CalendarPicker
import InlineForm
import Testing
import TerminalForms
import TerminalUI
import TestSupport
@testable import DemoKit

@MainActor
@Suite("Interactive demo: keys, help, text and date rows, quitting, plain text")
struct InteractiveFeatureTests {
    func makeApp(ascii: Bool = true) -> (DemoApp, CalendarScreen) {
        makeTestDemo(ascii: ascii)
    }

    func form(_ app: DemoApp) -> FormScreen { app.screens[2] as! FormScreen }

    func buffer(_ app: DemoApp, width: Int = 72) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: 24)
        app.draw(into: &buffer)
        return buffer
    }

    func lines(_ app: DemoApp, width: Int = 72) -> [String] {
        buffer(app, width: width).lines(trimmingTrailingSpaces: true)
    }

    /// The form's row of a field, as drawn (the section title is row 2; fields from row 3).
    func row(_ app: DemoApp, _ index: Int) -> String { lines(app)[3 + index] }

    /// Feeds events one by one; returns whether the app goes on after the last.
    @discardableResult
    func send(_ app: DemoApp, _ events: [InputEvent]) -> Bool {
        var goesOn = true
        for (index, event) in events.enumerated() { goesOn = app.handle(event, at: Double(index + 1) * 50) == .keepRunning }
        return goesOn
    }

    func keys(_ text: String) -> [InputEvent] { text.unicodeScalars.map { .key(.character($0)) } }
    func down(_ count: Int) -> [InputEvent] { Array(repeating: .key(.down), count: count) }

    // MARK: - Key line and help

    @Test("the key line at 80 and 48 columns is whole hints and always says how to quit and get help", arguments: [
        ("1", 80, "arrows day/week  PgUp/PgDn month  t today  Enter choose  q/Esc quit  ? help"),
        ("1", 48, "arrows day/week  q/Esc quit  ? help"),
        ("2", 80, "up/down choose  left/right step  q/Esc quit  ? help"),
        ("2", 48, "up/down choose  q/Esc quit  ? help"),
        // On a text row q and ? type: Esc quits and F1 helps.
        ("3", 80, "up/down rows  Enter open/edit  type to edit  Ctrl-S save  Esc quit  F1 help"),
        ("3", 48, "up/down rows  Ctrl-S save  Esc quit  F1 help"),
    ])
    func keyLines(screen: String, width: Int, expected: String) {
        let (app, _) = makeApp()
        send(app, keys(screen))
        #expect(lines(app, width: width).last == expected)
    }

    @Test("at every width from 48 to 160 each screen's key line fits and ends with how to quit and get help")
    func keyLinesEverywhere() {
        let (app, _) = makeApp()
        // On the form's first row, a text row, q and ? type: the line names Esc and F1.
        for (screen, ending) in [("1", "q/Esc quit  ? help"), ("2", "q/Esc quit  ? help"), ("3", "Esc quit  F1 help")] {
            send(app, keys(screen))
            for width in 48...160 {
                let line = lines(app, width: width).last ?? ""
                #expect(line.hasSuffix(ending) && TextWidth.columns(of: line) <= width, "\(screen) \(width): \(line)")
            }
        }
    }

    @Test("? and F1 open the help of the current screen with every key and mouse action; any key closes it")
    func help() {
        let (app, _) = makeApp()
        for (opener, screen) in [(InputEvent.key(.character("?")), "1"), (.key(.function(1)), "2"), (.key(.function(1)), "3")] {
            send(app, keys(screen) + [opener])
            let text = lines(app).joined(separator: "\n")
            #expect(text.contains(HelpOverlay.title))
            let entries = app.help
            for entry in entries {
                #expect(text.contains(entry.keys) && text.contains(entry.action), "\(screen): \(entry)")
            }
            #expect(lines(app).last == "any key closes the help")
            #expect(app.plainText == HelpOverlay.plainText(entries))
            #expect(send(app, [.key(.character("q"))]))   // closes the help, does not quit
            #expect(!lines(app).joined().contains(HelpOverlay.title))
        }
    }

    // MARK: - Text rows

    @Test("typing 100 characters scrolls the text: the cursor stays visible at the row's end")
    func longText() {
        let (app, _) = makeApp()
        let text = String((0..<100).map { Character(String($0 % 10)) })
        send(app, keys("3") + [.key(.end)] + keys(text))
        #expect(form(app).form.text(for: EmployeeForm.name) == "Jane Doe" + text)
        // The value field is 27 columns: the last 26 characters and the cursor.
        #expect(row(app, 0) == " > Name             " + String(text.suffix(FormLayout.valueWidth - 1)) + "_")
        #expect(lines(app).allSatisfy { TextWidth.columns(of: $0) <= 72 })
    }

    @Test("Left, Right, Home and End move in the text; Backspace and Delete edit at the cursor", arguments: [
        ([InputEvent.key(.home), .key(.delete)], "ane Doe"),
        ([.key(.left), .key(.left), .key(.backspace)], "Jane oe"),
        ([.key(.home), .key(.right), .key(.character("o"))], "Joane Doe"),
        ([.key(.home), .key(.end), .key(.backspace)], "Jane Do"),
        ([.key(.left), .key(.delete), .key(.delete), .key(.character("!"))], "Jane Do!"),
        ([.key(.enter), .key(.enter), .key(.left), .key(.character("X"))], "Jane DoXe"),
    ])
    func cursorEditing(events: [InputEvent], value: String) {
        let (app, _) = makeApp()
        send(app, keys("3") + events)
        #expect(form(app).form.text(for: EmployeeForm.name) == value)
    }

    @Test("the cell under a text cursor is drawn the other way round from the row")
    func cursorCell() {
        let (app, _) = makeApp()
        send(app, keys("3") + [.key(.home), .key(.right)])
        let drawn = buffer(app)
        #expect(drawn[column: 21, row: 3] == ScreenCell("a", style: app.theme.cursor))
        #expect(drawn[column: 20, row: 3] == ScreenCell("J", style: app.theme.selected))
    }

    // MARK: - Date rows

    @Test("digits on a date row type a date, checked on Enter; they switch screens only where they type nothing")
    func typedDates() {
        let (app, _) = makeApp()
        send(app, keys("3") + down(3) + keys("2021-05-03"))
        #expect(app.current == 2)
        #expect(row(app, 3) == " > Ended work       2021-05-03_")
        send(app, [.key(.enter)])
        #expect(form(app).form.value(for: EmployeeForm.ended) == .date(gregorianDay(2021, 5, 3)))
        // The marital status row (a choice) types nothing: 2 switches to the Ribbons screen.
        send(app, down(2) + keys("2"))
        #expect(app.current == 1)
        send(app, [.key(.tab)])
        #expect(app.current == 2)
        // Tab and clicks on the tabs always switch, even on a text row.
        send(app, [.key(.up), .key(.up), .key(.up), .key(.tab)])
        #expect(app.current == 3)
        send(app, [.mouse(.init(.press(.left), column: 28, row: 0))])
        #expect(app.current == 2)
        send(app, [.mouse(.init(.press(.left), column: 14, row: 0))])
        #expect(app.current == 1)
    }

    @Test("a typed date that is none shows its error at the row and keeps the cursor there", arguments: [
        ("2021-13-01", "no such day", "Ended work: 2021-13-01 is no such day"),
        ("2021-02-29", "no such day", "Ended work: 2021-02-29 is no such day"),
        ("21-5-3", "type a date as YYYY-MM-DD", "Ended work: type a date as YYYY-MM-DD"),
        ("2021-05-031", "type a date as YYYY-MM-DD", "Ended work: type a date as YYYY-MM-DD"),
    ])
    func badDates(typed: String, error: String, message: String) {
        let (app, _) = makeApp()
        send(app, keys("3") + down(3) + keys(typed) + [.key(.enter), .key(.down)])
        #expect(form(app).cursor == EmployeeForm.ended)
        #expect(row(app, 3) == " > Ended work       \(typed)_  ! \(error)")
        #expect(lines(app).contains(" \(message)"))
        #expect(buffer(app)[column: 22 + typed.count + 3, row: 6].style == app.theme.error)
        // Esc drops what was typed; the row shows its value again.
        send(app, [.key(.escape)])
        #expect(row(app, 3) == " > Ended work       -")
    }

    @Test("Backspace or Delete clears an optional date; a required one says so")
    func clearingDates() {
        let (app, _) = makeApp()
        send(app, keys("3") + down(3) + keys("2021-05-03") + [.key(.enter), .key(.backspace)])
        #expect(form(app).form.value(for: EmployeeForm.ended) == .empty)
        send(app, keys("2021-05-03") + [.key(.enter), .key(.delete)])
        #expect(form(app).form.value(for: EmployeeForm.ended) == .empty)
        send(app, [.key(.up), .key(.backspace)])
        #expect(form(app).form.value(for: EmployeeForm.started) == .date(gregorianDay(2020, 3, 1)))
        #expect(row(app, 2) == " > Started work     2020-03-01  ! is required")
    }

    // MARK: - No lost work

    @Test("quitting with unsaved changes asks; n stays, y quits; without changes q quits at once; Ctrl-C never asks")
    func discardQuestion() {
        let (app, _) = makeApp()
        send(app, keys("3") + keys("!"))
        // Esc ends editing, the next Esc would quit: it asks instead.
        #expect(send(app, [.key(.escape), .key(.escape)]))
        #expect(lines(app).last == DemoApp.discardQuestion)
        #expect(send(app, keys("n")))
        #expect(lines(app).last != DemoApp.discardQuestion)
        #expect(send(app, [.key(.tab), .key(.character("q"))]))
        #expect(app.isConfirmingQuit)
        #expect(!send(app, keys("y")))
        #expect(app.ending == .quit)

        let (saved, _) = makeApp()
        send(saved, keys("3!") + [.key(.character("s"), .control), .key(.escape)])
        #expect(!send(saved, [.key(.escape)]))
        #expect(saved.ending == .quit)

        let (interrupted, _) = makeApp()
        send(interrupted, keys("3!"))
        #expect(!send(interrupted, [.key(.character("c"), .control)]))
        #expect(interrupted.ending == .interrupted)
    }

    @Test("a failed save shows each error beside its field in red; saved is green")
    func validationBesideFields() {
        let (app, _) = makeApp()
        send(app, keys("3") + Array(repeating: .key(.backspace), count: 8) + [.key(.character("s"), .control)])
        #expect(row(app, 0) == " > Name             _  ! is required")
        #expect(lines(app)[13] == " Name: is required")
        #expect(buffer(app)[column: 1, row: 13].style == app.theme.error)
        send(app, keys("Ann") + [.key(.character("s"), .control)])
        #expect(row(app, 0) == " > Name             Ann")
        #expect(lines(app)[13] == " saved")
        #expect(buffer(app)[column: 1, row: 13].style == app.theme.success)
        #expect(app.theme.error.foreground == .red && app.theme.success.foreground == .green)
    }

    // MARK: - Calendar screen

    @Test("w toggles ISO week numbers; h, j, k and l move like the arrows; the wheel over the grid changes the month")
    func calendarKeys() {
        let (app, screen) = makeApp()
        send(app, keys("w"))
        #expect(lines(app)[5].hasPrefix("   Wk  Su  Mo"))
        #expect(lines(app)[6].hasPrefix("   45   1   2"))
        send(app, keys("w"))
        #expect(lines(app)[5].hasPrefix("   Su  Mo"))
        send(app, keys("l"))
        #expect(screen.picker.selectedDay == gregorianDay(2026, 11, 26))
        send(app, keys("jkh"))
        #expect(screen.picker.selectedDay == gregorianDay(2026, 11, 25))
        _ = lines(app)
        send(app, [.mouse(.init(.wheelDown, column: 10, row: 8))])
        #expect(screen.picker.selectedDay == gregorianDay(2026, 12, 25))
        send(app, [.mouse(.init(.wheelUp, column: 10, row: 8)), .mouse(.init(.wheelUp, column: 10, row: 8))])
        #expect(screen.picker.selectedDay == gregorianDay(2026, 10, 25))
    }

    @Test("weekends are dimmer than weekdays; today and the selection differ with colour, without, and in the text",
          arguments: [true, false])
    func dayStyles(usesColor: Bool) {
        let (app, _) = makeApp()
        let drawn = buffer(app)
        func style(column: Int, row: Int) -> Style {
            let style = drawn[column: column, row: row].style
            return usesColor ? style : style.removingColors()
        }
        // The grid starts at column 2, row 6; November 2026: row 3 holds 22 … 28.
        let sunday22 = style(column: 3, row: 9), monday23 = style(column: 7, row: 9)
        let today21 = style(column: 3 + 6 * 4, row: 8), selected25 = style(column: 3 + 3 * 4, row: 9)
        #expect(sunday22.isDim && !monday23.isDim)
        #expect(Set([monday23, sunday22, today21, selected25]).count == 4)
        #expect(selected25.isReversed && !today21.isReversed && today21.isUnderlined)
        #expect(lines(app)[8].hasSuffix("(21)") && lines(app)[9].contains("[25]"))
    }

    // MARK: - Plain text

    @Test("plain text names the screen and its state", arguments: [
        ([InputEvent](), "Calendar: Wednesday 25 November 2026, week 48"),
        ([.key(.character("t"))], "Calendar: Saturday 21 November 2026, week 47, today"),
        ([.key(.tab)], "Ribbons: months: January, 1 of 12"),
        ([.key(.tab), .key(.down), .key(.right)], "Ribbons: years: 2001, 102 of 201"),
        ([.key(.character("3"))], "Form: Name: Jane Doe"),
        ([.key(.character("3")), .key(.character("!"))], "Form: Name: Jane Doe!, editing"),
        ([.key(.character("3")), .key(.down), .key(.down), .key(.enter)], "Form: Started work: 2020-03-01, picking Sunday 1 March 2020, week 9"),
        ([.key(.character("3")), .key(.down), .key(.down), .key(.down), .key(.character("2"))], "Form: Ended work: 2, typing a date"),
    ])
    func plainText(events: [InputEvent], text: String) {
        let (app, _) = makeApp()
        send(app, events)
        app.advanceToRest(from: 100_000)   // the frames after the keys: the ribbons' animations end
        #expect(app.plainText == text)
    }

    @Test("the interactive demo takes --date and --plain")
    func options() async throws {
        let options = try InteractiveCommand.parse(["--date=2024-02-29", "--plain"], environment: [:])
        #expect(options.day == gregorianDay(2024, 2, 29) && options.display.plain)
        #expect(await DemoMain.run(arguments: ["--date", "2024-02-30"]).errorOutput
                == "demo: error: --date '2024-02-30' is not a day of the Gregorian calendar\n")
        #expect(await DemoMain.run(arguments: ["--version"]) == DemoMain.Result(status: 0, output: DemoMain.version + "\n", errorOutput: ""))
    }
}

@Suite("the package's version")
struct VersionTests {
    @Test("demo --version names the newest release of CHANGELOG.md (not its Unreleased section)")
    func versionMatchesChangelog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") && $0 != "## [Unreleased]" })
        #expect(newest.hasPrefix("## [\(DemoMain.packageVersion)] - "), "CHANGELOG.md's newest entry is '\(newest)'")
        #expect(DemoMain.version == "demo \(DemoMain.packageVersion) (MiniPicker)")
    }
}
