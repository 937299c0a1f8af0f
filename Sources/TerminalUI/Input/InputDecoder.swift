/// Turns the bytes a terminal sends into key, mouse and paste events.
///
/// A decoder is a state machine with no I/O and no clock: feed it bytes as
/// they arrive with the time they arrived (in milliseconds), and it returns
/// the events they complete. How the bytes are split into reads never
/// matters: feeding them one at a time or all at once gives the same events.
///
/// ```swift
/// var decoder = InputDecoder()
/// let events = decoder.feed(bytesJustRead, at: now)
/// // Sleep at most until `decoder.pendingDeadline`, then:
/// let late = decoder.flushPending(at: later)
/// ```
///
/// What it understands:
/// - **Keys**: UTF-8 characters, Enter (CR or LF, each one Enter), Tab,
///   Shift-Tab (`CSI Z`), Backspace (DEL or BS), Esc, control letters
///   (Ctrl-C is `c` with ``InputEvent/Modifiers/control``; NUL is Ctrl-Space,
///   0x1C to 0x1F are Ctrl with `\`, `]`, `^`, `_`), arrows, Home, End,
///   Page Up and Down, Insert, Delete and F1 to F12, in their CSI and SS3
///   forms, with xterm's modifier parameter (`CSI 1;5C` is Ctrl-Right).
/// - **Esc and Alt**: a lone ESC is held until no byte followed it for
///   ``escapeTimeout`` milliseconds, then it is ``InputEvent/Key/escape``.
///   ESC followed by `[` or `O` starts a sequence; ESC followed by any other
///   key is that key with ``InputEvent/Modifiers/alt`` (`ESC x` is Alt-x,
///   `ESC DEL` Alt-Backspace); ESC ESC is Esc, then a new pending ESC.
///   `ESC [` or `ESC O` that nothing can continue is Alt-`[` or Alt-`O`;
///   so are `ESC ]`, `ESC P`, `ESC X`, `ESC ^` and `ESC _` (Alt-`]`, …)
///   when no byte follows them within ``escapeTimeout``.
/// - **Mouse**: SGR reports only (mode 1006): `CSI < b ; x ; y M` for
///   press and motion, `m` for release. Columns and rows are 0-based.
///   Legacy X10 reports (`CSI M` and three raw bytes) are not decoded.
/// - **Terminal replies are never keys**: control strings (OSC `ESC ] … BEL`
///   or `ESC ] … ESC \`, DCS `ESC P … ESC \`, SOS `ESC X`, PM `ESC ^` and
///   APC `ESC _`, each up to `ESC \`) are consumed whole and dropped, however
///   late they come and however the reads split them; a control byte or an
///   ESC that starts something else ends one early, and one that stops
///   arriving is dropped after ``pasteTimeout`` of quiet. Cursor position
///   reports (`CSI row;column R`) are kept for ``takeCursorPositionReport()``
///   rather than emitted, expected (``expectCursorPositionReport()``) or
///   not, except that `CSI 1;m R` with m in 2…16 is xterm's modified F3
///   when no report is expected.
/// - **Paste**: bracketed paste (`CSI 200~` text `CSI 201~`) becomes one
///   ``InputEvent/paste(_:)`` with the text, invalid UTF-8 in it shown as
///   U+FFFD. A paste whose end never comes is emitted after
///   ``pasteTimeout`` of quiet.
///
/// Bad input is dropped, never fatal, and never swallows what follows it:
/// - a complete sequence the decoder does not know (`CSI 9999q`, a mouse
///   report with a zero coordinate, too many parameters) is dropped whole;
/// - a byte that cannot continue a sequence (a control byte, ESC, DEL or a
///   non-ASCII byte) ends it: the unfinished sequence is dropped and the
///   byte is decoded afresh;
/// - a control sequence with more than ``maximumSequenceLength`` parameter
///   bytes is ignored up to its final byte;
/// - invalid UTF-8 in keys (stray continuation bytes, overlong forms,
///   surrogates, values past U+10FFFF, truncated characters) is dropped
///   silently, one maximal ill-formed subpart at a time as the Unicode
///   standard defines them, and the byte that broke it decodes afresh.
///
/// Whatever is still unfinished when its timeout passes is resolved by
/// ``flushPending(at:)``; ``feed(_:at:)`` does the same first, so an event
/// loop that forgets to flush only sees late events, never lost ones.
public struct InputDecoder: Sendable {
    /// The default quiet time after a lone ESC before it counts as Esc: 25 ms.
    public static let defaultEscapeTimeout = 25.0

