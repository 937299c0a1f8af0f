import Testing
@testable import TerminalUI

@Suite("TerminalText: control characters made visible")
struct TerminalTextTests {
    @Test("every C0 control is caret notation, DEL is ^?, every C1 control is U+FFFD")
    func everyControl() {
        for value in UInt32(0)..<0x20 {
            let scalar = Unicode.Scalar(value)!
            #expect(TerminalText.visible("a\(scalar)b") == "a^\(Unicode.Scalar(value + 0x40)!)b", "U+\(value)")
        }
        #expect(TerminalText.visible("a\u{7F}b") == "a^?b")
        for value in UInt32(0x80)..<0xA0 {
            #expect(TerminalText.visible("a\(Unicode.Scalar(value)!)b") == "a\u{FFFD}b", "U+\(value)")
        }
    }

    @Test("examples", arguments: [
        ("A\u{1B}]0;title\u{7}B", "A^[]0;title^GB"),
        ("\u{1B}]52;c;aGVsbG8=\u{1B}\\", "^[]52;c;aGVsbG8=^[\\"),
        ("\u{9B}31m", "\u{FFFD}31m"),
        ("one\r\ntwo", "one^M^Jtwo"),
        ("tab\there", "tab^Ihere"),
        ("März 一月 👍 e\u{301}", "März 一月 👍 e\u{301}"),
        ("", ""),
    ])
    func examples(text: String, shown: String) {
        #expect(TerminalText.visible(text) == shown)
    }

    @Test("controls asked for are kept")
    func keeping() {
        #expect(TerminalText.visible("a\nb\u{1B}c\n", keeping: ["\n"]) == "a\nb^[c\n")
        #expect(TerminalText.visible("a\tb", keeping: ["\t"]) == "a\tb")
    }

    @Test("isControl covers C0, DEL and C1 and nothing else")
    func isControl() {
        let controls = (UInt32(0)..<0x300).compactMap(Unicode.Scalar.init).filter(TerminalText.isControl)
        #expect(controls.count == 32 + 1 + 32)
        #expect(!TerminalText.isControl(" ") && !TerminalText.isControl("\u{A0}") && !TerminalText.isControl("~"))
    }
}
