#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observation

extension TerminalRunLoop {
    /// Runs an application as plain lines until it quits, the input closes or a deadline passes.
    ///
    /// It prints ``PlainTextApplication/plainText`` at the start and again
    /// whenever it changes after a batch of input, each line with its control
    /// characters made visible (``TerminalText/visible(_:keeping:)``) and
    /// ended by a line feed. Animations are run to their ends at once, on a
    /// clock of their own that stays ahead of the real one, since nothing is
    /// drawn in between. Ctrl-L prints the text again; Ctrl-Z stops the
    /// process as in ``run(_:in:options:until:)``. Mouse events are dropped (a
    /// plain session does not ask for them). As there, the main actor runs
    /// the application's other work while the loop waits, and the text is
    /// printed again when it changed meanwhile (a draw request wakes the loop
    /// to look).
    ///
    /// - Parameters:
    ///   - application: The program.
    ///   - session: A session in the ``TerminalSession/Mode/plain`` mode,
    ///     whose output keeps line feeds as new lines.
    ///   - deadline: When the loop ends with ``TerminalRunLoop/Ending/timedOut``,
    ///     as in ``run(_:in:options:until:)``; on the real clock, not the
    ///     animations' clock that runs ahead of it. `nil` waits for ever.
    /// - Returns: Why the loop ended.
    @MainActor
    public static func runPlain(_ application: PlainTextApplication, in session: TerminalSession,
                                until deadline: Double? = nil) async -> Ending {
        var decoder = InputDecoder()
        var readBuffer = [UInt8](repeating: 0, count: 4096)
        var events: [InputEvent] = []
        var printed: String?
        // Animations run ahead of the real clock: times handed out never go back.
        var clockAhead = 0.0
        let waiter = InputWaiter()
        defer { waiter.stop() }

        func say(force: Bool = false) {
            // Any change to what the text read asks to look again.
            let text = trackingChanges { application.plainText }
            guard force || text != printed else { return }
            printed = text
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            session.write(Array(lines.map { TerminalText.visible($0) + "\n" }.joined().utf8))
        }

        func settle(from time: Double) {
            let now = application.advanceToRest(from: time, frameInterval: frameInterval)
            clockAhead = max(clockAhead, now - MonotonicClock.now())
        }

        say()
        while true {
            var timeout: Int32 = -1
            let now = MonotonicClock.now() + clockAhead
            if let deadline = decoder.pendingDeadline {
                timeout = waitTimeout(until: deadline, from: now)
            }
            if let deadline {
                let realNow = MonotonicClock.now()
                guard realNow < deadline else { return .timedOut }
                let wait = waitTimeout(until: deadline, from: realNow)
                timeout = timeout < 0 ? wait : min(timeout, wait)
            }
            guard let readable = await waiter.wait(for: [session.input, session.wakeDescriptor], timeout: timeout) else {
                return .endOfInput
            }
            let time = MonotonicClock.now() + clockAhead
            events.removeAll(keepingCapacity: true)
            let wake = session.takeWake()
            if wake.contains(.continued) {
                session.resume()
                say(force: true)
            }
            if readable[0] {
                let count = read(session.input, &readBuffer, readBuffer.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .endOfInput }
                if count > 0 { decoder.feed(readBuffer[0..<count], at: time, into: &events) }
            }
            decoder.flushPending(at: time, into: &events)
            var repeatText = false
            for event in events {
                switch event {
                case redrawKey:
                    repeatText = true
                case suspendKey:
                    // Returns once the process continues.
                    session.suspend()
                    _ = session.takeWake()
                    session.resume()
                    repeatText = true
                case .mouse:
                    continue
                default:
                    if application.handle(event, at: time) == .quit { return .quit }
                }
            }
            settle(from: time)
            // What the events changed asked to look again: this look, now.
            if session.takeWake().contains(.continued) {
                session.resume()
                repeatText = true
            }
            say(force: repeatText)
        }
    }
}
