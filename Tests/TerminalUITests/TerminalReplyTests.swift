import Testing
@testable import TerminalUI

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
