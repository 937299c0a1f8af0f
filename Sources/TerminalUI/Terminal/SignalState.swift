#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers need, kept where a C handler can reach it.
///
/// Everything a handler touches is set before the handlers are installed
/// and lives in heap memory or plain globals; the handlers call only
/// async-signal-safe functions (`read`, `write`, `poll`, `tcsetattr`,
/// `signal`, `sigprocmask`, `raise`).
///
/// A handler may run on any thread: with an `async` main, the main actor
/// runs on a thread of the concurrency runtime while the process's first
/// thread waits for signals. So blocking signals on the writing thread is
/// not enough to keep a handler from cutting a frame in half: every write
/// to the terminal, the program's and the handlers', holds the *write token*,
/// one byte in a pipe of its own (see ``takeWriteToken(patience:)``).
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
    /// Whether the terminal was given back for a stop (SIGTSTP) and not yet
    /// taken again: the handlers then leave it alone.
    nonisolated(unsafe) static var isSuspended = false
    /// The wake pipe's read end (non-blocking; -1 until the first session), see ``TerminalSession/wakeDescriptor``.
    nonisolated(unsafe) static var wakeRead: Int32 = -1
    /// The wake pipe's write end, written by the SIGWINCH and SIGCONT handlers and by draw requests.
    nonisolated(unsafe) static var wakeWrite: Int32 = -1
    /// The write token pipe's read end (non-blocking; -1 until the first session): reading its byte takes the token.
    nonisolated(unsafe) static var tokenRead: Int32 = -1
    /// The write token pipe's write end: writing the byte back returns the token.
    nonisolated(unsafe) static var tokenWrite: Int32 = -1
    /// The most bytes a leave sequence may have.
    static let leaveCapacity = 256
    /// The session's leave sequence as a C buffer, so a handler writes it without allocating.
    nonisolated(unsafe) static let leaveBytes: UnsafeMutableBufferPointer<UInt8> = {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: leaveCapacity)
        buffer.initialize(repeating: 0)
        return buffer
    }()
    /// How many bytes of ``leaveBytes`` the leave sequence takes.
    nonisolated(unsafe) static var leaveCount = 0

    /// The byte the SIGWINCH handler writes to the wake pipe.
    static let resizeByte: UInt8 = 1
    /// The byte written to the wake pipe when the process continues after a stop.
    static let continueByte: UInt8 = 2
    /// The byte written to the wake pipe when something asks for a new frame.
    static let drawByte: UInt8 = 3
    /// How long a handler waits for the write token before it writes anyway, in milliseconds.
    ///
    /// A frame's write holds the token until the terminal has taken every
    /// byte, which a busy machine or a slow terminal can make take a while;
    /// a leave sequence written before the frame ends leaves the rest of the
    /// frame on screen. The bound is only for a token that is never returned.
    static let handlerPatience: Int32 = 3000

    /// The signals that end the process after the terminal is restored.
    static let fatalSignals = [SIGINT, SIGTERM, SIGHUP]

    /// The signals whose handlers write to the terminal; blocked while the
    /// program writes a frame, so a handler never cuts one in half.
    static let writingSignals = fatalSignals + [SIGTSTP]

    /// Saves what the handlers need, opens the wake pipe once and installs the handlers.
    ///
    /// - Parameters:
    ///   - saved: The terminal's modes before the session.
    ///   - input: The terminal descriptor.
    ///   - output: The descriptor the leave sequence goes to.
    ///   - leave: The bytes that give the terminal back, at most ``leaveCapacity``.
    static func install(saved: termios, input: Int32, output: Int32, leave: [UInt8]) {
        precondition(leave.count <= leaveCapacity, "leave sequence too long")
        self.saved.pointee = saved
        self.input = input
        self.output = output
        for (index, byte) in leave.enumerated() { leaveBytes[index] = byte }
        leaveCount = leave.count
        if wakeRead < 0, let (read, write) = makePipe() {
            (wakeRead, wakeWrite) = (read, write)
        }
        if tokenRead < 0, let (read, write) = makePipe() {
            (tokenRead, tokenWrite) = (read, write)
            returnWriteToken()
        }
        isSuspended = false
        isActive = true
        for signal in fatalSignals { setHandler(signal, restoreAndDie) }
        setHandler(SIGWINCH, wakeForResize)
        setHandler(SIGTSTP, suspend)
        setHandler(SIGCONT, wakeForContinue)
        // A parent may have left these blocked (threads of a dispatch pool block
        // signals, and spawned children inherit that); they must get through.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in fatalSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&unblocked, signal) }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// A non-blocking pipe that children do not inherit.
    ///
    /// - Returns: Its read and write ends, or `nil` when the system gave none.
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    /// Takes the write token, waiting for whoever holds it (a frame being
    /// written, or a handler giving the terminal back) to return it.
    /// Async-signal-safe.
    ///
    /// - Parameter patience: The longest wait in milliseconds; negative waits
    ///   as long as it takes. A handler waits a bounded time, so that a
    ///   token held by a thread that can no longer run never stops it.
    /// - Returns: Whether the token was taken (also when there is no token
    ///   pipe); `false` when the patience ran out.
    @discardableResult
    static func takeWriteToken(patience: Int32) -> Bool {
        guard tokenRead >= 0 else { return true }
        var waited: Int32 = 0
        var byte: UInt8 = 0
        while true {
            if read(tokenRead, &byte, 1) == 1 { return true }
            if errno != EAGAIN && errno != EINTR { return true }
            if patience >= 0 && waited >= patience { return false }
            var entry = pollfd(fd: tokenRead, events: Int16(POLLIN), revents: 0)
            let slice: Int32 = patience < 0 ? -1 : min(10, patience - waited)
            _ = poll(&entry, 1, slice)
            waited += max(slice, 0)
        }
    }

    /// Returns the write token. Async-signal-safe.
    static func returnWriteToken() {
        guard tokenWrite >= 0 else { return }
        var byte: UInt8 = 0
        while write(tokenWrite, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Wakes the run loop with a byte saying why. Async-signal-safe; a full
    /// pipe already wakes it, so a byte that does not fit is dropped.
    ///
    /// - Parameter byte: ``resizeByte``, ``continueByte`` or ``drawByte``.
    static func wake(_ byte: UInt8) {
        var byte = byte
        _ = write(wakeWrite, &byte, 1)
    }

    /// Replaces the leave sequence the handlers write, holding the write
    /// token, so a handler never writes half of the old and half of the new.
    ///
    /// - Parameter leave: The bytes that give the terminal back, at most ``leaveCapacity``.
    static func setLeave(_ leave: [UInt8]) {
        precondition(leave.count <= leaveCapacity, "leave sequence too long")
        withWritingSignalsBlocked {
            takeWriteToken(patience: -1)
            for (index, byte) in leave.enumerated() { leaveBytes[index] = byte }
            leaveCount = leave.count
            returnWriteToken()
        }
    }

    /// Puts the default handlers back; the pipes stay open for the next session.
    static func uninstall() {
        isActive = false
        isSuspended = false
        for signal in fatalSignals + [SIGWINCH, SIGTSTP, SIGCONT] { setHandler(signal, nil) }
    }

    /// Runs `body` with the signals that write to the terminal held back.
    ///
    /// - Parameter body: The work, typically writing a frame.
    static func withWritingSignalsBlocked(_ body: () -> Void) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in writingSignals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        sigprocmask(SIG_BLOCK, &blocked, &previous)
        body()
        sigprocmask(SIG_SETMASK, &previous, nil)
    }

    static func setHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
        _ = signal(number, handler ?? SIG_DFL)
    }

    /// Writes the leave sequence and restores the saved modes, unless the
    /// terminal is already given back. The caller holds the write token (or
    /// waited for it as long as a handler may).
    static func giveBackTerminal() {
        guard isActive && !isSuspended else { return }
        var offset = 0
        while offset < leaveCount {
            let written = write(output, leaveBytes.baseAddress! + offset, leaveCount - offset)
            if written <= 0 { break }
            offset += written
        }
        setModes(input, saved)
    }
}

