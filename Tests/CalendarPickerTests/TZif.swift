import Foundation

/// A time zone read from the tz database's compiled files (TZif, RFC 8536),
/// without Foundation's time zone code: the offsets and the instants at
/// which they change. Test-only; it reads what the time picker's tests
/// compare with.
///
/// Only the transitions the file lists are read (the version 2+ 64-bit
/// block when there is one); the footer's rule for later years is not
/// expanded, so a test uses years the file lists (`lastTransition`).
struct TZif {
    /// A change of offset: at an instant, from one offset to another (seconds).
    struct Transition: Equatable {
        let instant: Int
        let before: Int
        let after: Int
    }

    /// The offset before the first transition.
    let initialOffset: Int
    /// Every listed transition whose offset differs from the one before it, in order.
    let transitions: [Transition]
    /// The instant of the last listed transition of any kind.
    let lastTransition: Int

    /// Why a file could not be read.
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// The directory of the compiled zones.
    static let directory = "/usr/share/zoneinfo"

    /// Reads a zone from ``directory``; `nil` when the file is missing.
    static func load(_ zone: String) throws -> TZif? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + zone) else { return nil }
        return try TZif(bytes: [UInt8](data))
    }

    /// Parses a TZif file.
    init(bytes: [UInt8]) throws {
        var reader = Reader(bytes: bytes)
        var header = try reader.header()
        var timeSize = 4
        if header.version >= 2 {
            // Skip the version 1 block; the second header's block has 64-bit times.
            try reader.skip(header.blockLength(timeSize: 4))
            header = try reader.header()
            timeSize = 8
        }
        var times: [Int] = []
        for _ in 0..<header.timeCount { times.append(try reader.signed(timeSize)) }
        var indices: [Int] = []
        for _ in 0..<header.timeCount { indices.append(Int(try reader.byte())) }
        var offsets: [Int] = []
        for _ in 0..<header.typeCount {
            offsets.append(try reader.signed(4))
            try reader.skip(2)   // isdst, abbreviation index
        }
        guard !offsets.isEmpty, indices.allSatisfy({ $0 < offsets.count }) else {
            throw FormatError(description: "a transition names a local time type the file lacks")
        }
        // RFC 8536 3.2: before the first transition, local time type 0 applies.
        initialOffset = offsets[0]
        var transitions: [Transition] = []
        var current = offsets[0]
        for (time, index) in zip(times, indices) where offsets[index] != current {
            transitions.append(Transition(instant: time, before: current, after: offsets[index]))
            current = offsets[index]
        }
        self.transitions = transitions
        lastTransition = times.last ?? .min
    }

    /// The offset in force at an instant.
    func offset(at instant: Int) -> Int {
        transitions.last { $0.instant <= instant }?.after ?? initialOffset
    }

    /// The transitions within a span of instants.
    func transitions(from lower: Int, to upper: Int) -> [Transition] {
        transitions.filter { $0.instant >= lower && $0.instant < upper }
    }

    /// The stretches of one offset: each one's first instant (`Int.min` for the first) and offset.
    var segments: [(start: Int, offset: Int)] {
        [(Int.min, initialOffset)] + transitions.map { ($0.instant, $0.after) }
    }

    /// The instants a local time (seconds since 1970 as if the zone were UTC) names, in order, with their offsets.
    func occurrences(ofLocal local: Int) -> [(instant: Int, offset: Int)] {
        var found: [(instant: Int, offset: Int)] = []
        for offset in Set([initialOffset] + transitions.map(\.after)).sorted(by: >) where self.offset(at: local - offset) == offset {
            found.append((local - offset, offset))
        }
        return found.sorted { $0.instant < $1.instant }
    }

    /// The transition whose gap (clocks jumped forward) holds a local time.
    func gap(holding local: Int) -> Transition? {
        transitions.first { $0.after > $0.before && $0.instant + $0.before <= local && local < $0.instant + $0.after }
    }

    /// The header's counts.
    struct Header {
        let version: Int
        let utLocalCount, standardWallCount, leapCount, timeCount, typeCount, characterCount: Int

        /// The length of the data block that follows the header.
        func blockLength(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + characterCount
                + leapCount * (timeSize + 4) + standardWallCount + utLocalCount
        }
    }

    /// Reads big-endian numbers from the bytes.
    struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func byte() throws -> UInt8 {
            guard position < bytes.count else { throw FormatError(description: "the file ends early") }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func skip(_ count: Int) throws {
            guard position + count <= bytes.count else { throw FormatError(description: "the file ends early") }
            position += count
        }

        /// A signed two's-complement number of 4 or 8 bytes.
        mutating func signed(_ size: Int) throws -> Int {
            var value: UInt64 = 0
            for _ in 0..<size { value = value << 8 | UInt64(try byte()) }
            return size == 4 ? Int(Int32(bitPattern: UInt32(value))) : Int(Int64(bitPattern: value))
        }

        mutating func header() throws -> Header {
            let magic = try (0..<4).map { _ in try byte() }
            guard magic == Array("TZif".utf8) else { throw FormatError(description: "not a TZif file") }
            let versionByte = try byte()
            let version = versionByte == 0 ? 1 : Int(versionByte) - 48
            try skip(15)
            let counts = try (0..<6).map { _ in try signed(4) }
            guard counts.allSatisfy({ $0 >= 0 }) else { throw FormatError(description: "a negative count") }
            return Header(version: version, utLocalCount: counts[0], standardWallCount: counts[1], leapCount: counts[2],
                          timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        }
    }
}
