import Testing
@testable import TerminalPickers

/// The marks, as text.
private let lrm = String(BidiIsolation.leftToRightMark)
private let fsi = String(BidiIsolation.firstStrongIsolate)
private let pdi = String(BidiIsolation.popDirectionalIsolate)

@Suite("Bidi isolation: only text with right-to-left letters or bidi controls")
struct BidiIsolationTests {
    @Test("text that needs it: a right-to-left letter or a bidi control; digits and Latin text do not", arguments: [
        ("Pick a day:", false), ("", false), ("  1  2 30", false), ("\u{661}\u{662} \u{6F1}", false), ("+--< 2026 >--+", false),
        ("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", true), ("\u{646}\u{648}", true), ("a\u{202E}b", true), ("a\u{2067}", true),
        ("\u{200F}", true), ("\u{61C}", true),
    ])
    func needsIsolation(text: String, needs: Bool) {
        #expect(BidiIsolation.needsIsolation(text) == needs)
    }

    @Test("isolated(_:) wraps a whole text only when it needs it")
    func isolated() {
        #expect(BidiIsolation.isolated("Pick a day:") == "Pick a day:")
        #expect(BidiIsolation.isolated("Day \u{202E}reversed") == fsi + "Day \u{202E}reversed" + pdi)
        #expect(BidiIsolation.isolated("\u{5D9}\u{5DD} 1") == fsi + "\u{5D9}\u{5DD} 1" + pdi)
    }

    @Test("isolating(_:) marks and isolates a line with right-to-left words, and leaves others alone")
    func lines() {
        #expect(BidiIsolation.isolating("  1  2  3") == "  1  2  3")
        #expect(BidiIsolation.isolating("|< 2026 >|") == "|< 2026 >|")
        #expect(BidiIsolation.isolating("|< \u{5D9}\u{5DD} >|") == lrm + "|< " + fsi + "\u{5D9}\u{5DD}" + pdi + " >|")
        #expect(BidiIsolation.isolatingWords("a \u{202E}b c") == "a " + fsi + "\u{202E}b" + pdi + " c")
        #expect(BidiIsolation.isolating("x", startsRow: true) == "x")
        #expect(BidiIsolation.isolating("\u{5D9}", startsRow: false) == fsi + "\u{5D9}" + pdi)
    }
}
