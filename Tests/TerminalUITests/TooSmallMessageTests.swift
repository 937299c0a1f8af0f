import Testing
@testable import TerminalUI

@Suite("The too-small message")
struct TooSmallMessageTests {
    @Test("each line is the longest wording that fits, cut below the shortest", arguments: [
        (80, ["Terminal too small", "Enlarge to 72x24", "Esc, q or Ctrl-C quits"]),
        (20, ["Terminal too small", "Enlarge to 72x24", "q or Ctrl-C quits"]),
        (16, ["Too small", "Enlarge to 72x24", "q or ^C quits"]),
        (10, ["Too small", "Need 72x24", "q quits"]),
        (5, ["Small", "72x24", "q"]),
        (3, ["Sma", "72x", "q"]),
        (1, ["S", "7", "q"]),
        (0, ["", "", ""]),
    ])
    func wordings(columns: Int, lines: [String]) {
        #expect(TerminalRunLoop.tooSmallMessage(columns: columns, minimum: (72, 24)) == lines)
    }

    @Test("an application's own way out, in the longest wording that fits", arguments: [
        (30, "Esc cancels, Ctrl-C quits"), (20, "Esc cancels"), (5, "Esc"), (2, "Es"),
    ])
    func exitWordings(columns: Int, line: String) {
        let wordings = ["Esc cancels, Ctrl-C quits", "Esc cancels, ^C quits", "Esc cancels", "Esc"]
        #expect(TerminalRunLoop.tooSmallMessage(columns: columns, minimum: (72, 24), exitWordings: wordings).last == line)
    }

    @Test("drawn from the top, as many lines as there are rows, none wider than the screen",
          arguments: [(20, 5), (20, 2), (10, 3), (1, 1), (7, 1)])
    func drawn(columns: Int, rows: Int) {
        var buffer = ScreenBuffer(width: columns, height: rows)
        TerminalRunLoop.drawTooSmall(into: &buffer, minimum: (columns: 120, rows: 40))
        let expected = TerminalRunLoop.tooSmallMessage(columns: columns, minimum: (120, 40)).prefix(rows)
        #expect(Array(buffer.lines(trimmingTrailingSpaces: true).prefix(expected.count)) == Array(expected))
        #expect(expected.allSatisfy { TextWidth.columns(of: $0) <= columns })
        #expect(expected.first.map { !$0.isEmpty } == true)
    }
}
