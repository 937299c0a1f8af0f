import Testing
import TestSupport
@testable import TerminalUI

@Suite("Input decoder")
struct InputDecoderTests {
    @Test("keys decode whole, byte by byte and split at every boundary", arguments: DecoderTables.keys)
    func keys(testCase: DecodingCase) {
        checkEverySplit(testCase)
    }

    @Test("SGR mouse reports decode whole, byte by byte and split at every boundary", arguments: DecoderTables.mice)
    func mice(testCase: DecodingCase) {
        checkEverySplit(testCase)
    }

    @Test("bracketed pastes decode whole, byte by byte and split at every boundary", arguments: DecoderTables.pastes)
    func pastes(testCase: DecodingCase) {
        checkEverySplit(testCase)
    }

    @Test("unknown and malformed input is dropped without losing what follows", arguments: DecoderTables.malformed)
    func malformed(testCase: DecodingCase) {
        checkEverySplit(testCase)
    }

    @Test("a lone ESC is Esc only once the escape timeout has passed")
    func loneEscapeTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.feed([0x1B], at: 100).isEmpty)
        #expect(decoder.pendingDeadline == 125)
        #expect(decoder.flushPending(at: 124.9).isEmpty)
        #expect(decoder.flushPending(at: 125) == [.key(.escape)])
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.flushPending(at: 200).isEmpty)
    }

    @Test("the escape timeout is configurable")
    func configurableTimeout() {
        var decoder = InputDecoder(escapeTimeout: 50)
        #expect(decoder.escapeTimeout == 50)
        #expect(decoder.feed([0x1B], at: 10).isEmpty)
        #expect(decoder.pendingDeadline == 60)
        #expect(decoder.flushPending(at: 59).isEmpty)
        #expect(decoder.feed(Array("[A".utf8), at: 59) == [.key(.up)])
    }

    @Test("ESC followed quickly by [A is Up, not Esc and two keys", arguments: [0.0, 10, 24.9])
    func escapeThenSequence(delay: Double) {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], at: 1000).isEmpty)
        #expect(decoder.flushPending(at: 1000 + delay).isEmpty)
        #expect(decoder.feed(Array("[A".utf8), at: 1000 + delay) == [.key(.up)])
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("bytes after the timeout resolve the pending ESC first, even without a flush")
    func lateBytesResolvePendingEscape() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], at: 0).isEmpty)
        #expect(decoder.feed(Array("[A".utf8), at: 25) == [.key(.escape), character("["), character("A")])
        #expect(decoder.feed([0x1B], at: 100).isEmpty)
        #expect(decoder.feed(Array("x".utf8), at: 110) == [character("x", .alt)])
        #expect(decoder.feed([0x1B], at: 200).isEmpty)
        #expect(decoder.feed(Array("x".utf8), at: 300) == [.key(.escape), character("x")])
    }

    @Test("each byte moves the deadline; unfinished sequences resolve as documented")
    func unfinishedSequences() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(esc)[".utf8), at: 0).isEmpty)
        #expect(decoder.feed(Array("1".utf8), at: 20).isEmpty)
        #expect(decoder.pendingDeadline == 45)
        #expect(decoder.flushPending(at: 30).isEmpty)
        #expect(decoder.feed(Array(";5".utf8), at: 40).isEmpty)
        #expect(decoder.feed(Array("C".utf8), at: 60) == [.key(.right, .control)])

        #expect(decoder.feed(Array("\(esc)[1;".utf8), at: 100).isEmpty)
        #expect(decoder.flushPending(at: 125).isEmpty)
        #expect(decoder.pendingDeadline == nil)
        #expect(decoder.feed(Array("5A".utf8), at: 126) == [character("5"), character("A")])

        #expect(decoder.feed(Array("\(esc)[".utf8), at: 200).isEmpty)
        #expect(decoder.flushPending(at: 225) == [character("[", .alt)])
        #expect(decoder.feed(Array("\(esc)O".utf8), at: 300).isEmpty)
        #expect(decoder.flushPending(at: 325) == [character("O", .alt)])
        #expect(decoder.feed([0xE2, 0x82], at: 400).isEmpty)
        #expect(decoder.pendingDeadline == 425)
        #expect(decoder.flushPending(at: 425).isEmpty)
        #expect(decoder.feed([0xAC], at: 426).isEmpty)
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("a time earlier than the latest seen counts as the latest")
    func timeGoingBackwards() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(esc)[".utf8), at: 100).isEmpty)
        #expect(decoder.feed(Array("1".utf8), at: 50).isEmpty)
        #expect(decoder.pendingDeadline == 125)
        #expect(decoder.flushPending(at: 124).isEmpty)
        #expect(decoder.feed([], at: 300).isEmpty)
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("an unfinished paste is emitted after the paste timeout and decoding resumes")
    func pasteTimeout() {
        var decoder = InputDecoder(pasteTimeout: 500)
        #expect(decoder.feed(Array("\(esc)[200~ab".utf8), at: 0).isEmpty)
        #expect(decoder.pendingDeadline == 500)
        #expect(decoder.feed(Array("c".utf8), at: 100).isEmpty)
        #expect(decoder.pendingDeadline == 600)
        #expect(decoder.flushPending(at: 599).isEmpty)
        #expect(decoder.flushPending(at: 600) == [.paste("abc")])
        #expect(decoder.feed(Array("d".utf8), at: 601) == [character("d")])
        #expect(decoder.feed(Array("\(esc)[200~".utf8), at: 700).isEmpty)
        #expect(decoder.flushPending(at: 1200).isEmpty)
        #expect(decoder.pendingDeadline == nil)
    }

    @Test("long pastes arrive in pieces of at most maximumPasteLength bytes, cut between characters",
          arguments: [
              ("abcdefghij", ["abcd", "efgh", "ij"]),
              ("aé€b", ["aé", "€b"]),
              ("😀😀😀", ["😀", "😀", "😀"]),
              ("abc", ["abc"]),
          ])
    func pasteChunks(text: String, pieces: [String]) {
        let decoder = InputDecoder(maximumPasteLength: 4)
        let input = Array("\(esc)[200~\(text)\(esc)[201~".utf8)
        checkEverySplit(DecodingCase(bytes: input, events: pieces.map { InputEvent.paste($0) }), with: decoder)
    }

    @Test("a paste piece never exceeds the limit, and the pieces join to the text")
    func pasteChunkBounds() {
        var rng = SeededGenerator(seed: 0xB0A7_5EED)
        let alphabet: [Character] = ["a", "é", "€", "😀", "\r", "~", "\u{1B}"]
        for round in 0..<200 {
            let limit = Int.random(in: 4...12, using: &rng)
            let text = String((0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            var decoder = InputDecoder(maximumPasteLength: limit)
            let events = decoder.feed(Array("\(esc)[200~\(text)\(esc)[201~".utf8), at: 0)
            let pieces = events.compactMap { event -> String? in
                if case .paste(let piece) = event { return piece }
                return nil
            }
            let context = "seed \(rng.seed) round \(round) limit \(limit) text \(String(reflecting: text))"
            #expect(pieces.count == events.count && !pieces.isEmpty, "\(context)")
            #expect(pieces.joined() == text, "\(context)")
            #expect(pieces.allSatisfy { $0.utf8.count <= limit }, "\(context)")
        }
    }

    @Test("parameter bytes parse into numbers, omitted values and a marker", arguments: [
        ("", InputDecoder.Parameters([])),
        ("1", InputDecoder.Parameters([1])),
        ("1;2", InputDecoder.Parameters([1, 2])),
        (";5", InputDecoder.Parameters([nil, 5])),
        ("1;", InputDecoder.Parameters([1, nil])),
        ("0001", InputDecoder.Parameters([1])),
        ("65535", InputDecoder.Parameters([65535])),
        ("<0;10;5", InputDecoder.Parameters(marker: UInt8(ascii: "<"), [0, 10, 5])),
        ("?", InputDecoder.Parameters(marker: UInt8(ascii: "?"), [])),
        ("1;2;3;4", nil),
        ("65536", nil),
        ("1:2", nil),
        ("1$", nil),
        ("1<", nil),
        ("<<1", nil),
    ] as [(String, InputDecoder.Parameters?)])
    func parameters(text: String, expected: InputDecoder.Parameters?) {
        let parsed = InputDecoder.Parameters.parse(Array(text.utf8))
        #expect(parsed == expected)
        if let parsed, let expected {
            for index in 0..<InputDecoder.Parameters.capacity { #expect(parsed[index] == expected[index]) }
            #expect(parsed.count == expected.count)
        }
    }

    @Test("bytes from a sequence without contiguous storage decode the same, and appending reuses the array")
    func feedVariants() {
        let input = Array("a\(esc)[1;2A€\(esc)[<0;3;4M".utf8)
        let expected = [character("a"), .key(.up, .shift), character("€"), mouse(.press(.left), 2, 3)]
        var lazyDecoder = InputDecoder()
        #expect(lazyDecoder.feed(input.lazy.map { $0 }, at: 0) == expected)
        var appending = InputDecoder()
        var events: [InputEvent] = [.key(.tab)]
        appending.feed(input, at: 0, into: &events)
        #expect(events == [.key(.tab)] + expected)
        var lazyEscape = InputDecoder()
        #expect(lazyEscape.feed([UInt8]([0x1B]).lazy.map { $0 }, at: 7).isEmpty)
        #expect(lazyEscape.pendingDeadline == 32)
        lazyEscape.flushPending(at: 32, into: &events)
        #expect(events.last == .key(.escape))
    }

    @Test("events describe themselves readably", arguments: [
        (InputEvent.key(.up, .shift), "Shift+Up"),
        (character("c", .control), "Ctrl+c"),
        (character(" "), "Space"),
        (.key(.function(5), [.control, .alt]), "Ctrl+Alt+F5"),
        (.key(.pageDown), "PageDown"),
        (mouse(.press(.left), 4, 2), "mouse press(left) at 4,2"),
        (mouse(.wheelUp, 0, 1, .control), "mouse Ctrl+wheelUp at 0,1"),
        (.paste("hi\n"), "paste \"hi\\n\""),
    ])
    func descriptions(event: InputEvent, expected: String) {
        #expect(event.description == expected)
    }

    @Test("a mouse event names its button", arguments: [
        (InputEvent.Mouse.Action.press(.left), InputEvent.Mouse.Button.left),
        (.release(.right), .right),
        (.drag(.middle), .middle),
        (.move, nil),
        (.wheelDown, nil),
    ] as [(InputEvent.Mouse.Action, InputEvent.Mouse.Button?)])
    func mouseButton(action: InputEvent.Mouse.Action, button: InputEvent.Mouse.Button?) {
        #expect(InputEvent.Mouse(action, column: 0, row: 0).button == button)
    }
}
