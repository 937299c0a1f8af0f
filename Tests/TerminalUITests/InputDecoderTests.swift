import Testing
import TestSupport
@testable import TerminalUI

// MARK: - Helpers

private let esc = "\u{1B}"

private func character(_ scalar: Unicode.Scalar, _ modifiers: InputEvent.Modifiers = []) -> InputEvent {
    .key(.character(scalar), modifiers)
}

private func mouse(_ action: InputEvent.Mouse.Action, _ column: Int, _ row: Int,
                   _ modifiers: InputEvent.Modifiers = []) -> InputEvent {
    .mouse(InputEvent.Mouse(action, column: column, row: row, modifiers: modifiers))
}

/// Bytes in, the exact events out.
struct DecodingCase: Sendable, CustomTestStringConvertible {
    let input: [UInt8]
    let expected: [InputEvent]

    init(_ text: String, _ expected: InputEvent...) {
        input = Array(text.utf8)
        self.expected = expected
    }

    init(bytes: [UInt8], _ expected: InputEvent...) {
        self.init(bytes: bytes, events: expected)
    }

    init(bytes: [UInt8], events: [InputEvent]) {
        input = bytes
        expected = events
    }

    var testDescription: String {
        let shown = input.map { byte -> String in
            switch byte {
            case 0x1B: "ESC "
            case 0x21...0x7E: String(UnicodeScalar(byte))
            default: "<\(String(byte, radix: 16, uppercase: true))>"
            }
        }.joined()
        return "\(shown) → \(expected.map(\.description).joined(separator: ", "))"
    }
}

/// Feeds chunks at time 0, then flushes long after.
private func decode(_ chunks: [[UInt8]], with decoder: InputDecoder = InputDecoder()) -> [InputEvent] {
    var decoder = decoder
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.feed(chunk, at: 0) }
    events += decoder.flushPending(at: 1_000_000)
    #expect(decoder.pendingDeadline == nil)
    return events
}

/// Checks a case whole, one byte at a time, and split in two at every byte boundary.
private func checkEverySplit(_ testCase: DecodingCase, with decoder: InputDecoder = InputDecoder()) {
    let input = testCase.input
    #expect(decode([input], with: decoder) == testCase.expected, "whole")
    #expect(decode(input.map { [$0] }, with: decoder) == testCase.expected, "byte by byte")
    for split in 0...input.count {
        let chunks = [Array(input[..<split]), Array(input[split...])]
        #expect(decode(chunks, with: decoder) == testCase.expected, "split after \(split) bytes")
    }
}

// MARK: - Tables

