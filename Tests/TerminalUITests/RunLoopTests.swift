#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observation
import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

/// The terminal's side of a pseudo-terminal, played by a ``VirtualTerminal``
/// on a thread of its own (``BackgroundThread``; never the main actor's, where the loop runs).
/// It answers cursor position requests as a terminal emulator does.
final class TerminalSide: @unchecked Sendable {
    let master: Int32
    private(set) var screen: VirtualTerminal
    private(set) var received: [UInt8] = []

    init(master: Int32, columns: Int, rows: Int) {
        self.master = master
        screen = VirtualTerminal(width: columns, height: rows)
    }

    /// The screen's lines, trailing spaces trimmed.
    var lines: [String] { screen.lines(trimmingTrailingSpaces: true) }

    /// Writes text to the screen as a program did before (a shell's prompt), without a program reading it.
    func show(_ text: String) {
        screen.apply(Array(text.utf8))
    }

    /// Reads what the program writes until `done` holds for the screen or
    /// the time runs out.
    ///
    /// - Returns: Whether `done` held.
    @discardableResult
    func read(until done: (TerminalSide) -> Bool, timeout seconds: Double) -> Bool {
        let deadline = MonotonicClock.now() + seconds * 1000
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !done(self) {
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { return false }
            guard waitForInput([master], timeout: Int32(min(left, 50).rounded(.up))) == [true] else { continue }
            let count = Glibc.read(master, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return done(self) }
            received += buffer[0..<count]
            screen.apply(buffer[0..<count])
            send(screen.takeResponses())
        }
        return true
    }

    /// Sends bytes as typed keys (or the terminal's answers).
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            precondition(written > 0, "the terminal side could not write: errno \(errno)")
            offset += written
        }
    }

    /// Sends text as typed keys.
    func send(_ text: String) { send(Array(text.utf8)) }
}

/// Shows a status line that work outside the loop changes; counts its frames.
@MainActor @Observable
final class StatusApp: TerminalApplication {
    var status = "waiting"
    @ObservationIgnored private(set) var frames = 0
    @ObservationIgnored var minimumSize: (columns: Int, rows: Int) = (columns: 10, rows: 2)

    var isAnimating: Bool { false }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        event == .key(.character("q")) ? .quit : .keepRunning
    }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        frames += 1
        buffer.put(status, atColumn: 0, row: 0)
    }
}

/// The same without Observation: the loop cannot see its changes.
@MainActor
final class PlainStatusApp: TerminalApplication {
    var status = "waiting"
    var minimumSize: (columns: Int, rows: Int) { (columns: 10, rows: 2) }
    var isAnimating: Bool { false }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        event == .key(.character("q")) ? .quit : .keepRunning
    }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        buffer.put(status, atColumn: 0, row: 0)
    }
}

/// Records every event it gets; quits on Ctrl-C.
@MainActor
final class RecordingApp: TerminalApplication {
    private(set) var events: [InputEvent] = []
    var minimumSize: (columns: Int, rows: Int) { (columns: 30, rows: 10) }
    var isAnimating: Bool { false }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        events.append(event)
        return event == TerminalRunLoop.quitKey ? .quit : .keepRunning
    }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        buffer.put("the application", atColumn: 0, row: 0)
    }
}

/// An inline program whose help needs more rows than it: `?` shows the help (one line per
/// row, the band asks for all of them), any key closes it; Esc cancels, even while too small.
@MainActor
final class GrowingApp: TerminalApplication {
    private(set) var showsHelp = false
    private(set) var sizes: [(columns: Int, rows: Int)] = []
    private(set) var events: [InputEvent] = []
    var minimumSize: (columns: Int, rows: Int) { (columns: 12, rows: 2) }
    var isAnimating: Bool { false }
    nonisolated static let helpRows = 6

    var preferredBandRows: Int? { showsHelp ? GrowingApp.helpRows : nil }

