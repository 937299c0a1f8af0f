/// A character's UTF-8 bytes packed in two words, so that a screen cell is
/// a plain value: a frame is made, copied and compared as bits, with no
/// reference counting per cell.
///
/// Up to 15 bytes fit: every character of one scalar, a flag, an emoji with
/// a skin tone, most joined emoji. A longer cluster keeps the whole scalars
/// that fit (a family of four shows its first members).
struct Glyph: Hashable, Sendable {
    /// Bytes 0 to 7.
    private var low: UInt64
    /// Bytes 8 to 14, and the length in the top byte (0: no character, the
    /// second cell of a wide character).
    private var high: UInt64

    /// The most bytes a glyph holds.
    static let capacity = 15

    /// No character: the second cell of a wide character.
    static let none = Glyph(low: 0, high: 0)
    /// A space.
    static let space = Glyph(ascii: 0x20)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A glyph of one ASCII byte.
    @inline(__always)
    init(ascii: UInt8) {
        low = UInt64(ascii)
        high = 1 << 56
    }

    /// The glyph of a character of one scalar.
    @inline(__always)
    init(scalar: Unicode.Scalar) {
        var packed = Glyph.none
        var count = 0
        for byte in UTF8.encode(scalar)! {
            packed.setByte(byte, at: count)
            count += 1
        }
        packed.high |= UInt64(count) << 56
        self = packed
    }

    /// The glyph of a character: its bytes, or as many of its whole scalars as fit.
    init(_ character: Character) {
        if let ascii = character.asciiValue, character.utf8.count == 1 {
            self.init(ascii: ascii)
            return
        }
        var packed = Glyph.none
        var count = 0
        for scalar in character.unicodeScalars {
            let bytes = UTF8.encode(scalar)!
            guard count + bytes.count <= Glyph.capacity else { break }
            for byte in bytes {
                packed.setByte(byte, at: count)
                count += 1
            }
        }
        packed.high |= UInt64(count) << 56
        self = packed
    }

    private mutating func setByte(_ byte: UInt8, at index: Int) {
        if index < 8 {
            low |= UInt64(byte) << UInt64(8 * index)
        } else {
            high |= UInt64(byte) << UInt64(8 * (index - 8))
        }
    }

    private func byte(at index: Int) -> UInt8 {
        index < 8 ? UInt8(truncatingIfNeeded: low >> UInt64(8 * index))
            : UInt8(truncatingIfNeeded: high >> UInt64(8 * (index - 8)))
    }

    /// The number of bytes.
    var utf8Count: Int { Int(high >> 56) }

    /// Whether there is no character (the second cell of a wide character).
    var isNone: Bool { high >> 56 == 0 }

    /// The character, or `nil` for none.
    var character: Character? {
        guard !isNone else { return nil }
        if utf8Count == 1 { return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: low))) }
        var bytes: [UInt8] = []
        appendUTF8(to: &bytes)
        return String(decoding: bytes, as: UTF8.self).first
    }

    /// Appends the bytes, or a space for none.
    @inline(__always)
    func appendUTF8(to bytes: inout [UInt8]) {
        let count = utf8Count
        if count == 0 {
            bytes.append(0x20)
            return
        }
        for index in 0..<count { bytes.append(byte(at: index)) }
    }
}
