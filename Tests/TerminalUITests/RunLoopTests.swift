#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

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

        @Test("too small: the message fits, Enter, clicks and pastes reach nothing; Esc, q and Ctrl-C leave (Ctrl-C through the application)",
              arguments: [("\u{1B}", false), ("q", false), ("\u{03}\u{03}", true)])
        func tooSmall(leave: String, reachesApplication: Bool) async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 5))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 5)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            let app = RecordingApp()
            let watcher = Task.detached { await BackgroundThread.run { () -> [String] in
                side.read(until: { $0.lines[0] == "Terminal too small" }, timeout: patience)
                side.send("\r \u{1B}[<0;3;2M\u{1B}[<0;3;2m\u{1B}[200~2026-11-20\u{1B}[201~")
                side.read(until: { _ in false }, timeout: 0.2)
                // Ctrl-C twice: a loop kept busy past the pause reads an Esc with the first as Alt-Ctrl-C.
                side.send(leave)
                side.read(until: { _ in false }, timeout: 0.2)   // past the escape timeout: a lone Esc
                return side.lines
            } }
            let ending = await TerminalRunLoop.run(app, in: session)
            let lines = await watcher.value
            #expect(Array(lines.prefix(3)) == ["Terminal too small", "Enlarge to 30x10", "q or Ctrl-C quits"])
            #expect(app.events == (reachesApplication ? [TerminalRunLoop.quitKey] : []))
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