    func sizeDidChange(to size: (columns: Int, rows: Int)) {
        sizes.append(size)
    }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        events.append(event)
        if showsHelp {
            showsHelp = false
        } else if event == .key(.character("?")) {
            showsHelp = true
        } else if event == .key(.escape) || event == TerminalRunLoop.quitKey {
            return .quit
        }
        return .keepRunning
    }

    func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        events.append(event)
        return event == .key(.escape) || event == TerminalRunLoop.quitKey ? .quit : .keepRunning
    }

    var tooSmallExitWordings: [String] { ["Esc cancels", "Esc"] }

    func advance(to time: Double) {}

    func draw(into buffer: inout ScreenBuffer) {
        guard showsHelp else {
            buffer.put("app", atColumn: 0, row: 0)
            buffer.put("? help", atColumn: 0, row: buffer.height - 1)
            return
        }
        for row in 0..<buffer.height { buffer.put("help \(row + 1)", atColumn: 0, row: row) }
    }
}

/// How long a test waits for what must come at once: longer than the whole test run. Other
/// tests hold the main actor meanwhile: each of the demo's serialized pseudo-terminal suites
/// queues one synchronous main-actor test of several seconds, so a job of the loop's can wait
/// behind all of them, two minutes on a loaded two-core machine. What never comes still fails.
private let patience = 600.0

extension TerminalSessionTests {
    @Suite("TerminalRunLoop: the main actor runs while the loop waits for input")
    @MainActor
    struct RunLoopTests {
        @Test("a Task that resumes after a sleep changes what the screen draws, with no key pressed")
        func taskAfterSleep() async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 4))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 4)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            let app = StatusApp()
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(100))
                app.status = "loaded"
            }
            let watcher = Task.detached { await BackgroundThread.run {
                let shown = side.read(until: { $0.lines[0] == "loaded" }, timeout: patience)
                side.send("q")
                return shown
            } }
            let ending = await TerminalRunLoop.run(app, in: session)
            #expect(await watcher.value, "the screen: \(side.lines)")
            #expect(ending == .quit)
        }

        @Test("a timer ticks while the loop waits; a tick draws at most one frame and an idle loop draws nothing more")
        func timer() async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 4))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 4)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            let app = StatusApp()
            Task { @MainActor in
                for tick in 1...5 {
                    try? await Task.sleep(for: .milliseconds(20))
                    app.status = "tick \(tick)"
                }
            }
            let watcher = Task.detached { await BackgroundThread.run { () -> (shown: Bool, idle: Bool) in
                let shown = side.read(until: { $0.lines[0] == "tick 5" }, timeout: patience)
                // Quiet for a while: nothing is written, no frame is drawn.
                let before = side.received.count
                side.read(until: { _ in false }, timeout: 0.3)
                let idle = side.received.count == before
                side.send("q")
                return (shown, idle)
            } }
            let ending = await TerminalRunLoop.run(app, in: session)
            let result = await watcher.value
            #expect(result.shown, "the screen: \(side.lines)")
            #expect(result.idle)
            #expect(ending == .quit)
            // The first frame, at most one a tick (ticks that come while the main actor is busy
            // elsewhere share one), at most one for the q; never a frame with nothing new.
            #expect((2...7).contains(app.frames), "\(app.frames) frames")
        }

        @Test("state the loop cannot observe is drawn after requestDraw()")
        func requestDraw() async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 4))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 4)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            let app = PlainStatusApp()
            // The task says when it changed the status (a byte in a pipe); the watcher says when to go on.
            var changed: [Int32] = [-1, -1]
            try #require(pipe(&changed) == 0)
            defer { changed.forEach { _ = close($0) } }
            let (goOn, next) = AsyncStream.makeStream(of: Void.self)
            Task { @MainActor in
                app.status = "unseen"
                var byte: UInt8 = 1
                _ = write(changed[1], &byte, 1)
                for await _ in goOn { break }
                app.status = "requested"
                session.requestDraw()
            }
            let reader = changed[0]
            let watcher = Task.detached { await BackgroundThread.run { () -> (unseen: Bool, requested: Bool) in
                let first = side.read(until: { $0.lines[0] == "waiting" }, timeout: patience)
                let told = waitForInput([reader], timeout: Int32(patience * 1000)) == [true]
                // Without a request the change stays off the screen.
                let unseen = first && told && !side.read(until: { $0.lines[0] != "waiting" }, timeout: 0.3)
                next.yield()
                let requested = side.read(until: { $0.lines[0] == "requested" }, timeout: patience)
                side.send("q")
                return (unseen, requested)
            } }
            let ending = await TerminalRunLoop.run(app, in: session)
            let result = await watcher.value
            #expect(result.unseen, "the screen: \(side.lines)")
            #expect(result.requested, "the screen: \(side.lines)")
            #expect(ending == .quit)
        }

        @Test("inline after a script's prompt: the prompt stays, the band is below it, the cursor ends after it",
              arguments: [0, 7])
        func inlineAfterPrompt(promptRow: Int) async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 40, rows: 8))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 40, rows: 8)
            // What the shell printed before: lines, then `printf 'Start date: '` without a line feed.
            side.show(String(repeating: "\r\n", count: promptRow) + "Start date: ")
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: 3))
            defer { session.restore() }
            let app = StatusApp()
            let watcher = Task.detached { await BackgroundThread.run { () -> (during: [String], bandTop: Int) in
                side.read(until: { $0.lines.contains("waiting") }, timeout: patience)
                let during = side.lines
                let bandTop = side.lines.firstIndex(of: "waiting") ?? -1
                side.send("q")
                return (during, bandTop)
            } }
            let ending = await TerminalRunLoop.run(app, in: session)
            let (during, bandTop) = await watcher.value
            session.restore()
            _ = await BackgroundThread.run { side.read(until: { $0.screen.privateModes.contains(25) }, timeout: patience) }
            // Near the bottom the band scrolls the prompt up: it stays just above the band.
            let promptAt = min(promptRow, 8 - 3 - 1)
            #expect(ending == .quit)
            #expect(bandTop == promptAt + 1, "\(during)")
            #expect(during[promptAt] == "Start date:", "\(during)")
            #expect(side.lines[promptAt] == "Start date:")
            #expect(side.lines[(promptAt + 1)...].allSatisfy { $0.isEmpty }, "\(side.lines)")
            #expect(side.screen.cursorRow == promptAt && side.screen.cursorColumn == 12)
        }

        @Test("too small: the message fits, and Enter, q, Esc, clicks and pastes reach nothing; Ctrl-C quits")
        func tooSmall() async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 5))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 5)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            let app = RecordingApp()
            let watcher = Task.detached { await BackgroundThread.run { () -> [String] in
                side.read(until: { $0.lines[0] == "Terminal too small" }, timeout: patience)
                side.send("\r q\u{1B}[<0;3;2M\u{1B}[<0;3;2m\u{1B}[200~2026-11-20\u{1B}[201~")
                side.send("\u{1B}")
                side.read(until: { _ in false }, timeout: 0.2)   // past the escape timeout: a lone Esc
                // Twice: a loop kept busy past the pause reads the Esc with the first as Alt-Ctrl-C.
                side.send("\u{03}\u{03}")
                side.read(until: { _ in false }, timeout: 0.2)
                return side.lines
            } }
            let ending = await TerminalRunLoop.run(app, in: session)
            let lines = await watcher.value
            #expect(Array(lines.prefix(3)) == ["Terminal too small", "Enlarge to 30x10", "Ctrl-C quits"])
            #expect(app.events == [TerminalRunLoop.quitKey])
            #expect(ending == .quit)
        }
    }
}

