import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport
@testable import DemoKit

// The demo on the far end of a pseudo-terminal, as a user's terminal emulator
// runs it. Linux only: the tests find the demo executable through
// /proc/self/exe and wait for its output with poll(), which macOS does not
// support on terminal devices; elsewhere these suites are skipped with that reason.

/// A pseudo-terminal with the demo running on its far end.
final class PseudoTerminal {
    let master: Int32
    var masterClosed = false
    let slave: Int32
    var screen: VirtualTerminal
    var received: [UInt8] = []
    /// The demo, once started.
    private(set) var process: ChildProcess!
    let columns: Int, rows: Int
    /// The slave end's path (`/dev/pts/N`), for a child whose controlling terminal it becomes.
    let slavePath: String

    init(columns: Int = 80, rows: Int = 24) throws {
        self.columns = columns
        self.rows = rows
        guard let pair = PseudoTerminalPair.open(columns: columns, rows: rows) else {
            throw PseudoTerminalError("no pseudo-terminal")
        }
        (master, slave) = (pair.master, pair.slave)
        slavePath = ttyname(pair.slave).map { String(cString: $0) } ?? ""
        // Writes must never block the test: a demo that stopped reading would hang it.
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        for end in [master, slave] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        screen = VirtualTerminal(width: columns, height: rows)
    }

    /// Whether these tests can run here (see the top of the file).
    static var isSupported: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// Why they are skipped elsewhere.
    static let unsupportedReason = Comment(rawValue: "needs Linux: /proc/self/exe finds the demo beside the tests, "
        + "and poll() waits on the pseudo-terminal (macOS's poll does not support terminals)")

    deinit {
        if let process, process.isRunning { process.terminate() }
        process = nil
        if !masterClosed { close(master) }
        close(slave)
    }

    /// The `demo` executable built beside the test bundle (Linux: the test
    /// binary's own path, from /proc/self/exe).
    static var demoExecutable: URL {
        #if os(Linux)
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        #else
        let testBinary = CommandLine.arguments.first ?? ""
        #endif
        var directory = URL(fileURLWithPath: testBinary, isDirectory: false).deletingLastPathComponent()
        if directory.lastPathComponent.hasSuffix(".xctest") {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("demo")
    }

    /// Starts the demo on the pseudo-terminal.
    ///
    /// - Parameters:
    ///   - arguments: The demo's arguments.
    ///   - term: `TERM`.
    ///   - environment: More environment variables.
    ///   - input, output, error: Its standard descriptors (the slave end by default).
    ///   - controllingTerminal: Whether the pseudo-terminal becomes its controlling
    ///     terminal (`/dev/tty`), in a session of its own; otherwise it runs in a
    ///     process group of its own in the tests' session, where Ctrl-Z can stop it.
    func start(_ arguments: [String], term: String = "xterm-256color", environment extra: [String: String] = [:],
               input: Int32? = nil, output: Int32? = nil, error: Int32? = nil,
               controllingTerminal: Bool = false) throws {
        var environment = ["TERM": term, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        // Under the address sanitizer the demo gets the same options as the tests.
        environment["ASAN_OPTIONS"] = ProcessInfo.processInfo.environment["ASAN_OPTIONS"]
        environment.merge(extra) { $1 }
        process = try ChildProcess(path: PseudoTerminal.demoExecutable.path, arguments: arguments, environment: environment,
                                   input: input ?? slave, output: output ?? slave, error: error ?? slave,
                                   placement: controllingTerminal ? .newSession(controllingTerminal: slavePath) : .newProcessGroup)
    }

    /// Writes text to the slave end, as a program in the terminal (a shell) would.
    func print(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(slave, $0.baseAddress, $0.count - 1) }
        read(until: { _ in false }, timeout: 0.05)
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
                let count = systemRead(master, &buffer, buffer.count)
                if count > 0 {
                    received += buffer[0..<count]
                    screen.apply(buffer[0..<count])
                    // Answer cursor position requests, as a terminal emulator does.
                    let answers = screen.takeResponses()
                    if !answers.isEmpty { _ = answers.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
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

    /// All the terminal's mode flags: input, output, control and local.
    func modes() -> [tcflag_t] {
        var modes = termios()
        tcgetattr(slave, &modes)
        return [modes.c_iflag, modes.c_oflag, modes.c_cflag, modes.c_lflag]
    }
}

/// `read(2)`, named apart from ``PseudoTerminal/read(until:timeout:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    haystack.lastRange(of: needle) != nil
}

extension Array where Element == UInt8 {
    /// Where a byte sequence last occurs, if it does.
    func lastRange(of needle: [UInt8]) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= count else { return nil }
        for start in stride(from: count - needle.count, through: 0, by: -1)
            where self[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }
}

/// A proleptic Gregorian date, to work out what the demo must show without
/// the calendar code under test.
struct CivilDate: Equatable, CustomStringConvertible {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// Parses the demo's `selected: YYYY-MM-DD` line.
    init?(selectedLine: String?) {
        guard let line = selectedLine, line.hasPrefix("selected: ") else { return nil }
        let parts = line.dropFirst("selected: ".count).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * mp + 2) / 5 + 1)
    }

    /// 1 = Sunday … 7 = Saturday (1970-01-01 was a Thursday).
    var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 + 1 }

