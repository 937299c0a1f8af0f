import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

extension HostileTerminalUI {
    /// Modes, sessions on a pseudo-terminal in every mode, animation and the run loops, with any rows,
    /// columns, intervals and times.
    @MainActor
    static func terminal() async {
        for rows in Hostile.ints {
            let bytes = TerminalModes.enterInline(rows: rows)
            #expect(bytes.filter { $0 == 0x0A }.count == min(max(rows, 1), ScreenBuffer.maximumHeight) - 1)
            _ = TerminalModes.backToText(endingAtColumn: rows)
        }
        for descriptor in Hostile.descriptors {
            _ = TerminalSession.size(of: descriptor)
            #expect(throws: TerminalError.notATerminal) { try TerminalSession(input: descriptor, output: descriptor) }
        }
        _ = MonotonicClock.now()

        // Animation: any start, any interval.
        for time in Hostile.doubles {
            for interval in Hostile.doubles {
                let counter = FrameCounter(frames: 3)
                _ = counter.advanceToRest(from: time, frameInterval: interval)
                #expect(counter.times.count == 3)
            }
        }

        // Sessions on a pseudo-terminal, in every mode, with any rows, positions and bytes.
        guard let terminal = PseudoTerminalPair.open(columns: 30, rows: 6) else { return }
        defer { terminal.close() }
        let side = TerminalSide(master: terminal.master, columns: 30, rows: 6)
        let modes = Hostile.ints.map { TerminalSession.Mode.inline(rows: $0) } + [.fullScreen, .plain]
        for (index, mode) in modes.enumerated() {
            guard let session = try? TerminalSession(input: terminal.slave, output: terminal.slave, mode: mode) else {
                Issue.record("no session in mode \(mode)")
                continue
            }
            #expect((1...6).contains(session.bandRows))
            let number = Hostile.ints[index % Hostile.ints.count]
            session.noteCursorPosition(.init(row: number, column: ~number))
            session.placeBand(cursorColumn: number)
            session.noteCursorPosition(.init(row: Int.min, column: Int.max))
            for rows in Hostile.someInts + [nil] {
                session.setBandRows(rows)
                #expect((1...6).contains(session.bandRows))
                side.read(until: { _ in false }, timeout: 0.005)
            }
            session.renewBand()
            session.write(Array(Hostile.texts[index % Hostile.texts.count].utf8.prefix(2000)))
            session.write([])
            _ = session.takeWake()
            session.requestDraw()
            _ = session.takeResize()
            side.read(until: { _ in false }, timeout: 0.005)
            session.restore()
            side.read(until: { _ in false }, timeout: 0.005)
        }

        // The run loops, with an application that asks for hostile rows and sizes and says hostile text.
        for mode in [TerminalSession.Mode.inline(rows: Int.min), .plain] {
            guard let session = try? TerminalSession(input: terminal.slave, output: terminal.slave, mode: mode) else {
                Issue.record("no session for the run loop")
                return
            }
            await runHostileApp(in: session, side: side)
            session.restore()
            side.read(until: { _ in false }, timeout: 0.05)
        }
    }

    /// Runs ``HostileApp`` in a session, the full-screen loop or the plain one, typing at it until it quits.
    @MainActor
    static func runHostileApp(in session: TerminalSession, side: TerminalSide) async {
        let plain = session.mode == .plain
        let ended = Flag()
        let watcher = JoinableThread {
            side.read(until: { $0.lines.contains { $0.hasPrefix("step 0") || $0.hasPrefix("said 0") } }, timeout: 60)
            for _ in 0..<8 {
                side.send("x")
                side.read(until: { _ in false }, timeout: 0.05)
            }
            side.send("\u{3}")
            // Whatever the loop still prints is read until it has ended, so its writes never block.
            side.read(until: { _ in ended.isSet }, timeout: 60)
        }
        let ending = plain ? await TerminalRunLoop.runPlain(HostileApp(), in: session)
            : await TerminalRunLoop.run(HostileApp(), in: session)
        ended.set()
        watcher.join()
        #expect(ending == .quit)
    }
}

/// An application whose every number is hostile: the rows it asks for, its minimum size, where it
/// draws; and whose plain text is hostile too.
@MainActor
final class HostileApp: PlainTextApplication {
    private var step = 0

    var minimumSize: (columns: Int, rows: Int) { step % 3 == 2 ? (Int.max, Int.max) : (Int.min, Int.min) }
    var isAnimating: Bool { false }
    var preferredBandRows: Int? { [Int.min, Int.max, 0, -1, nil, 3][step % 6] }
    var tooSmallExitWordings: [String] { step % 2 == 0 ? [] : ["", Hostile.hugeTexts[2]] }

    func handle(_ event: InputEvent, at time: Double) -> RunDecision {
        if event == TerminalRunLoop.quitKey { return .quit }
        step += 1
        return .keepRunning
    }

    func handleWhileTooSmall(_ event: InputEvent, at time: Double) -> RunDecision {
        handle(event, at: time)
    }

    func advance(to time: Double) {}

    var plainText: String {
        Hostile.shortTexts.joined(separator: "\n") + (step % 5 == 0 ? Hostile.hugeTexts[step == 0 ? 0 : 6] : "") + "\nsaid \(step)"
    }

    func sizeDidChange(to size: (columns: Int, rows: Int)) {
        precondition(size.columns >= 0 && size.rows >= 1, "the loop hands out sizes of a band")
    }

    func draw(into buffer: inout ScreenBuffer) {
        for number in Hostile.someInts {
            buffer.put(Hostile.shortTexts[abs(number % Hostile.shortTexts.count)], atColumn: number, row: number)
        }
        buffer.put("step \(step)", atColumn: 0, row: 0)
    }
}
