import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

@MainActor
@Suite("Interactive demo in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct InteractiveDemoTests {
    @Test("a mouse drag on the month ribbon moves one month, keys 8 days, a click the grid's first day; q restores the terminal")
    func dragKeysAndQuit() throws {
        let terminal = try PseudoTerminal()
        let cookedModes = terminal.localModes()
        #expect(cookedModes & tcflag_t(ICANON) != 0)
        try terminal.start(["--ascii", "--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        #expect(terminal.localModes() & tcflag_t(ICANON | ECHO) == 0)   // raw while running
        // The demo starts on its today; everything after follows from that day.
        let today = try #require(CivilDate(selectedLine: terminal.selectedLine), "\(terminal.text)")
        // The month ribbon holds one year's months, 14 columns a month, and does not wrap: a 10-column
        // drag without a fling settles on the next month (the previous one from December).
        let laterMonth = today.month < 12
        let afterDrag = today.inMonth(laterMonth ? today.month + 1 : today.month - 1)
        let afterKeys = afterDrag.adding(days: 8)
        let afterClick = afterKeys.firstGridCell

        // The month ribbon's box spans columns 14–29 on rows 2–4 (0-based); SGR reports are 1-based.
        terminal.send("\u{1B}[<0;22;4M")
        terminal.read(until: { _ in false }, timeout: 0.1)
        for column in laterMonth ? [20, 17, 14, 12] : [24, 27, 30, 32] {
            terminal.send("\u{1B}[<32;\(column);4M")
            terminal.read(until: { _ in false }, timeout: 0.03)
        }
        terminal.read(until: { _ in false }, timeout: 0.2)   // a pause: no fling
        terminal.send("\u{1B}[<0;\(laterMonth ? 12 : 32);4m")
        terminal.read(until: { $0.selectedLine == "selected: \(afterDrag)" }, timeout: 5)
        #expect(terminal.selectedLine == "selected: \(afterDrag)", "the drag from \(today): \(terminal.text)")

        terminal.send("\u{1B}[C\u{1B}[B")   // right, down: 8 days on
        terminal.read(until: { $0.selectedLine == "selected: \(afterKeys)" }, timeout: 5)
        #expect(terminal.selectedLine == "selected: \(afterKeys)", "right and down from \(afterDrag): \(terminal.text)")

        terminal.send("\u{1B}[<0;5;7M\u{1B}[<0;5;7m")   // a click on the grid's first cell
        terminal.read(until: { $0.selectedLine == "selected: \(afterClick)" }, timeout: 5)
        #expect(terminal.selectedLine == "selected: \(afterClick)", "the click in the grid of \(afterKeys): \(terminal.text)")

        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.localModes() == cookedModes)
        #expect(contains(terminal.received, TerminalModes.enter))
        // After the terminal is given back, the demo prints the selection and nothing else.
        let leave = try #require(terminal.received.lastRange(of: TerminalModes.leave), "no leave sequence")
        #expect(String(decoding: terminal.received[leave.upperBound...], as: UTF8.self) == "selected: \(afterClick)\r\n")
    }

    @Test("SIGINT, SIGTERM and SIGHUP restore the terminal before the demo dies", arguments: [SIGINT, SIGTERM, SIGHUP])
    func signals(signal: Int32) throws {
        let terminal = try PseudoTerminal()
        let cookedModes = terminal.localModes()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        kill(terminal.process.processIdentifier, signal)
        try #require(terminal.waitForExit(), "the demo did not die of signal \(signal)")
        #expect(terminal.process.terminationReason == .uncaughtSignal)
        #expect(terminal.process.terminationStatus == signal)
        #expect(terminal.localModes() == cookedModes)
        #expect(contains(terminal.received, TerminalModes.leave))
    }

    @Test("a terminal too small for the demo (80×23) shows a message, not garbage; other keys act on nothing; Esc and q leave (0), Ctrl-C too (130)",
          arguments: [("\u{1B}", Int32(0)), ("q", 0), ("\u{03}", 130)])
    func tooSmall(leave: String, status: Int32) throws {
        let terminal = try PseudoTerminal(columns: 80, rows: 23)
        let cookedModes = terminal.localModes()
        try terminal.start([])
        #expect(terminal.read(until: { $0.text.hasPrefix("Terminal too small\nEnlarge to 48x24\nEsc, q or Ctrl-C quits") }),
                "\(terminal.text)")
        terminal.send("\r x")
        terminal.read(until: { _ in false }, timeout: 0.2)
        #expect(terminal.process.isRunning)
        terminal.send(leave)
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == status)
        #expect(terminal.localModes() == cookedModes)
    }

    @Test("a resize re-lays out: too small shows the message, large again shows the calendar")
    func resizes() throws {
        let terminal = try PseudoTerminal()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        for (columns, rows) in [(20, 5), (1, 1), (80, 24), (30, 8), (100, 30)] {
            terminal.resize(columns: columns, rows: rows)
            let large = columns >= 48 && rows >= 24
            let message = ["Terminal too small", "Too small", "Small"].first { $0.count <= columns } ?? String("Small".prefix(columns))
            #expect(terminal.read(until: { large ? $0.selectedLine != nil : $0.text.hasPrefix(message) }, timeout: 5),
                    "\(columns)×\(rows): \(terminal.text)")
        }
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("TERM=dumb runs the plain mode, as --plain's help says: the keys once, a line per change, no escape sequence")
    func dumbTerminal() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--date", "2026-11-20"], term: "dumb")
        #expect(terminal.read(until: { $0.text.contains("Calendar: Friday 20 November 2026, week 47") }), "\(terminal.text)")
        #expect(terminal.process.isRunning)
        terminal.send("\u{1B}[C")
        #expect(terminal.read(until: { $0.text.contains("Calendar: Saturday 21 November 2026, week 47") }), "\(terminal.text)")
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
        let lines = terminal.screen.lines(trimmingTrailingSpaces: true)
        #expect(lines[0].hasPrefix("keys: Left/Right h/l one day"))
        #expect(lines.contains("selected: 2026-11-21"))
        #expect(!terminal.received.contains(0x1B))
        #expect(InteractiveCommand.help.contains("screen readers (also when TERM is dumb)"))
    }

}

@MainActor
@Suite("Interactive demo without a terminal")
struct InteractiveDemoWithoutTerminalTests {
    @Test("with input and output not terminals the demo prints one frame of the Calendar screen")
    func notATerminal() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let output = try await InteractiveCommand.run(arguments: ["--ascii"], environment: ["TERM": "xterm-256color"],
                                                input: ends[0], output: ends[1]).output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == " 1 Calendar   2 Ribbons   3 Form   4 Time")
        #expect(lines.contains { $0.hasPrefix("  selected: ") })
        #expect(!output.contains("\u{1B}"))
        #expect(await DemoMain.run(arguments: ["--bogus"]).status == 2)
    }
}
