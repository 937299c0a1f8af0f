#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

/// The documented answers to values that used to stop the program: each
/// clamp, blank and `nil` of the package's convention for bad values, with
/// exact results.
@Suite("Bad values: TerminalUI clamps sizes, positions, timeouts and times")
struct BadValueTests {
    @Test("a buffer's size clamps into 0...4096 by 0...4096; one without columns or rows shows nothing")
    func bufferSizes() {
        let narrow = ScreenBuffer(width: -3, height: 2)
        #expect((narrow.width, narrow.height, narrow.cells.count) == (0, 2, 0))
        #expect(narrow.lines() == ["", ""])
        let huge = ScreenBuffer(width: Int.max, height: 1)
        #expect((huge.width, huge.height) == (ScreenBuffer.maximumWidth, 1))
        #expect(huge.lines()[0].count == 4096)
        let flat = ScreenBuffer(width: 1, height: Int.min)
        #expect((flat.width, flat.height) == (1, 0))
        #expect(flat.lines().isEmpty)
        #expect(ScreenBuffer(width: 4097, height: Int.max).height == ScreenBuffer.maximumHeight)
    }

    @Test("a 0×0 buffer ignores every drawing; the column after the text is still told, saturating")
    func emptyBuffer() {
        var buffer = ScreenBuffer(width: 0, height: 0)
        #expect(buffer.put("abc", atColumn: 5, row: 0) == 8)
        buffer.fill(columns: -10..<10, rows: -10..<10, with: "x")
        buffer.clear()
        #expect(buffer.cells.isEmpty && buffer.lines().isEmpty)
        #expect(buffer[column: 0, row: 0] == .blank)
        // A wide character across column 0 of a buffer without columns has no visible half to blank.
        var columnless = ScreenBuffer(width: 0, height: 2)
        #expect(columnless.put("日本", atColumn: -1, row: 0) == 3)
        #expect(columnless.lines() == ["", ""])
    }

    @Test("a cell outside the buffer reads as a blank cell")
    func outsideCells() {
        var buffer = ScreenBuffer(width: 3, height: 2, style: Style(foreground: .red))
        buffer.fill(columns: 0..<3, rows: 0..<2, with: "x", style: Style(bold: true))
        #expect(buffer[column: 2, row: 1] == ScreenCell("x", style: Style(bold: true)))
        for (column, row) in [(-1, 0), (3, 0), (0, -1), (0, 2), (Int.min, Int.min), (Int.max, Int.max)] {
            #expect(buffer[column: column, row: row] == .blank, "\(column), \(row)")
        }
    }

