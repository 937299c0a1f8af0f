import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

/// `demo pick`'s band in terminals of several sizes: the help overlay, a
/// terminal too small for the picker, a prompt taller than the terminal.
@MainActor
@Suite("demo pick's band in a pseudo-terminal: the help, too small, tall prompts", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickBandTerminalTests {
    /// The help entries of the pick that arguments describe.
    static func help(_ arguments: [String]) throws -> [KeyHelp] {
        let options = try PickOptions.parse(["--today", "2026-11-23"] + arguments, environment: ["TERM": "xterm"])
        return options.times.mode == nil ? try PickCommand.makeApp(options).keys.help
            : try PickCommand.makeTimeApp(options).keys.help
    }

    @Test("? lists every key whenever the terminal has the room; any key closes it and Enter still chooses", arguments: [
        ([String](), 120, 60, "2026-11-20\n"),
        ([], 80, 24, "2026-11-20\n"),
        (["--time", "09:30"], 120, 60, "09:30\n"),
        (["--time", "09:30"], 80, 24, "09:30\n"),
        (["--datetime", "--time", "09:30"], 80, 24, "2026-11-20T09:30:00+00:00\n"),
    ])
    func fullHelp(arguments: [String], columns: Int, rows: Int, output: String) throws {
        let arguments = ["--date", "2026-11-20"] + arguments
        let run = try PickRun(arguments, columns: columns, rows: rows)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("?")
        #expect(run.terminal.read(until: { $0.text.contains("any key closes the help") }), "\(run.terminal.text)")
        let shown = run.terminal.text
        #expect(!shown.contains("a larger terminal shows them"), "\(shown)")
        for entry in try PickBandTerminalTests.help(arguments) {
            #expect(shown.contains(entry.keys) && shown.contains(entry.action), "\(entry) in \(shown)")
        }
        // The shell's line above stays where it was.
        #expect(run.terminal.screen.lines(trimmingTrailingSpaces: true).first == PickRun.shellLine, "\(shown)")
        run.terminal.send("x")
        #expect(run.terminal.read(until: { !$0.text.contains("any key closes the help") && $0.text.contains("? help") }),
                "\(run.terminal.text)")
        #expect(!run.terminal.text.contains("Keys and mouse"), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == output)
        run.expectCleanTerminal()
    }

    @Test("a terminal too short for the whole help still gets as much as fits and says how many are left out")
    func shortHelp() throws {
        let run = try PickRun(["--date", "2026-11-20"], columns: 60, rows: 14)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("?")
        #expect(run.terminal.read(until: { $0.text.contains("a larger terminal shows them") }), "\(run.terminal.text)")
        run.terminal.send("x")
        #expect(run.terminal.read(until: { $0.text.contains("? help") }), "\(run.terminal.text)")
        run.terminal.send("\u{1B}")
        #expect(try run.finish().status == 1)
    }

    @Test("too small: Esc and q cancel (exit 1), Enter does nothing; the message fits 20 columns", arguments: [
        ([String](), "\u{1B}"), ([], "q"), (["--time", "09:30"], "\u{1B}"), (["--datetime"], "q"),
    ])
    func tooSmall(arguments: [String], key: String) throws {
        let run = try PickRun(["--date", "2026-11-20"] + arguments, columns: 20, rows: 5)
        #expect(run.terminal.read(until: { $0.text.contains("Terminal too small") }), "\(run.terminal.text)")
        let lines = run.terminal.screen.lines(trimmingTrailingSpaces: true)
        #expect(lines.allSatisfy { TextWidth.columns(of: $0) <= 20 })
        #expect(lines.contains("Esc cancels"), "\(lines)")
        run.terminal.send("\r")
        run.terminal.read(until: { _ in false }, timeout: 0.3)
        #expect(run.terminal.process.isRunning, "Enter must not choose what nobody saw")
        run.terminal.send(key)
        let result = try run.finish()
        #expect(result.status == 1)
        #expect(result.output == "" && result.error == "")
    }

    @Test("too small, Ctrl-C still interrupts (130)")
    func tooSmallInterrupt() throws {
        let run = try PickRun(["--date", "2026-11-20"], columns: 20, rows: 5)
        #expect(run.terminal.read(until: { $0.text.contains("Terminal too small") }), "\(run.terminal.text)")
        run.terminal.send("\u{03}")
        #expect(try run.finish().status == 130)
    }

    @Test("a prompt taller than the terminal keeps its last lines after a … line, and the picker opens", arguments: [
        ([String](), "2026-11-20\n"), (["--time", "09:30"], "09:30\n"),
    ])
    func tallPrompt(arguments: [String], output: String) throws {
        let prompt = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let run = try PickRun(["--date", "2026-11-20", "--prompt", prompt] + arguments)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        let lines = run.terminal.screen.lines(trimmingTrailingSpaces: true)
        let first = try #require(lines.firstIndex(of: "…"), "\(run.terminal.text)")
        #expect(lines.last { !$0.isEmpty }?.hasSuffix("? help") == true, "\(run.terminal.text)")
        // The lines after the … are the prompt's last ones, in order, up to line 40.
        let kept = Array(lines[(first + 1)...].prefix { $0.hasPrefix("line ") })
        #expect(kept.last == "line 40" && kept.count >= 1, "\(run.terminal.text)")
        #expect(kept == (41 - kept.count...40).map { "line \($0)" })
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == output)
    }
}
