import CalendarPicker
import Foundation
import Testing
import TerminalForms
import TerminalPickers
import TerminalUI
import TestSupport
@testable import DemoKit

private func fields(_ text: String) -> DateFields {
    let parts = text.split(separator: "-").map { Int($0)! }
    return DateFields(day: gregorianDay(parts[0], parts[1], parts[2]))
}

@Suite("demo pick: the date format")
struct DateFormatTests {
    @Test("directives print the day's numbers and English names", arguments: [
        ("iso", "2026-11-21", "2026-11-21"),
        ("%F", "2026-11-21", "2026-11-21"),
        ("%d/%m/%Y", "2026-11-21", "21/11/2026"),
        ("%A %e %B %y", "2026-11-05", "Thursday  5 November 26"),
        ("%a %b %d", "2026-11-22", "Sun Nov 22"),
        ("%u %w", "2026-11-22", "7 0"),
        ("%u %w", "2026-11-23", "1 1"),
        ("%j", "2024-12-31", "366"),
        ("%j", "2026-01-01", "001"),
        ("%G-W%V-%u", "2021-01-01", "2020-W53-5"),
        ("%G-W%V-%u", "2024-12-30", "2025-W01-1"),
        ("%G-W%V", "2026-11-22", "2026-W47"),
        ("%Y", "0900-03-01", "0900"),
        ("%y", "2005-01-01", "05"),
        ("100%% on %F", "2026-11-21", "100% on 2026-11-21"),
        ("no directives", "2026-11-21", "no directives"),
    ])
    func directives(pattern: String, day: String, expected: String) throws {
        #expect(try DateFormat(pattern).string(for: fields(day), names: .english) == expected)
    }

    @Test("names follow the locale")
    func localeNames() throws {
        let names = DateNames(locale: Locale(identifier: "de_DE"))
        #expect(try DateFormat("%A, %d. %B %Y").string(for: fields("2026-03-01"), names: names) == "Sonntag, 01. März 2026")
    }

    @Test("unknown directives and a lone % are errors naming the pattern", arguments: [
        ("%Q", "--format '%Q': unknown directive %Q (known: %Y %y %m %d %e %j %B %b %A %a %u %w %V %G %F %%)"),
        ("%Y%", "--format '%Y%' ends with a lone % (write %% for one)"),
    ])
    func errors(pattern: String, message: String) {
        #expect(throws: DateFormat.Problem(message)) { try DateFormat(pattern) }
    }

    @Test("ISO weeks and days of the year agree with Foundation's ISO 8601 calendar for every day of 1990–2039")
    func isoWeeks() {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = TimeZone(secondsFromGMT: 0)!
        let start = gregorianDay(1990, 1, 1), end = gregorianDay(2039, 12, 31)
        var date = iso.date(from: DateComponents(year: 1990, month: 1, day: 1))!
        for day in start...end {
            let ours = DateFields(day: day)
            let theirs = iso.dateComponents([.yearForWeekOfYear, .weekOfYear, .weekday, .day, .month, .year], from: date)
            if ours.isoWeek != theirs.weekOfYear || ours.isoYear != theirs.yearForWeekOfYear
                || ours.weekday.rawValue != theirs.weekday || ours.day != theirs.day {
                Issue.record("day \(day): \(ours) vs \(theirs)")
                return
            }
            date = iso.date(byAdding: .day, value: 1, to: date)!
        }
    }
}

@MainActor
@Suite("demo pick: options and the program")
struct PickAppTests {
    func makeApp(_ arguments: [String] = []) throws -> DayPrompt {
        let options = try PickOptions.parse(["--today", "2026-11-23", "--date", "2026-11-20"] + arguments,
                                            environment: ["TERM": "xterm"])
        return try PickCommand.makeApp(options)
    }

    func band(_ app: DayPrompt, width: Int = 72, height: Int? = nil) -> String {
        var buffer = ScreenBuffer(width: width, height: height ?? app.rows)
        app.draw(into: &buffer)
        return buffer.lines(trimmingTrailingSpaces: true).joined(separator: "\n")
    }

