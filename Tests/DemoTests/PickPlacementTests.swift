import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

/// `demo pick` run by a script on a pseudo-terminal that is its controlling
/// terminal, with stdout the terminal too, as in `printf 'Start date: '; demo pick`.
@MainActor
@Suite("demo pick where the script left the cursor, and in a terminal too small for it", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickPlacementTests {
    /// Starts `demo pick` after the shell printed `before`; stdin is an empty pipe.
    func start(after before: String, _ arguments: [String], columns: Int = 80, rows: Int = 24) throws
        -> (terminal: PseudoTerminal, stdin: TestPipe) {
        let terminal = try PseudoTerminal(columns: columns, rows: rows)
        terminal.print(before)
        let stdin = try TestPipe()
        try terminal.start(["pick", "--today", "2026-11-23"] + arguments, input: stdin.read, controllingTerminal: true)
        return (terminal, stdin)
    }

    @Test("printf 'Start date: '; demo pick: the prompt stays, the band is drawn below it, and the date follows it",
          arguments: [1, 23])
    func afterPrompt(promptRow: Int) throws {
        let lines = (0..<promptRow).map { "line \($0)\r\n" }.joined()
        let (terminal, _) = try start(after: lines + "Start date: ", ["--date", "2026-11-20"])
        #expect(terminal.read(until: { $0.text.contains("? help") }), "\(terminal.text)")
        let screen = terminal.screen.lines(trimmingTrailingSpaces: true)
        let prompt = try #require(screen.firstIndex(of: "Start date:"), "\(terminal.text)")
        #expect(!screen[prompt + 1].isEmpty && screen[(prompt + 1)...].prefix(4).contains { $0.contains("2026") },
                "the band starts below the prompt: \(terminal.text)")
        terminal.send("\r")
        try #require(terminal.waitForExit(), "\(terminal.text)")
        #expect(terminal.process.shellStatus == 0)
        let after = terminal.screen.lines(trimmingTrailingSpaces: true)
        #expect(after[prompt] == "Start date: 2026-11-20", "\(terminal.text)")
        #expect(after[(prompt + 1)...].allSatisfy { $0.isEmpty }, "\(terminal.text)")
        #expect(terminal.screen.cursorRow == prompt + 1 && terminal.screen.cursorColumn == 0)
        // Near the bottom the band scrolled the prompt up, with the lines before it.
        #expect(after[prompt - 1] == "line \(promptRow - 1)", "\(terminal.text)")
    }

    @Test("a terminal too small for the band: a message that fits, Enter chooses nothing, Ctrl-C exits 130",
          arguments: [20, 10, 1])
    func tooSmall(columns: Int) throws {
        let (terminal, _) = try start(after: "$ d=$(demo pick)\r\n", ["--date", "2026-11-20"], columns: columns, rows: 6)
        let first = ["Terminal too small", "Too small", "Small"].first { $0.count <= columns } ?? String("Small".prefix(columns))
        #expect(terminal.read(until: { $0.screen.lines(trimmingTrailingSpaces: true).contains(first) }), "\(terminal.text)")
        #expect(terminal.screen.lines().allSatisfy { TextWidth.columns(of: $0) <= columns })
        terminal.send("\r")
        terminal.read(until: { _ in false }, timeout: 0.3)
        #expect(terminal.process.isRunning, "Enter chose a day nobody saw")
        terminal.send("\u{03}")
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 130)
        #expect(!String(decoding: terminal.received, as: UTF8.self).contains("2026-11-20\n"))
    }
}
