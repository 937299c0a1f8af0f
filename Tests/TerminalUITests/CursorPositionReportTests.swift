import Testing
@testable import TerminalUI

@Suite("Input decoder: cursor position reports")
struct CursorPositionReportTests {
    @Test("an expected report is kept, not emitted, whole or split at any byte; a late one too")
    func expected() {
        let bytes = Array("a\u{1B}[12;40Rb\u{1B}[13;41R\u{1B}[1;5R".utf8)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            decoder.expectCursorPositionReport()
            var events = decoder.feed(bytes[..<cut], at: 0)
            let early = decoder.takeCursorPositionReport()
            events += decoder.feed(bytes[cut...], at: 0)
            // The late report is no key either; the next ambiguous one is Ctrl-F3 again.
            #expect(events == [.key(.character("a")), .key(.character("b")), .key(.function(3), .control)],
                    "cut at \(cut)")
            let late = decoder.takeCursorPositionReport()
            #expect([early, late].compactMap { $0 }.last == InputDecoder.CursorPosition(row: 12, column: 40), "cut at \(cut)")
            #expect(decoder.takeCursorPositionReport() == nil)
        }
    }

    @Test("without a request, CSI 1;m R (m 2…16) is a modified F3 and any other two-number report a report", arguments: [
        ("\u{1B}[1;2R", [InputEvent.key(.function(3), .shift)], nil),
        ("\u{1B}[1;16R", [.key(.function(3), [.shift, .alt, .control])], nil),
        ("\u{1B}[1;1R", [], InputDecoder.CursorPosition(row: 0, column: 0)),
        ("\u{1B}[1;17R", [], InputDecoder.CursorPosition(row: 0, column: 16)),
        ("\u{1B}[2;5R", [], InputDecoder.CursorPosition(row: 1, column: 4)),
        ("\u{1B}[24;80R", [], InputDecoder.CursorPosition(row: 23, column: 79)),
    ])
    func unexpected(text: String, events: [InputEvent], report: InputDecoder.CursorPosition?) {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array(text.utf8), at: 0) == events)
        #expect(decoder.takeCursorPositionReport() == report)
    }

    @Test("malformed reports are not reports", arguments: [
        ("\u{1B}[R", true, [InputEvent.key(.function(3))]),
        ("\u{1B}[5R", true, [InputEvent.key(.function(3))]),
        ("\u{1B}[0;3R", true, [InputEvent.key(.function(3), .alt)]),
        ("\u{1B}[?3;4R", true, []),
        ("\u{1B}[3;4;5R", false, []),
    ])
    func notReports(text: String, expecting: Bool, events: [InputEvent]) {
        var decoder = InputDecoder()
        if expecting { decoder.expectCursorPositionReport() }
        #expect(decoder.feed(Array(text.utf8), at: 0) == events)
        #expect(decoder.takeCursorPositionReport() == nil)
    }
}
