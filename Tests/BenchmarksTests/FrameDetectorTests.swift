import Testing
@testable import bench

@Suite("The first frame in a terminal's byte stream")
struct FrameDetectorTests {
    /// What `demo pick` wrote to its terminal before and at its first frame
    /// (recorded in a pseudo-terminal, cut after the frame's first line).
    static let pick = "\u{1B}[6n" + "\r\n\n\n\n\n\n\n\n\n\n\u{1B}[10A\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[6n"
        + "\u{1B}[0m\r\u{1B}[J╭────────╮  ╭──────────────╮"

    /// What `dialog --calendar` wrote (ncurses): the alternate screen, modes,
    /// colours and charset switches, then its box in DEC line drawing.
    static let dialog = "\u{1B}[?1049h\u{1B}[22;0;0t\u{1B}[1;24r\u{1B}(B\u{1B}[m\u{1B}[4l\u{1B}[?7h\u{1B}[H\u{1B}[2J"
        + "\u{1B}[?1h\u{1B}=\u{1B}[39;49m\u{1B}[23d\u{1B}(B\u{1B}[0;1m\u{1B}[36m\u{1B}[44m\u{1B}[J\u{1B}[H\u{1B}[K\u{1B}[2d\u{1B}[K"
        + "\u{1B}[3;19H\u{1B}[1K \u{1B}(0\u{1B}[0;1m\u{1B}[37m\u{1B}[47mlqqqk"

    @Test("pick's frame starts at its first box-drawing character, after both cursor position requests")
    func pickStream() {
        var detector = FrameDetector()
        let bytes = Array(Self.pick.utf8)
        let found = detector.scan(bytes)
        #expect(found.requests == 2)
        #expect(found.frameOffset.map { Array(bytes[$0...]).starts(with: Array("╭".utf8)) } == true)
        #expect(detector.sawFrame)
    }

    @Test("dialog's frame starts at the space before its box: nothing of its set-up counts")
    func dialogStream() {
        var detector = FrameDetector()
        let bytes = Array(Self.dialog.utf8)
        let found = detector.scan(bytes)
        #expect(found.requests == 0)
        let offset = try! #require(found.frameOffset)
        #expect(bytes[offset] == UInt8(ascii: " "))
        #expect(String(decoding: bytes[(offset - 4)..<offset], as: UTF8.self) == "\u{1B}[1K")
    }

    @Test("byte by byte as in one piece: the stream may arrive in any number of reads")
    func splitReads() {
        for stream in [Self.pick, Self.dialog] {
            let bytes = Array(stream.utf8)
            var whole = FrameDetector()
            let expected = whole.scan(bytes).frameOffset
            for cut in 1..<bytes.count {
                var detector = FrameDetector()
                let first = detector.scan(bytes[..<cut])
                let second = first.frameOffset == nil ? detector.scan(bytes[cut...]).frameOffset.map { $0 + cut } : first.frameOffset
                #expect(second == expected, "cut at \(cut)")
            }
        }
    }

    @Test("escape sequences, strings and controls draw nothing; the first printable byte does", arguments: [
        ("\u{1B}]0;title\u{07}x", 10),               // OSC ended by BEL
        ("\u{1B}]0;title\u{1B}\\x", 11),             // OSC ended by ST
        ("\u{1B}P1$r0m\u{1B}\\x", 9),                // DCS
        ("\u{1B}[?2026h\u{1B}[38;5;12mx", 18),       // private modes, colours
        ("\r\n\u{07}\u{08}\t\u{7F}x", 6),            // C0 controls and DEL
        ("\u{1B}(0\u{1B})B\u{1B}=\u{1B}>q", 10),     // charset designations and keypad modes
        ("\u{1B}[\u{1B}[6nx", 6),                    // a sequence cut short by another
    ])
    func sequences(stream: String, offset: Int) {
        var detector = FrameDetector()
        #expect(detector.scan(Array(stream.utf8)).frameOffset == offset)
    }

    @Test("only CSI 6n is a cursor position request; the frame is reported once")
    func requests() {
        var detector = FrameDetector()
        let found = detector.scan(Array("\u{1B}[6n\u{1B}[5n\u{1B}[?6n\u{1B}[16n\u{1B}[6n".utf8))
        #expect(found.frameOffset == nil)
        #expect(found.requests == 2)
        #expect(detector.cursorPositionRequests == 2)
        #expect(detector.feed(UInt8(ascii: "a")) == .frame)
        #expect(detector.feed(UInt8(ascii: "b")) == nil)
        #expect(detector.scan(Array("\u{1B}[6n".utf8)).requests == 1)
    }

    @Test("the pseudo-terminal answers a cursor position request, and the frame is what follows the answer")
    func answersRequests() throws {
        // A shell script as an inline program: raw input, the question, the answer read, then its frame.
        let script = "stty -echo -icanon min 6; printf '\\033[6n'; dd bs=6 count=1 >/dev/null 2>&1; printf 'frame'"
        let run = PseudoTerminalRun(arguments: ["/bin/sh", "-c", script], environment: ["PATH=/usr/bin:/bin"])
        let timing = try run.run()
        let asked = try #require(timing.firstRequest)
        #expect(timing.frame >= asked)
    }

    @Test("a missing program is a failure, not a crash")
    func missingProgram() {
        let run = PseudoTerminalRun(arguments: ["/nonexistent/program"], environment: [], timeout: 2_000)
        #expect(throws: PseudoTerminalRun.Failure.self) { try run.run() }
    }

    @Test("without a demo beside the bench, the section says so in one line and measures nothing")
    @MainActor
    func noDemo() throws {
        var report = Report()
        try FirstFrameBench(runs: 1, demo: nil, dialog: nil).run(&report)
        #expect(report.lines.count == 1)
        #expect(report.lines.first?.hasPrefix("NOTE first-frame: no demo beside the bench") == true)
    }
}
