/// The bytes of the few control sequences the screen renderer writes.
///
/// Every sequence is a CSI (`ESC [`), decimal parameters separated by `;`,
/// and a final byte.
enum ControlSequence {
    /// The escape byte.
    static let escape: UInt8 = 0x1B
    /// `[`, which follows the escape byte in a control sequence introducer.
    static let bracket: UInt8 = 0x5B
    /// `;`, between parameters.
    static let separator: UInt8 = 0x3B
    /// `H`, the final byte of a cursor position.
    static let cursorPositionFinal: UInt8 = 0x48
    /// `J`, the final byte of an erase in display.
    static let eraseDisplayFinal: UInt8 = 0x4A
    /// `m`, the final byte of a select graphic rendition.
    static let graphicRenditionFinal: UInt8 = 0x6D

    /// Appends `ESC [`.
    static func appendIntroducer(to bytes: inout [UInt8]) {
        bytes.append(escape)
        bytes.append(bracket)
    }

    /// Appends a non-negative number in decimal.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        precondition(value >= 0, "parameters are not negative")
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(0x30 + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The number of decimal digits of a non-negative number.
    static func digitCount(of value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// Appends a cursor position, 0-based in, 1-based on the wire:
    /// `CSI H` for the top-left cell, `CSI row;column H` elsewhere.
    static func appendCursorPosition(column: Int, row: Int, to bytes: inout [UInt8]) {
        appendIntroducer(to: &bytes)
        if column != 0 || row != 0 {
            appendDecimal(row + 1, to: &bytes)
            bytes.append(separator)
            appendDecimal(column + 1, to: &bytes)
        }
        bytes.append(cursorPositionFinal)
    }

    /// The bytes ``appendCursorPosition(column:row:to:)`` writes.
    static func cursorPositionLength(column: Int, row: Int) -> Int {
        if column == 0 && row == 0 { return 3 }
        return 4 + digitCount(of: row + 1) + digitCount(of: column + 1)
    }

    /// Appends `CSI 2J`, which blanks the whole screen.
    static func appendClearScreen(to bytes: inout [UInt8]) {
        appendIntroducer(to: &bytes)
        bytes.append(0x32)
        bytes.append(eraseDisplayFinal)
    }

    /// The carriage return byte, which puts the cursor on the row's first column.
    static let carriageReturn: UInt8 = 0x0D
    /// Line feed: down one line (scrolling at the bottom), the same column when output is raw.
    static let lineFeed: UInt8 = 0x0A

    /// Appends `CSI J`, which blanks from the cursor to the end of the screen.
    static func appendEraseBelow(to bytes: inout [UInt8]) {
        appendIntroducer(to: &bytes)
        bytes.append(eraseDisplayFinal)
    }

    /// Appends a relative cursor move by a signed count: `CSI n` and the
    /// `positive` final for a positive count, the `negative` final for a
    /// negative one, nothing for zero (`CSI 1A` is written `CSI A`).
    static func appendRelativeMove(_ count: Int, positive: Unicode.Scalar, negative: Unicode.Scalar,
                                   to bytes: inout [UInt8]) {
        guard count != 0 else { return }
        appendIntroducer(to: &bytes)
        if abs(count) != 1 { appendDecimal(abs(count), to: &bytes) }
        bytes.append(UInt8(ascii: count > 0 ? positive : negative))
    }

    /// The bytes ``appendRelativeMove(_:positive:negative:to:)`` writes.
    static func relativeMoveLength(_ count: Int) -> Int {
        count == 0 ? 0 : abs(count) == 1 ? 3 : 3 + digitCount(of: abs(count))
    }

    /// Appends `CSI 0m`, which resets every graphic rendition.
    static func appendResetGraphicRendition(to bytes: inout [UInt8]) {
        appendIntroducer(to: &bytes)
        bytes.append(0x30)
        bytes.append(graphicRenditionFinal)
    }
}