    /// The default quiet time before an unfinished paste is emitted: 1000 ms.
    public static let defaultPasteTimeout = 1000.0

    /// The default largest paste event, in bytes: 1 MiB.
    public static let defaultMaximumPasteLength = 1 << 20

    /// The most parameter and intermediate bytes a control sequence may
    /// have; longer ones are ignored up to their final byte.
    public static let maximumSequenceLength = 64

    /// How long, in milliseconds, a lone ESC or an unfinished sequence waits
    /// for more bytes before it is resolved.
    public let escapeTimeout: Double

    /// How long, in milliseconds, an unfinished paste waits for more bytes
    /// (and its end marker) before its text is emitted.
    public let pasteTimeout: Double

    /// The most bytes of text one paste event holds. A longer paste arrives
    /// as several paste events, cut between UTF-8 characters.
    public let maximumPasteLength: Int

    var state: State = .ground
    /// The parameter and intermediate bytes of the control sequence being read.
    var sequenceBytes: [UInt8] = []
    /// How many parameter and intermediate bytes it has, also past the bound.
    var sequenceLength = 0
    /// The bytes of the paste being read, possibly ending in part of its end marker.
    var pasteBytes: [UInt8] = []
    /// The time of the latest byte, in milliseconds.
    var lastInputTime: Double?
    /// How many cursor position reports are still to come.
    var awaitedCursorReports = 0
    /// The latest cursor position report, 0-based, not yet taken.
    var cursorReport: CursorPosition?

    /// A position on the screen, 0-based, as a cursor position report gives it.
    public struct CursorPosition: Hashable, Sendable {
        /// The row, from 0 at the top.
        public var row: Int
        /// The column, from 0 at the left.
        public var column: Int

        /// Creates a position.
        ///
        /// - Parameters:
        ///   - row: The row, from 0 at the top.
        ///   - column: The column, from 0 at the left.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// Notes that a cursor position request (`CSI 6n`) was written, so the
    /// next `CSI row;column R` is its answer even where it could be a key
    /// (`CSI 1;5R` is also Ctrl-F3). Other reports are answers anyway.
    public mutating func expectCursorPositionReport() {
        awaitedCursorReports += 1
    }

    /// The latest cursor position report, which is then forgotten.
    ///
    /// - Returns: The position the terminal reported (0-based), or `nil`
    ///   when no report came since the last call.
    public mutating func takeCursorPositionReport() -> CursorPosition? {
        defer { cursorReport = nil }
        return cursorReport
    }

    /// Creates a decoder at rest.
    ///
    /// - Parameters:
    ///   - escapeTimeout: Milliseconds a lone ESC waits before it is Esc; one
    ///     that is not positive and finite counts as ``defaultEscapeTimeout``.
    ///   - pasteTimeout: Milliseconds an unfinished paste waits before it is
    ///     emitted; one that is not positive and finite counts as ``defaultPasteTimeout``.
    ///   - maximumPasteLength: The most bytes in one paste event; fewer than 4 count as 4.
    public init(escapeTimeout: Double = defaultEscapeTimeout,
                pasteTimeout: Double = defaultPasteTimeout,
                maximumPasteLength: Int = defaultMaximumPasteLength) {
        self.escapeTimeout = escapeTimeout > 0 && escapeTimeout.isFinite ? escapeTimeout : Self.defaultEscapeTimeout
        self.pasteTimeout = pasteTimeout > 0 && pasteTimeout.isFinite ? pasteTimeout : Self.defaultPasteTimeout
        self.maximumPasteLength = max(maximumPasteLength, 4)
        sequenceBytes.reserveCapacity(Self.maximumSequenceLength)
    }

