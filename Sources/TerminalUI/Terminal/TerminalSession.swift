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
    /// - Throws: A ``TerminalError``: ``TerminalError/notATerminal``,
    ///   ``TerminalError/sessionAlreadyActive``, or when the modes cannot be
    ///   read or set, ``TerminalError/cannotReadModes`` or ``TerminalError/cannotEnterRawMode``.
    public init(input: Int32 = 0, output: Int32 = 1) throws {
        guard isatty(input) == 1 else { throw TerminalError.notATerminal }
        guard !SignalState.isActive else { throw TerminalError.sessionAlreadyActive }
        self.input = input
        self.output = output
        guard tcgetattr(input, &saved) == 0 else { throw TerminalError.cannotReadModes }
        var raw = saved
        // The flags are `Int32` constants on every platform while `tcflag_t`
        // is `UInt32` on Linux and `UInt` on Darwin: convert, never assume.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        SignalState.install(saved: saved, input: input, output: output)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            SignalState.uninstall()
            throw TerminalError.cannotEnterRawMode
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
    /// - Returns: Its columns and rows, or `nil` when it is no terminal or reports no size.
    public static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var window = winsize()
        // `ioctl`'s request is `UInt` on both platforms; Glibc imports the
        // constant as `Int32`, Darwin as `UInt` (where the conversion is a no-op).
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
    ///
    /// - Returns: `true` when the terminal was resized since the last call.
    public func takeResize() -> Bool {
        var byte: UInt8 = 0
        var resized = false
        while read(SignalState.wakeRead, &byte, 1) == 1 { resized = true }
        return resized
    }
}

/// `write(2)`, named apart from the session's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
