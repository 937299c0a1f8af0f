import CalendarPicker
import Foundation
import Testing
import TerminalPickers
@_spi(Testing) import TerminalUI
@testable import DemoKit

/// The marks of ``BidiIsolation``, as bytes and as text.
private let lrm = String(BidiIsolation.leftToRightMark)
private let fsi = String(BidiIsolation.firstStrongIsolate)
private let pdi = String(BidiIsolation.popDirectionalIsolate)

/// Text without the marks.
private func unmarked(_ text: String) -> String {
    String(text.filter { !ScreenCell.isDirectionMark($0) })
}

/// The first frame of `demo calendar` in a locale, as lines (marks included).
@MainActor
private func calendarFrame(locale: String, date: String = "2026-11-25", today: String = "2026-11-21") async -> [String] {
    let output = await DemoMain.run(arguments: ["calendar", "--date", date, "--today", today, "--locale", locale]).output
    return output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        .prefix { !$0.isEmpty }.map(String.init)
}

@MainActor
@Suite("Right-to-left locales on the interactive screens and in demo pick")
struct RightToLeftScreenTests {
    nonisolated static let locales = ["ar_EG", "fa_IR", "he_IL"]

    /// The rows of the interactive demo's Calendar screen that the calendar takes, without the
    /// two columns before it and the blanks after it.
    func calendarRows(locale: String, weekNumbers: Bool = false) throws -> [String] {
        var options = try InteractiveCommand.parse(["--locale", locale, "--ascii", "--date", "2026-11-25"],
                                                    environment: [:])
        options.today = gregorianDay(2026, 11, 21)
        let (app, screen) = InteractiveCommand.makeApp(options)
        screen.view.showsWeekNumbers = weekNumbers
        app.advance(to: 100_000)
        var buffer = ScreenBuffer(width: 72, height: 24)
        app.draw(into: &buffer)
        let lines = buffer.lines(trimmingTrailingSpaces: true)
        // The tab bar, a blank line, then the calendar: three ribbon lines, the header and six weeks.
        return lines[2..<12].map { String($0.dropFirst(2)) }
    }

    @Test("the Calendar screen's rows are demo calendar's lines, isolated the same way", arguments: locales)
    func calendarScreenIsolates(locale: String) async throws {
        let rows = try calendarRows(locale: locale)
        #expect(await rows == calendarFrame(locale: locale))
        // Not vacuously: every row with right-to-left letters starts with the mark, the others have
        // none, and the month and weekday names are isolated.
        #expect(rows.allSatisfy { $0.hasPrefix(lrm) == unmarked($0).unicodeScalars.contains(where: BidiIsolation.isRightToLeft) },
                "\(rows)")
        #expect(rows[1].hasPrefix(lrm) && rows[3].hasPrefix(lrm), "\(rows)")
        #expect(rows[1].contains(fsi) && rows[1].contains(pdi), "\(rows[1])")
        #expect(rows[3].components(separatedBy: fsi).count == 8, "\(rows[3])")
        #expect(rows.allSatisfy { BidiIsolation.isolating(unmarked($0)) == $0 }, "\(rows)")
    }

    @Test("with week numbers, each row's mark comes first, before the week")
    func weekNumbersFirst() throws {
        let rows = try calendarRows(locale: "ar_EG", weekNumbers: true)
        #expect(rows[3].hasPrefix(lrm + " Wk "), "\(rows[3])")
        #expect(rows[4].hasPrefix(" 45 "), "\(rows[4])")   // Saturday 31 October to Friday 6 November: digits, no mark
        #expect(rows.allSatisfy { BidiIsolation.isolating(unmarked($0)) == $0 }, "\(rows)")
    }

    @Test("demo calendar --locale he_IL: lines with Hebrew start with the mark and isolate its words; the others have no marks")
    func calendarMarksOnlyWhereNeeded() async {
        let lines = await calendarFrame(locale: "he_IL")
        let hebrew = lines.filter { $0.unicodeScalars.contains(where: BidiIsolation.isRightToLeft) }
        // The month ribbon's row and the weekday names.
        #expect(hebrew.count == 2, "\(lines)")
        #expect(hebrew.allSatisfy { $0.hasPrefix(lrm) && $0.contains(fsi) && $0.contains(pdi) }, "\(hebrew)")
        let others = lines.filter { !$0.unicodeScalars.contains(where: BidiIsolation.isRightToLeft) }
        #expect(others.count == lines.count - 2 && others.allSatisfy { $0 == unmarked($0) }, "\(others)")
    }

    @Test("a left-to-right locale's screen has no marks")
    func leftToRightUnmarked() async throws {
        let rows = try calendarRows(locale: "en_US")
        #expect(rows.allSatisfy { $0 == unmarked($0) }, "\(rows)")
        #expect(await rows == calendarFrame(locale: "en_US"))
    }

    @Test("demo pick's band isolates the calendar's rows as demo calendar does", arguments: locales)
    func pickBandIsolates(locale: String) async throws {
        let options = try PickOptions.parse(["--today", "2026-11-21", "--date", "2026-11-25", "--locale", locale,
                                             "--ascii", "--prompt", "Day?"], environment: ["TERM": "xterm"])
        let app = try PickCommand.makeApp(options)
        var buffer = ScreenBuffer(width: 72, height: app.rows)
        app.draw(into: &buffer)
        let lines = buffer.lines(trimmingTrailingSpaces: true)
        #expect(lines[0] == "Day?")   // left to right: nothing to isolate
        #expect(await Array(lines[1...10]) == calendarFrame(locale: locale))
        #expect(lines[2].contains(fsi) && lines[2].hasPrefix(lrm), "\(lines[2])")
    }

    @Test("the renderer writes the marks, and a terminal gets the same cells", arguments: locales)
    func renderedMarks(locale: String) throws {
        var options = try InteractiveCommand.parse(["--locale", locale, "--date", "2026-11-25"], environment: [:])
        options.today = gregorianDay(2026, 11, 21)
        let (app, _) = InteractiveCommand.makeApp(options)
        app.advance(to: 100_000)
        var frame = ScreenBuffer(width: 80, height: 24)
        app.draw(into: &frame)
        var renderer = ScreenRenderer()
        let bytes = renderer.render(frame)
        let text = String(decoding: bytes, as: UTF8.self)
        let picker = try #require(app.screens.first as? CalendarScreen).picker
        let month = picker.labels.name(of: picker.displayedMonth)
        #expect(text.contains(fsi + month + pdi), "\(month)")
        #expect(text.contains(lrm))
        var terminal = VirtualTerminal(width: 80, height: 24)
        terminal.apply(bytes)
        #expect(terminal.firstDifference(from: frame) == nil)
    }
}