    @Test("put returns the column after the text, saturating at Int.min and Int.max, and draws what is in the buffer")
    func putColumns() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        #expect(buffer.put("abc", atColumn: Int.max, row: 0) == Int.max)
        #expect(buffer.put("abc", atColumn: Int.max - 1, row: 0) == Int.max)
        #expect(buffer.put("abc", atColumn: Int.max, row: Int.min) == Int.max)
        #expect(buffer.put("abc", atColumn: Int.min, row: 0) == Int.min + 3)
        #expect(buffer.put("日本", atColumn: Int.min, row: 0) == Int.min + 4)
        #expect(buffer.lines() == ["   "])
        // Partly left of the buffer: the rest shows, and the marks that close it reach the cell after it.
        #expect(buffer.put("abcd", atColumn: -2, row: 0) == 2)
        #expect(buffer.lines() == ["cd "])
        #expect(buffer.put("ab\u{2069}", atColumn: -2, row: 0) == 0)
        #expect(buffer[column: 0, row: 0].marks == "\u{2069}")
    }

    @Test("fill with a character that takes no columns fills with spaces")
    func fillWithoutColumns() {
        for character: Character in ["\u{7}", "\u{301}", "\u{200B}", "\u{1B}"] {
            var buffer = ScreenBuffer(width: 3, height: 1)
            buffer.put("xyz", atColumn: 0, row: 0)
            buffer.fill(columns: 0..<2, rows: 0..<1, with: character, style: Style(underlined: true))
            #expect(buffer.lines() == ["  z"], "\(character.unicodeScalars.first!.value)")
            #expect(buffer[column: 1, row: 0] == ScreenCell(" ", style: Style(underlined: true)))
        }
    }

    @Test("a renderer takes a frame without columns: a repaint, then nothing")
    func renderNoColumns() {
        var renderer = ScreenRenderer()
        let frame = ScreenBuffer(width: 0, height: 3)
        #expect(renderer.render(frame) == Array("\u{1B}[0m\u{1B}[2J".utf8))
        #expect(renderer.render(frame).isEmpty)
        #expect(renderer.render(ScreenBuffer(width: -1, height: -1)) == Array("\u{1B}[0m\u{1B}[2J".utf8))
    }

    @Test("a virtual terminal's size clamps as a buffer's; one without columns keeps nothing but answers")
    func virtualTerminalSizes() {
        var empty = VirtualTerminal(width: -1, height: 5)
        #expect((empty.width, empty.height) == (0, 5))
        empty.apply(Array("hello\r\n\u{1B}[6n\u{1B}[J\u{1B}[1K".utf8))
        #expect(empty.lines() == ["", "", "", "", ""])
        #expect(empty.takeResponses() == Array("\u{1B}[2;1R".utf8))
        #expect(empty.unrecognizedSequences.isEmpty)
        #expect(empty[column: 0, row: 0] == .blank && empty[column: Int.max, row: Int.min] == .blank)

        var wide = VirtualTerminal(width: Int.max, height: 1)
        #expect((wide.width, wide.height) == (4096, 1))
        #expect(VirtualTerminal(width: 1, height: Int.max).height == 4096)
        wide.apply(Array("\u{1B}[9999Gx".utf8))
        #expect((wide.cursorColumn, wide[column: 4095, row: 0]) == (4096, ScreenCell("x")))
        wide.resize(width: 3, height: -4)
        #expect((wide.width, wide.height, wide.cells.count, wide.cursorColumn) == (3, 0, 0, 2))
        wide.resize(width: Int.min, height: Int.max)
        #expect((wide.width, wide.height, wide.cells.count, wide.cursorColumn, wide.cursorRow) == (0, 4096, 0, 0, 0))
    }

    @Test("erasing on a terminal without rows, with the cursor past the first column, erases nothing",
          arguments: ["\u{1B}[J", "\u{1B}[0J", "\u{1B}[1J", "\u{1B}[2J", "\u{1B}[K", "\u{1B}[1K", "\u{1B}[2K"])
    func eraseWithoutRows(erase: String) {
        var terminal = VirtualTerminal(width: 5, height: 0)
        terminal.apply(Array("\u{1B}[5G\(erase)\u{1B}[6n".utf8))
        #expect(terminal.cursorColumn == 4)
        #expect(terminal.cells.isEmpty && terminal.unrecognizedSequences.isEmpty)
        #expect(terminal.takeResponses() == Array("\u{1B}[1;5R".utf8))
    }

    @Test("an inline band has 1 to 4096 rows; a column to go back to is 0 to 4095")
    func inlineModes() {
        let one = [ControlSequence.carriageReturn] + TerminalModes.inlineModesOn + TerminalModes.cursorPositionRequest
        #expect(TerminalModes.enterInline(rows: 1) == one)
        for rows in [0, -1, Int.min] { #expect(TerminalModes.enterInline(rows: rows) == one, "\(rows)") }
        let tallest = TerminalModes.enterInline(rows: Int.max)
        #expect(tallest == TerminalModes.enterInline(rows: 4096))
        #expect(tallest.filter { $0 == 0x0A }.count == 4095)
        #expect(TerminalModes.backToText(endingAtColumn: -5) == Array("\u{1B}[A\u{1B}[1G".utf8))
        #expect(TerminalModes.backToText(endingAtColumn: Int.min) == Array("\u{1B}[A\u{1B}[1G".utf8))
        #expect(TerminalModes.backToText(endingAtColumn: Int.max) == Array("\u{1B}[A\u{1B}[4096G".utf8))
    }

    @Test("a decoder's timeouts that are not positive and finite are the defaults; a paste holds at least 4 bytes")
    func decoderSettings() {
        for bad in [0, -1, -0.0, .nan, .infinity, -.infinity] as [Double] {
            let decoder = InputDecoder(escapeTimeout: bad, pasteTimeout: bad)
            #expect(decoder.escapeTimeout == 25 && decoder.pasteTimeout == 1000, "\(bad)")
        }
        #expect(InputDecoder(escapeTimeout: 1e300, pasteTimeout: 0.5).escapeTimeout == 1e300)
        #expect(InputDecoder(maximumPasteLength: 3).maximumPasteLength == 4)
        #expect(InputDecoder(maximumPasteLength: Int.min).maximumPasteLength == 4)
        var small = InputDecoder(maximumPasteLength: -7)
        #expect(small.feed(Array("\u{1B}[200~abcdefghij\u{1B}[201~".utf8), at: 0)
                == [.paste("abcd"), .paste("efgh"), .paste("ij")])
        var unbounded = InputDecoder(maximumPasteLength: Int.max)
        let text = String(repeating: "x", count: 10_000)
        #expect(unbounded.feed(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8), at: 0) == [.paste(text)])
    }

    @Test("a time that is not finite counts as the latest time seen, 0 before any")
    func decoderTimes() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], at: .nan).isEmpty)
        #expect(decoder.pendingDeadline == 25)
        #expect(decoder.flushPending(at: .infinity).isEmpty && decoder.flushPending(at: -.infinity).isEmpty)
        #expect(decoder.flushPending(at: 25) == [.key(.escape)])
        #expect(decoder.feed([0x1B], at: 100).isEmpty)
        #expect(decoder.flushPending(at: .nan).isEmpty)
        #expect(decoder.feed(Array("x".utf8), at: .infinity) == [.key(.character("x"), .alt)])
        #expect(decoder.feed([0x1B], at: -.infinity).isEmpty)
        #expect(decoder.pendingDeadline == 125)
    }

    @Test("a hint line of negative width is one of width 0")
    func negativeHintWidth() {
        let empty = KeyHint("", priority: KeyHint.essential)
        #expect(HintLine.kept([empty], columns: 0) == [empty])
        #expect(HintLine.kept([empty], columns: -5) == [empty])
        #expect(HintLine.fitting([KeyHint("q quit", priority: 0)], columns: Int.min) == "")
    }

    @Test("a prefix of a negative number of columns is the prefix of 0")
    func negativePrefix() {
        #expect(TextWidth.prefix(of: "\u{301}abc", columns: 0) == "\u{301}")
        #expect(TextWidth.prefix(of: "\u{301}abc", columns: -1) == "\u{301}")
        #expect(TextWidth.prefix(of: "abc", columns: Int.min) == "")
        #expect(TextWidth.prefix(of: "abc", columns: Int.max) == "abc")
    }

    @Test("SGR parameters at the ends of Int name no colour")
    func colorParameters() {
        #expect(Style.Color(backgroundParameter: Int.min) == nil)
        #expect(Style.Color(backgroundParameter: Int.min + 9) == nil)
        #expect(Style.Color(backgroundParameter: Int.max) == nil)
        #expect(Style.Color(foregroundParameter: Int.min) == nil)
        #expect(Style.Color(backgroundParameter: 41) == .red && Style.Color(foregroundParameter: 31) == .red)
    }

    @Test("a frame interval that is not positive and finite counts as 60 Hz", arguments: [0, -16, .nan, .infinity, -.infinity] as [Double])
    @MainActor
    func frameIntervals(interval: Double) {
        let sixty = FrameCounter(frames: 3)
        let end = sixty.advanceToRest(from: 10)
        let bad = FrameCounter(frames: 3)
        #expect(bad.advanceToRest(from: 10, frameInterval: interval) == end)
        #expect(bad.times == sixty.times && bad.times.count == 3)
        #expect(bad.times[0] == 10 + 1000.0 / 60.0)
    }

    @Test("the run loop's wait for a deadline is 0 to Int32.max milliseconds")
    func waitTimeouts() {
        #expect(TerminalRunLoop.waitTimeout(until: 10.2, from: 0) == 11)
        #expect(TerminalRunLoop.waitTimeout(until: -5, from: 0) == 0)
        #expect(TerminalRunLoop.waitTimeout(until: .nan, from: 0) == 0)
        #expect(TerminalRunLoop.waitTimeout(until: 1e300, from: 0) == Int32.max)
        #expect(TerminalRunLoop.waitTimeout(until: .infinity, from: 0) == Int32.max)
        #expect(TerminalRunLoop.waitTimeout(until: .infinity, from: .infinity) == 0)
    }

    @Test("select cannot watch a descriptor at or past FD_SETSIZE: the wait fails with EBADF instead")
    func selectPastTheSet() {
        errno = 0
        #expect(selectForInput([0, DescriptorSet.capacity], timeout: 0) == nil)
        #expect(errno == EBADF)
        #expect(selectForInput([-1, Int32.min], timeout: 0) == [false, false])
    }

    @Test("screen arithmetic saturates and clamps")
    func screenMath() {
        #expect(ScreenMath.sum(Int.max, 1) == Int.max && ScreenMath.sum(Int.min, -1) == Int.min && ScreenMath.sum(2, 3) == 5)
        #expect(ScreenMath.difference(Int.min, 1) == Int.min && ScreenMath.difference(Int.max, -1) == Int.max)
        #expect(ScreenMath.difference(Int.max, Int.max) == 0 && ScreenMath.difference(0, Int.min) == Int.max)
        #expect(ScreenMath.product(Int.min, 4) == Int.min && ScreenMath.product(-Int.max, -4) == Int.max && ScreenMath.product(3, 4) == 12)
        #expect(ScreenMath.distance(Int.max, from: Int.min) == 18_446_744_073_709_551_615.0)
        #expect(ScreenMath.distance(3, from: 5) == -2)
        #expect(ScreenMath.contains(Int.max, from: Int.min, count: 10) == false)
        #expect(ScreenMath.contains(Int.max, from: Int.max - 1, count: 2) && !ScreenMath.contains(5, from: 5, count: 0))
        #expect(ScreenMath.clampedInt(.nan, into: -3...3) == -3 && ScreenMath.clampedInt(1e300, into: 0...9) == 9)
        #expect(ScreenMath.clampedInt(-.infinity, into: 0...9) == 0 && ScreenMath.clampedInt(2.9, into: 0...9) == 2)
    }
}

