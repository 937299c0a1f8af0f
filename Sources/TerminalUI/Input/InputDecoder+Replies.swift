// What a terminal sends back when asked (colours, capabilities, the cursor's
// position): consumed whole, never decoded as keys.

extension InputDecoder {
    /// A control string being read: `ESC ]` (OSC), `ESC P` (DCS), `ESC X`
    /// (SOS), `ESC ^` (PM) or `ESC _` (APC), then text, then BEL or `ESC \`.
    ///
    /// Its text is not kept: the decoder only needs to know where it ends.
    struct ControlString: Hashable, Sendable {
        /// The second bytes of the introducers: `]`, `P`, `X`, `^` and `_`.
        static let introducers: [UInt8] = [0x5D, 0x50, 0x58, 0x5E, 0x5F]

        /// The byte after ESC that opened it.
        var introducer: UInt8
        /// Whether any text came after the introducer: without text it may be an Alt key.
        var hasText = false
        /// Whether the last byte was an ESC, which may start the terminator `ESC \`.
        var isAfterEscape = false

        /// A control string with no text yet.
        ///
        /// - Parameter introducer: One of ``introducers``.
        init(introducer: UInt8) {
            self.introducer = introducer
        }
    }

    /// The bell, which ends an OSC string (xterm's form).
    static let bell: UInt8 = 0x07
    /// The final byte of the string terminator `ESC \`.
    static let stringTerminatorFinal: UInt8 = 0x5C

    /// The largest column of xterm's modified F3, `CSI 1;m R` (m = 1 + the
    /// modifier bits shift, alt, control and meta).
    static let largestFunctionKeyModifier = 16

    /// Reads one byte of a control string.
    ///
    /// BEL and `ESC \` end it. An ESC followed by anything else ends it too,
    /// and that ESC starts a new sequence with the byte. A control byte or
    /// DEL ends it and decodes afresh (a key typed after an Alt-`]` that was
    /// no reply); every other byte is text.
    ///
    /// - Parameters:
    ///   - byte: The byte.
    ///   - string: The string so far.
    ///   - events: Where a key the byte ends up as goes.
    mutating func consumeInControlString(_ byte: UInt8, _ string: ControlString, into events: inout [InputEvent]) {
        var string = string
        if string.isAfterEscape {
            if byte == Self.stringTerminatorFinal {
                state = .ground
            } else {
                state = .escape
                decode(byte, into: &events)
            }
            return
        }
        switch byte {
        case Self.bell:
            state = .ground
        case 0x1B:
            string.isAfterEscape = true
            state = .controlString(string)
        case 0x00...0x1F, 0x7F:
            state = .ground
            decode(byte, into: &events)
        default:
            string.hasText = true
            state = .controlString(string)
        }
    }

    /// Resolves a control string whose timeout passed: one that has no text
    /// was a key (Alt and its introducer, then Esc if an ESC followed);
    /// one with text was an unfinished reply, dropped.
    ///
    /// - Parameters:
    ///   - string: The unfinished string.
    ///   - events: Where the keys go.
    func flushUnfinished(_ string: ControlString, into events: inout [InputEvent]) {
        guard !string.hasText else { return }
        events.append(.key(.character(Unicode.Scalar(string.introducer)), .alt))
        if string.isAfterEscape { events.append(.key(.escape)) }
    }

    /// The position a `CSI row;column R` reports, unless the sequence is
    /// something else.
    ///
    /// A report has exactly two numbers, both at least 1, and no private
    /// marker. `CSI 1;m R` with m in 2…16 is also xterm's F3 with modifiers:
    /// it is a report only while one is expected.
    ///
    /// - Parameter bytes: The parameter bytes between `ESC [` and `R`.
    /// - Returns: The 0-based position, or `nil` when the bytes are no report.
    /// - Complexity: O(n) in the number of bytes.
    func cursorPositionReport(in bytes: [UInt8]) -> CursorPosition? {
        guard let parameters = Parameters.parse(bytes), parameters.marker == nil, parameters.count == 2,
              let row = parameters[0], let column = parameters[1], row >= 1, column >= 1 else { return nil }
        let isModifiedF3 = row == 1 && (2...Self.largestFunctionKeyModifier).contains(column)
        guard awaitedCursorReports > 0 || !isModifiedF3 else { return nil }
        return CursorPosition(row: row - 1, column: column - 1)
    }
}