@MainActor
@Suite("Right-to-left locales in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct RightToLeftTerminalTests {
    @Test("demo pick --locale he_IL writes the isolates and the marks; Enter still prints the day")
    func pick() async throws {
        let run = try PickRun(["--date", "2026-11-20", "--locale", "he_IL"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        let received = String(decoding: run.terminal.received, as: UTF8.self)
        #expect(received.contains(lrm + "\u{2502}<"), "\(received)")
        #expect(received.contains(fsi) && received.contains(pdi), "\(received)")
        // The terminal's cells hold the marks where demo calendar's lines have them (below the
        // ribbons, whose boxes are drawn in other characters).
        let frame = await calendarFrame(locale: "he_IL", date: "2026-11-20", today: "2026-11-23")
        #expect(Array(run.linesBelow[3..<10]) == Array(frame[3..<10]), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.output == "2026-11-20\n")
        run.expectCleanTerminal()
    }

    @Test("demo pick --locale he_IL in ASCII mode (--ascii, LANG=C) writes no direction marks at all",
          arguments: [(["--ascii"], [String: String]()), ([], ["LANG": "C"])])
    func pickASCII(arguments: [String], environment: [String: String]) async throws {
        let run = try PickRun(["--date", "2026-11-20", "--locale", "he_IL"] + arguments, environment: environment)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        for mark in [lrm, fsi, pdi] {
            #expect(!contains(run.terminal.received, Array(mark.utf8)), "U+\(mark.unicodeScalars.first!.value)")
        }
        let frame = await calendarFrame(locale: "he_IL", date: "2026-11-20", today: "2026-11-23")
        #expect(Array(run.linesBelow[0..<10]) == frame.map(unmarked), "\(run.terminal.text)")
        run.terminal.send("\r")
        #expect(try run.finish().output == "2026-11-20\n")
        run.expectCleanTerminal()
    }

    @Test("the interactive demo with --locale ar_EG writes the isolates and the marks on its Calendar screen")
    func interactive() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--no-color", "--locale", "ar_EG", "--date", "2026-11-25"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        let received = String(decoding: terminal.received, as: UTF8.self)
        #expect(received.contains(lrm + "\u{2502}<"), "\(received)")
        #expect(received.contains(fsi) && received.contains(pdi), "\(received)")
        let rows = terminal.screen.lines(trimmingTrailingSpaces: true)[2..<12].map { String($0.dropFirst(2)) }
        #expect(rows.allSatisfy { BidiIsolation.isolating(unmarked($0)) == $0 }, "\(rows)")
        #expect(rows[1].hasPrefix(lrm) && rows[3].hasPrefix(lrm), "\(rows)")
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("the interactive demo with --locale ar_EG in ASCII mode (--ascii, LANG=C) writes no direction marks at all",
          arguments: [(["--ascii"], [String: String]()), ([], ["LANG": "C"])])
    func interactiveASCII(arguments: [String], environment: [String: String]) throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--no-color", "--locale", "ar_EG", "--date", "2026-11-25"] + arguments, environment: environment)
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        #expect(contains(terminal.received, Array("|<".utf8)), "ASCII boxes: \(terminal.text)")
        for mark in [lrm, fsi, pdi] {
            #expect(!contains(terminal.received, Array(mark.utf8)), "U+\(mark.unicodeScalars.first!.value)")
        }
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }
}