    // MARK: - State

    /// Where the decoder is in the byte stream.
    enum State: Hashable, Sendable {
        /// Between events.
        case ground
        /// After an ESC.
        case escape
        /// After `ESC [`, reading parameter and intermediate bytes.
        case controlSequence
        /// After `ESC O`, waiting for the one final byte.
        case singleShift
        /// Inside a multi-byte UTF-8 character.
        case character(PartialScalar)
        /// Inside a bracketed paste.
        case paste
        /// Inside a control string (OSC, DCS, SOS, PM or APC), a terminal's reply.
        case controlString(ControlString)
    }

    /// A UTF-8 character with some of its bytes read.
    struct PartialScalar: Hashable, Sendable {
        /// The bits read so far.
        var value: UInt32
        /// How many continuation bytes are still needed.
        var remaining: Int
        /// The smallest valid next byte.
        var lower: UInt8
        /// The largest valid next byte.
        var upper: UInt8
        /// The modifiers of the key it will be (Alt after an ESC).
        var modifiers: InputEvent.Modifiers
    }

    /// The time at which ``flushPending(at:)`` resolves the unfinished
    /// input, or `nil` when nothing is pending.
    ///
    /// An event loop may sleep until this time when no bytes arrive.
    public var pendingDeadline: Double? {
        guard let lastInputTime else { return nil }
        switch state {
        case .ground: return nil
        case .paste: return lastInputTime + pasteTimeout
        case .controlString(let string): return lastInputTime + (string.hasText ? pasteTimeout : escapeTimeout)
        case .escape, .controlSequence, .singleShift, .character: return lastInputTime + escapeTimeout
        }
    }

    // MARK: - Feeding

    /// Decodes bytes that arrived at a time.
    ///
    /// Pending input whose deadline has passed at `time` is resolved first,
    /// as by ``flushPending(at:)``. A time earlier than the latest one seen
    /// counts as that latest time.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read from the terminal, in order.
    ///   - time: When they arrived, in milliseconds; one that is not finite
    ///     (NaN, ±infinity) counts as the latest time seen (0 before any).
    /// - Returns: The events completed, in order.
    /// - Complexity: O(n) in the number of bytes.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at time: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        feed(bytes, at: time, into: &events)
        return events
    }

