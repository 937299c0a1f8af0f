import TestSupport

/// Values an app, a person or a terminal may hand over, none of which may stop the program:
/// ``HostileValues``, and the edges of this module's clamps.
enum Hostile {
    /// Sizes, positions, counts: ``HostileValues/ints`` and the edges of a screen's 4 096 columns and rows.
    static let ints: [Int] = HostileValues.ints + [3, 5, 80, -80, 4095, 4096, 4097, 65_535, -65_535]
    /// A few of ``ints`` for loops within loops.
    static let someInts: [Int] = [Int.min, -5, -1, 0, 1, 3, 4096, Int.max]
    /// Times, intervals and lengths: ``HostileValues/doubles`` and a frame at 60 Hz.
    static let doubles: [Double] = HostileValues.doubles + [16.7]
    /// Descriptors.
    static let descriptors: [Int32] = [-1, Int32.min, Int32.max, 1_000_000, 1023, 1024, 4096]

    /// How long a huge text is, in characters.
    static let hugeLength = 100_000

    /// Short odd texts: those of ``HostileValues/texts``, controls and escape sequences, combining
    /// marks, joined emoji, bidi controls.
    static let shortTexts: [String] = HostileValues.texts.filter { $0.utf8.count < 1000 } + [
        "", " ", "a", "\u{1B}", "\u{1B}[", "\u{1B}[31m", "\u{1B}[999999999999999999999;1H", "\u{1B}]52;c;aGk=\u{7}",
        "\u{9B}31m", "\u{0}", "\u{7F}", "\r\n\t\u{8}", "e\u{301}\u{302}\u{303}", "\u{301}", "👨‍👩‍👧‍👦", "🇫🇷🇩🇪",
        "👍🏽", "\u{202E}abc\u{202C}", "\u{2067}שלום\u{2069}", "\u{200F}\u{200E}\u{061C}", "\u{FFFD}", "\u{FEFF}",
        "\u{200B}\u{2060}", "日本語", "Z\u{337}\u{322}\u{31B}a\u{335}\u{32C}l\u{338}", "\u{10FFFF}", "\u{E000}", "ctrl+", "+",
    ]

    /// Texts of ``hugeLength`` characters, then the long ones of ``HostileValues/texts``.
    static let hugeTexts: [String] = [
        String(repeating: "x", count: hugeLength),
        String(repeating: "e\u{301}", count: hugeLength),
        String(repeating: "👨‍👩‍👧‍👦", count: hugeLength),
        String(repeating: "\u{1B}[", count: hugeLength / 2),
        String(repeating: "\u{202E}", count: hugeLength),
        String(repeating: "日", count: hugeLength),
        String((0..<hugeLength).map { shortTexts[$0 % shortTexts.count].first ?? "q" }),
    ] + HostileValues.texts.filter { $0.utf8.count >= 1000 }

    /// Every text.
    static let texts = shortTexts + hugeTexts

    /// One character of each short text that has one.
    static let characters: [Character] = shortTexts.compactMap(\.first) + ["\u{301}", "\u{7}", "\u{200B}", "日"]

    /// Scalars at the edges of Unicode's ranges.
    static let scalars: [Unicode.Scalar] = [
        "\u{0}", "\u{1F}", "\u{20}", "\u{7E}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{301}", "\u{200B}",
        "\u{202E}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{1F600}", "\u{10FFFF}",
    ]

    /// Byte streams a terminal (or something pretending to be one) may send.
    static let byteStreams: [[UInt8]] = {
        var generator = SeededGenerator(seed: 0xBAD)
        let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let escapes = (0..<4096).map { _ in [0x1B, 0x5B, 0x3B, 0x3C, 0x30, 0x39, 0x4D, 0x7E, 0x07, 0x5D][Int.random(in: 0..<10, using: &generator)] } as [UInt8]
        return [
            [], noise, escapes,
            Array("\u{1B}[200~\(hugeTexts[2])".utf8),
            Array("\u{1B}[200~abc\u{1B}[201~\u{1B}[200~".utf8),
            Array("\u{1B}[99999999999999999999;99999999999999999999R".utf8),
            Array("\u{1B}[<0;99999999999;0M\u{1B}[<-1;1;1M\u{1B}[<255;1;1m\u{1B}[<64;65535;65535M".utf8),
            Array("\u{1B}[\(String(repeating: "1;", count: 10_000))R".utf8),
            Array("\u{1B}]\(hugeTexts[0])".utf8),
            Array("\u{1B}P\u{1B}X\u{1B}^\u{1B}_\u{1B}\u{1B}\u{1B}O".utf8),
            [0xF4, 0x90, 0x80, 0x80, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xFF, 0xFE, 0xC2],
        ] + texts.map { Array($0.utf8) }
    }()

    /// Buffer sizes: every hostile number beside a small one, both ways.
    static let sizes: [(width: Int, height: Int)] =
        ints.flatMap { [($0, 0), ($0, 1), ($0, 3), (0, $0), (1, $0), (3, $0)] } + [(Int.max, Int.max), (Int.min, Int.max)]

    /// Ranges from pairs of ``someInts``, lower first.
    static let ranges: [Range<Int>] = someInts.flatMap { lower in someInts.filter { $0 >= lower }.map { lower..<$0 } }
}