extension TerminalSessionTests.RunLoopTests {
    @Test("an inline band grows to the rows its application asks for and shrinks back; the application hears each size")
    func growingBand() async throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 10))
        defer { terminal.close() }
        let side = TerminalSide(master: terminal.master, columns: 20, rows: 10)
        side.show("$ prompt\r\n")
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: 2))
        defer { session.restore() }
        let app = GrowingApp()
        let watcher = Task.detached { await BackgroundThread.run { () -> (help: [String], after: [String]) in
            side.read(until: { $0.lines.contains("? help") }, timeout: patience)
            side.send("?")
            side.read(until: { $0.lines.contains("help \(GrowingApp.helpRows)") }, timeout: patience)
            let help = side.lines
            side.send("x")
            side.read(until: { $0.lines.contains("? help") && !$0.lines.contains("help 1") }, timeout: patience)
            let after = side.lines
            side.send("\u{1B}")
            side.read(until: { _ in false }, timeout: 0.2)
            return (help, after)
        } }
        let ending = await TerminalRunLoop.run(app, in: session)
        let (help, after) = await watcher.value
        #expect(ending == .quit)
        #expect(Array(help.prefix(8)) == ["$ prompt"] + (1...GrowingApp.helpRows).map { "help \($0)" } + [""], "\(help)")
        #expect(Array(after.prefix(4)) == ["$ prompt", "app", "? help", ""], "\(after)")
        #expect(app.sizes.map(\.rows) == [2, GrowingApp.helpRows, 2], "\(app.sizes)")
        #expect(app.sizes.allSatisfy { $0.columns == 20 })
    }

    @Test("too small: the application's own keys leave (Esc), Enter reaches nothing, and the message names them")
    func tooSmallCancel() async throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 8, rows: 5))
        defer { terminal.close() }
        let side = TerminalSide(master: terminal.master, columns: 8, rows: 5)
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        let app = GrowingApp()
        let watcher = Task.detached { await BackgroundThread.run { () -> [String] in
            side.read(until: { $0.lines[0] == "Small" }, timeout: patience)
            side.send("\r\u{1B}[<0;3;2M\u{1B}[<0;3;2m")
            side.read(until: { _ in false }, timeout: 0.2)
            let lines = side.lines
            side.send("\u{1B}")
            // The loop has ended once the session gives the terminal back (the cursor shows again).
            // Should Esc not have ended it, Ctrl-C does (twice: see tooSmall()), and the test fails
            // on the events instead of waiting for ever.
            if !side.read(until: { $0.screen.privateModes.contains(25) }, timeout: patience) {
                side.send("\u{03}\u{03}")
            }
            return lines
        } }
        let ending = await TerminalRunLoop.run(app, in: session)
        session.restore()
        let lines = await watcher.value
        #expect(Array(lines.prefix(3)) == ["Small", "12x2", "Esc"], "\(lines)")
        #expect(app.events == [.key(.enter), .key(.escape)])
        #expect(ending == .quit)
    }
}

