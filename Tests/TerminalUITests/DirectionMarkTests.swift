import Testing
@_spi(Testing) @testable import TerminalUI

/// The marks that keep right-to-left words in their columns.
private let lrm = "\u{200E}", fsi = "\u{2068}", pdi = "\u{2069}"

/// Bytes as text with the escape byte shown as `␛` and the marks by name, for readable expectations.
private func visible(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\u{1B}": "␛"
        case "\u{200E}": "<LRM>"
        case "\u{2068}": "<FSI>"
        case "\u{2069}": "<PDI>"
        default: String(scalar)
        }
    }.joined()
}

@Suite("Direction marks in the screen buffer, the renderer and the virtual terminal")
struct DirectionMarkTests {
    @Test("a cell keeps its marks in order, direction marks only, at most 16 of them")
    func packedMarks() {
        let all = "\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
        var cell = ScreenCell("a", marks: all)
        #expect(cell.marks == all)
        #expect(cell.directionMarks.count == 12)
        #expect(cell.directionMarks.utf8Count == all.utf8.count)          // U+061C takes 2 bytes, the others 3
        var bytes: [UInt8] = []
        cell.directionMarks.appendUTF8(to: &bytes)
        #expect(bytes == Array(all.utf8))
        cell.marks = "x\(fsi)y\(lrm)\u{200B}"                          // other characters are left out
        #expect(cell.marks == fsi + lrm)
        cell.marks = String(repeating: pdi, count: 17)
        #expect(cell.marks == String(repeating: pdi, count: 16))
        #expect(DirectionMarks(fsi).followed(by: DirectionMarks(lrm + pdi)).string == fsi + lrm + pdi)
        // Together more than 16: the first 16, in order.
        let ten = DirectionMarks(String(repeating: fsi, count: 10)), eight = DirectionMarks(String(repeating: pdi, count: 8))
        #expect(ten.followed(by: eight).string == String(repeating: fsi, count: 10) + String(repeating: pdi, count: 6))
        #expect(DirectionMarks().followed(by: DirectionMarks()).isEmpty)
        #expect(ScreenCell("a") == ScreenCell("a", marks: ""))
        #expect(ScreenCell("a") != ScreenCell("a", marks: lrm))
    }

    @Test("direction marks, and only they among the characters that take no columns, are told apart", arguments: [
        ("\u{200E}", true), ("\u{200F}", true), ("\u{061C}", true), ("\u{202A}", true), ("\u{202E}", true),
        ("\u{2066}", true), ("\u{2068}", true), ("\u{2069}", true),
        ("\u{200B}", false), ("\u{200D}", false), ("\u{FEFF}", false), ("a", false), ("\u{0301}", false),
    ])
    func directionMarks(text: String, isMark: Bool) {
        #expect(ScreenCell.isDirectionMark(Character(text)) == isMark)
    }

    @Test("a mark goes with the character drawn after it, marks that end a text with the cell after it; no columns")
    func bufferKeepsMarks() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        let end = buffer.put(lrm + "ab " + fsi + "سب" + pdi, atColumn: 1, row: 0)
        #expect(end == 6)
        #expect(buffer[column: 1, row: 0] == ScreenCell("a", marks: lrm))
        #expect(buffer[column: 2, row: 0] == ScreenCell("b"))
        #expect(buffer[column: 4, row: 0] == ScreenCell("س", marks: fsi))
        #expect(buffer[column: 5, row: 0] == ScreenCell("ب"))
        #expect(buffer[column: 6, row: 0] == ScreenCell(" ", marks: pdi))
        #expect(buffer.lines(trimmingTrailingSpaces: true) == [" " + lrm + "ab " + fsi + "سب" + pdi])
        // Other zero-width characters are still not drawn; drawing over a cell drops its marks.
        buffer.put("\u{200B}x", atColumn: 4, row: 0)
        #expect(buffer[column: 4, row: 0] == ScreenCell("x"))
    }

    @Test("the renderer writes a cell's marks just before its character, and again when only the marks change")
    func rendererWritesMarks() {
        var renderer = ScreenRenderer()
        var first = ScreenBuffer(width: 6, height: 1)
        first.put(lrm + "a " + fsi + "سب" + pdi + " ", atColumn: 0, row: 0)
        #expect(visible(renderer.render(first)) == "␛[0m␛[2J␛[H<LRM>a <FSI>سب<PDI> ")
        var second = ScreenBuffer(width: 6, height: 1)
        second.put("a " + "سب ", atColumn: 0, row: 0)
        // The same characters without marks: the cells that lost theirs are written again (and
        // the unchanged cells between them, which is shorter than moving the cursor).
        #expect(visible(renderer.render(second)) == "␛[Ha سب ")
    }

    @Test("for an ASCII terminal the renderer writes no marks at all, isolates and a text's own overrides alike")
    func rendererWithoutMarks() {
        var frame = ScreenBuffer(width: 12, height: 1)
        frame.put(fsi + "Day \u{202E}ab" + pdi + " x", atColumn: 0, row: 0)
        var renderer = ScreenRenderer(options: ScreenRenderer.Options(writesDirectionMarks: false))
        let bytes = renderer.render(frame)
        #expect(visible(bytes) == "␛[0m␛[2J␛[HDay ab x")
        #expect(bytes.allSatisfy { $0 < 0x80 })
        // A change of marks alone writes nothing: the terminal shows the same.
        var remarked = ScreenBuffer(width: 12, height: 1)
        remarked.put("Day ab x", atColumn: 0, row: 0)
        #expect(renderer.render(remarked).isEmpty)
        var writing = ScreenRenderer()
        #expect(visible(writing.render(frame)) == "␛[0m␛[2J␛[H<FSI>Day \u{202E}ab<PDI> x")
    }

    @Test("what the renderer writes, the virtual terminal shows, marks included")
    func roundTrip() {
        var frame = ScreenBuffer(width: 20, height: 3)
        frame.put(lrm + "|< " + fsi + "نوفمبر" + pdi + " >|", atColumn: 2, row: 1, style: Style(bold: true))
        frame.put(lrm + " " + fsi + "ح" + pdi + " ", atColumn: 0, row: 2)
        var renderer = ScreenRenderer()
        var terminal = VirtualTerminal(width: 20, height: 3)
        terminal.apply(renderer.render(frame))
        #expect(terminal.firstDifference(from: frame) == nil)
        #expect(terminal.lines(trimmingTrailingSpaces: true)[1] == "  " + lrm + "|< " + fsi + "نوفمبر" + pdi + " >|")
        // A mark cut off from its character between two writes still finds it.
        var split = VirtualTerminal(width: 4, height: 1)
        split.apply(Array(fsi.utf8))
        split.apply(Array("ب".utf8))
        #expect(split[column: 0, row: 0] == ScreenCell("ب", marks: fsi))
    }
}