enum DecoderTables {
    static let keys: [DecodingCase] = [
        // Printable characters, one to four UTF-8 bytes.
        .init("a", character("a")),
        .init("Z", character("Z")),
        .init(" ", character(" ")),
        .init("~", character("~")),
        .init("[O", character("["), character("O")),
        .init("é", character("é")),
        .init("€", character("€")),
        .init("一", character("一")),
        .init("😀", character("😀")),
        .init("e\u{301}", character("e"), character("\u{301}")),
        // Enter, Tab, Backspace.
        .init("\r", .key(.enter)),
        .init("\n", .key(.enter)),
        .init("\r\n", .key(.enter), .key(.enter)),
        .init("\t", .key(.tab)),
        .init("\(esc)[Z", .key(.tab, .shift)),
        .init("\(esc)[1;5Z", .key(.tab, [.shift, .control])),
        .init(bytes: [0x7F], .key(.backspace)),
        .init(bytes: [0x08], .key(.backspace)),
        // Control letters and the other control bytes.
        .init(bytes: [0x03], character("c", .control)),
        .init(bytes: [0x01], character("a", .control)),
        .init(bytes: [0x1A], character("z", .control)),
        .init(bytes: [0x0C], character("l", .control)),
        .init(bytes: [0x00], character(" ", .control)),
        .init(bytes: [0x1C], character("\\", .control)),
        .init(bytes: [0x1D], character("]", .control)),
        .init(bytes: [0x1F], character("_", .control)),
        // Arrows in CSI and SS3 form.
        .init("\(esc)[A", .key(.up)),
        .init("\(esc)[B", .key(.down)),
        .init("\(esc)[C", .key(.right)),
        .init("\(esc)[D", .key(.left)),
        .init("\(esc)OA", .key(.up)),
        .init("\(esc)OB", .key(.down)),
        .init("\(esc)OC", .key(.right)),
        .init("\(esc)OD", .key(.left)),
        // Home and End in all their forms.
        .init("\(esc)[H", .key(.home)),
        .init("\(esc)[F", .key(.end)),
        .init("\(esc)[1~", .key(.home)),
        .init("\(esc)[4~", .key(.end)),
        .init("\(esc)[7~", .key(.home)),
        .init("\(esc)[8~", .key(.end)),
        .init("\(esc)OH", .key(.home)),
        .init("\(esc)OF", .key(.end)),
        // Page keys, Insert, Delete, function keys.
        .init("\(esc)[5~", .key(.pageUp)),
        .init("\(esc)[6~", .key(.pageDown)),
        .init("\(esc)[2~", .key(.insert)),
        .init("\(esc)[3~", .key(.delete)),
        .init("\(esc)OP", .key(.function(1))),
        .init("\(esc)OS", .key(.function(4))),
        .init("\(esc)[15~", .key(.function(5))),
        .init("\(esc)[17~", .key(.function(6))),
        .init("\(esc)[21~", .key(.function(10))),
        .init("\(esc)[24~", .key(.function(12))),
        // Modifier parameters: bits of m - 1 are shift 1, alt 2, control 4 (meta 8 reads as alt).
        .init("\(esc)[1;2A", .key(.up, .shift)),
        .init("\(esc)[1;3B", .key(.down, .alt)),
        .init("\(esc)[1;5C", .key(.right, .control)),
        .init("\(esc)[1;8D", .key(.left, [.shift, .alt, .control])),
        .init("\(esc)[1;9A", .key(.up, .alt)),
        .init("\(esc)[1;1A", .key(.up)),
        .init("\(esc)[;5A", .key(.up, .control)),
        .init("\(esc)[1;6H", .key(.home, [.shift, .control])),
        .init("\(esc)[1;2F", .key(.end, .shift)),
        .init("\(esc)[5;2~", .key(.pageUp, .shift)),
        .init("\(esc)[6;5~", .key(.pageDown, .control)),
        .init("\(esc)[3;3~", .key(.delete, .alt)),
        .init("\(esc)[1;4~", .key(.home, [.shift, .alt])),
        .init("\(esc)[1;2P", .key(.function(1), .shift)),
        .init("\(esc)[24;5~", .key(.function(12), .control)),
        // Esc and Alt.
        .init(esc, .key(.escape)),
        .init("\(esc)\(esc)", .key(.escape), .key(.escape)),
        .init("\(esc)a", character("a", .alt)),
        .init("\(esc)A", character("A", .alt)),
        .init("\(esc)é", character("é", .alt)),
        .init("\(esc)\r", .key(.enter, .alt)),
        .init("\(esc)\t", .key(.tab, .alt)),
        .init(bytes: [0x1B, 0x7F], .key(.backspace, .alt)),
        .init(bytes: [0x1B, 0x03], character("c", [.alt, .control])),
        .init("\(esc)[", character("[", .alt)),
        .init("\(esc)O", character("O", .alt)),
        .init("\(esc)\(esc)[A", .key(.escape), .key(.up)),
    ]

    static let mice: [DecodingCase] = [
        .init("\(esc)[<0;1;1M", mouse(.press(.left), 0, 0)),
        .init("\(esc)[<0;10;5m", mouse(.release(.left), 9, 4)),
        .init("\(esc)[<1;3;4M", mouse(.press(.middle), 2, 3)),
        .init("\(esc)[<1;3;4m", mouse(.release(.middle), 2, 3)),
        .init("\(esc)[<2;3;4M", mouse(.press(.right), 2, 3)),
        .init("\(esc)[<2;3;4m", mouse(.release(.right), 2, 3)),
        .init("\(esc)[<32;5;6M", mouse(.drag(.left), 4, 5)),
        .init("\(esc)[<33;5;6M", mouse(.drag(.middle), 4, 5)),
        .init("\(esc)[<34;5;6M", mouse(.drag(.right), 4, 5)),
        .init("\(esc)[<35;7;8M", mouse(.move, 6, 7)),
        .init("\(esc)[<64;2;3M", mouse(.wheelUp, 1, 2)),
        .init("\(esc)[<65;2;3M", mouse(.wheelDown, 1, 2)),
        .init("\(esc)[<66;2;3M", mouse(.wheelLeft, 1, 2)),
        .init("\(esc)[<67;2;3M", mouse(.wheelRight, 1, 2)),
        .init("\(esc)[<4;1;1M", mouse(.press(.left), 0, 0, .shift)),
        .init("\(esc)[<8;1;1M", mouse(.press(.left), 0, 0, .alt)),
        .init("\(esc)[<16;1;1M", mouse(.press(.left), 0, 0, .control)),
        .init("\(esc)[<28;1;1m", mouse(.release(.left), 0, 0, [.shift, .alt, .control])),
        .init("\(esc)[<36;9;9M", mouse(.drag(.left), 8, 8, .shift)),
        .init("\(esc)[<51;9;9M", mouse(.move, 8, 8, .control)),
        .init("\(esc)[<80;1;1M", mouse(.wheelUp, 0, 0, .control)),
        .init("\(esc)[<0;300;200M", mouse(.press(.left), 299, 199)),
        .init("\(esc)[<0;65535;1M", mouse(.press(.left), 65534, 0)),
    ]

