import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("Virtual terminal: moves, erases, modes and answers")
struct VirtualTerminalTests {
    @Test("carriage return, line feed and backspace move the cursor; a line feed on the last row scrolls")
    func controls() {
        var terminal = VirtualTerminal(width: 4, height: 2)
        terminal.apply(bytes("ab\r\nc\u{8}d\n"))
        // "ab", CR LF to row 1, "c", BS back over it, "d", LF on the last row scrolls.
        #expect(terminal.lines() == ["d   ", "    "])
        #expect(terminal.cursorColumn == 1 && terminal.cursorRow == 1)
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("relative moves and the column stop at the edges", arguments: [
        ("\u{1B}[2;3H\u{1B}[A", 2, 0), ("\u{1B}[2;3H\u{1B}[9A", 2, 0), ("\u{1B}[B", 0, 1), ("\u{1B}[9B", 0, 2),
        ("\u{1B}[3C", 3, 0), ("\u{1B}[99C", 4, 0), ("\u{1B}[1;5H\u{1B}[2D", 2, 0), ("\u{1B}[1;5H\u{1B}[9D", 0, 0),
        ("\u{1B}[4G", 3, 0), ("\u{1B}[99G", 4, 0), ("\u{1B}[G", 0, 0), ("abcde\u{1B}[B", 4, 1), ("abcde\r", 0, 0),
    ])
    func moves(sequence: String, column: Int, row: Int) {
        var terminal = VirtualTerminal(width: 5, height: 3)
        terminal.apply(bytes(sequence))
        #expect(terminal.cursorColumn == column && terminal.cursorRow == row)
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("erasing in the display and in the line", arguments: [
        ("\u{1B}[2;2H\u{1B}[J", ["abc", "d  ", "   "]),
        ("\u{1B}[2;2H\u{1B}[0J", ["abc", "d  ", "   "]),
        ("\u{1B}[2;2H\u{1B}[1J", ["   ", "  f", "ghi"]),
        ("\u{1B}[2;2H\u{1B}[2J", ["   ", "   ", "   "]),
        ("\u{1B}[2;2H\u{1B}[K", ["abc", "d  ", "ghi"]),
        ("\u{1B}[2;2H\u{1B}[1K", ["abc", "  f", "ghi"]),
        ("\u{1B}[2;2H\u{1B}[2K", ["abc", "   ", "ghi"]),
    ])
    func erase(sequence: String, lines: [String]) {
        var terminal = VirtualTerminal(width: 3, height: 3)
        terminal.apply(bytes("abc\r\ndef\r\nghi"))
        terminal.apply(bytes(sequence))
        #expect(terminal.lines() == lines)
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("the alternate screen keeps the main screen and its cursor; mode 25 shows and hides the cursor")
    func alternateScreen() {
        var terminal = VirtualTerminal(width: 3, height: 2)
        terminal.apply(bytes("ab"))
        #expect(terminal.isCursorVisible && !terminal.isAlternateScreen)
        terminal.apply(TerminalModes.enter)
        #expect(terminal.isAlternateScreen && !terminal.isCursorVisible)
        #expect(terminal.privateModes == [1049, 1000, 1002, 1006, 2004])
        #expect(terminal.lines() == ["   ", "   "])
        terminal.apply(bytes("\u{1B}[2;1Hxyz"))
        terminal.apply(TerminalModes.leave)
        #expect(terminal.lines() == ["ab ", "   "])
        #expect(terminal.cursorColumn == 2 && terminal.cursorRow == 0)
        #expect(terminal.privateModes == [25])
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("a cursor position request is answered with the 1-based position")
    func cursorPositionReport() {
        var terminal = VirtualTerminal(width: 10, height: 5)
        terminal.apply(bytes("\u{1B}[3;7H\u{1B}[6n"))
        #expect(terminal.takeResponses() == bytes("\u{1B}[3;7R"))
        #expect(terminal.takeResponses().isEmpty)
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("entering inline makes room below the cursor, scrolling when needed, and asks where the band is",
          arguments: [(0, 3, 0), (1, 3, 1), (3, 3, 2), (4, 3, 2), (4, 5, 0), (2, 1, 2)])
    func enterInline(cursorRow: Int, rows: Int, top: Int) {
        var terminal = VirtualTerminal(width: 6, height: 5)
        for row in 0..<cursorRow { terminal.apply(bytes("line\(row)\r\n")) }
        terminal.apply(bytes("$ "))
        terminal.apply(TerminalModes.enterInline(rows: rows))
        #expect(terminal.cursorRow == top && terminal.cursorColumn == 0)
        #expect(terminal.takeResponses() == bytes("\u{1B}[\(top + 1);1R"))
        // What was printed before is still there, scrolled up by as much as the band needed.
        let scrolled = cursorRow - top
        #expect(terminal.lines(trimmingTrailingSpaces: true)[top] == "$")
        if cursorRow > 0 && scrolled < cursorRow {
            #expect(terminal.lines(trimmingTrailingSpaces: true)[top - 1] == "line\(cursorRow - 1)")
        }
        #expect(!terminal.isCursorVisible && !terminal.isAlternateScreen)
        terminal.apply(TerminalModes.leaveInline)
        #expect(terminal.lines(trimmingTrailingSpaces: true)[top...].allSatisfy { $0.isEmpty })
        #expect(terminal.isCursorVisible && terminal.privateModes == [25])
        #expect(terminal.unrecognizedSequences.isEmpty)
    }
}
