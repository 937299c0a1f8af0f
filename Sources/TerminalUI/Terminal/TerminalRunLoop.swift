#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The event loop of a full-screen program.
///
/// It sleeps in `poll` (`select` on Apple platforms, whose `poll` does not
/// work on terminals) while nothing moves (no timeout at all when idle, so
/// an idle program costs no CPU), wakes for input, for a resize and for the
/// end of a pending Esc, and steps animations at about 60 frames per second
/// only while the application animates. Frames go through a diffing
/// ``ScreenRenderer``, so only changed cells are written; Ctrl-L and resizes
/// repaint everything.
public struct TerminalRunLoop {
    /// The time between animation frames, in milliseconds.
    public static let frameInterval = 1000.0 / 60.0

    /// Why the loop ended.
    public enum Ending: Hashable, Sendable {
        /// The application asked to quit.
        case quit
        /// The input closed (end of file).
        case endOfInput
    }

    /// Runs an application until it quits or the input closes.
    ///
    /// - Parameters:
    ///   - application: The program.
    ///   - session: The terminal session it draws in.
    ///   - options: The renderer's options (colour or not).
    /// - Returns: Why the loop ended.
    @MainActor
    public static func run(_ application: TerminalApplication, in session: TerminalSession,
                           options: ScreenRenderer.Options = ScreenRenderer.Options()) -> Ending {
        var decoder = InputDecoder()
        var renderer = ScreenRenderer(options: options)
        var output: [UInt8] = []
        var readBuffer = [UInt8](repeating: 0, count: 4096)
        var events: [InputEvent] = []
        var size = session.size
        var nextFrame = MonotonicClock.now()

        func draw() {
            var buffer = ScreenBuffer(width: size.columns, height: size.rows)
            let minimum = application.minimumSize
            if size.columns < minimum.columns || size.rows < minimum.rows {
                drawTooSmall(into: &buffer, minimum: minimum)
            } else {
                application.draw(into: &buffer)
            }
            output.removeAll(keepingCapacity: true)
            renderer.render(buffer, appendingTo: &output)
            if !output.isEmpty { session.write(output) }
        }

        draw()
        while true {
            let now = MonotonicClock.now()
            var timeout: Int32 = -1
            if application.isAnimating { timeout = Int32(max(0, (nextFrame - now).rounded(.up))) }
            if let deadline = decoder.pendingDeadline {
                let wait = Int32(max(0, (deadline - now).rounded(.up)))
                timeout = timeout < 0 ? wait : min(timeout, wait)
            }
            guard let readable = waitForInput([session.input, session.wakeDescriptor], timeout: timeout) else {
                return .endOfInput
            }
            let time = MonotonicClock.now()
            events.removeAll(keepingCapacity: true)

            if session.takeResize() {
                // The terminal may have reflowed or cleared its content: repaint all of it.
                size = session.size
                renderer.invalidate()
            }
            if readable[0] {
                let count = read(session.input, &readBuffer, readBuffer.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .endOfInput }
                if count > 0 { decoder.feed(readBuffer[0..<count], at: time, into: &events) }
            }
            decoder.flushPending(at: time, into: &events)
            for event in events {
                if event == .key(.character("l"), .control) {
                    renderer.invalidate()
                    continue
                }
                if !application.handle(event, at: time) { return .quit }
            }
            if application.isAnimating {
                application.advance(to: time)
                nextFrame = time + frameInterval
            }
            draw()
        }
    }

    /// The message shown when the terminal is smaller than the application needs.
    ///
    /// - Parameters:
    ///   - buffer: The screen.
    ///   - minimum: The size needed.
    public static func drawTooSmall(into buffer: inout ScreenBuffer, minimum: (columns: Int, rows: Int)) {
        let lines = ["Please enlarge the terminal", "to \(minimum.columns)×\(minimum.rows) (q quits)"]
        for (index, line) in lines.enumerated() where index < buffer.height {
            buffer.put(TextWidth.prefix(of: line, columns: buffer.width), atColumn: 0, row: index)
        }
    }
}
