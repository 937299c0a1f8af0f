import Foundation
import Testing
import TerminalUI
@testable import demo

/// A pseudo-terminal with the demo running on its far end.
final class PseudoTerminal {
    let master: Int32
    var masterClosed = false
    let slave: Int32
    var screen: VirtualTerminal
    var received: [UInt8] = []
    let process = Process()
    let columns: Int, rows: Int

    init(columns: Int = 80, rows: Int = 24) throws {
        self.columns = columns
        self.rows = rows
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        var pair: (Int32, Int32) = (-1, -1)
        guard openPseudoTerminal(&pair.0, &pair.1, nil, nil, &size) == 0 else {
            throw PseudoTerminalError("no pseudo-terminal")
        }
        (master, slave) = pair
        // Writes must never block the test: a demo that stopped reading would hang it.
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        screen = VirtualTerminal(width: columns, height: rows)
    }

    deinit {
        if process.isRunning { process.terminate() }
        if !masterClosed { close(master) }
        close(slave)
    }

    /// The `demo` executable built beside the test bundle.
    static var demoExecutable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "", isDirectory: false)
        var directory = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? bundle.path)
            .deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") || directory.lastPathComponent == "Contents" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("demo")
    }

    func start(_ arguments: [String], term: String = "xterm-256color") throws {
        process.executableURL = PseudoTerminal.demoExecutable
        process.arguments = arguments
        var environment = ["TERM": term, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        // Under the address sanitizer the demo gets the same options as the tests.
        environment["ASAN_OPTIONS"] = ProcessInfo.processInfo.environment["ASAN_OPTIONS"]
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        let deadline = Date().addingTimeInterval(5)
        while offset < bytes.count && Date() < deadline {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else { read(until: { _ in false }, timeout: 0.01) }
        }
    }

    /// Reads what the demo writes until `done` holds for the screen, or the time runs out.
    @discardableResult
    func read(until done: (PseudoTerminal) -> Bool, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            if done(self) { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(1, min(50, deadline.timeIntervalSinceNow * 1000)))
            if poll(&descriptor, 1, wait) > 0 {
                let count = Foundation.read(master, &buffer, buffer.count)
                if count > 0 {
                    received += buffer[0..<count]
                    screen.apply(buffer[0..<count])
                } else if count < 0 && errno != EAGAIN && errno != EINTR {
                    return done(self)
                }
            }
        }
        return done(self)
    }

    var text: String { screen.lines(trimmingTrailingSpaces: true).joined(separator: "\n") }

    /// The `selected: YYYY-MM-DD` shown on the calendar screen.
    var selectedLine: String? {
        screen.lines(trimmingTrailingSpaces: true).first { $0.contains("selected: ") }?
            .trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first
    }

    func waitForExit(timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            read(until: { _ in false }, timeout: 0.05)
        }
        read(until: { _ in false }, timeout: 0.2)
        return !process.isRunning
    }

    /// Changes the window size and tells the demo, as a terminal emulator does.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        screen.resize(width: columns, height: rows)
        kill(process.processIdentifier, SIGWINCH)
    }

    func localModes() -> tcflag_t {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes.c_lflag
    }
}

/// `openpty(3)`, which the C library has but its Swift module does not show.
@_silgen_name("openpty")
func openPseudoTerminal(_ master: UnsafeMutablePointer<Int32>, _ slave: UnsafeMutablePointer<Int32>,
                        _ name: UnsafeMutablePointer<CChar>?, _ modes: UnsafePointer<termios>?,
                        _ size: UnsafePointer<winsize>?) -> Int32

struct PseudoTerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
}

