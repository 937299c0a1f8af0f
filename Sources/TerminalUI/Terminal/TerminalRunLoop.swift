#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observation

/// The event loop of a terminal program.
///
/// It waits for input on a thread of its own (`poll`, or `select` on Apple
/// platforms, whose `poll` does not work on terminals) and suspends
/// meanwhile, so the main actor, where it and the application run, keeps
/// running the application's other work: a `Task { @MainActor in … }` that
/// fetches something, a timer. While nothing moves the wait has no timeout
/// at all, so an idle program costs no CPU. It wakes for input, for a
/// resize, for the process continuing after a stop, for the end of a
/// pending Esc and when a frame is asked for, and steps animations at about
/// 60 frames per second only while the application animates. Frames go
/// through a diffing ``ScreenRenderer``, so only changed cells are written;
/// Ctrl-L and resizes repaint everything. Ctrl-Z stops the process with the
/// terminal given back (``TerminalSession/suspend()``); when it continues,
/// the terminal is taken again and repainted.
///
/// A frame is drawn after every batch of events and animation step, and
/// whenever state that the last frame read changes: the loop observes the
/// `Observable` objects (SwiftUI's `@Observable` models, the package's
/// pickers) that ``TerminalApplication/draw(into:)`` and
/// ``TerminalApplication/isAnimating`` read, as SwiftUI does. For other
/// state changed outside the loop, call ``TerminalSession/requestDraw()``.
///
/// The application hears of the size it draws in before the first frame
/// and whenever it changes (``TerminalApplication/sizeDidChange(to:)``).
///
/// While the terminal is smaller than the application's
/// ``TerminalApplication/minimumSize``, the loop shows a short message
/// (``drawTooSmall(into:minimum:exitWordings:)``) and hands the
/// application only keys, through
/// ``TerminalApplication/handleWhileTooSmall(_:at:)``: by default only
/// Ctrl-C (``quitKey``) reaches it, on which it should quit, and a program
/// may also take a key that cancels, which loses nothing. Clicks and
/// pastes are dropped, so nothing acts on a screen nobody sees (Enter does
/// not choose a day that was never shown). Ctrl-L, Ctrl-Z and resizes work
/// as always.
///
/// In an inline session the frames are the session's band
/// (``TerminalSession/bandRows`` lines, the terminal's width), and mouse
/// rows are counted from the band's top; mouse events that arrive before
/// the terminal said where the band is are dropped. The first frame waits
/// until the terminal has said where the cursor is, so that the band keeps
/// text before the cursor (``TerminalSession/placeBand(cursorColumn:)``);
/// a terminal that does not answer within ``bandPlacementTimeout`` gets the
/// band at the cursor's line. Before each frame the band takes the rows the
/// application asks for (``TerminalApplication/preferredBandRows``, the
/// session's own when `nil`), at most the terminal's height: a help overlay
/// gets room for all of its lines, and the band shrinks back after it.
public struct TerminalRunLoop {
    /// The time between animation frames, in milliseconds.
    public static let frameInterval = 1000.0 / 60.0

    /// How long an inline session waits for the terminal to say where the
    /// cursor is before it places the band without knowing, in milliseconds.
    public static let bandPlacementTimeout = 500.0

    /// Why the loop ended.
    public enum Ending: Hashable, Sendable {
        /// The application asked to quit.
        case quit
        /// The input closed (end of file).
        case endOfInput
        /// The deadline passed (`run(_:in:options:until:)`, `runPlain(_:in:until:)`).
        case timedOut
    }

    /// The byte Ctrl-Z sends in raw mode, as the decoder reports it.
    static let suspendKey = InputEvent.key(.character("z"), .control)
    /// The byte Ctrl-L sends, which repaints.
    static let redrawKey = InputEvent.key(.character("l"), .control)
    /// Ctrl-C: the key that quits, which the application gets even while the terminal is too small.
    public static let quitKey = InputEvent.key(.character("c"), .control)

    /// The keys that leave the too-small screen of an application that does not
    /// choose its own (``TerminalApplication/handleWhileTooSmall(_:at:)``'s
    /// default): Esc and q, as they leave most terminal programs, and ``quitKey``.
    public static let leaveKeys: [InputEvent] = [.key(.escape), .key(.character("q")), quitKey]

    /// How the too-small message says Esc, q and Ctrl-C quit, from the longest
    /// wording to the shortest: the default of ``TerminalApplication/tooSmallExitWordings``.
    public static let quitWordings = ["Esc, q or Ctrl-C quits", "q or Ctrl-C quits", "q or ^C quits", "q quits", "q"]

