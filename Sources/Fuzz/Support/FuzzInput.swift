/// Reads choices from a fuzzer's bytes: each read takes what it needs and
/// gives zeros once the bytes run out, so every input is a valid program.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a reader over some bytes.
    ///
    /// - Parameter bytes: The fuzzer's input.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether all bytes were read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// An integer in a range, from as many bytes as the range needs.
    ///
    /// - Parameter range: A non-empty range.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        var value: UInt64 = 0
        var needed = span
        repeat {
            value = value << 8 | UInt64(byte())
            needed >>= 8
        } while needed > 0
        if span == .max { return range.lowerBound &+ Int(truncatingIfNeeded: value) }
        return range.lowerBound &+ Int(truncatingIfNeeded: value % (span + 1))
    }

    /// A choice among a few options.
    ///
    /// - Parameter options: The options; not empty.
    public mutating func pick<T>(_ options: [T]) -> T {
        options[int(in: 0...(options.count - 1))]
    }

    /// A boolean.
    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A Double: usually ordinary, sometimes NaN, infinite, huge or tiny.
    ///
    /// - Parameter scale: The magnitude of ordinary values.
    public mutating func double(scale: Double) -> Double {
        switch byte() % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return Double(bitPattern: UInt64(int(in: 0...Int.max)))
        case 4: return 1e300
        case 5: return -1e300
        default: return (Double(int(in: 0...65_535)) / 65_535 * 2 - 1) * scale * 3
        }
    }

    /// The bytes not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
