#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need, kept where a C handler can reach it.
enum SignalState {
    /// The saved modes, on the heap: a C struct's full size, whatever Swift's layout of it.
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    /// The session's input, whose modes the handlers restore.
    nonisolated(unsafe) static var input: Int32 = 0
    /// The session's output, where the handlers write the leave sequence.
    nonisolated(unsafe) static var output: Int32 = 1
    /// Whether a session is active (its handlers installed).
    nonisolated(unsafe) static var isActive = false
    /// The wake pipe's read end (non-blocking; -1 until the first session), see ``TerminalSession/wakeDescriptor``.
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    /// The wake pipe's write end, written by the SIGWINCH handler.
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    /// The leave sequence as a C buffer, so a handler writes it without allocating.
    nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: TerminalModes.leave.count)
        _ = buffer.initialize(from: TerminalModes.leave)
        return buffer
    }()

    /// The signals that end the process after the terminal is restored.
    static let fatalSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Saves what the handlers need, opens the wake pipe once and installs the handlers.
    ///
    /// - Parameters:
    ///   - saved: The terminal's modes before the session.
    ///   - input: The terminal descriptor.
    ///   - output: The descriptor the leave sequence goes to.
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

    /// Puts the default handlers back; the wake pipe stays open for the next session.
    static func uninstall() {
        isActive = false
        for signal in fatalSignals { setHandler(signal, nil) }
        setHandler(SIGWINCH, nil)
    }

    private static func setHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
        _ = signal(number, handler ?? SIG_DFL)
    }
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