    static let pastes: [DecodingCase] = [
        .init("\(esc)[200~hello\(esc)[201~", .paste("hello")),
        .init("\(esc)[200~\(esc)[201~", .paste("")),
        .init("\(esc)[200~é€\r\nnext\(esc)[201~", .paste("é€\r\nnext")),
        .init("\(esc)[200~a\(esc)[Ab\(esc)[201~x", .paste("a\(esc)[Ab"), character("x")),
        .init("\(esc)[200~\(esc)[201x\(esc)[201~", .paste("\(esc)[201x")),
        .init("\(esc)[200~~~\(esc)[201~~", .paste("~~"), character("~")),
        .init(bytes: Array("\(esc)[200~a".utf8) + [0xFF, 0xC3] + Array("b\(esc)[201~".utf8), .paste("a\u{FFFD}\u{FFFD}b")),
        .init("x\(esc)[200~y\(esc)[201~\(esc)[200~z\(esc)[201~", character("x"), .paste("y"), .paste("z")),
        .init("\(esc)[201~q", character("q")),
        .init("\(esc)[200~unfinished", .paste("unfinished")),
    ]

    static let malformed: [DecodingCase] = [
        // Complete but unknown sequences are dropped whole.
        .init("\(esc)[9999qa", character("a")),
        .init("\(esc)[99~a", character("a")),
        .init("\(esc)[~a", character("a")),
        .init("\(esc)[1;2;3Aa", character("a")),
        .init("\(esc)[1:2Aa", character("a")),
        .init("\(esc)[?1Aa", character("a")),
        .init("\(esc)[1$~a", character("a")),
        .init("\(esc)[200;2~a", character("a")),
        .init("\(esc)[70000Aa", character("a")),
        .init("\(esc)Oxa", character("a")),
        .init("\(esc)O5a", character("a")),
        .init("\(esc)[<0;0;5Ma", character("a")),
        .init("\(esc)[<0;5;0Ma", character("a")),
        .init("\(esc)[<3;1;1Ma", character("a")),
        .init("\(esc)[<3;1;1ma", character("a")),
        .init("\(esc)[<64;1;1ma", character("a")),
        .init("\(esc)[<35;1;1ma", character("a")),
        .init("\(esc)[<128;1;1Ma", character("a")),
        .init("\(esc)[<0;1Ma", character("a")),
        .init("\(esc)[<0;1;1;1Ma", character("a")),
        .init("\(esc)[<0;;1Ma", character("a")),
        .init("\(esc)[<0;1;1Xa", character("a")),
        .init("\(esc)[<0;70000;1Ma", character("a")),
        // A byte that cannot continue a sequence ends it and decodes afresh.
        .init("\(esc)[1;2\(esc)[A", .key(.up)),
        .init("\(esc)[1;2\r", .key(.enter)),
        .init(bytes: Array("\(esc)[12".utf8) + [0x7F], .key(.backspace)),
        .init("\(esc)[1;2é", character("é")),
        .init("\(esc)[<0;1\(esc)[<0;1;1M", mouse(.press(.left), 0, 0)),
        .init("\(esc)[\r", character("[", .alt), .key(.enter)),
        .init("\(esc)[\(esc)[B", character("[", .alt), .key(.down)),
        .init("\(esc)O\r", character("O", .alt), .key(.enter)),
        .init("\(esc)O\(esc)OA", character("O", .alt), .key(.up)),
        // Over-long control sequences are ignored up to their final byte.
        .init("\(esc)[" + String(repeating: "0", count: 61) + "1;2Az", .key(.up, .shift), character("z")),
        .init("\(esc)[" + String(repeating: "0", count: 62) + "1;2Az", character("z")),
        .init("\(esc)[" + String(repeating: "1;", count: 500) + "Az", character("z")),
        .init("\(esc)[" + String(repeating: "9", count: 100) + "\r", .key(.enter)),
        // Invalid UTF-8 is dropped; what follows decodes.
        .init(bytes: [0xFF, 0x61], character("a")),
        .init(bytes: [0x80, 0xBF, 0x61], character("a")),
        .init(bytes: [0xC0, 0xAF, 0x61], character("a")),
        .init(bytes: [0xC1, 0xBF]),
        .init(bytes: [0xE0, 0x80, 0x80, 0x61], character("a")),
        .init(bytes: [0xED, 0xA0, 0x80, 0x61], character("a")),
        .init(bytes: [0xF0, 0x80, 0x80, 0x80, 0x61], character("a")),
        .init(bytes: [0xF4, 0x90, 0x80, 0x80, 0x61], character("a")),
        .init(bytes: [0xF5, 0x80, 0x61], character("a")),
        .init(bytes: [0xE2, 0x82, 0x61], character("a")),
        .init(bytes: [0xE2, 0x82]),
        .init(bytes: [0xE2, 0x1B, 0x5B, 0x41], .key(.up)),
        .init(bytes: [0xC3, 0xA9, 0xA9, 0x61], character("é"), character("a")),
        .init(bytes: [0xF0, 0x9F, 0x98, 0xC3, 0xA9], character("é")),
        .init(bytes: [0xED, 0x9F, 0xBF], character("\u{D7FF}")),
        .init(bytes: [0xF4, 0x8F, 0xBF, 0xBF], character("\u{10FFFF}")),
        .init(bytes: [0x1B, 0xFF, 0x61], character("a")),
        // Garbage between valid sequences.
        .init(bytes: [0x61, 0xFF] + Array("\(esc)[A\(esc)[99q".utf8) + [0xC3, 0xA9, 0x80]
                  + Array("\(esc)[<0;1;1M\(esc)[1;\(esc)[B".utf8),
              character("a"), .key(.up), character("é"), mouse(.press(.left), 0, 0), .key(.down)),
    ]
}

