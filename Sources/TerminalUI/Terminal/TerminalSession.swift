#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal in full-screen mode: raw input, the alternate screen, a hidden
/// cursor and mouse reporting, all undone by ``restore()``.
///
/// The terminal is given back on every way out: ``restore()`` on a normal
/// exit, and signal handlers for SIGINT, SIGTERM and SIGHUP that restore the
/// saved modes (with `tcsetattr` and `write`, which are async-signal-safe)
/// before the process dies of the signal as it would have. SIGWINCH wakes
/// the event loop through ``wakeDescriptor``.
///
/// Only one session may be active in a process at a time.
public final class TerminalSession {
    /// The descriptor input is read from.
    public let input: Int32
    /// The descriptor output is written to.
    public let output: Int32
    private var saved = termios()
    private var isActive = false

    /// A descriptor that becomes readable when the terminal was resized;
    /// drain it with ``takeResize()``.
    public var wakeDescriptor: Int32 { SignalState.wakeRead }

    /// Starts a session: saves the terminal's modes, switches to raw input
    /// and writes ``TerminalModes/enter``.
    ///
    /// - Parameters:
    ///   - input: A terminal descriptor to read from (0).
    ///   - output: A descriptor to write to (1).
    /// - Throws: ``TerminalError`` when `input` is not a terminal or a session is already active.
    public init(input: Int32 = 0, output: Int32 = 1) throws {
        guard isatty(input) == 1 else { throw TerminalError("the input is not a terminal") }
        guard !SignalState.isActive else { throw TerminalError("a terminal session is already active") }
        self.input = input
        self.output = output
        guard tcgetattr(input, &saved) == 0 else { throw TerminalError("cannot read the terminal's modes") }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        SignalState.install(saved: saved, input: input, output: output)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            SignalState.uninstall()
            throw TerminalError("cannot switch the terminal to raw mode")
        }
        isActive = true
        write(TerminalModes.enter)
    }

    deinit {
        restore()
    }

    /// Gives the terminal back: leaves the alternate screen, shows the
    /// cursor, stops mouse reporting and restores the saved modes. Safe to call twice.
    public func restore() {
        guard isActive else { return }
        isActive = false
        write(TerminalModes.leave)
        tcsetattr(input, TCSAFLUSH, &saved)
        SignalState.uninstall()
    }

    /// The terminal's size in columns and rows (80×24 when it does not say).
    public var size: (columns: Int, rows: Int) {
        TerminalSession.size(of: output) ?? TerminalSession.size(of: input) ?? (80, 24)
    }

    /// The size of the terminal behind a descriptor, if it is one.
    ///
    /// - Parameter descriptor: A file descriptor.
    public static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes bytes to the output, retrying short writes and interruptions.
    ///
    /// - Parameter bytes: The bytes.
    /// - Complexity: O(n).
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Whether a resize arrived since the last call; drains the wake descriptor.
    public func takeResize() -> Bool {
        var byte: UInt8 = 0
        var resized = false
        while read(SignalState.wakeRead, &byte, 1) == 1 { resized = true }
        return resized
    }
}

/// A terminal that cannot be used, with the reason.
public struct TerminalError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// What the signal handlers need, kept where a C handler can reach it.
enum SignalState {
    /// The saved modes, on the heap: a C struct's full size, whatever Swift's layout of it.
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    nonisolated(unsafe) static var input: Int32 = 0
    nonisolated(unsafe) static var output: Int32 = 1
    nonisolated(unsafe) static var isActive = false
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    /// The leave sequence as a C buffer, so a handler writes it without allocating.
    nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: TerminalModes.leave.count)
        _ = buffer.initialize(from: TerminalModes.leave)
        return buffer
    }()

    static let fatalSignals = [SIGINT, SIGTERM, SIGHUP]

    static func install(saved: termios, input: Int32, output: Int32) {
        self.saved.pointee = saved
        self.input = input
        self.output = output
        _ = leaveBytes
        if wakeRead < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                wakeRead = fds[0]
                wakeWrite = fds[1]
                for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
            }
        }
        isActive = true
        for signal in fatalSignals { setHandler(signal, restoreAndDie) }
        setHandler(SIGWINCH, wake)
        // A parent may have left these blocked (threads of a dispatch pool block
        // signals, and spawned children inherit that); they must get through.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in fatalSignals + [SIGWINCH] { sigaddset(&unblocked, signal) }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    static func uninstall() {
        isActive = false
        for signal in fatalSignals { setHandler(signal, nil) }
        setHandler(SIGWINCH, nil)
    }

    private static func setHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
        _ = signal(number, handler ?? SIG_DFL)
    }
}

/// `write(2)`, named apart from the session's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// Restores the terminal, then lets the signal end the process as it would have.
private func restoreAndDie(_ number: Int32) {
    if SignalState.isActive {
        _ = write(SignalState.output, SignalState.leaveBytes.baseAddress, SignalState.leaveBytes.count)
        tcsetattr(SignalState.input, TCSAFLUSH, SignalState.saved)
    }
    _ = signal(number, SIG_DFL)
    raise(number)
}

/// Wakes the event loop after a resize.
private func wake(_ number: Int32) {
    var byte: UInt8 = 1
    _ = write(SignalState.wakeWrite, &byte, 1)
}