    static func days(inMonth month: Int, of year: Int) -> Int {
        CivilDate(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1).dayNumber
            - CivilDate(year: year, month: month, day: 1).dayNumber
    }

    func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// Another month of the same year, the day clamped to its length (as the month ribbon keeps it).
    func inMonth(_ month: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: min(day, CivilDate.days(inMonth: month, of: year)))
    }

    /// The first cell of the month's grid in en_US (weeks from Sunday): the Sunday on or before the 1st.
    var firstGridCell: CivilDate {
        let first = CivilDate(year: year, month: month, day: 1)
        return first.adding(days: -(first.weekday - 1))
    }

    var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}

@Suite("CivilDate, the date arithmetic the pseudo-terminal tests expect with")
struct CivilDateTests {
    @Test("day numbers, weekdays and month lengths agree with known dates")
    func knownDates() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).dayNumber == 0)
        #expect(CivilDate(year: 1970, month: 1, day: 1).weekday == 5)   // a Thursday
        #expect(CivilDate(year: 2000, month: 3, day: 1).dayNumber == 11_017)
        #expect(CivilDate(year: 2026, month: 11, day: 23).weekday == 2)   // a Monday
        #expect(CivilDate(year: 1969, month: 12, day: 31).weekday == 4)
        #expect([2026, 2028, 2000, 2100].map { CivilDate.days(inMonth: 2, of: $0) } == [28, 29, 29, 28])
        #expect(CivilDate.days(inMonth: 12, of: 2026) == 31)
        #expect(CivilDate(year: 2026, month: 1, day: 31).inMonth(2) == CivilDate(year: 2026, month: 2, day: 28))
        #expect(CivilDate(year: 2026, month: 12, day: 31).firstGridCell == CivilDate(year: 2026, month: 11, day: 29))
        #expect(CivilDate(year: 2026, month: 11, day: 30).firstGridCell == CivilDate(year: 2026, month: 11, day: 1))
        #expect(CivilDate(year: 2026, month: 12, day: 23).adding(days: 8).description == "2026-12-31")
        #expect(CivilDate(year: 2026, month: 12, day: 31).adding(days: 1).description == "2027-01-01")
        #expect(CivilDate(selectedLine: "selected: 2026-03-09") == CivilDate(year: 2026, month: 3, day: 9))
        #expect(CivilDate(selectedLine: "chosen: 2026-03-09") == nil)
    }

    @Test("day numbers and dates convert both ways, and each day follows the one before")
    func roundTrip() {
        var previous = CivilDate(dayNumber: -800_001)
        for number in -800_000...800_000 {
            let date = CivilDate(dayNumber: number)
            let nextDay = date.year == previous.year && date.month == previous.month && date.day == previous.day + 1
            let nextMonth = date.day == 1 && previous.day >= 28 && date.month == previous.month % 12 + 1
                && date.year == previous.year + (previous.month == 12 ? 1 : 0)
            if date.dayNumber != number || !(nextDay || nextMonth) {
                Issue.record("day \(number): \(date)")
                return
            }
            previous = date
        }
    }
}

