import Foundation
import Testing
import TerminalPickers
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

/// A pipe for a child's stdin, stdout or stderr; both ends close on exec in the tests' process.
final class TestPipe {
    let read: Int32
    private(set) var write: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw PseudoTerminalError("no pipe") }
        (read, write) = (ends[0], ends[1])
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }

    deinit {
        close(read)
        closeWriteEnd()
    }

    func closeWriteEnd() {
        if write >= 0 { close(write) }
        write = -1
    }

    /// Everything written to it, once every writer has closed its end.
    func readAll() -> String {
        closeWriteEnd()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(read, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// `demo pick` on a pseudo-terminal that is its controlling terminal, as in
/// a shell's `d=$(demo pick)`: stdout and stderr are pipes, stdin another pipe.
@MainActor
final class PickRun {
    let terminal: PseudoTerminal
    let stdin = try! TestPipe()
    let stdout = try! TestPipe()
    let stderr = try! TestPipe()
    let modesBefore: [tcflag_t]
    static let shellLine = "$ d=$(demo pick)"

    /// Starts `demo pick`; `output`, when given, is its stdout instead of the pipe ``stdout``.
    init(_ arguments: [String], columns: Int = 80, rows: Int = 24, term: String = "xterm-256color",
         environment: [String: String] = [:], output: Int32? = nil) throws {
        terminal = try PseudoTerminal(columns: columns, rows: rows)
        // What a shell shows before it runs the command.
        terminal.print("\(PickRun.shellLine)\r\n")
        modesBefore = terminal.modes()
        try terminal.start(["pick", "--today", "2026-11-23"] + arguments, term: term, environment: environment, input: stdin.read,
                           output: output ?? stdout.write, error: stderr.write, controllingTerminal: true)
        stdout.closeWriteEnd()
        stderr.closeWriteEnd()
    }

    /// Waits for the band's key line.
    func waitForBand() -> Bool {
        terminal.read(until: { $0.text.contains("? help") })
    }

    /// The lines below the shell's line, trimmed.
    var linesBelow: [String] {
        Array(terminal.screen.lines(trimmingTrailingSpaces: true).dropFirst())
    }

    func finish() throws -> (status: Int32, output: String, error: String) {
        try #require(terminal.waitForExit(), "pick did not end: \(terminal.text)")
        return (terminal.process.shellStatus, stdout.readAll(), stderr.readAll())
    }

    /// What must hold after every ending: the shell's line intact, the band
    /// erased, the cursor shown at the start of the line after the shell's,
    /// the alternate screen never used, and the terminal's modes as before.
    func expectCleanTerminal(_ comment: Comment? = nil) {
        let lines = terminal.screen.lines(trimmingTrailingSpaces: true)
        #expect(lines.first == PickRun.shellLine, comment)
        #expect(linesBelow.allSatisfy { $0.isEmpty }, "left on screen: \(terminal.text)")
        #expect(terminal.screen.cursorRow == 1 && terminal.screen.cursorColumn == 0, comment)
        #expect(terminal.screen.privateModes == [25], comment)
        #expect(!contains(terminal.received, Array("\u{1B}[?1049h".utf8)), comment)
        #expect(terminal.modes() == modesBefore, comment)
    }
}

@MainActor
@Suite("demo pick in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct PickTerminalTests {
    @Test("Right and Enter print the next day on stdout and exit 0; the band is erased and the modes restored")
    func enter() throws {
        let run = try PickRun(["--date", "2026-11-20"])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        // Drawn below the shell's line, on the main screen, with the cursor hidden.
        #expect(run.linesBelow[1].contains("2026"), "\(run.terminal.text)")
        #expect(!run.terminal.screen.isAlternateScreen && !run.terminal.screen.isCursorVisible)
        #expect(run.terminal.modes() != run.modesBefore)
        run.terminal.send("\u{1B}[C")
        #expect(run.terminal.read(until: { $0.text.contains("[21]") }), "\(run.terminal.text)")
        run.terminal.send("\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "2026-11-21\n")
        #expect(result.error == "")
        run.expectCleanTerminal()
    }

    @Test("Esc and q print nothing and exit 1; Ctrl-C exits 130", arguments: [("\u{1B}", Int32(1)), ("q", 1), ("\u{03}", 130)])
    func cancel(key: String, status: Int32) throws {
        let run = try PickRun(["--date", "2026-11-20"])
        #expect(run.waitForBand())
        run.terminal.send(key)
        let result = try run.finish()
        #expect(result.status == status)
        #expect(result.output == "" && result.error == "")
        run.expectCleanTerminal()
    }

    @Test("SIGTERM and SIGHUP: the band is erased and the modes restored before it dies of the signal (128 + n)",
          arguments: [SIGTERM, SIGHUP, SIGINT])
    func signals(signal: Int32) throws {
        let run = try PickRun(["--date", "2026-11-20"])
        #expect(run.waitForBand())
        kill(run.terminal.process.processIdentifier, signal)
        let result = try run.finish()
        #expect(run.terminal.process.terminationReason == .uncaughtSignal)
        #expect(result.status == 128 + signal)
        #expect(result.output == "")
        run.expectCleanTerminal()
    }

    @Test("a click on a day chooses it: mouse rows count from the band, which the terminal reported")
    func click() throws {
        let run = try PickRun(["--date", "2026-11-20"])
        #expect(run.waitForBand())
        // The band starts on screen row 1: ribbons on rows 1–3, the header on 4, the grid from 5.
        // November 2026 starts on a Sunday; the 25th is the Wednesday of the grid's fourth row (row 8).
        run.terminal.send("\u{1B}[<0;14;9M\u{1B}[<0;14;9m")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "2026-11-25\n")
        run.expectCleanTerminal()
    }

    @Test("stdin is ignored: keys come from the terminal even when stdin is a pipe with data")
    func stdinPipe() throws {
        let run = try PickRun(["--date", "2026-11-20", "--format", "%d.%m.%Y"])
        _ = "q\r\u{1B}".utf8CString.withUnsafeBufferPointer { write(run.stdin.write, $0.baseAddress, 3) }
        #expect(run.waitForBand())
        #expect(run.terminal.process.isRunning)
        run.terminal.send("\u{1B}[B\r")
        let result = try run.finish()
        #expect(result.status == 0)
        #expect(result.output == "27.11.2026\n")
    }

    @Test("a prompt is a line above the calendar, its control characters made visible")
    func prompt() throws {
        let run = try PickRun(["--date", "2026-11-20", "--prompt", "Start date\u{1B}]0;pwned\u{7}"])
        #expect(run.waitForBand())
        // Left to right and without bidi controls, it needs no isolation: no marks around it.
        #expect(run.linesBelow.first == "Start date^[]0;pwned^G")
        #expect(!contains(run.terminal.received, Array("\u{1B}]0;".utf8)))
        #expect(!contains(run.terminal.received, Array("\u{2068}".utf8)) && !contains(run.terminal.received, Array("\u{2069}".utf8)))
        run.terminal.send("\r")
        #expect(try run.finish().output == "2026-11-20\n")
        run.expectCleanTerminal()
    }

    @Test("a prompt with right-to-left letters or bidi controls is isolated (U+2068 … U+2069): nothing it holds reorders what follows",
          arguments: ["\u{5EA}\u{5D0}\u{5E8}\u{5D9}\u{5DA}:", "Day \u{202E}reversed", "Pick a day:\u{200F}"])
    func isolatedPrompt(prompt: String) throws {
        let run = try PickRun(["--date", "2026-11-20", "--prompt", prompt])
        #expect(run.waitForBand(), "\(run.terminal.text)")
        #expect(run.linesBelow.first == "\u{2068}\(prompt)\u{2069}")
        run.terminal.send("\u{1B}")
        #expect(try run.finish().status == 1)
        run.expectCleanTerminal()
    }

    @Test("ASCII mode (LANG=C or --ascii) sends no direction mark: no isolates, and a prompt's bidi controls dropped",
          arguments: [
              (["--date", "2026-11-20"], ["LANG": "C"], "? help"),
              (["--date", "2026-11-20", "--ascii"], [:], "? help"),
              (["--time", "09:30"], ["LANG": "C"], "? help"),
              (["--date", "2026-11-20", "--plain"], ["LANG": "C"], "Day ("),
              (["--time", "09:30", "--plain"], ["LANG": "C"], "Time ("),
          ])
    func asciiMode(arguments: [String], environment: [String: String], shown: String) throws {
        let run = try PickRun(arguments + ["--prompt", "Day \u{202E}reversed\u{2067}"], environment: environment)
        #expect(run.terminal.read(until: { $0.text.contains(shown) }), "\(run.terminal.text)")
        let scalars = String(decoding: run.terminal.received, as: UTF8.self).unicodeScalars
        #expect(!scalars.contains(where: BidiIsolation.isDirectionControl), "\(scalars.filter { $0.value >= 0x80 }.map(\.value))")
        if arguments.contains("--date") {
            // The calendar, its key line and the prompt are ASCII: nothing above 0x7F at all.
            #expect(run.terminal.received.allSatisfy { $0 < 0x80 }, "\(scalars.filter { $0.value >= 0x80 }.map(\.value))")
        }
        #expect(run.terminal.text.contains("Day reversed"), "\(run.terminal.text)")
        // The dialogue reads lines: Ctrl-D on an empty one cancels, as Esc does on the band.
        run.terminal.send(arguments.contains("--plain") ? "\u{4}" : "\u{1B}")
        #expect(try run.finish().status == 1)
    }

    @Test("a resize makes a new band; Enter still chooses and the terminal comes back clean")
    func resize() throws {
        let run = try PickRun(["--date", "2026-11-20"])
        #expect(run.waitForBand())
        run.terminal.resize(columns: 60, rows: 20)
        run.terminal.read(until: { _ in false }, timeout: 0.3)
        #expect(run.waitForBand(), "\(run.terminal.text)")
        run.terminal.send("\u{1B}[D\r")
        let result = try run.finish()
        #expect(result.output == "2026-11-19\n")
        run.expectCleanTerminal()
    }

    @Test("with no terminal at all it prints one error line and exits 2")
    func noTerminal() throws {
        let input = try TestPipe(), output = try TestPipe(), error = try TestPipe()
        let process = try ChildProcess(path: PseudoTerminal.demoExecutable.path, arguments: ["pick"],
                                       environment: ["TERM": "xterm", "PATH": "/usr/bin:/bin"],
                                       input: input.read, output: output.write, error: error.write,
                                       placement: .newSession(controllingTerminal: nil))
        try #require(process.waitForExit(timeout: 10))
        #expect(process.shellStatus == 2)
        #expect(output.readAll() == "")
        let message = error.readAll()
        #expect(message.hasPrefix("demo: error: pick needs a terminal: cannot open /dev/tty ("), "\(message)")
        #expect(message.filter { $0 == "\n" }.count == 1 && message.hasSuffix(")\n"))
    }
}

@MainActor
@Suite("The interactive demo's exits and plain mode in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct InteractiveExitTests {
    @Test("Ctrl-C quits at once with 130 and prints nothing after giving the terminal back")
    func controlC() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.modes()
        try terminal.start(["--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        terminal.send("3!")   // unsaved work: Ctrl-C does not ask
        terminal.read(until: { $0.text.contains("unsaved changes") })
        terminal.send("\u{03}")
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 130)
        #expect(terminal.modes() == before)
        let leave = try #require(terminal.received.lastRange(of: TerminalModes.leave))
        #expect(terminal.received[leave.upperBound...].isEmpty)
    }

    @Test("--plain prints one line per change, with no escape sequence; q quits with selected:")
    func plain() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--plain", "--date", "2026-11-20"])
        #expect(terminal.read(until: { $0.text.contains("week 47") }), "\(terminal.text)")
        terminal.send("\u{1B}[C")
        #expect(terminal.read(until: { $0.text.contains("Saturday") }))
        terminal.send("\t")
        #expect(terminal.read(until: { $0.text.contains("Ribbons:") }))
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 0)
        // The keys once (wrapped by the terminal), then one line per change.
        let lines = terminal.screen.lines(trimmingTrailingSpaces: true)
        #expect(lines[0].hasPrefix("keys: Left/Right h/l one day"))
        let first = try #require(lines.firstIndex(of: "Calendar: Friday 20 November 2026, week 47"))
        #expect(Array(lines[first...].prefix(4)) == [
            "Calendar: Friday 20 November 2026, week 47", "Calendar: Saturday 21 November 2026, week 47",
            "Ribbons: months: January, 1 of 12", "selected: 2026-11-21",
        ])
        #expect(!terminal.received.contains(0x1B))
    }
}

