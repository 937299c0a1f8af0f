#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

extension TerminalSessionTests {
    /// The deadline a host gives the loop (a script's `--timeout`): it ends the
    /// loop with `.timedOut` once passed, never before, and a key pressed in
    /// time still ends it as the application says.
    @Suite("TerminalRunLoop: a deadline ends the loop")
    @MainActor
    struct RunLoopDeadlineTests {
        @Test("an idle loop ends at its deadline, not before, after drawing its frame",
              arguments: [false, true])
        func idleLoopTimesOut(plain: Bool) async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 4))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 4)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave,
                                              mode: plain ? .plain : .fullScreen)
            defer { session.restore() }
            let start = MonotonicClock.now()
            let deadline = start + 150
            let ending = plain ? await TerminalRunLoop.runPlain(PlainWaitingApp(), in: session, until: deadline)
                : await TerminalRunLoop.run(StatusApp(), in: session, until: deadline)
            let end = MonotonicClock.now()
            #expect(ending == .timedOut)
            #expect(end >= deadline, "ended \(deadline - end) ms early")
            let drawn = side.read(until: { $0.lines.joined().contains("waiting") }, timeout: 5)
            #expect(drawn, "the frame before the deadline: \(side.lines)")
        }

        @Test("a deadline that passed, or is NaN, ends the loop at once", arguments: [-1.0, .nan])
        func passedDeadline(offset: Double) async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 4))
            defer { terminal.close() }
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            let ending = await TerminalRunLoop.run(StatusApp(), in: session, until: MonotonicClock.now() + offset)
            #expect(ending == .timedOut)
        }

        @Test("inline, a deadline that passed still waits for the terminal's answer and draws the band first")
        func inlineDrawsFirst() async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 6))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 6)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: 2))
            defer { session.restore() }
            // The terminal's side answers the cursor position request while the loop runs, until it ends
            // (a byte in a pipe says so); what the loop drew by then is on the side's screen.
            var ended: [Int32] = [-1, -1]
            try #require(pipe(&ended) == 0)
            defer { ended.forEach { _ = close($0) } }
            let reader = ended[0]
            let watcher = Task.detached { await BackgroundThread.run {
                side.read(until: { _ in waitForInput([reader], timeout: 0) == [true] }, timeout: 600)
                side.read(until: { _ in false }, timeout: 0.2)
                return side.lines.joined().contains("waiting")
            } }
            let ending = await TerminalRunLoop.run(StatusApp(), in: session, until: MonotonicClock.now() - 1)
            var byte: UInt8 = 1
            _ = write(ended[1], &byte, 1)
            #expect(ending == .timedOut)
            #expect(await watcher.value, "the band before the end: \(side.lines)")
        }

        @Test("a key before the deadline ends the loop as the application says")
        func keyBeforeDeadline() async throws {
            let terminal = try #require(PseudoTerminalPair.open(columns: 20, rows: 4))
            defer { terminal.close() }
            let side = TerminalSide(master: terminal.master, columns: 20, rows: 4)
            let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
            defer { session.restore() }
            side.send("q")
            // Far enough that only a loop ignoring its input could reach it.
            let ending = await TerminalRunLoop.run(StatusApp(), in: session, until: MonotonicClock.now() + 600_000)
            #expect(ending == .quit)
        }
    }
}

/// Says "waiting" as plain text; quits on q.
@MainActor
private final class PlainWaitingApp: PlainTextApplication {
    var plainText: String { "waiting" }
    var minimumSize: (columns: Int, rows: Int) { (columns: 10, rows: 2) }
    var isAnimating: Bool { false }
    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        event == .key(.character("q")) ? .quit : .keepRunning
    }
    func advance(to time: Double) {}
    func draw(into buffer: inout ScreenBuffer) { buffer.put(plainText, atColumn: 0, row: 0) }
}
