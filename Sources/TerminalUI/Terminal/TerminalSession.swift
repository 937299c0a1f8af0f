#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal taken over by a program: raw input, and the screen as the
/// session's ``Mode`` wants it, all undone by ``restore()``.
///
/// The terminal is given back on every way out: ``restore()`` on a normal
/// exit, and signal handlers for SIGINT, SIGTERM and SIGHUP that restore the
/// saved modes (with `tcsetattr` and `write`, which are async-signal-safe)
/// before the process dies of the signal as it would have (a shell then
/// reports 128 + the signal's number). SIGTSTP (and ``suspend()``, for
/// Ctrl-Z, which raw input turns into a plain byte) gives the terminal back
/// and stops the process; when it continues (`fg`), ``wakeDescriptor``
/// wakes the event loop, which calls ``resume()`` and repaints. SIGWINCH
/// wakes the event loop too. ``write(_:)`` holds those signals back while it
/// writes, so a handler never cuts a frame in half.
///
/// Only one session may be active in a process at a time.
public final class TerminalSession {
    /// How a session uses the screen.
    public enum Mode: Hashable, Sendable {
        /// The alternate screen, all of it, with a hidden cursor and mouse
        /// reporting; the main screen comes back untouched.
        case fullScreen
        /// A band of lines below the cursor on the main screen, as fzf's
        /// `--height` and gum draw: at most `rows` lines (fewer on a
        /// shorter terminal), erased when the session ends. Text before the
        /// cursor on its line (`printf 'Date: '; pick`) stays: the band then
        /// starts on the next line, and the cursor comes back after the
        /// text when the session ends (see ``TerminalSession/placeBand(cursorColumn:)``).
        /// Rows below 1 count as 1 (``TerminalSession/bandRows``).
        case inline(rows: Int)
        /// No escape sequences at all: raw input for the keys, and output
        /// left as the terminal had it (line feeds start new lines), for
        /// programs that print one line per change.
        case plain
    }

    /// Why the event loop woke up, besides input.
    public struct Wake: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt8

