import Testing
@testable import TerminalUI

@Suite("Screen cells are plain values")
struct ScreenCellLayoutTests {
    @Test("a cell is four words with no padding, so the renderer may compare rows as memory")
    func layout() {
        #expect(MemoryLayout<ScreenCell>.size == 32)
        #expect(MemoryLayout<ScreenCell>.stride == MemoryLayout<ScreenCell>.size)
        #expect(_isPOD(ScreenCell.self))
    }

    /// Characters of one to eleven UTF-8 bytes, each with its byte count worked out by hand.
    static let characters: [(text: String, bytes: Int)] = [
        ("a", 1), (" ", 1), ("~", 1), ("é", 2), ("│", 3), ("…", 3), ("中", 3), ("🙂", 4), ("🇳🇱", 8), ("👍🏽", 8),
        ("👩‍💻", 11), ("e\u{301}", 3), ("\u{200B}", 3),
    ]

    @Test("characters come back as they went in, byte for byte", arguments: characters)
    func roundTrip(text: String, bytes: Int) {
        let cell = ScreenCell(Character(text))
        #expect(cell.glyph.utf8Count == bytes)
        #expect(cell.character.map { Array(String($0).utf8) } == Array(text.utf8))
    }

    @Test("cells are equal exactly when they hold the same bytes: é and e with U+0301 are two cells")
    func equality() {
        #expect(Character("é") == Character("e\u{301}"), "Swift's characters are equal; the cells must not be")
        let cells = Self.characters.map { ScreenCell(Character($0.text)) }
        for (first, a) in cells.enumerated() {
            for (second, b) in cells.enumerated() {
                #expect((a == b) == (first == second), "\(Self.characters[first].text) and \(Self.characters[second].text)")
            }
        }
    }

    @Test("a cluster longer than 15 bytes keeps the whole scalars that fit")
    func longCluster() {
        let family: Character = "👨‍👩‍👧‍👦"   // 25 bytes
        let kept = ScreenCell(family).character.map(String.init) ?? ""
        #expect(kept.utf8.count <= 15 && family.unicodeScalars.starts(with: kept.unicodeScalars))
        #expect(kept.unicodeScalars.first == "👨")
    }

    @Test("styles survive packing", arguments: Style.Color.allCases)
    func styles(color: Style.Color) {
        let style = Style(foreground: color, background: Style.Color.allCases.reversed()[color.index == 0 ? 0 : 1],
                          bold: true, dim: false, underlined: true, reversed: true)
        var cell = ScreenCell("x", style: style)
        #expect(cell.style == style)
        cell.style = .plain
        #expect(cell == ScreenCell("x"))
    }

    @Test("ASCII, box drawing and other text in one buffer read back the same")
    func mixedText() {
        var buffer = ScreenBuffer(width: 20, height: 1)
        buffer.put("ab╭─╮é中x", atColumn: 1, row: 0)
        #expect(buffer.lines()[0] == " ab╭─╮é中x          ".prefix(20).description)
        buffer.put("Z", atColumn: 8, row: 0)   // over the second half of 中
        #expect(buffer.lines(trimmingTrailingSpaces: true)[0] == " ab╭─╮é Zx")
    }
}
