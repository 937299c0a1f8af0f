import Testing
import TestSupport
@testable import TerminalUI

@Suite("Input decoder properties")
struct InputDecoderPropertyTests {
    static let seed: UInt64 = 0x1DEC_0DE5

    /// Every table case that decodes completely on its own, with nothing left pending.
    static let selfContainedPieces: [DecodingCase] = {
        (DecoderTables.keys + DecoderTables.mice + DecoderTables.pastes + DecoderTables.malformed).filter { piece in
            var decoder = InputDecoder()
            return decoder.feed(piece.input, at: 0) == piece.expected && decoder.pendingDeadline == nil
        }
    }()

    @Test("a long mixed stream decodes the same under random splits")
    func randomSplits() {
        #expect(Self.selfContainedPieces.count > 150)
        var rng = SeededGenerator(seed: Self.seed)
        for round in 0..<300 {
            var input: [UInt8] = []
            var expected: [InputEvent] = []
            for _ in 0..<Int.random(in: 1...80, using: &rng) {
                let piece = Self.selfContainedPieces.randomElement(using: &rng)!
                input += piece.input
                expected += piece.expected
            }
            var chunks: [[UInt8]] = []
            var start = 0
            while start < input.count {
                let size = rng.chance(0.1) ? Int.random(in: 0...input.count, using: &rng) : Int.random(in: 0...6, using: &rng)
                let end = min(input.count, start + size)
                chunks.append(Array(input[start..<end]))
                start = end
            }
            var decoder = InputDecoder()
            var events: [InputEvent] = []
            for chunk in chunks { decoder.feed(chunk, at: 0, into: &events) }
            #expect(decoder.pendingDeadline == nil, "seed \(Self.seed) round \(round)")
            #expect(events == expected, "seed \(Self.seed) round \(round) chunk sizes \(chunks.map(\.count))")
        }
    }

    @Test("garbage before a valid escape sequence never keeps it from decoding")
    func garbageBeforeSequences() {
        let sequences = Self.selfContainedPieces.filter { $0.input.first == 0x1B && !$0.expected.isEmpty
            && !$0.expected.contains { if case .paste = $0 { true } else { false } } }
        #expect(sequences.count > 80)
        // No '~', so garbage never opens a paste that would take the sequence as text.
        let alphabet: [UInt8] = [0x1B, 0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x3C, 0x3B, 0x3A, 0x3F, 0x24, 0x30, 0x31, 0x32,
                                 0x39, 0x41, 0x4D, 0x6D, 0x61, 0x0D, 0x03, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF]
        var rng = SeededGenerator(seed: Self.seed)
        for round in 0..<2000 {
            let garbage = (0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let sequence = sequences.randomElement(using: &rng)!
            var decoder = InputDecoder()
            let input = garbage + sequence.input
            var events: [InputEvent] = []
            var start = 0
            while start < input.count {
                let end = min(input.count, start + Int.random(in: 1...5, using: &rng))
                decoder.feed(input[start..<end], at: 0, into: &events)
                start = end
            }
            let context = "seed \(Self.seed) round \(round) garbage \(garbage) then \(sequence.testDescription)"
            #expect(events.suffix(sequence.expected.count) == sequence.expected[...], "\(context)")
            #expect(decoder.pendingDeadline == nil, "\(context)")
        }
    }

    @Test("random bytes never stall the decoder: after the timeouts it is at rest and decodes again")
    func randomBytesNeverStall() {
        var rng = SeededGenerator(seed: Self.seed)
        for round in 0..<500 {
            var decoder = InputDecoder()
            var time = 0.0
            for _ in 0..<Int.random(in: 1...10, using: &rng) {
                let favourites: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x7E, 0x32, 0x30]
                let bytes = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    rng.chance(0.3) ? favourites.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
                }
                _ = decoder.feed(bytes, at: time)
                time += Double.random(in: 0...40, using: &rng)
                _ = decoder.flushPending(at: time)
            }
            _ = decoder.flushPending(at: time + decoder.pasteTimeout)
            let context = "seed \(Self.seed) round \(round)"
            #expect(decoder.pendingDeadline == nil, "\(context)")
            #expect(decoder.feed(Array("x\(esc)[A".utf8), at: time + decoder.pasteTimeout) == [character("x"), .key(.up)],
                    "\(context)")
        }
    }
}
