/// Watches the bytes a program writes to its terminal for the first frame:
/// the first byte that puts something on the screen, that is a printable
/// byte outside every escape sequence (a character or a part of one in
/// UTF-8, a space, a line-drawing character of the DEC special graphics set).
///
/// Escape sequences draw nothing by themselves, so set-up such as the
/// alternate screen, cursor moves, colours and the questions a program asks
/// the terminal is not a frame. The detector also reports each cursor
/// position request (`CSI 6n`), which a terminal answers at once: an inline
/// program waits for the answer before it draws.
///
/// It knows the sequences of ECMA-48 as terminals parse them: CSI (`ESC [`
/// parameters, intermediates, a final byte), the strings (OSC `ESC ]`, DCS
/// `ESC P`, APC, PM and SOS) ended by BEL or ST (`ESC \`), and the other
/// escapes (`ESC`, intermediates, a final byte), such as `ESC ( 0` and
/// `ESC =`. C0 controls (CR, LF, BEL…) and DEL draw nothing.
struct FrameDetector {
    /// What one byte turned out to be.
    enum Event: Equatable {
        /// The byte is the first of the first frame.
        case frame
        /// The byte ended a cursor position request (`CSI 6n`).
        case cursorPositionRequest
    }

    private enum State {
        case ground, escape, escapeIntermediate, controlSequence, string, stringEscape
    }

    private var state = State.ground
    /// The parameter and intermediate bytes of the control sequence being read (at most 16 kept).
    private var parameters: [UInt8] = []
    /// Whether the first frame has begun.
    private(set) var sawFrame = false
    /// The cursor position requests seen so far.
    private(set) var cursorPositionRequests = 0

    /// Reads one byte.
    ///
    /// - Returns: `.frame` for the first byte of the first frame (and only
    ///   for it), `.cursorPositionRequest` for the last byte of each `CSI 6n`,
    ///   `nil` otherwise.
    mutating func feed(_ byte: UInt8) -> Event? {
        switch state {
        case .ground:
            if byte == 0x1B {
                state = .escape
            } else if byte >= 0x20 && byte != 0x7F && !sawFrame {
                sawFrame = true
                return .frame
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence
                parameters.removeAll(keepingCapacity: true)
            case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
                state = .string
            case 0x20...0x2F:
                state = .escapeIntermediate
            case 0x1B:
                state = .escape
            default:
                state = .ground
            }
        case .escapeIntermediate:
            if byte >= 0x30 { state = .ground }
        case .controlSequence:
            if (0x40...0x7E).contains(byte) {
                state = .ground
                if byte == UInt8(ascii: "n") && parameters == [UInt8(ascii: "6")] {
                    cursorPositionRequests += 1
                    return .cursorPositionRequest
                }
            } else if byte == 0x1B {
                state = .escape   // a sequence cut short by a new one
            } else if parameters.count < 16 {
                parameters.append(byte)
            }
        case .string:
            if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .stringEscape }
        case .stringEscape:
            state = byte == UInt8(ascii: "\\") ? .ground : .string
        }
        return nil
    }

    /// Reads bytes until the first frame begins.
    ///
    /// - Parameter bytes: The bytes, in the order written.
    /// - Returns: The offset of the first frame's first byte in `bytes` (when
    ///   it begins there) and the cursor position requests before it.
    mutating func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (frameOffset: Int?, requests: Int) {
        var requests = 0
        for (offset, byte) in bytes.enumerated() {
            switch feed(byte) {
            case .frame?: return (offset, requests)
            case .cursorPositionRequest?: requests += 1
            case nil: break
            }
        }
        return (nil, requests)
    }
}