extension PseudoTerminal {
    /// Reads what the demo writes until it has stopped (Ctrl-Z), for at most 10 seconds.
    ///
    /// - Returns: Whether it stopped.
    func waitUntilStopped() -> Bool {
        for _ in 0..<500 {
            if process.isStoppedNow { return true }
            read(until: { _ in false }, timeout: 0.02)
        }
        return process.isStoppedNow
    }
}

@MainActor
@Suite("Ctrl-Z in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct SuspendTests {
    @Test("Ctrl-Z gives the terminal back and stops the demo; SIGCONT (fg) takes it again and repaints")
    func suspendAndContinue() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.modes()
        try terminal.start(["--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "\(terminal.text)")
        terminal.send("\u{1A}")
        try #require(terminal.waitUntilStopped(), "the demo did not stop")
        // What it wrote before stopping may still be on its way through the pseudo-terminal: read it all.
        #expect(terminal.read(until: { contains($0.received, TerminalModes.leave) }), "\(terminal.text)")
        #expect(terminal.modes() == before)
        #expect(!terminal.screen.isAlternateScreen && terminal.screen.isCursorVisible)

        kill(terminal.process.processIdentifier, SIGCONT)
        #expect(terminal.read(until: { $0.screen.isAlternateScreen && $0.selectedLine != nil }), "\(terminal.text)")
        #expect(terminal.localModes() & tcflag_t(ICANON | ECHO) == 0)
        // The arrow moves the selection from the one drawn after fg, and q quits
        // once it has (keys typed even earlier are kept: the next test).
        let resumed = try #require(terminal.selectedLine)
        terminal.send("\u{1B}[C")
        #expect(terminal.read(until: { $0.selectedLine.map { $0 != resumed } ?? false }), "\(terminal.text)")
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.shellStatus == 0)
        #expect(terminal.modes() == before)
    }

    @Test("keys typed right after fg, before the demo has the terminal again, are kept: q quits")
    func keysTypedAfterContinue() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "\(terminal.text)")
        terminal.send("\u{1A}")
        try #require(terminal.waitUntilStopped(), "the demo did not stop")
        kill(terminal.process.processIdentifier, SIGCONT)
        terminal.send("q")
        try #require(terminal.waitForExit(), "\(terminal.text)")
        #expect(terminal.process.shellStatus == 0)
    }
}