    /// Runs an application until it quits, the input closes or a deadline passes.
    ///
    /// Call it from the main actor's code, with `await`; the application's
    /// other main-actor work runs while the loop waits.
    ///
    /// - Parameters:
    ///   - application: The program.
    ///   - session: The terminal session it draws in (full screen or inline;
    ///     a plain session is run by ``runPlain(_:in:until:)``).
    ///   - options: The renderer's options (colour or not); the placement
    ///     follows the session's mode.
    ///   - deadline: When the loop ends with ``Ending/timedOut`` if nothing
    ///     ended it before, on ``MonotonicClock``'s clock (milliseconds); `nil`
    ///     (the default) waits for ever. A deadline that passed, or is NaN, ends
    ///     the loop after the first frame; inline, the first frame waits for the
    ///     terminal's answer about the cursor (at most ``bandPlacementTimeout``),
    ///     so that the answer never outlives the program. Events that arrive
    ///     together with the deadline are handled first.
    /// - Returns: Why the loop ended.
    @MainActor
    public static func run(_ application: TerminalApplication, in session: TerminalSession,
                           options: ScreenRenderer.Options = ScreenRenderer.Options(),
                           until deadline: Double? = nil) async -> Ending {
        var decoder = InputDecoder()
        var rendererOptions = options
        rendererOptions.placement = session.isInline ? .inline : .fullScreen
        var renderer = ScreenRenderer(options: rendererOptions)
        var output: [UInt8] = []
        var readBuffer = [UInt8](repeating: 0, count: 4096)
        var events: [InputEvent] = []
        var size = (columns: 0, rows: 0)
        var nextFrame = MonotonicClock.now()
        var placementDeadline = nextFrame + bandPlacementTimeout
        if session.isInline { decoder.expectCursorPositionReport() }
        let waiter = InputWaiter()
        defer { waiter.stop() }

        /// Reads the size from the session, at most a buffer's, and tells the application when it changed.
        func takeSize() {
            let new = (columns: min(session.size.columns, ScreenBuffer.maximumWidth),
                       rows: min(session.bandRows, ScreenBuffer.maximumHeight))
            guard new != size else { return }
            size = new
            application.sizeDidChange(to: size)
        }

        /// Gives an inline band the rows the application asks for; a band
        /// made anew is repainted whole, and the terminal says where it starts.
        func fitBand() {
            guard session.isInline else { return }
            if session.setBandRows(application.preferredBandRows) {
                decoder.expectCursorPositionReport()
                renderer.invalidate()
            }
            takeSize()
        }

        /// Whether the terminal (or the band) is smaller than the application needs.
        func isTooSmall() -> Bool {
            let minimum = application.minimumSize
            // Plain Bools: `||` takes its right side as a closure.
            let tooNarrow = size.columns < minimum.columns, tooShort = size.rows < minimum.rows
            return tooNarrow || tooShort
        }

        func draw() {
            // Inline, nothing is drawn before the band has its place.
            guard session.isBandPlaced else { return }
            var buffer = ScreenBuffer(width: size.columns, height: size.rows)
            let minimum = application.minimumSize
            let tooSmall = isTooSmall()
            // Any change to what this frame read asks for the next one.
            trackingChanges {
                if tooSmall {
                    drawTooSmall(into: &buffer, minimum: minimum, exitWordings: application.tooSmallExitWordings)
                } else {
                    application.draw(into: &buffer)
                }
                _ = application.isAnimating
            }
            output.removeAll(keepingCapacity: true)
            renderer.render(buffer, appendingTo: &output)
            if !output.isEmpty { session.write(output) }
        }

        /// Takes the terminal again after a stop, makes a new band after an
        /// inline resize, and repaints everything after either. A draw
        /// request needs nothing more: a frame follows every wake.
        func handle(_ wake: TerminalSession.Wake) {
            let needsRepaint: TerminalSession.Wake = [.resized, .continued]
            guard !wake.isDisjoint(with: needsRepaint) else { return }
            // Each asks the terminal where the cursor is (inline): expect the answer.
            if wake.contains(.continued) {
                session.resume()
                placementDeadline = MonotonicClock.now() + bandPlacementTimeout
                if session.isInline { decoder.expectCursorPositionReport() }
            } else if session.isInline, session.isBandPlaced {
                session.renewBand()
                decoder.expectCursorPositionReport()
            }
            // The terminal may have reflowed or cleared its content: repaint all of it.
            takeSize()
            renderer.invalidate()
        }

        takeSize()
        fitBand()
        draw()
        while true {
            let now = MonotonicClock.now()
            var timeout: Int32 = -1
            if application.isAnimating { timeout = waitTimeout(until: nextFrame, from: now) }
            // The host's deadline counts once the first frame is on the screen: inline, that is once
            // the terminal said where the cursor is (or did not in time), so no answer is left to reach the shell.
            let endsAt = session.isBandPlaced ? deadline : nil
            if let endsAt, !(now < endsAt) { return .timedOut }
            for wake in [decoder.pendingDeadline, session.isBandPlaced ? nil : placementDeadline, endsAt].compactMap({ $0 }) {
                let wait = waitTimeout(until: wake, from: now)
                timeout = timeout < 0 ? wait : min(timeout, wait)
            }
            guard let readable = await waiter.wait(for: [session.input, session.wakeDescriptor], timeout: timeout) else {
                return .endOfInput
            }
            let time = MonotonicClock.now()
            events.removeAll(keepingCapacity: true)

            handle(session.takeWake())
            if readable[0] {
                let count = read(session.input, &readBuffer, readBuffer.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .endOfInput }
                if count > 0 { decoder.feed(readBuffer[0..<count], at: time, into: &events) }
            }
            decoder.flushPending(at: time, into: &events)
            if let position = decoder.takeCursorPositionReport() { session.noteCursorPosition(position) }
            if !session.isBandPlaced && time >= placementDeadline { session.placeBand(cursorColumn: nil) }
            for event in events {
                if event == redrawKey {
                    renderer.invalidate()
                    continue
                }
                if event == suspendKey {
                    // Returns once the process continues.
                    session.suspend()
                    handle(session.takeWake().union(.continued))
                    continue
                }
                guard let placed = placed(event, in: session) else { continue }
                // Nothing acts on a screen nobody sees; keys that leave still do.
                if isTooSmall() {
                    guard case .key = placed else { continue }
                    if application.handleWhileTooSmall(placed, at: time) == .quit { return .quit }
                    continue
                }
                if application.handle(placed, at: time) == .quit { return .quit }
            }
            if application.isAnimating {
                application.advance(to: time)
                nextFrame = time + frameInterval
            }
            // What the events changed asked for a frame: this one, drawn now, in a band of the rows wanted.
            handle(session.takeWake())
            fitBand()
            draw()
        }
    }