@MainActor
@Suite("Interactive demo in a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct InteractiveDemoTests {
    @Test("a mouse drag on the month ribbon moves one month, keys 8 days, a click the grid's first day; q restores the terminal")
    func dragKeysAndQuit() throws {
        let terminal = try PseudoTerminal()
        let cookedModes = terminal.localModes()
        #expect(cookedModes & tcflag_t(ICANON) != 0)
        try terminal.start(["--ascii", "--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }), "no first frame: \(terminal.text)")
        #expect(terminal.localModes() & tcflag_t(ICANON | ECHO) == 0)   // raw while running
        // The demo starts on its today; everything after follows from that day.
        let today = try #require(CivilDate(selectedLine: terminal.selectedLine), "\(terminal.text)")
        // The month ribbon holds one year's months, 14 columns a month, and does not wrap: a 10-column
        // drag without a fling settles on the next month (the previous one from December).
        let laterMonth = today.month < 12
        let afterDrag = today.inMonth(laterMonth ? today.month + 1 : today.month - 1)
        let afterKeys = afterDrag.adding(days: 8)
        let afterClick = afterKeys.firstGridCell

        // The month ribbon's box spans columns 14–29 on rows 2–4 (0-based); SGR reports are 1-based.
        terminal.send("\u{1B}[<0;22;4M")
        terminal.read(until: { _ in false }, timeout: 0.1)
        for column in laterMonth ? [20, 17, 14, 12] : [24, 27, 30, 32] {
            terminal.send("\u{1B}[<32;\(column);4M")
            terminal.read(until: { _ in false }, timeout: 0.03)
        }
        terminal.read(until: { _ in false }, timeout: 0.2)   // a pause: no fling
        terminal.send("\u{1B}[<0;\(laterMonth ? 12 : 32);4m")
        terminal.read(until: { $0.selectedLine == "selected: \(afterDrag)" }, timeout: 5)
        #expect(terminal.selectedLine == "selected: \(afterDrag)", "the drag from \(today): \(terminal.text)")

        terminal.send("\u{1B}[C\u{1B}[B")   // right, down: 8 days on
        terminal.read(until: { $0.selectedLine == "selected: \(afterKeys)" }, timeout: 5)
        #expect(terminal.selectedLine == "selected: \(afterKeys)", "right and down from \(afterDrag): \(terminal.text)")

        terminal.send("\u{1B}[<0;5;7M\u{1B}[<0;5;7m")   // a click on the grid's first cell
        terminal.read(until: { $0.selectedLine == "selected: \(afterClick)" }, timeout: 5)
        #expect(terminal.selectedLine == "selected: \(afterClick)", "the click in the grid of \(afterKeys): \(terminal.text)")

        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.localModes() == cookedModes)
        #expect(contains(terminal.received, TerminalModes.enter))
        // After the terminal is given back, the demo prints the selection and nothing else.
        let leave = try #require(terminal.received.lastRange(of: TerminalModes.leave), "no leave sequence")
        #expect(String(decoding: terminal.received[leave.upperBound...], as: UTF8.self) == "selected: \(afterClick)\r\n")
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

    @Test("a terminal too small for the demo shows a message, not garbage; keys act on nothing, Ctrl-C quits (130)")
    func tooSmall() throws {
        let terminal = try PseudoTerminal(columns: 30, rows: 10)
        try terminal.start([])
        #expect(terminal.read(until: { $0.text.hasPrefix("Terminal too small\nEnlarge to 48x24") }), "\(terminal.text)")
        terminal.send("\u{1B}")
        terminal.read(until: { _ in false }, timeout: 0.2)
        terminal.send("q\r")
        terminal.read(until: { _ in false }, timeout: 0.2)
        #expect(terminal.process.isRunning)
        terminal.send("\u{03}")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 130)
    }

    @Test("a resize re-lays out: too small shows the message, large again shows the calendar")
    func resizes() throws {
        let terminal = try PseudoTerminal()
        try terminal.start([])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        for (columns, rows) in [(20, 5), (1, 1), (80, 24), (30, 8), (100, 30)] {
            terminal.resize(columns: columns, rows: rows)
            let large = columns >= 48 && rows >= 24
            let message = ["Terminal too small", "Too small", "Small"].first { $0.count <= columns } ?? String("Small".prefix(columns))
            #expect(terminal.read(until: { large ? $0.selectedLine != nil : $0.text.hasPrefix(message) }, timeout: 5),
                    "\(columns)×\(rows): \(terminal.text)")
        }
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("TERM=dumb runs the plain mode, as --plain's help says: the keys once, a line per change, no escape sequence")
    func dumbTerminal() throws {
        let terminal = try PseudoTerminal()
        try terminal.start(["--date", "2026-11-20"], term: "dumb")
        #expect(terminal.read(until: { $0.text.contains("Calendar: Friday 20 November 2026, week 47") }), "\(terminal.text)")
        #expect(terminal.process.isRunning)
        terminal.send("\u{1B}[C")
        #expect(terminal.read(until: { $0.text.contains("Calendar: Saturday 21 November 2026, week 47") }), "\(terminal.text)")
        terminal.send("q")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
        let lines = terminal.screen.lines(trimmingTrailingSpaces: true)
        #expect(lines[0].hasPrefix("keys: Left/Right h/l one day"))
        #expect(lines.contains("selected: 2026-11-21"))
        #expect(!terminal.received.contains(0x1B))
        #expect(InteractiveCommand.help.contains("screen readers (also when TERM is dumb)"))
    }

}

@MainActor
@Suite("Interactive demo without a terminal")
struct InteractiveDemoWithoutTerminalTests {
    @Test("with input and output not terminals the demo prints one frame of the Calendar screen")
    func notATerminal() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let output = try await InteractiveCommand.run(arguments: ["--ascii"], environment: ["TERM": "xterm-256color"],
                                                input: ends[0], output: ends[1]).output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == " 1 Calendar   2 Ribbons   3 Form   4 Time")
        #expect(lines.contains { $0.hasPrefix("  selected: ") })
        #expect(!output.contains("\u{1B}"))
        #expect(await DemoMain.run(arguments: ["--bogus"]).status == 2)
    }
}

