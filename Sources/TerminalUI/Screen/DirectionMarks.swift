/// The direction marks of a screen cell, packed in 64 bits: a cell stays as
/// cheap to copy and compare as a character and a style, which a frame's
/// diff does for every cell.
///
/// The marks are U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069
/// (``ScreenCell/isDirectionMark(_:)``), each stored as a 4-bit code, 1
/// to 12, the first mark in the lowest bits. A cell keeps at most
/// ``capacity`` marks; more are dropped.
struct DirectionMarks: Hashable, Sendable {
    /// The codes, 4 bits each; 0 ends the sequence.
    private(set) var bits: UInt64 = 0

    /// The most marks kept.
    static let capacity = 16

    /// The scalars of codes 1 to 12.
    private static let scalars: [UInt32] = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                            0x2066, 0x2067, 0x2068, 0x2069]

    /// No marks.
    init() {}

    /// The direction marks of a text, in order; other characters are left out.
    init(_ text: some StringProtocol) {
        for character in text {
            if let code = Self.code(of: character) { append(code: code) }
        }
    }

    /// The code of a direction mark, or `nil` for any other character.
    static func code(of character: Character) -> UInt64? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              let index = scalars.firstIndex(of: scalar.value) else { return nil }
        return UInt64(index + 1)
    }

    /// Whether there are no marks.
    var isEmpty: Bool { bits == 0 }

    /// The number of marks.
    var count: Int { (64 - bits.leadingZeroBitCount + 3) / 4 }

    /// Adds a mark at the end (nothing when ``capacity`` marks are kept).
    mutating func append(code: UInt64) {
        let count = self.count
        guard count < Self.capacity else { return }
        bits |= code << UInt64(4 * count)
    }

    /// These marks followed by `other`'s, as many as fit.
    func followed(by other: DirectionMarks) -> DirectionMarks {
        var result = self
        var rest = other.bits
        while rest != 0 {
            result.append(code: rest & 0xF)
            rest >>= 4
        }
        return result
    }

    /// The scalars of the marks, in order.
    private var scalarValues: [UInt32] {
        var values: [UInt32] = []
        var rest = bits
        while rest != 0 {
            values.append(Self.scalars[Int(rest & 0xF) - 1])
            rest >>= 4
        }
        return values
    }

    /// The marks as text.
    var string: String {
        var text = ""
        for value in scalarValues { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        return text
    }

    /// The number of UTF-8 bytes of the marks: 2 for U+061C, 3 for the others.
    var utf8Count: Int {
        var total = 0
        var rest = bits
        while rest != 0 {
            total += rest & 0xF == 1 ? 2 : 3
            rest >>= 4
        }
        return total
    }

    /// Appends the marks' UTF-8 bytes.
    func appendUTF8(to bytes: inout [UInt8]) {
        guard bits != 0 else { return }
        bytes.append(contentsOf: string.utf8)
    }
}
