import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

/// `demo pick --accessible` (and `--plain`, `ACCESSIBLE`, `TERM=dumb`): no
/// drawing, questions on lines the terminal echoes, typed answers, a reason
/// and the question again after a bad one, and the drawn pick's output and
/// exit codes. PickRun's today is Monday 2026-11-23.
@MainActor
@Suite("demo pick --accessible in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickAccessibleTests {
    /// Waits until the terminal shows a text.
    func waitFor(_ text: String, in run: PickRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.terminal.read(until: { $0.text.contains(text) }), "\(run.terminal.text)", sourceLocation: sourceLocation)
    }

    /// What must hold after a dialogue: no escape sequence sent, the modes as before.
    func expectNoDrawing(_ run: PickRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!run.terminal.received.contains(0x1B), "\(run.terminal.text)", sourceLocation: sourceLocation)
        #expect(run.terminal.modes() == run.modesBefore, sourceLocation: sourceLocation)
    }

    @Test("a bad answer is followed by its reason and the question again; a good one prints the day, exit 0")
    func badThenGood() throws {
        let run = try PickRun(["--accessible", "--header", "Start date"])
        waitFor("Day (YYYY-MM-DD, today, +3d, fri; Enter for 2026-11-23):", in: run)
        run.terminal.send("soon\r")
        waitFor("'soon' is not a day", in: run)
        // The question again, then the answer (typed ahead, the terminal would echo it before the question).
        #expect(run.terminal.read(until: { $0.text.components(separatedBy: "Day (").count == 3 }), "\(run.terminal.text)")
        run.terminal.send("fri\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "2026-11-27\n" && result.error == "")
        // The header, the question and its answer, the reason (wrapped by the terminal), the question again.
        let lines = run.terminal.screen.lines(trimmingTrailingSpaces: true).filter { !$0.isEmpty }
        #expect(lines[1] == "Start date")
        #expect(lines[2].hasSuffix(": soon") && lines[3].hasPrefix("'soon' is not a day"), "\(lines)")
        // The answer said on the terminal too: a script captures what is printed.
        #expect(lines.last == "Chosen: 2026-11-27", "\(lines)")
        let asked = lines[lines.count - 2]
        #expect(asked.hasPrefix("Day (") && asked.hasSuffix(": fri"), "\(lines)")
        #expect(lines.filter { $0.hasPrefix("Day (") }.count == 2, "\(lines)")
        expectNoDrawing(run)
    }

    @Test("--plain, ACCESSIBLE=1 and TERM=dumb ask on lines too; Enter takes the day offered", arguments: [
        (["--plain"], [:], "xterm-256color"), ([], ["ACCESSIBLE": "1"], "xterm-256color"), ([], [:], "dumb"),
    ] as [([String], [String: String], String)])
    func sameModeByOtherNames(arguments: [String], environment: [String: String], term: String) throws {
        let run = try PickRun(arguments + ["--date", "2026-11-20"], term: term, environment: environment)
        waitFor("Enter for 2026-11-20):", in: run)
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "2026-11-20\n")
        expectNoDrawing(run)
    }

    @Test("a range: an end before the start is refused with the reason, then START END is printed")
    func range() throws {
        let run = try PickRun(["--accessible", "--range"])
        waitFor("Start (", in: run)
        run.terminal.send("2026-11-25\r")
        waitFor("End (", in: run)
        run.terminal.send("2026-11-20\r")
        waitFor("before", in: run)
        run.terminal.send("+1w\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "2026-11-25 2026-11-30\n", "\(run.terminal.text)")
    }

    @Test("Ctrl-D cancels (exit 1), Ctrl-C interrupts (exit 130); nothing is printed", arguments: [("\u{4}", 1), ("\u{3}", 130)]
          as [(String, Int32)])
    func endings(key: String, status: Int32) throws {
        let run = try PickRun(["--accessible"])
        waitFor("Day (", in: run)
        run.terminal.send(key)
        let result = try run.finish()
        #expect(result.status == status && result.output == "" && result.error == "")
        #expect(run.terminal.modes() == run.modesBefore)
    }

    @Test("a time off the minute interval is refused naming the two nearest, then taken")
    func time() throws {
        let run = try PickRun(["--accessible", "--time", "--minute-interval", "15"])
        // Enter offers the time the wheels would start at: now, on the interval.
        waitFor("Time (HH:MM; Enter for ", in: run)
        let offered = run.terminal.text.components(separatedBy: "Enter for ").last?.prefix(7) ?? ""
        #expect(offered.count == 7 && offered.hasSuffix("):") && [0, 15, 30, 45].contains(Int(offered.dropFirst(3).prefix(2)) ?? -1),
                "\(offered)")
        run.terminal.send("09:07\r")
        waitFor("'09:07' is not on the 15-minute interval: the nearest are 09:00 and 09:15", in: run)
        run.terminal.send("9:45\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "09:45\n", "\(run.terminal.text)")
    }

    @Test("--datetime asks for the day, then the time; Enter takes each value given")
    func dateTime() throws {
        let run = try PickRun(["--accessible", "--datetime", "--date", "2026-11-20", "--time", "09:30", "--time-zone", "+01:00"])
        waitFor("Day (", in: run)
        run.terminal.send("\r")
        waitFor("Time (HH:MM; Enter for 09:30):", in: run)
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "2026-11-20T09:30:00+01:00\n", "\(run.terminal.text)")
    }

    @Test("--week takes a day of the week or an ISO week and prints the ISO week; --week locale prints its ends",
          arguments: [
              (["--week"], "2026-11-29", "2026-W48"), (["--week"], "2026-w53", "2026-W53"),
              (["--week", "--format", "%F"], "2026-W01", "2025-12-29 2026-01-04"),
              (["--week=locale", "--locale", "en_US"], "wed", "2026-11-22 2026-11-28"),
              (["--week=locale", "--locale", "de_DE"], "wed", "2026-11-23 2026-11-29"),
          ])
    func week(arguments: [String], typed: String, printed: String) throws {
        let run = try PickRun(["--accessible"] + arguments)
        waitFor("Day (", in: run)
        run.terminal.send(typed + "\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == printed + "\n", "\(run.terminal.text)")
    }
}

