import Foundation
import Testing
@_spi(Testing) import TerminalUI
import TestSupport

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