@MainActor
@Suite("The interactive demo under abuse", .serialized,
       .enabled(if: PseudoTerminal.isSupported, PseudoTerminal.unsupportedReason))
struct InteractiveDemoAbuseTests {
    @Test("a megabyte of random bytes on stdin: no crash; the demo runs on or quits with the terminal restored")
    func randomBytes() throws {
        let terminal = try PseudoTerminal()
        let cooked = terminal.localModes()
        try terminal.start(["--no-color"])
        #expect(terminal.read(until: { $0.selectedLine != nil }))
        var generator = SplitMix(seed: 0x0DD_B17E5)
        // Noise without the quit keys (q, Ctrl-C, Esc) and Ctrl-Z (which stops the demo), with mouse
        // reports and keys mixed in. Nor Ctrl-\: once the demo has given the terminal back (after an Esc
        // split from its sequence, say) noise may still be typed, and a signal character typed into a
        // cooked terminal makes the kernel discard output not yet read (NOFLSH is off), the leave
        // sequence with it, though the demo wrote it.
        let sequences = ["\u{1B}[<0;20;4M", "\u{1B}[<32;12;4M", "\u{1B}[<0;12;4m", "\u{1B}[<65;5;3M", "\u{1B}[C", "\u{1B}[6;2~"]
        var sent = 0
        // A demo that stops reading must fail the test, not hang it.
        let deadline = Date().addingTimeInterval(120)
        while sent < 1 << 20 && Date() < deadline {
            var chunk: [UInt8] = []
            while chunk.count < 4096 {
                let value = generator.next()
                if value % 16 == 0 {
                    chunk += Array(sequences[Int(value >> 8) % sequences.count].utf8)
                } else {
                    let byte = UInt8(truncatingIfNeeded: value >> 16)
                    if ![UInt8(ascii: "q"), 0x03, 0x1B, 0x1A, 0x1C].contains(byte) { chunk.append(byte) }
                }
            }
            var offset = 0
            while offset < chunk.count && terminal.process.isRunning && Date() < deadline {
                let written = chunk[offset...].withUnsafeBytes { write(terminal.master, $0.baseAddress, $0.count) }
                if written > 0 { offset += written; sent += written }
                terminal.read(until: { _ in false }, timeout: 0.001)
            }
            if !terminal.process.isRunning { break }
        }
        // Noise may still hold an Esc that arrived alone (a write split after it): quitting on it is fine.
        #expect(sent >= 1 << 20 || !terminal.process.isRunning)
        if terminal.process.isRunning { terminal.send("\u{03}") }   // Ctrl-C quits at once, with 130
        try #require(terminal.waitForExit(timeout: 20), "the demo hangs after random input")
        #expect(terminal.process.terminationReason == .exit)
        // Esc split from its sequence may have quit it (0), Ctrl-C did (130).
        #expect([0, 130].contains(terminal.process.terminationStatus))
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