@MainActor
@Suite("Interactive demo in a pseudo-terminal", .serialized)
struct InteractiveDemoTests {
    @Test("a mouse drag on the month ribbon and keys change the selection; q restores the terminal")
    func dragKeysAndQuit() throws {
        let terminal = try PseudoTerminal()
        let cookedModes = terminal.localModes()
        #expect(cookedModes & tcflag_t(ICANON) != 0)
        try terminal.start(["--ascii", "--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        #expect(terminal.localModes() & tcflag_t(ICANON | ECHO) == 0)   // raw while running
        let initial = try #require(terminal.selectedLine)
        // The month ribbon's box spans columns 14–29 on rows 2–4 (0-based); SGR reports are 1-based.
        terminal.send("\u{1B}[<0;22;4M")
        terminal.read(until: { _ in false }, timeout: 0.1)
        for column in [20, 17, 14, 12] {
            terminal.send("\u{1B}[<32;\(column);4M")
            terminal.read(until: { _ in false }, timeout: 0.03)
        }
        terminal.read(until: { _ in false }, timeout: 0.2)   // a pause: no fling
        terminal.send("\u{1B}[<0;12;4m")
        #expect(terminal.read(until: { $0.selectedLine != initial }, timeout: 5), "the drag did not move: \(terminal.text)")
        let afterDrag = try #require(terminal.selectedLine)
        terminal.send("\u{1B}[C\u{1B}[B")   // right, down: 8 days on
        #expect(terminal.read(until: { $0.selectedLine != afterDrag }, timeout: 5))
        let afterKeys = try #require(terminal.selectedLine)
        terminal.send("\u{1B}[<0;5;7M\u{1B}[<0;5;7m")   // a click on the grid's first cell
        #expect(terminal.read(until: { $0.selectedLine != afterKeys }, timeout: 5), "the click did not select: \(terminal.text)")
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.localModes() == cookedModes)
        #expect(contains(terminal.received, TerminalModes.enter))
        #expect(contains(terminal.received, TerminalModes.leave))
        let final = String(decoding: terminal.received, as: UTF8.self)
        #expect(final.contains("selected: "))
    }

    @Test("SIGINT, SIGTERM and SIGHUP restore the terminal before the demo dies", arguments: [SIGINT, SIGTERM, SIGHUP])
    func signals(signal: Int32) throws {
        let terminal = try PseudoTerminal()
        let cookedModes = terminal.localModes()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        kill(terminal.process.processIdentifier, signal)
        try #require(terminal.waitForExit(), "the demo did not die of signal \(signal)")
        #expect(terminal.process.terminationReason == .uncaughtSignal)
        #expect(terminal.process.terminationStatus == signal)
        #expect(terminal.localModes() == cookedModes)
        #expect(contains(terminal.received, TerminalModes.leave))
    }

    @Test("a terminal too small for the demo shows a message, not garbage")
    func tooSmall() throws {
        let terminal = try PseudoTerminal(columns: 30, rows: 10)
        try terminal.start([])
        #expect(terminal.read(until: { $0.text.contains("enlarge") }), "\(terminal.text)")
        terminal.send("\u{1B}")   // a lone Esc quits
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("a resize re-lays out: too small shows the message, large again shows the calendar")
    func resizes() throws {
        let terminal = try PseudoTerminal()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        for (columns, rows) in [(20, 5), (1, 1), (80, 24), (30, 8), (100, 30)] {
            terminal.resize(columns: columns, rows: rows)
            let large = columns >= 48 && rows >= 24
            #expect(terminal.read(until: { large ? $0.selectedLine != nil : $0.text.hasPrefix(String("Please enlarge the terminal".prefix(columns))) }, timeout: 5),
                    "\(columns)×\(rows): \(terminal.text)")
        }
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("TERM=dumb prints one frame and exits 0, even on a terminal")
    func dumbTerminal() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--ascii"], term: "dumb")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
        #expect(!contains(terminal.received, TerminalModes.enter))
        #expect(String(decoding: terminal.received, as: UTF8.self).contains("selected: "))
    }

    @Test("with the output not a terminal the demo prints one frame of the Calendar screen and exits 0")
    func notATerminal() {
        let result = DemoMain.run(arguments: ["--ascii"])
        #expect(result.status == 0)
        #expect(result.output.contains("Calendar"))
        #expect(result.output.contains("selected: "))
        #expect(!result.output.contains("\u{1B}"))
        #expect(DemoMain.run(arguments: ["--bogus"]).status == 2)
    }
}

@MainActor
@Suite("The interactive demo under abuse", .serialized)
struct InteractiveDemoAbuseTests {
    @Test("a megabyte of random bytes on stdin: no crash; the demo runs on or quits with the terminal restored")
    func randomBytes() throws {
        let terminal = try PseudoTerminal()
        let cooked = terminal.localModes()
        try terminal.start(["--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        var generator = SplitMix(seed: 0x0DD_B17E5)
        // Noise without the quit keys (q, Ctrl-C, Esc), with mouse reports and keys mixed in.
        let sequences = ["\u{1B}[<0;20;4M", "\u{1B}[<32;12;4M", "\u{1B}[<0;12;4m", "\u{1B}[<65;5;3M", "\u{1B}[C", "\u{1B}[6;2~"]
        var sent = 0
        while sent < 1 << 20 {
            var chunk: [UInt8] = []
            while chunk.count < 4096 {
                let value = generator.next()
                if value % 16 == 0 {
                    chunk += Array(sequences[Int(value >> 8) % sequences.count].utf8)
                } else {
                    let byte = UInt8(truncatingIfNeeded: value >> 16)
                    if byte != UInt8(ascii: "q") && byte != 0x03 && byte != 0x1B { chunk.append(byte) }
                }
            }
            var offset = 0
            while offset < chunk.count && terminal.process.isRunning {
                let written = chunk[offset...].withUnsafeBytes { write(terminal.master, $0.baseAddress, $0.count) }
                if written > 0 { offset += written; sent += written }
                terminal.read(until: { _ in false }, timeout: 0.001)
            }
            if !terminal.process.isRunning { break }
        }
        // Noise may still hold an Esc that arrived alone (a write split after it): quitting on it is fine.
        #expect(sent >= 1 << 20 || !terminal.process.isRunning)
        if terminal.process.isRunning { terminal.send("\u{03}") }   // Ctrl-C quits
        try #require(terminal.waitForExit(timeout: 20), "the demo hangs after random input")
        #expect(terminal.process.terminationReason == .exit)
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.localModes() == cooked)
        #expect(contains(terminal.received, TerminalModes.leave))
    }

    @Test("rapid resizes down to 1×1 and back: no crash, the calendar comes back")
    func rapidResizes() throws {
        let terminal = try PseudoTerminal()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        var size = 1
        for step in 0..<200 {
            size = step % 2 == 0 ? 1 + step % 7 : 80
            terminal.resize(columns: size, rows: step % 2 == 0 ? 1 + step % 5 : 24)
            terminal.read(until: { _ in false }, timeout: 0.002)
        }
        terminal.resize(columns: 80, rows: 24)
        #expect(terminal.read(until: { $0.selectedLine != nil }, timeout: 5), "\(terminal.text)")
        #expect(terminal.process.isRunning)
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("a closed input (end of file) ends the demo cleanly with the terminal restored")
    func endOfInput() throws {
        let terminal = try PseudoTerminal()
        let cooked = terminal.localModes()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        terminal.send("\u{04}")   // raw mode: Ctrl-D is just a byte, the demo ignores it
        terminal.read(until: { _ in false }, timeout: 0.2)
        #expect(terminal.process.isRunning)
        // Hang up the terminal's far end: the demo reads end of file (or gets SIGHUP) and ends cleanly.
        close(terminal.master)
        terminal.masterClosed = true
        let deadline = Date().addingTimeInterval(10)
        while terminal.process.isRunning && Date() < deadline { usleep(20_000) }
        #expect(!terminal.process.isRunning, "the demo did not end on end of input")
        // With its far end gone the terminal has no modes left to check; the demo ended on its own.
        let ending = "\(terminal.process.terminationReason == .exit ? "exit" : "signal") \(terminal.process.terminationStatus)"
        #expect(ending == "exit 0" || ending == "signal \(SIGHUP)", "\(ending)")
        _ = cooked
    }
}

/// A tiny seeded generator for the noise above.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