        /// Creates a set from its bits.
        ///
        /// - Parameter rawValue: 1 resized, 2 continued, 4 draw requested.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The terminal was resized (SIGWINCH).
        public static let resized = Wake(rawValue: 1)
        /// The process continued after a stop (SIGCONT): call ``TerminalSession/resume()``.
        public static let continued = Wake(rawValue: 2)
        /// Something asked for a new frame (``TerminalSession/requestDraw()``).
        public static let drawRequested = Wake(rawValue: 4)
    }

    /// The descriptor input is read from.
    public let input: Int32
    /// The descriptor output is written to.
    public let output: Int32
    /// How the session uses the screen.
    public let mode: Mode
    private var saved = termios()
    private var raw = termios()
    private var isActive = false

    /// The screen row of the inline band's first line, 0-based, once the
    /// terminal has said where the cursor is (see ``noteCursorPosition(_:)``);
    /// `nil` before, and in the other modes.
    public private(set) var bandTop: Int?

    /// The cursor's column before an inline band that was placed below text
    /// on the cursor's line; the session ends with the cursor there again.
    private var textColumn: Int?

    /// Whether an inline band has been placed (see ``placeBand(cursorColumn:)``);
    /// always `true` in the other modes. Nothing may be drawn before.
    public private(set) var isBandPlaced: Bool

    /// A descriptor that becomes readable when the terminal was resized or
    /// the process continued after a stop; drain it with ``takeWake()``.
    public var wakeDescriptor: Int32 { SignalState.wakeRead }

    /// Starts a session: saves the terminal's modes, switches to raw input
    /// and writes what the mode needs: ``TerminalModes/enter`` for the full
    /// screen, nothing plain, and inline the question where the cursor is
    /// (``TerminalModes/cursorPositionRequest``): the band is placed when the
    /// answer comes (``noteCursorPosition(_:)``, which the run loop calls).
    ///
    /// - Parameters:
    ///   - input: A terminal descriptor to read from (0).
    ///   - output: A descriptor to write to (1).
    ///   - mode: How the screen is used; an inline band of fewer than one
    ///     row has one (see ``bandRows``).
    /// - Throws: A ``TerminalError``: ``TerminalError/notATerminal``,
    ///   ``TerminalError/sessionAlreadyActive``, or when the modes cannot be
    ///   read or set, ``TerminalError/cannotReadModes`` or ``TerminalError/cannotEnterRawMode``.
    public init(input: Int32 = 0, output: Int32 = 1, mode: Mode = .fullScreen) throws {
        guard isatty(input) == 1 else { throw TerminalError.notATerminal }
        guard !SignalState.isActive else { throw TerminalError.sessionAlreadyActive }
        self.input = input
        self.output = output
        self.mode = mode
        if case .inline = mode { isBandPlaced = false } else { isBandPlaced = true }
        guard tcgetattr(input, &saved) == 0 else { throw TerminalError.cannotReadModes }
        raw = saved
        // The flags are `Int32` constants on every platform while `tcflag_t`
        // is `UInt32` on Linux and `UInt` on Darwin: convert, never assume.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        if mode != .plain { raw.c_oflag &= ~tcflag_t(OPOST) }
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        SignalState.install(saved: saved, input: input, output: output, leave: leaveSequence)
        guard setModes(input, &raw) else {
            SignalState.uninstall()
            throw TerminalError.cannotEnterRawMode
        }
        isActive = true
        write(enterSequence)
    }

    deinit {
        restore()
    }

    /// The bytes that set the screen up for the mode; inline, the band
    /// waits for the cursor's position.
    private var enterSequence: [UInt8] {
        switch mode {
        case .fullScreen: TerminalModes.enter
        case .inline: TerminalModes.cursorPositionRequest
        case .plain: []
        }
    }

    /// The bytes that give the screen back, from the band's top-left cell
    /// when inline (nothing before the band is placed: nothing changed yet).
    private var leaveSequence: [UInt8] {
        switch mode {
        case .fullScreen:
            return TerminalModes.leave
        case .inline:
            guard isBandPlaced else { return [] }
            return TerminalModes.leaveInline + (textColumn.map { TerminalModes.backToText(endingAtColumn: $0) } ?? [])
        case .plain:
            return []
        }
    }

    /// The rows an inline band was asked to have by ``setBandRows(_:)``;
    /// `nil` for the mode's.
    private var askedBandRows: Int?

    /// The lines of the inline band: the mode's rows (or those of
    /// ``setBandRows(_:)``), at least 1 and at most the terminal's height;
    /// the terminal's height in the full-screen mode.
    public var bandRows: Int {
        let height = size.rows
        if case .inline(let rows) = mode { return max(1, min(askedBandRows ?? rows, height)) }
        return height
    }

    /// Gives the inline band another height for a while (a help overlay
    /// that needs more lines than the program), or the mode's again.
    ///
    /// A placed band is made anew from its top-left cell, as after
    /// ``renewBand()``: erased, then room made for the new height, which
    /// scrolls the lines above it up when the terminal needs the room (they
    /// stay scrolled when the band shrinks again), and the terminal asked
    /// where the band now starts. A band not yet placed is placed at the
    /// new height. Does nothing in the other modes, or when ``bandRows``
    /// stays the same (on a terminal too short for either height, say).
    ///
    /// - Parameter rows: The rows, clamped into 1 up to the terminal's
    ///   height (fewer than 1 count as 1); `nil` for the mode's.
    /// - Returns: Whether the band changed: the caller then repaints
    ///   everything and expects a cursor position report, as after a resize.
    @discardableResult
    public func setBandRows(_ rows: Int?) -> Bool {
        guard isInline else { return false }
        let before = bandRows
        askedBandRows = rows
        guard bandRows != before else { return false }
        renewBand()
        return isBandPlaced
    }

    /// Whether the session draws inline.
    public var isInline: Bool {
        if case .inline = mode { return true }
        return false
    }

    /// Records the terminal's answer to a cursor position request, inline.
    ///
    /// The first answer (to the session's own question) places the band
    /// where the cursor is (``placeBand(cursorColumn:)``). Later ones answer
    /// the request that ``TerminalModes/enterInline(rows:)`` writes: the
    /// cursor was on the band's top-left cell, so its row is the band's top.
    ///
    /// - Parameter position: The position the terminal reported.
    public func noteCursorPosition(_ position: InputDecoder.CursorPosition) {
        guard isInline else { return }
        if isBandPlaced {
            bandTop = position.row
        } else {
            placeBand(cursorColumn: position.column)
        }
    }

    /// Places the inline band: makes room for it from the cursor's line and
    /// turns the inline modes on (``TerminalModes/enterInline(rows:)``).
    ///
    /// When the cursor is not at the start of its line, the text before it
    /// (a script's `printf 'Start date: '`) stays: the band starts on the next
    /// line, and ``restore()`` puts the cursor back after the text, so what
    /// the program prints next follows it. ``noteCursorPosition(_:)`` calls
    /// this with the column the terminal reported; call it with `nil` when
    /// the terminal does not answer, to start the band at the cursor's line
    /// as if the cursor were at its start. Does nothing once placed, and in
    /// the other modes.
    ///
    /// - Parameter cursorColumn: The cursor's column, 0-based, or `nil` when unknown.
    public func placeBand(cursorColumn: Int?) {
        guard isActive, isInline, !isBandPlaced else { return }
        let column = cursorColumn ?? 0
        textColumn = column > 0 ? column : nil
        isBandPlaced = true
        bandTop = nil
        SignalState.setLeave(leaveSequence)
        write((textColumn == nil ? [] : [ControlSequence.lineFeed]) + TerminalModes.enterInline(rows: bandRows))
    }

    /// Gives the terminal back: leaves the alternate screen (or erases the
    /// inline band), shows the cursor, stops mouse reporting and restores
    /// the saved modes. Safe to call twice.
    public func restore() {
        guard isActive else { return }
        isActive = false
        write(leaveSequence)   // nothing while suspended: the terminal was given back then
        setModes(input, &saved)
        SignalState.uninstall()
    }

    /// Stops the process as Ctrl-Z does in a shell: the terminal is given
    /// back and the process stops; it returns once the process continues
    /// (then ``wakeDescriptor`` reports ``Wake/continued``). Where no shell
    /// could continue it (an orphaned process group), the system ignores
    /// the stop and it returns at once, with the same wake.
    public func suspend() {
        guard isActive else { return }
        // The handler must run on this thread, before `raise` returns: the
        // thread may be one of the concurrency runtime's, which block signals.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Takes the terminal again after the process continued: raw input and
    /// the mode's screen set up anew (inline: a new band where the cursor is
    /// now, placed once the terminal says where that is, after erasing the
    /// old one if it was not given back). Keys typed since the process
    /// continued are kept, to be read next. The caller repaints everything, as
    /// after ``ScreenRenderer/invalidate()``.
    public func resume() {
        guard isActive else { return }
        if !SignalState.isSuspended && isInline {
            // Stopped without our handler (SIGSTOP): the old band is still
            // there, and the cursor may have moved. Start afresh from its line.
            write(leaveSequence)
        }
        SignalState.isSuspended = false
        if isInline {
            isBandPlaced = false
            textColumn = nil
            SignalState.setLeave(leaveSequence)
        }
        bandTop = nil
        setModes(input, &raw, discardingInput: false)
        write(enterSequence)
    }

    /// Makes a new inline band after a resize: erases the old one from its
    /// top-left cell, where the cursor is between frames, and makes room
    /// for one of the new ``bandRows``. Does nothing in the other modes.
    /// The caller repaints everything.
    public func renewBand() {
        guard isActive, isInline, isBandPlaced else { return }
        bandTop = nil
        write(TerminalModes.leaveInline + TerminalModes.enterInline(rows: bandRows))
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

    /// Writes bytes to the output, retrying short writes and interruptions,
    /// with SIGINT, SIGTERM, SIGHUP and SIGTSTP held back until it is done:
    /// their handlers, on whatever thread they run, wait for the bytes to be
    /// written before they give the terminal back. While the process is
    /// suspended (given back for a stop and not yet ``resume()``d), nothing
    /// is written: the terminal is the shell's then.
    ///
    /// - Parameter bytes: The bytes.
    /// - Complexity: O(n).
    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        SignalState.withWritingSignalsBlocked {
            SignalState.takeWriteToken(patience: -1)
            defer { SignalState.returnWriteToken() }
            guard !SignalState.isSuspended else { return }
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
    }

    /// What woke the event loop since the last call; drains the wake descriptor.
    ///
    /// - Returns: Resized, continued, a draw requested, several or none.
    public func takeWake() -> Wake {
        var byte: UInt8 = 0
        var wake: Wake = []
        while read(SignalState.wakeRead, &byte, 1) == 1 {
            switch byte {
            case SignalState.continueByte: wake.insert(.continued)
            case SignalState.drawByte: wake.insert(.drawRequested)
            default: wake.insert(.resized)
            }
        }
        return wake
    }

    /// Asks the run loop for a new frame soon, as UIKit's `setNeedsDisplay()`
    /// does: for state the loop cannot see change, such as a model that is
    /// not `Observable` updated by a task or a timer. (The loop sees changes
    /// to the `Observable` state its last frame read by itself.) It wakes a
    /// loop that waits for input; a loop that is busy draws anyway.
    /// Safe on any thread.
    public func requestDraw() {
        SignalState.wake(SignalState.drawByte)
    }

    /// Whether a resize arrived since the last call; drains the wake
    /// descriptor, so a continue noted there is lost: loops that handle
    /// stops use ``takeWake()``.
    ///
    /// A test utility, not part of the stable API: `@_spi(Testing) import TerminalUI`.
    ///
    /// - Returns: `true` when the terminal was resized since the last call.
    @_spi(Testing) public func takeResize() -> Bool {
        takeWake().contains(.resized)
    }
}

/// `write(2)`, named apart from the session's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
