import Testing
import MiniPicker
@testable import TerminalPickers
import TerminalUI

@MainActor
@Suite("Ribbon art")
struct RibbonArtTests {
    let labels = ["January", "February", "March"]

    private func middle(_ ribbon: Ribbon, width: Int = 16, style: RibbonArt.Style = .ascii) -> String {
        RibbonArt.lines(for: ribbon, width: width, style: style) { labels[$0] }[1]
    }

    @Test("a ribbon at rest shows its cell between the arrows")
    func atRest() {
        let ribbon = Ribbon(count: 3, itemWidth: 14, centeredOn: 1)
        #expect(RibbonArt.lines(for: ribbon, width: 16) { labels[$0] } == [
            "+--------------+",
            "|<  February  >|",
            "+--------------+",
        ])
    }

    @Test("during a drag the neighbour slides in behind a divider, column by column", arguments: [
        (1.0, "|< February   >|"),
        (5.0, "|<ruary   |   >|"),
        (7.0, "|<ary   |   Ma>|"),
        (-4.0, "|<   |  Februa>|"),
    ])
    func sliding(offset: Double, expected: String) {
        var ribbon = Ribbon(count: 3, itemWidth: 14, centeredOn: 1)
        ribbon.scroll(by: offset)
        #expect(middle(ribbon) == expected)
    }

    @Test("fractional offsets show the cell under each column's centre")
    func fractional() {
        var ribbon = Ribbon(count: 3, itemWidth: 14, centeredOn: 1)
        ribbon.scroll(by: 0.49)
        #expect(middle(ribbon) == "|<  February  >|")
        ribbon.scroll(by: 0.02)
        #expect(middle(ribbon) == "|< February   >|")
    }

    @Test("long labels are cut to leave a blank beside each arrow; the Unicode style draws rounded boxes")
    func cuttingAndStyle() {
        let ribbon = Ribbon(count: 1, itemWidth: 8)
        let lines = RibbonArt.lines(for: ribbon, width: 10, style: .unicode) { _ in "September" }
        #expect(lines == ["╭────────╮", "│< Sep… >│", "╰────────╯"])
    }

    @Test("wide characters take two columns and are never split")
    func wideCharacters() {
        var ribbon = Ribbon(count: 2, itemWidth: 8)
        #expect(RibbonArt.lines(for: ribbon, width: 10) { ["一月", "二月"][$0] }[1] == "|< 一月 >|")
        ribbon.scroll(by: 3)
        let line = RibbonArt.lines(for: ribbon, width: 10) { ["一月", "二月"][$0] }[1]
        #expect(TextWidth.columns(of: line) == 10)
        #expect(line == "|<月  | >|")
    }

    @Test("an empty ribbon draws an empty box")
    func empty() {
        #expect(middle(Ribbon(count: 0, itemWidth: 14)) == "|<            >|")
    }

    @Test("text widths", arguments: [
        ("abc", 3), ("März", 4), ("一月", 4), ("e\u{301}", 1), ("", 0), ("👍", 2), ("\u{200B}", 0),
    ])
    func widths(text: String, expected: Int) {
        #expect(TextWidth.columns(of: text) == expected)
    }
}