    @Test("bad options are one error line and exit code 2", arguments: [
        (["--date", "2026-13-01"], "--date '2026-13-01' is not a day of the Gregorian calendar"),
        (["--date", "tomorrow"], "--date 'tomorrow' is not a date of the form YYYY-MM-DD"),
        (["--min=2026-11-10", "--max=2026-11-01"], "--max '2026-11-01' is before --min '2026-11-10'"),
        (["--min", "2026-12-01", "--date", "2026-11-20"], "--date '2026-11-20' is before --min '2026-12-01'"),
        (["--max", "2026-11-01", "--date", "2026-11-20"], "--date '2026-11-20' is after --max '2026-11-01'"),
        (["--format", "%Q"], "--format '%Q': unknown directive %Q (known: %Y %y %m %d %e %j %B %b %A %a %u %w %V %G %F %%)"),
        (["--first-weekday", "9"], "--first-weekday '9' is out of range 1…7"),
        (["--locale=zz_ZZ"], "--locale 'zz_ZZ' is not a locale this system knows"),
        (["--plain=yes"], "--plain takes no value ('--plain=yes')"),
        (["--prompt"], "--prompt needs a value"),
        (["--bogus\u{1B}]0;x\u{7}"], "unknown option '--bogus^[]0;x^G' (try: demo pick --help)"),
        (["stray"], "unexpected argument 'stray'"),
    ])
    func badOptions(arguments: [String], message: String) async {
        let result = await DemoMain.run(arguments: ["pick"] + arguments)
        #expect(result == DemoMain.Result(status: 2, output: "", errorOutput: "demo: error: \(message)\n"))
    }

