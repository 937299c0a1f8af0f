import DayModel
import Testing
@testable import WebRibbons

/// The choice of the page's date pickers, as a value: each mode's choices
/// and the ISO 8601 text a form's input gets.
@Suite("DayChoice")
struct DayChoiceTests {
    static func day(_ text: String) -> Day { try! Day(iso8601: text) }

    @Test("Each mode's choices give the input's text", arguments: [
        (ChoiceMode.single, ["2026-11-20"], "2026-11-20"),
        (.single, ["2026-11-20", "2026-11-25"], "2026-11-25"),
        (.range, ["2026-11-20"], ""),
        (.range, ["2026-11-20", "2026-11-25"], "2026-11-20/2026-11-25"),
        (.range, ["2026-11-25", "2026-11-20"], "2026-11-20/2026-11-25"),
        (.range, ["2026-11-20", "2026-11-20"], "2026-11-20/2026-11-20"),
        (.range, ["2026-11-20", "2026-11-25", "2026-12-01"], "2026-11-20/2026-11-25"),
        (.range, ["2026-11-20", "2026-11-25", "2026-12-01", "2026-11-30"], "2026-11-30/2026-12-01"),
        (.multiple, ["2026-11-22", "2026-11-20"], "2026-11-20,2026-11-22"),
        (.multiple, ["2026-11-22", "2026-11-20", "2026-11-22"], "2026-11-20"),
    ])
    func choices(mode: ChoiceMode, chosen: [String], expected: String) {
        var choice = DayChoice(mode: mode)
        for text in chosen { choice.choose(Self.day(text)) }
        #expect(choice.valueText == expected)
    }

    @Test("A range marks its ends and its inside, and an open range only its first end")
    func marks() {
        var choice = DayChoice(mode: .range)
        choice.choose(Self.day("2026-11-20"))
        #expect(choice.mark(of: Self.day("2026-11-20")) == .chosen)
        #expect(choice.mark(of: Self.day("2026-11-21")) == .none)
        choice.choose(Self.day("2026-11-23"))
        let marks = (19...24).map { choice.mark(of: Self.day("2026-11-\($0)")) }
        #expect(marks == [.none, .rangeStart, .inRange, .inRange, .rangeEnd, .none])
    }

    @Test("The input's text reads back in its mode; any other text is refused", arguments: [
        (ChoiceMode.single, "2026-11-20", "2026-11-20"),
        (.single, "", ""),
        (.range, "2026-11-25/2026-11-20", "2026-11-20/2026-11-25"),
        (.multiple, "2026-11-22,2026-11-20,2026-11-22", "2026-11-20,2026-11-22"),
    ])
    func parsing(mode: ChoiceMode, text: String, expected: String) {
        #expect(DayChoice(mode: mode, parsing: text)?.valueText == expected)
    }

    @Test("Malformed values are nil", arguments: [
        (ChoiceMode.single, "2026-11-20/2026-11-25"), (.single, "2026-02-30"), (.single, "20261120"),
        (.range, "2026-11-20"), (.range, "2026-11-20/"), (.range, "a/b"), (.multiple, "2026-11-20,,2026-11-21"),
        (.multiple, "2026-13-01"),
    ])
    func malformed(mode: ChoiceMode, text: String) {
        #expect(DayChoice(mode: mode, parsing: text) == nil)
    }
}
