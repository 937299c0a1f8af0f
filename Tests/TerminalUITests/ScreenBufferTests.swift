import Testing
import TestSupport
@testable import TerminalUI

@Suite("Screen buffer")
struct ScreenBufferTests {
    /// A drawing step on a buffer, named for the argument lists below.
    enum Draw: Sendable, CustomStringConvertible {
        case put(String, column: Int, row: Int)
        case fill(columns: Range<Int>, rows: Range<Int>, character: Character)

        func apply(to buffer: inout ScreenBuffer) {
            switch self {
            case let .put(text, column, row): buffer.put(text, atColumn: column, row: row)
            case let .fill(columns, rows, character): buffer.fill(columns: columns, rows: rows, with: character)
            }
        }

        var description: String {
            switch self {
            case let .put(text, column, row): "put \(text) at \(column),\(row)"
            case let .fill(columns, rows, character): "fill \(columns)×\(rows) with \(character)"
            }
        }
    }

    @Test("a new buffer is blank; its lines are full width unless trimmed")
    func blank() {
        let buffer = ScreenBuffer(width: 3, height: 2)
        #expect(buffer.lines() == ["   ", "   "])
        #expect(buffer.lines(trimmingTrailingSpaces: true) == ["", ""])
        #expect(buffer.cells.allSatisfy { $0 == .blank })
        #expect(ScreenBuffer(width: 0, height: 0).lines().isEmpty)
        #expect(ScreenBuffer(width: 0, height: 2).lines() == ["", ""])
    }

    @Test("text is clipped at every edge and wide characters are never split", arguments: [
        (Draw.put("hello", column: 0, row: 0), ["hello", "     "]),
        (.put("hello", column: -2, row: 1), ["     ", "llo  "]),
        (.put("hello", column: 3, row: 0), ["   he", "     "]),
        (.put("hello", column: 5, row: 0), ["     ", "     "]),
        (.put("hello", column: -5, row: 0), ["     ", "     "]),
        (.put("hello", column: 0, row: 2), ["     ", "     "]),
        (.put("hello", column: 0, row: -1), ["     ", "     "]),
        (.put("一月", column: 0, row: 0), ["一月 ", "     "]),
        (.put("一月", column: 3, row: 0), ["   一", "     "]),
        (.put("a一", column: 3, row: 0), ["   a ", "     "]),
        (.put("一", column: 4, row: 1), ["     ", "     "]),
        (.put("一月", column: -1, row: 0), [" 月  ", "     "]),
        (.put("一月x", column: -3, row: 0), [" x   ", "     "]),
        (.put("e\u{301}x\u{200B}y", column: 0, row: 0), ["e\u{301}xy  ", "     "]),
        (.put("a\nb\tc", column: 0, row: 0), ["abc  ", "     "]),
    ])
    func putting(draw: Draw, expected: [String]) {
        var buffer = ScreenBuffer(width: 5, height: 2)
        draw.apply(to: &buffer)
        #expect(buffer.lines() == expected, "\(draw)")
        #expect(Self.wideCharactersAreWhole(buffer), "\(draw)")
    }

    @Test("overwriting half of a wide character blanks its other half", arguments: [
        (Draw.put("x", column: 1, row: 0), " x月  "),
        (.put("x", column: 0, row: 0), "x 月  "),
        (.put("x", column: 2, row: 0), "一x   "),
        (.put("x", column: 3, row: 0), "一 x  "),
        (.put("xy", column: 1, row: 0), " xy   "),
        (.put("一", column: 1, row: 0), " 一   "),
        (.put("一", column: 2, row: 0), "一一  "),
        (.put("月一", column: 1, row: 0), " 月一 "),
        (.fill(columns: 1..<3, rows: 0..<1, character: "#"), " ##   "),
        (.fill(columns: 3..<9, rows: 0..<1, character: "#"), "一 ###"),
    ])
    func overwritingWideCharacters(draw: Draw, expected: String) {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.put("一月", atColumn: 0, row: 0)
        draw.apply(to: &buffer)
        #expect(buffer.lines() == [expected], "\(draw)")
        #expect(Self.wideCharactersAreWhole(buffer), "\(draw)")
    }

    @Test("the blanked half of a wide character keeps its style")
    func blankedHalfKeepsStyle() {
        let red = Style(foreground: .red, bold: true)
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("一", atColumn: 0, row: 0, style: red)
        buffer.put("x", atColumn: 1, row: 0)
        #expect(buffer[column: 0, row: 0] == ScreenCell(" ", style: red))
        #expect(buffer[column: 1, row: 0] == ScreenCell("x"))
    }