/// Animates for a number of frames, recording the times it was stepped to.
@MainActor
final class FrameCounter: Animated {
    private var framesLeft: Int
    private(set) var times: [Double] = []

    init(frames: Int) {
        framesLeft = frames
    }

    var isAnimating: Bool { framesLeft > 0 }

    func advance(to time: Double) {
        times.append(time)
        framesLeft -= 1
    }
}

/// Reads from the master end of a pseudo-terminal until `count` bytes came or nothing came for five seconds.
private func drain(_ descriptor: Int32, count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < count, waitForInput([descriptor], timeout: 5000) == [true] {
        let received = read(descriptor, &buffer, min(buffer.count, count - bytes.count))
        if received <= 0 { break }
        bytes += buffer[0..<received]
    }
    return bytes
}

extension TerminalSessionTests {
    @Test("an inline band of fewer than one row has one; asked rows clamp into 1 up to the terminal's height")
    func clampedBandRows() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 30, rows: 6))
        defer { terminal.close() }
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: Int.min))
        defer { session.restore() }
        #expect(session.bandRows == 1)
        session.noteCursorPosition(.init(row: 0, column: 0))
        #expect(!session.setBandRows(0) && session.bandRows == 1)
        #expect(session.setBandRows(Int.max) && session.bandRows == 6)
        #expect(session.setBandRows(-1) && session.bandRows == 1)
        let written = TerminalModes.cursorPositionRequest + TerminalModes.enterInline(rows: 1)
            + TerminalModes.leaveInline + TerminalModes.enterInline(rows: 6)
            + TerminalModes.leaveInline + TerminalModes.enterInline(rows: 1)
        #expect(drain(terminal.master, count: written.count) == written)
    }
}