    /// Decodes bytes that arrived at a time, appending the events to an array.
    ///
    /// Behaves as ``feed(_:at:)`` but reuses the caller's storage.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read from the terminal, in order.
    ///   - time: When they arrived, in milliseconds; one that is not finite
    ///     (NaN, ±infinity) counts as the latest time seen (0 before any).
    ///   - events: The array the completed events are appended to.
    /// - Complexity: O(n) in the number of bytes.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at time: Double, into events: inout [InputEvent]) {
        let time = finite(time)
        flushPending(at: time, into: &events)
        var count = 0
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            count = buffer.count
            for byte in buffer { decode(byte, into: &events) }
        }
        if contiguous == nil {
            for byte in bytes {
                count += 1
                decode(byte, into: &events)
            }
        }
        if count > 0 { lastInputTime = max(time, lastInputTime ?? time) }
    }

    /// Resolves unfinished input once its deadline has passed.
    ///
    /// A lone ESC becomes Esc, `ESC [`, `ESC O`, `ESC ]` (and the other
    /// control string introducers) alone become Alt-`[`, Alt-`O`, Alt-`]`…,
    /// a longer unfinished sequence, character or control string is dropped,
    /// and an unfinished paste is emitted with the text read so far. Before
    /// the deadline, or with nothing pending, nothing happens.
    ///
    /// - Parameter time: The time now, in milliseconds; one that is not
    ///   finite (NaN, ±infinity) counts as the latest time seen (0 before any).
    /// - Returns: The events resolved, in order; empty before the deadline.
    /// - Complexity: O(n) in the length of a pending paste, otherwise O(1).
    public mutating func flushPending(at time: Double) -> [InputEvent] {
        var events: [InputEvent] = []
        flushPending(at: time, into: &events)
        return events
    }

    /// Resolves unfinished input once its deadline has passed, appending the
    /// events to an array.
    ///
    /// Behaves as ``flushPending(at:)`` but reuses the caller's storage.
    ///
    /// - Parameters:
    ///   - time: The time now, in milliseconds; one that is not finite (NaN,
    ///     ±infinity) counts as the latest time seen (0 before any).
    ///   - events: The array the resolved events are appended to.
    /// - Complexity: O(n) in the length of a pending paste, otherwise O(1).
    public mutating func flushPending(at time: Double, into events: inout [InputEvent]) {
        guard let deadline = pendingDeadline, finite(time) >= deadline else { return }
        switch state {
        case .ground, .character:
            break
        case .escape:
            events.append(.key(.escape))
        case .singleShift:
            events.append(.key(.character("O"), .alt))
        case .controlSequence:
            if sequenceLength == 0 { events.append(.key(.character("["), .alt)) }
        case .paste:
            if !pasteBytes.isEmpty { events.append(.paste(String(decoding: pasteBytes, as: UTF8.self))) }
            pasteBytes.removeAll()
        case .controlString(let string):
            flushUnfinished(string, into: &events)
        }
        state = .ground
    }

    /// A time as the decoder takes it: a time that is not finite is the latest one seen (0 before any).
    private func finite(_ time: Double) -> Double {
        time.isFinite ? time : lastInputTime ?? 0
    }

    // MARK: - Transitions

    /// Advances the state machine by one byte.
    mutating func decode(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            consumeInGround(byte, modifiers: InputEvent.Modifiers(rawValue: 0), into: &events)
        case .escape:
            switch byte {
            case 0x5B:
                state = .controlSequence
                sequenceBytes.removeAll(keepingCapacity: true)
                sequenceLength = 0
            case 0x4F:
                state = .singleShift
            case 0x1B:
                events.append(.key(.escape))
            case _ where ControlString.introducers.contains(byte):
                state = .controlString(ControlString(introducer: byte))
            default:
                state = .ground
                consumeInGround(byte, modifiers: .alt, into: &events)
            }
        case .controlSequence:
            consumeInControlSequence(byte, into: &events)
        case .singleShift:
            state = .ground
            switch byte {
            case 0x40...0x7E:
                if let key = Self.singleShiftKey(final: byte) {
                    events.append(.key(key, InputEvent.Modifiers(rawValue: 0)))
                }
            case 0x20...0x3F:
                break
            default:
                events.append(.key(.character("O"), .alt))
                decode(byte, into: &events)
            }
        case .character(var partial):
            guard byte >= partial.lower && byte <= partial.upper else {
                state = .ground
                decode(byte, into: &events)
                return
            }
            partial.value = partial.value << 6 | UInt32(byte & 0x3F)
            partial.remaining -= 1
            if partial.remaining > 0 {
                partial.lower = 0x80
                partial.upper = 0xBF
                state = .character(partial)
            } else {
                state = .ground
                if let scalar = Unicode.Scalar(partial.value) {
                    events.append(.key(.character(scalar), partial.modifiers))
                }
            }
        case .paste:
            consumeInPaste(byte, into: &events)
        case .controlString(let string):
            consumeInControlString(byte, string, into: &events)
        }
    }

    /// Decodes a byte that starts something new: a key, a sequence or a character.
    private mutating func consumeInGround(_ byte: UInt8, modifiers: InputEvent.Modifiers,
                                          into events: inout [InputEvent]) {
        switch byte {
        case 0x20...0x7E:
            events.append(.key(.character(Unicode.Scalar(byte)), modifiers))
        case 0x0D, 0x0A:
            events.append(.key(.enter, modifiers))
        case 0x09:
            events.append(.key(.tab, modifiers))
        case 0x7F, 0x08:
            events.append(.key(.backspace, modifiers))
        case 0x1B:
            state = .escape
        case 0x00:
            events.append(.key(.character(" "), modifiers.union(.control)))
        case 0x01...0x1A:
            events.append(.key(.character(Unicode.Scalar(byte + 0x60)), modifiers.union(.control)))
        case 0x1C...0x1F:
            events.append(.key(.character(Unicode.Scalar(byte + 0x40)), modifiers.union(.control)))
        case 0xC2...0xDF:
            state = .character(PartialScalar(value: UInt32(byte & 0x1F), remaining: 1,
                                             lower: 0x80, upper: 0xBF, modifiers: modifiers))
        case 0xE0...0xEF:
            let lower: UInt8 = byte == 0xE0 ? 0xA0 : 0x80
            let upper: UInt8 = byte == 0xED ? 0x9F : 0xBF
            state = .character(PartialScalar(value: UInt32(byte & 0x0F), remaining: 2,
                                             lower: lower, upper: upper, modifiers: modifiers))
        case 0xF0...0xF4:
            let lower: UInt8 = byte == 0xF0 ? 0x90 : 0x80
            let upper: UInt8 = byte == 0xF4 ? 0x8F : 0xBF
            state = .character(PartialScalar(value: UInt32(byte & 0x07), remaining: 3,
                                             lower: lower, upper: upper, modifiers: modifiers))
        default:
            break
        }
    }

    /// Reads one byte of a control sequence after `ESC [`.
    private mutating func consumeInControlSequence(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x20...0x3F:
            sequenceLength += 1
            if sequenceLength <= Self.maximumSequenceLength { sequenceBytes.append(byte) }
        case 0x40...0x7E:
            state = .ground
            guard sequenceLength <= Self.maximumSequenceLength else { return }
            if byte == UInt8(ascii: "R"), let report = cursorPositionReport(in: sequenceBytes) {
                if awaitedCursorReports > 0 { awaitedCursorReports -= 1 }
                cursorReport = report
                return
            }
            switch Self.meaning(ofControlSequence: sequenceBytes, final: byte) {
            case .event(let event):
                events.append(event)
            case .pasteStart:
                state = .paste
                pasteBytes.removeAll(keepingCapacity: true)
            case nil:
                break
            }
        default:
            state = .ground
            if sequenceLength == 0 { events.append(.key(.character("["), .alt)) }
            decode(byte, into: &events)
        }
    }

    /// Reads one byte of a bracketed paste, emitting it when its end marker completes.
    private mutating func consumeInPaste(_ byte: UInt8, into events: inout [InputEvent]) {
        pasteBytes.append(byte)
        let marker = Self.pasteEndMarker
        if byte == marker[marker.count - 1] && pasteBytes.count >= marker.count
            && pasteBytes[(pasteBytes.count - marker.count)...].elementsEqual(marker) {
            let text = String(decoding: pasteBytes[..<(pasteBytes.count - marker.count)], as: UTF8.self)
            events.append(.paste(text))
            pasteBytes.removeAll()
            state = .ground
        } else if pasteBytes.count - marker.count >= maximumPasteLength {
            let cut = Self.characterBoundary(in: pasteBytes, before: maximumPasteLength)
            events.append(.paste(String(decoding: pasteBytes[..<cut], as: UTF8.self)))
            pasteBytes.removeSubrange(..<cut)
        }
    }
}