    @Test("put stores the style in both cells of a wide character and returns the column after the text")
    func putCellsAndResult() {
        let style = Style(foreground: .cyan, background: .blue, underlined: true)
        var buffer = ScreenBuffer(width: 4, height: 1)
        #expect(buffer.put("a月", atColumn: 1, row: 0, style: style) == 4)
        #expect(buffer.cells == [.blank, ScreenCell("a", style: style), ScreenCell("月", style: style),
                                 .continuation(style: style)])
        #expect(buffer.put("abc", atColumn: 3, row: 0) == 6)
        #expect(buffer.put("abc", atColumn: -7, row: 0) == -4)
        #expect(buffer.put("一月", atColumn: 1, row: 9) == 5)
    }

    @Test("fill clips the rectangle; a wide fill leaves a space where a pair does not fit", arguments: [
        (Draw.fill(columns: 1..<3, rows: 0..<2, character: "#"), [" ##  ", " ##  ", "     "]),
        (.fill(columns: -2..<2, rows: 2..<7, character: "#"), ["     ", "     ", "##   "]),
        (.fill(columns: 0..<5, rows: -1..<1, character: "一"), ["一一 ", "     ", "     "]),
        (.fill(columns: 3..<10, rows: 1..<2, character: "一"), ["     ", "   一", "     "]),
        (.fill(columns: 6..<9, rows: 0..<3, character: "#"), ["     ", "     ", "     "]),
        (.fill(columns: 2..<2, rows: 0..<3, character: "#"), ["     ", "     ", "     "]),
    ])
    func filling(draw: Draw, expected: [String]) {
        var buffer = ScreenBuffer(width: 5, height: 3)
        draw.apply(to: &buffer)
        #expect(buffer.lines() == expected, "\(draw)")
        #expect(Self.wideCharactersAreWhole(buffer), "\(draw)")
    }

    @Test("fill and clear set the style of every cell they touch")
    func fillAndClearStyles() {
        let shaded = Style(background: .blue)
        var buffer = ScreenBuffer(width: 3, height: 2, style: shaded)
        #expect(buffer.cells.allSatisfy { $0 == ScreenCell(" ", style: shaded) })
        buffer.fill(columns: 0..<2, rows: 1..<2, with: "*", style: .plain)
        #expect(buffer[column: 1, row: 1] == ScreenCell("*"))
        #expect(buffer[column: 2, row: 1] == ScreenCell(" ", style: shaded))
        buffer.put("一", atColumn: 0, row: 0)
        buffer.clear()
        #expect(buffer == ScreenBuffer(width: 3, height: 2))
        buffer.clear(style: shaded)
        #expect(buffer == ScreenBuffer(width: 3, height: 2, style: shaded))
    }

    @Test("trimming drops trailing spaces only")
    func trimming() {
        var buffer = ScreenBuffer(width: 8, height: 2)
        buffer.put(" a b", atColumn: 1, row: 0)
        buffer.put("一", atColumn: 6, row: 1)
        #expect(buffer.lines(trimmingTrailingSpaces: true) == ["  a b", "      一"])
    }

    @Test("random drawing never leaves half a wide character")
    func randomDrawing() {
        var rng = SeededGenerator(seed: 0x5C4EE4)
        let pieces = ["a", "bc", "一", "月", "一月", "x一y", "👍", " "]
        for round in 0..<300 {
            var buffer = ScreenBuffer(width: Int.random(in: 1...9, using: &rng), height: Int.random(in: 1...3, using: &rng))
            for step in 0..<12 {
                if rng.chance(0.8) {
                    var text = ""
                    for _ in 0..<Int.random(in: 1...4, using: &rng) { text += pieces.randomElement(using: &rng)! }
                    buffer.put(text, atColumn: Int.random(in: -3...10, using: &rng), row: Int.random(in: -1...3, using: &rng))
                } else {
                    let left = Int.random(in: -3...10, using: &rng)
                    let top = Int.random(in: -1...3, using: &rng)
                    buffer.fill(columns: left..<(left + Int.random(in: 0...5, using: &rng)),
                                rows: top..<(top + Int.random(in: 0...3, using: &rng)),
                                with: rng.chance(0.5) ? "#" : "月")
                }
                #expect(Self.wideCharactersAreWhole(buffer), "seed \(rng.seed) round \(round) step \(step)")
                #expect(buffer.lines().allSatisfy { TextWidth.columns(of: $0) == buffer.width },
                        "seed \(rng.seed) round \(round) step \(step)")
            }
        }
    }

    /// Whether every wide character is followed by its continuation and
    /// every continuation follows a wide character.
    static func wideCharactersAreWhole(_ buffer: ScreenBuffer) -> Bool {
        for row in 0..<buffer.height {
            for column in 0..<buffer.width {
                let cell = buffer[column: column, row: row]
                if let character = cell.character {
                    if TextWidth.columns(of: character) == 2 {
                        guard column + 1 < buffer.width, buffer[column: column + 1, row: row].isContinuation else { return false }
                    }
                } else {
                    guard column > 0, let lead = buffer[column: column - 1, row: row].character,
                          TextWidth.columns(of: lead) == 2 else { return false }
                }
            }
        }
        return true
    }
}