@Suite("The too-small message")
struct TooSmallMessageTests {
    @Test("each line is the longest wording that fits, cut below the shortest", arguments: [
        (80, ["Terminal too small", "Enlarge to 72x24", "Ctrl-C quits"]),
        (20, ["Terminal too small", "Enlarge to 72x24", "Ctrl-C quits"]),
        (16, ["Too small", "Enlarge to 72x24", "Ctrl-C quits"]),
        (10, ["Too small", "Need 72x24", "^C quits"]),
        (5, ["Small", "72x24", "^C"]),
        (3, ["Sma", "72x", "^C"]),
        (1, ["S", "7", "^"]),
        (0, ["", "", ""]),
    ])
    func wordings(columns: Int, lines: [String]) {
        #expect(TerminalRunLoop.tooSmallMessage(columns: columns, minimum: (72, 24)) == lines)
    }

    @Test("an application's own way out, in the longest wording that fits", arguments: [
        (30, "Esc cancels, Ctrl-C quits"), (20, "Esc cancels"), (5, "Esc"), (2, "Es"),
    ])
    func exitWordings(columns: Int, line: String) {
        let wordings = ["Esc cancels, Ctrl-C quits", "Esc cancels, ^C quits", "Esc cancels", "Esc"]
        #expect(TerminalRunLoop.tooSmallMessage(columns: columns, minimum: (72, 24), exitWordings: wordings).last == line)
    }

    @Test("drawn from the top, as many lines as there are rows, none wider than the screen",
          arguments: [(20, 5), (20, 2), (10, 3), (1, 1), (7, 1)])
    func drawn(columns: Int, rows: Int) {
        var buffer = ScreenBuffer(width: columns, height: rows)
        TerminalRunLoop.drawTooSmall(into: &buffer, minimum: (columns: 120, rows: 40))
        let expected = TerminalRunLoop.tooSmallMessage(columns: columns, minimum: (120, 40)).prefix(rows)
        #expect(Array(buffer.lines(trimmingTrailingSpaces: true).prefix(expected.count)) == Array(expected))
        #expect(expected.allSatisfy { TextWidth.columns(of: $0) <= columns })
        #expect(expected.first.map { !$0.isEmpty } == true)
    }
}