// MARK: - Tests

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

// MARK: - Properties

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

@Suite("Input decoder: cursor position reports")
struct CursorPositionReportTests {
    @Test("an expected report is kept, not emitted, whole or split at any byte; a late one too")
    func expected() {
        let bytes = Array("a\u{1B}[12;40Rb\u{1B}[13;41R\u{1B}[1;5R".utf8)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            decoder.expectCursorPositionReport()
            var events = decoder.feed(bytes[..<cut], at: 0)
            let early = decoder.takeCursorPositionReport()
            events += decoder.feed(bytes[cut...], at: 0)
            // The late report is no key either; the next ambiguous one is Ctrl-F3 again.
            #expect(events == [.key(.character("a")), .key(.character("b")), .key(.function(3), .control)],
                    "cut at \(cut)")
            let late = decoder.takeCursorPositionReport()
            #expect([early, late].compactMap { $0 }.last == InputDecoder.CursorPosition(row: 12, column: 40), "cut at \(cut)")
            #expect(decoder.takeCursorPositionReport() == nil)
        }
    }

    @Test("without a request, CSI 1;m R (m 2…16) is a modified F3 and any other two-number report a report", arguments: [
        ("\u{1B}[1;2R", [InputEvent.key(.function(3), .shift)], nil),
        ("\u{1B}[1;16R", [.key(.function(3), [.shift, .alt, .control])], nil),
        ("\u{1B}[1;1R", [], InputDecoder.CursorPosition(row: 0, column: 0)),
        ("\u{1B}[1;17R", [], InputDecoder.CursorPosition(row: 0, column: 16)),
        ("\u{1B}[2;5R", [], InputDecoder.CursorPosition(row: 1, column: 4)),
        ("\u{1B}[24;80R", [], InputDecoder.CursorPosition(row: 23, column: 79)),
    ])
    func unexpected(text: String, events: [InputEvent], report: InputDecoder.CursorPosition?) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(text.utf8), at: 0) == events)
        #expect(decoder.takeCursorPositionReport() == report)
    }

    @Test("malformed reports are not reports", arguments: [
        ("\u{1B}[R", true, [InputEvent.key(.function(3))]),
        ("\u{1B}[5R", true, [InputEvent.key(.function(3))]),
        ("\u{1B}[0;3R", true, [InputEvent.key(.function(3), .alt)]),
        ("\u{1B}[?3;4R", true, []),
        ("\u{1B}[3;4;5R", false, []),
    ])
    func notReports(text: String, expecting: Bool, events: [InputEvent]) {
        var decoder = InputDecoder()
        if expecting { decoder.expectCursorPositionReport() }
        #expect(decoder.feed(Array(text.utf8), at: 0) == events)
        #expect(decoder.takeCursorPositionReport() == nil)
    }
}