/// `--week` drawn: Enter prints the week of the selected day.
@MainActor
@Suite("demo pick --week in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickWeekTests {
    @Test("Enter prints the ISO week of the day shown, or the locale week's ends", arguments: [
        (["--week"], "2026-W48"), (["--week", "--date", "2026-12-31"], "2026-W53"),
        (["--week=locale", "--locale", "en_US", "--date", "2026-11-25"], "2026-11-22 2026-11-28"),
        (["--week", "--format", "%d.%m.", "--date", "2027-01-01"], "28.12. 03.01."),
    ])
    func enter(arguments: [String], printed: String) throws {
        let run = try PickRun(arguments)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == printed + "\n", "\(run.terminal.text)")
        run.expectCleanTerminal()
    }

    @Test("the chosen week is drawn as a range; Down then Enter prints the next week; a --max cuts the week printed")
    func keys() throws {
        let run = try PickRun(["--week", "--date", "2026-11-25", "--max", "2026-12-03", "--format", "%F"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\u{1B}[B")
        #expect(run.terminal.read(until: { $0.text.contains("[ 2]") }), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "2026-11-30 2026-12-03\n", "\(run.terminal.text)")
    }
}

/// `--timeout`: exit 124 and nothing printed once it passes, as `timeout`
/// exits, in the drawn pick (the band erased) and in the dialogue.
@MainActor
@Suite("demo pick --timeout in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickTimeoutTests {
    @Test("drawn, with the calendar or the wheels: exit 124, nothing on stdout, the terminal clean",
          arguments: [["--date", "2026-11-20"], ["--time", "09:30"]])
    func drawn(arguments: [String]) throws {
        // Long enough for the band to be drawn first on a loaded machine (under AddressSanitizer).
        let run = try PickRun(arguments + ["--timeout", "2"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        let result = try run.finish()
        #expect(result.status == 124 && result.output == "" && result.error == "")
        run.expectCleanTerminal()
    }

    @Test("in the dialogue: exit 124 and nothing printed, with an answer half typed")
    func dialogue() throws {
        let run = try PickRun(["--accessible", "--timeout", "2"])
        #expect(run.terminal.read(until: { $0.text.contains("Day (") }), "\(run.terminal.text)")
        run.terminal.send("2026-1")
        let result = try run.finish()
        #expect(result.status == 124 && result.output == "" && result.error == "")
        #expect(run.terminal.read(until: { $0.text.contains("No answer within 2 seconds.") }), "\(run.terminal.text)")
        #expect(run.terminal.text.contains("Answer within 2 seconds: then nothing is chosen."))
        // What was typed and not sent is gone, where it would reach the shell as a command:
        // after an Enter, the next program reads an empty line.
        run.terminal.send("\r")
        _ = fcntl(run.terminal.slave, F_SETFL, fcntl(run.terminal.slave, F_GETFL) | O_NONBLOCK)
        var left = [UInt8](repeating: 0, count: 64)
        let count = read(run.terminal.slave, &left, left.count)
        #expect(count == 1 && left[0] == 0x0A, "left for the shell: \(String(decoding: left.prefix(max(count, 0)), as: UTF8.self))")
    }

    @Test("a key in time still chooses: Enter before the deadline prints the day")
    func keyInTime() throws {
        let run = try PickRun(["--date", "2026-11-20", "--timeout", "60"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0 && result.output == "2026-11-20\n")
    }
}