/// Sets a terminal's modes, again when a signal interrupted the wait for
/// pending output (`EINTR`): a restore must not be lost to a signal.
///
/// - Parameters:
///   - descriptor: The terminal.
///   - modes: The modes, applied after pending output.
///   - discardingInput: Whether input not yet read is thrown away
///     (`TCSAFLUSH`, when a session starts or ends) or kept (`TCSADRAIN`,
///     when it takes the terminal again after a stop: keys typed after `fg`
///     are the person's).
/// - Returns: Whether the modes were set.
@discardableResult
func setModes(_ descriptor: Int32, _ modes: UnsafePointer<termios>, discardingInput: Bool = true) -> Bool {
    while tcsetattr(descriptor, discardingInput ? TCSAFLUSH : TCSADRAIN, modes) != 0 {
        if errno != EINTR { return false }
    }
    return true
}

/// Restores the terminal, then lets the signal end the process as it would
/// have (a shell reports 128 + the signal's number). The write token is
/// kept: nothing is written after the leave sequence.
private func restoreAndDie(_ number: Int32) {
    if SignalState.isActive && !SignalState.isSuspended {
        SignalState.takeWriteToken(patience: SignalState.handlerPatience)
    }
    SignalState.giveBackTerminal()
    _ = signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(number)
}

/// Gives the terminal back and stops the process as SIGTSTP would; when it
/// continues (or when the stop is discarded because no shell could resume
/// it, in an orphaned process group), wakes the event loop to take the
/// terminal again (``TerminalSession/resume()``).
///
/// It holds the write token while the process is stopped, and marks the
/// session suspended before it returns the token, so a frame that was
/// waiting for it is not written to a terminal that was given back
/// (``TerminalSession/write(_:)`` drops output until ``TerminalSession/resume()``).
private func suspend(_ number: Int32) {
    let holdsToken = SignalState.isActive && !SignalState.isSuspended
        && SignalState.takeWriteToken(patience: SignalState.handlerPatience)
    SignalState.giveBackTerminal()
    if SignalState.isActive { SignalState.isSuspended = true }
    defer { if holdsToken { SignalState.returnWriteToken() } }
    _ = signal(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(SIGTSTP)
    // Here after SIGCONT.
    SignalState.setHandler(SIGTSTP, suspend)
    wakeForContinue(SIGCONT)
}

/// Wakes the event loop after a resize.
private func wakeForResize(_ number: Int32) {
    SignalState.wake(SignalState.resizeByte)
}

/// Wakes the event loop after the process continued.
private func wakeForContinue(_ number: Int32) {
    SignalState.wake(SignalState.continueByte)
}