@Suite("Input decoder: terminal replies are consumed whole, never typed")
struct TerminalReplyTests {
    /// Replies terminals send: OSC colours (BEL and ST), OSC 52 clipboard, DCS
    /// (XTGETTCAP, DECRQSS), APC (kitty graphics), PM and SOS, UTF-8 in a title.
    static let replies = [
        "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}",
        "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\",
        "\u{1B}]52;c;aGVsbG8=\u{07}",
        "\u{1B}P1+r544e=787465726d\u{1B}\\",
        "\u{1B}P1$r0;1m\u{1B}\\",
        "\u{1B}_Gi=31;OK\u{1B}\\",
        "\u{1B}^private\u{1B}\\",
        "\u{1B}Xstart of string\u{1B}\\",
        "\u{1B}]2;Grüße 日本\u{07}",
    ]

    @Test("a reply between keys leaves exactly the keys, split at every byte", arguments: replies)
    func betweenKeys(reply: String) {
        let bytes = Array("a\(reply)r\u{1B}[A".utf8)
        let expected: [InputEvent] = [.key(.character("a")), .key(.character("r")), .key(.up)]
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            var events = decoder.feed(bytes[..<cut], at: 0)
            events += decoder.flushPending(at: 1)   // a few milliseconds between the reads
            events += decoder.feed(bytes[cut...], at: 2)
            #expect(events == expected, "cut at \(cut)")
            #expect(decoder.pendingDeadline == nil)
        }
    }

    @Test("a late colour reply after keys types nothing: not the r of rgb, not Alt-]")
    func lateColourReply() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("jj".utf8), at: 0) == [.key(.character("j")), .key(.character("j"))])
        #expect(decoder.feed(Array("\u{1B}]11;rgb:0000/".utf8), at: 500).isEmpty)
        #expect(decoder.flushPending(at: 520).isEmpty)
        #expect(decoder.feed(Array("0000/0000\u{1B}".utf8), at: 540).isEmpty)
        #expect(decoder.feed(Array("\\k".utf8), at: 560) == [.key(.character("k"))])
    }

    @Test("alone, the introducers are Alt keys after the escape timeout", arguments: ["]", "P", "X", "^", "_"])
    func introducersAlone(introducer: String) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}\(introducer)".utf8), at: 0).isEmpty)
        #expect(decoder.pendingDeadline == decoder.escapeTimeout)
        #expect(decoder.flushPending(at: decoder.escapeTimeout)
                == [.key(.character(Unicode.Scalar(introducer)!), .alt)])
        #expect(decoder.feed(Array("\u{1B}]\u{1B}".utf8), at: 100).isEmpty)
        #expect(decoder.flushPending(at: 100 + decoder.escapeTimeout) == [.key(.character("]"), .alt), .key(.escape)])
    }

    @Test("an unfinished reply is dropped after the paste timeout; keys after it decode")
    func unfinished() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}]11;rgb:00".utf8), at: 0).isEmpty)
        #expect(decoder.pendingDeadline == decoder.pasteTimeout)
        #expect(decoder.flushPending(at: decoder.pasteTimeout - 1).isEmpty)
        #expect(decoder.flushPending(at: decoder.pasteTimeout).isEmpty)
        #expect(decoder.feed(Array("q".utf8), at: decoder.pasteTimeout + 1) == [.key(.character("q"))])
    }

    @Test("a control byte or an ESC that starts something else ends a string early and is decoded", arguments: [
        ("\u{1B}]11;rgb\r", [InputEvent.key(.enter)]),
        ("\u{1B}]0;title\u{03}", [.key(.character("c"), .control)]),
        ("\u{1B}Pdata\u{7F}", [.key(.backspace)]),
        ("\u{1B}]0;title\u{1B}[B", [.key(.down)]),
        ("\u{1B}_x\u{1B}\u{1B}", [.key(.escape), .key(.escape)]),   // ESC ESC: Esc, then a pending ESC
        ("\u{1B}]0;a\u{1B}x", [.key(.character("x"), .alt)]),
    ])
    func endedEarly(text: String, events: [InputEvent]) {
        var decoder = InputDecoder()
        var decoded = decoder.feed(Array(text.utf8), at: 0)
        decoded += decoder.flushPending(at: decoder.pasteTimeout)
        #expect(decoded == events)
    }

    @Test("a paste that holds an OSC keeps it as text")
    func insidePaste() {
        var decoder = InputDecoder()
        let text = "\u{1B}]0;x\u{07}"
        #expect(decoder.feed(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8), at: 0) == [.paste(text)])
    }
}