    @Test("a terminal that cannot be opened is one error line")
    func noTerminal() async {
        await #expect(throws: DemoError("pick needs a terminal: cannot open /nonexistent/tty (No such file or directory)")) {
            try await PickCommand.run(arguments: [], environment: ["TERM": "xterm"], terminalPath: "/nonexistent/tty")
        }
    }

    @Test("the band: prompt, calendar and a key line that always says how to choose, cancel and get help")
    func bandSnapshot() throws {
        let app = try makeApp(["--prompt", "Start date\u{1B}]0;pwned\u{7}", "--ascii"])
        #expect(app.rows == 12)
        Snapshot.expectMatch(band(app) + "\n", named: "pick-band", testFile: #filePath)
        #expect(band(app, width: 32).split(separator: "\n").last == "Enter choose  Esc cancel  ? help")
        // The help asks for a band tall enough to list every entry at the band's width.
        app.sizeDidChange(to: (columns: 72, rows: app.rows))
        #expect(app.preferredBandRows == nil)
        #expect(app.handle(.key(.character("?")), at: 0) == .keepRunning)
        let helpRows = try #require(app.preferredBandRows)
        #expect(helpRows == 1 + app.keys.help.count + 1)
        app.sizeDidChange(to: (columns: 72, rows: helpRows))
        Snapshot.expectMatch(band(app, height: helpRows) + "\n", named: "pick-help", testFile: #filePath)
        #expect(app.handle(.key(.character("x")), at: 0) == .keepRunning)
        #expect(!app.showsHelp)
    }

    @Test("--header's help (--prompt's too) says what starts a new line (a line feed, as bash's $'…' writes one); a backslash and n stay as typed")
    func promptHelp() async throws {
        let help = await DemoMain.run(arguments: ["pick", "--help"]).output
        #expect(help.contains("--header $'First\\nSecond'"), "\(help)")
        #expect(!help.contains("\\n in the text"), "\(help)")
        #expect(PromptText.lineCount("First\\nSecond") == 1)
        let app = try makeApp(["--prompt", "First\nSecond"])
        var buffer = ScreenBuffer(width: 40, height: app.rows)
        app.draw(into: &buffer)
        let lines = buffer.lines(trimmingTrailingSpaces: true).map { String($0.filter { !ScreenCell.isDirectionMark($0) }) }
        #expect(Array(lines.prefix(2)) == ["First", "Second"])
    }

    @Test("a prompt taller than the band keeps its last lines after a … line, and the calendar follows them")
    func tallPrompt() throws {
        let prompt = (1...40).map { "line \($0)" }.joined(separator: "\n")
        #expect(PromptText.lines(prompt, width: 40, rows: 4) == ["…", "line 38", "line 39", "line 40"])
        #expect(PromptText.lines("a\nb", width: 40, rows: 2) == ["a", "b"])
        let app = try makeApp(["--prompt", prompt])
        // The band asks for all of it, but needs only the last line after the "…".
        #expect(app.rows == 40 + CalendarLayout.maximumHeight + 1)
        #expect(app.minimumSize.rows == 2 + CalendarLayout.maximumHeight + 1)
        #expect(try makeApp(["--prompt", "One line"]).minimumSize.rows == 1 + CalendarLayout.maximumHeight + 1)
        app.sizeDidChange(to: (columns: 60, rows: 24))
        let room = 24 - CalendarLayout.maximumHeight - 1
        #expect(app.layout.row == room)
        let lines = band(app, width: 60, height: 24).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(room + 1)) == ["…"] + (42 - room...40).map { "line \($0)" } + ["+--------+  +--------------+"])
        // A click on a day of the grid lands on the day drawn there.
        let (column, row) = (app.layout.gridColumn + 13, app.layout.gridRow + 3)
        #expect(app.handle(.mouse(.init(.press(.left), column: column, row: row)), at: 0) == .keepRunning)
        #expect(app.handle(.mouse(.init(.release(.left), column: column, row: row)), at: 1) == .quit)
        #expect(app.ending == .chosen([gregorianDay(2026, 11, 25)]))
    }

    @Test("the help needs one row per entry and the title, or half as many in two columns where they fit")
    func helpHeight() {
        let entries = (1...9).map { KeyHelp("k\($0)", "action \($0)") }
        #expect(HelpOverlay.height(of: entries, width: 20) == 10)
        #expect(HelpOverlay.height(of: entries, width: 40) == 6)
        #expect(HelpOverlay.layout(entries, width: 40, height: 5).count == 5)
        #expect(!HelpOverlay.layout(entries, width: 40, height: 5).joined().contains("more"))
    }

    @Test("keys end the pick as chosen, cancelled or interrupted", arguments: [
        ([InputEvent.key(.enter)], DayPrompt.Ending.chosen([gregorianDay(2026, 11, 20)])),
        ([.key(.right), .key(.enter)], .chosen([gregorianDay(2026, 11, 21)])),
        ([.key(.character("l")), .key(.character("j")), .key(.enter)], .chosen([gregorianDay(2026, 11, 28)])),
        ([.key(.character("k")), .key(.character("h")), .key(.enter)], .chosen([gregorianDay(2026, 11, 12)])),
        ([.key(.character("t")), .key(.enter)], .chosen([gregorianDay(2026, 11, 23)])),
        ([.paste("2027-02-14\n"), .key(.enter)], .chosen([gregorianDay(2027, 2, 14)])),
        ([.key(.escape)], .cancelled),
        ([.key(.character("q"))], .cancelled),
        ([.key(.character("c"), .control)], .interrupted),
        ([.key(.character("?")), .key(.escape), .key(.escape)], .cancelled),
    ])
    func endings(events: [InputEvent], ending: DayPrompt.Ending) throws {
        let app = try makeApp()
        for (index, event) in events.enumerated() {
            let goesOn = app.handle(event, at: Double(index) * 100) == .keepRunning
            #expect(goesOn == (index < events.count - 1))
        }
        #expect(app.ending == ending)
    }

    @Test("--range: Enter fixes an end, moves show the range, Enter prints START END; Esc drops a pending range first",
          arguments: [
        ([InputEvent.key(.enter), .key(.right), .key(.right), .key(.enter)],
         DayPrompt.Ending.chosen([gregorianDay(2026, 11, 20), gregorianDay(2026, 11, 22)])),
        ([.key(.enter), .key(.up), .key(.enter)],
         .chosen([gregorianDay(2026, 11, 13), gregorianDay(2026, 11, 20)])),
        ([.key(.right, .shift), .key(.right, .shift), .key(.enter)],
         .chosen([gregorianDay(2026, 11, 20), gregorianDay(2026, 11, 22)])),
        ([.key(.enter), .key(.right), .key(.escape), .key(.escape)], .cancelled),
    ])
    func ranges(events: [InputEvent], ending: DayPrompt.Ending) throws {
        let app = try makeApp(["--range"])
        for (index, event) in events.enumerated() {
            let goesOn = app.handle(event, at: Double(index) * 100) == .keepRunning
            #expect(goesOn == (index < events.count - 1), "event \(index)")
        }
        #expect(app.ending == ending)
    }

    @Test("--range takes --date START..END as the range at the start; a range without --range is an error")
    func rangeDates() async throws {
        let app = try makeApp(["--range", "--date", "2026-11-18..2026-11-25"])
        #expect(app.picker.selectedRange == DayRange(gregorianDay(2026, 11, 18), gregorianDay(2026, 11, 25))!)
        // --range may come after --date: the range is checked once every option is read.
        let rangeLast = try PickCommand.makeApp(PickOptions.parse(["--date", "2026-11-18..2026-11-25", "--range"],
                                                                  environment: ["TERM": "xterm"]))
        #expect(rangeLast.picker.selectedRange == app.picker.selectedRange)
        #expect(throws: DemoError("--date '2026-11-18..2026-11-25' is a range: it needs --range")) {
            try PickCommand.makeApp(PickOptions.parse(["--date", "2026-11-18..2026-11-25"], environment: ["TERM": "xterm"]))
        }
        #expect(await DemoMain.run(arguments: ["pick", "--date", "2026-11-18..2026-11-25"])
                == DemoMain.Result(status: 2, output: "",
                                   errorOutput: "demo: error: --date '2026-11-18..2026-11-25' is a range: it needs --range\n"))
        #expect(throws: DemoError("--date '2026-11-25..2026-11-18' ends before it starts")) {
            try PickOptions.parse(["--range", "--date", "2026-11-25..2026-11-18"], environment: ["TERM": "xterm"])
        }
    }

    @Test("mouse: a click on a day chooses it; the wheel over the grid changes the month")
    func mouse() throws {
        let app = try makeApp(["--prompt", "Day?"])
        _ = band(app)
        // The prompt is row 0, the ribbons rows 1–3, the header row 4: the grid starts on row 5.
        #expect(app.handle(.mouse(.init(.wheelDown, column: 5, row: 7)), at: 0) == .keepRunning)
        #expect(app.picker.selectedDay == gregorianDay(2026, 12, 20))
        #expect(app.handle(.mouse(.init(.wheelUp, column: 5, row: 7)), at: 10) == .keepRunning)
        #expect(app.handle(.mouse(.init(.wheelUp, column: 5, row: 7)), at: 20) == .keepRunning)
        #expect(app.picker.selectedDay == gregorianDay(2026, 10, 20))
        _ = band(app)
        // October 2026 starts on a Thursday: row 0 holds Sep 27 … Oct 3, row 2 Oct 11 … 17.
        #expect(app.handle(.mouse(.init(.press(.left), column: 9, row: 7)), at: 30) == .keepRunning)
        #expect(app.handle(.mouse(.init(.release(.left), column: 9, row: 7)), at: 31) == .quit)
        #expect(app.ending == .chosen([gregorianDay(2026, 10, 13)]))
    }

    @Test("w toggles ISO week numbers; --week-numbers starts with them")
    func weekNumbers() throws {
        let app = try makeApp()
        #expect(!band(app).contains(" Wk"))
        #expect(app.handle(.key(.character("w")), at: 0) == .keepRunning)
        let lines = band(app).split(separator: "\n").map(String.init)
        #expect(lines[3].hasPrefix(" Wk  Su"))
        #expect(lines[4].hasPrefix(" 45   1   2"))
        #expect(try band(makeApp(["--week-numbers"])) == band(app))
    }

    @Test("plain text: the day in words, today marked, a blocked move noted, the help as lines")
    func plainText() throws {
        let app = try makeApp(["--max", "2026-11-24"])
        #expect(app.plainText == "Friday 20 November 2026, week 47")
        #expect(app.handle(.key(.down), at: 0) == .keepRunning)
        #expect(app.plainText == "Friday 20 November 2026, week 47; no allowed day that way")
        #expect(app.handle(.key(.character("t")), at: 10) == .keepRunning)
        #expect(app.plainText == "Monday 23 November 2026, week 48, today")
        #expect(app.handle(.key(.function(1)), at: 20) == .keepRunning)
        #expect(app.plainText.hasPrefix(HelpOverlay.title + "\nLeft/Right h/l: one day\nUp/Down k/j: one week\n"))
    }

    @Test("a chosen day prints in the format; cancelled prints nothing with 1, interrupted 130")
    func results() throws {
        let options = try PickOptions.parse(["--format", "%A %d %B"], environment: ["TERM": "xterm"])
        #expect(PickCommand.result(of: .chosen([gregorianDay(2026, 11, 21)]), options: options)
                == DemoMain.Result(status: 0, output: "Saturday 21 November\n", errorOutput: ""))
        #expect(PickCommand.result(of: .cancelled, options: options) == DemoMain.Result(status: 1, output: "", errorOutput: ""))
        #expect(PickCommand.result(of: .interrupted, options: options) == DemoMain.Result(status: 130, output: "", errorOutput: ""))
        #expect(PickCommand.result(of: nil, options: options).status == 1)
        // Another calendar picks in its own grid but prints the Gregorian day.
        let hebrew = try PickOptions.parse(["--calendar", "hebrew"], environment: ["TERM": "xterm"])
        #expect(PickCommand.result(of: .chosen([CalendarSystem(.hebrew).day(from: DayComponents(era: 0, year: 5787, month: 3, day: 11))!]), options: hebrew).output == "2026-11-21\n")
    }
}

@Suite("The help overlay's layout")
struct HelpOverlayTests {
    static let entries: [KeyHelp] = [KeyHelp("a", "one"), KeyHelp("bb", "two"), KeyHelp("c", "three"), KeyHelp("d", "four"), KeyHelp("e", "five")]

    @Test("one column when it fits, two when the height is short and the width allows, else a note of what is left out",
          arguments: [
        (40, 6, [" a   one", " bb  two", " c   three", " d   four", " e   five"]),
        (40, 3, [" a   one     d   four", " bb  two     e   five", " c   three"]),
        (23, 3, [" a   one", " bb  two", " … 3 more: a larger"]),
        (20, 3, [" a   one", " bb  two", " … 3 more: a larger"]),
        (40, 0, []),
    ])
    func layout(width: Int, height: Int, lines: [String]) {
        #expect(HelpOverlay.layout(HelpOverlayTests.entries, width: width, height: height) == lines)
    }
}