    /// The milliseconds from now until a deadline, for a wait's timeout:
    /// rounded up, 0 for a deadline that passed (or is NaN), at most `Int32.max`.
    package static func waitTimeout(until deadline: Double, from now: Double) -> Int32 {
        Int32(ScreenMath.clampedInt((deadline - now).rounded(.up), into: 0...Int(Int32.max)))
    }

    /// Runs `body` and wakes the loop for a new frame (a draw request) when
    /// `Observable` state that it read changes.
    ///
    /// - Parameter body: What reads the state: a frame's drawing, the plain text.
    /// - Returns: What `body` returns.
    @MainActor
    static func trackingChanges<Value>(_ body: () -> Value) -> Value {
        withObservationTracking(body) {
            SignalState.wake(SignalState.drawByte)
        }
    }

    /// An event as the application sees it: mouse rows counted from an
    /// inline band's top, or `nil` for a mouse event while that top is unknown.
    ///
    /// - Parameters:
    ///   - event: The decoded event.
    ///   - session: The session.
    /// - Returns: The event to hand on, or `nil` to drop it.
    @MainActor
    static func placed(_ event: InputEvent, in session: TerminalSession) -> InputEvent? {
        guard session.isInline, case .mouse(var mouse) = event else { return event }
        guard let top = session.bandTop else { return nil }
        mouse.row -= top
        return .mouse(mouse)
    }

    /// The message shown when the terminal is smaller than the application
    /// needs: what is wrong, the size needed and how to leave, one line
    /// each, from the top, as many lines as there are rows. Each line is the
    /// longest of its wordings that fits the width (`Terminal too small`,
    /// `Too small`, `Small`), cut to the width below the shortest; ASCII
    /// only, so it reads on any terminal.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - minimum: The size needed.
    ///   - exitWordings: How to leave, longest first (``TerminalApplication/tooSmallExitWordings``);
    ///     ``quitWordings`` by default.
    public static func drawTooSmall(into buffer: inout ScreenBuffer, minimum: (columns: Int, rows: Int),
                                    exitWordings: [String] = quitWordings) {
        let lines = tooSmallMessage(columns: buffer.width, minimum: minimum, exitWordings: exitWordings)
        for (row, line) in lines.prefix(buffer.height).enumerated() {
            buffer.put(line, atColumn: 0, row: row)
        }
    }

    /// The lines of ``drawTooSmall(into:minimum:exitWordings:)`` for a width.
    ///
    /// - Parameters:
    ///   - columns: The width; not negative.
    ///   - minimum: The size needed.
    ///   - exitWordings: How to leave, longest first; at least one.
    /// - Returns: Three lines, none wider than `columns`.
    static func tooSmallMessage(columns: Int, minimum: (columns: Int, rows: Int),
                                exitWordings: [String] = quitWordings) -> [String] {
        let size = "\(minimum.columns)x\(minimum.rows)"
        let wordings = [
            ["Terminal too small", "Too small", "Small"],
            ["Enlarge to \(size)", "Need \(size)", size],
            exitWordings.isEmpty ? quitWordings : exitWordings,
        ]
        return wordings.map { line in
            line.first { TextWidth.columns(of: $0) <= columns } ?? TextWidth.prefix(of: line[line.count - 1], columns: columns)
        }
    }
}
