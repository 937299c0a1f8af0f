#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestSupport
@_spi(Testing) @testable import TerminalUI

@Suite("TerminalError")
struct TerminalErrorTests {
    @Test("each case has today's message", arguments: [
        (TerminalError.notATerminal, "the input is not a terminal"),
        (.sessionAlreadyActive, "a terminal session is already active"),
        (.cannotReadModes, "cannot read the terminal's modes"),
        (.cannotEnterRawMode, "cannot switch the terminal to raw mode"),
    ])
    func messages(error: TerminalError, message: String) {
        #expect(error.description == message)
        #expect("\(error)" == message)
    }

    /// Every case, in the order of ``caseIndex(_:)``.
    static let allCases: [TerminalError] = [.notATerminal, .sessionAlreadyActive, .cannotReadModes, .cannotEnterRawMode]

    /// A case's place in ``allCases``: a switch without a default, so a new case does not
    /// compile until it is listed there (and then has its message checked by ``distinctMessages()``).
    static func caseIndex(_ error: TerminalError) -> Int {
        switch error {
        case .notATerminal: 0
        case .sessionAlreadyActive: 1
        case .cannotReadModes: 2
        case .cannotEnterRawMode: 3
        }
    }

    @Test("every case is listed once, and each has a message of its own: not empty, and no other case's")
    func distinctMessages() {
        #expect(Self.allCases.map(Self.caseIndex) == Array(Self.allCases.indices))
        let messages = Self.allCases.map(\.description)
        #expect(messages.allSatisfy { !$0.isEmpty }, "\(messages)")
        #expect(Set(messages).count == messages.count, "\(messages)")
    }
}

/// Reads from the master end of a pseudo-terminal until `count` bytes came,
/// or nothing came for five seconds (a pseudo-terminal may pass writes on a
/// little later; the limit only keeps a broken test from hanging).
private func read(from descriptor: Int32, count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < count, waitForInput([descriptor], timeout: 5000) == [true] {
        let received = read(descriptor, &buffer, min(buffer.count, count - bytes.count))
        if received <= 0 { break }
        bytes += buffer[0..<received]
    }
    return bytes
}

/// Writes bytes to a descriptor (the slave end, as the program would).
private func send(_ bytes: [UInt8], to descriptor: Int32) {
    #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
}

private func localModes(_ descriptor: Int32) -> tcflag_t {
    var modes = termios()
    _ = tcgetattr(descriptor, &modes)
    return modes.c_lflag
}

/// Sessions change process-wide state (signal handlers, one session at a time): these run one by one.
@Suite("TerminalSession on a pseudo-terminal", .serialized,
       .enabled(if: PseudoTerminalPair.isSupported, "needs a pseudo-terminal (Linux or Darwin)"))
struct TerminalSessionTests {
    @Test("a pipe is not a terminal")
    func notATerminal() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        #expect(throws: TerminalError.notATerminal) { try TerminalSession(input: ends[0], output: ends[1]) }
        #expect(TerminalSession.size(of: ends[0]) == nil)
    }

    @Test("raw mode and the enter sequence; a second session is refused; restore gives everything back")
    func lifecycle() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 57, rows: 19))
        defer { terminal.close() }
        let cooked = localModes(terminal.slave)
        try #require(cooked & tcflag_t(ICANON) != 0 && cooked & tcflag_t(ECHO) != 0)
        let size = try #require(TerminalSession.size(of: terminal.slave))
        #expect(size.columns == 57 && size.rows == 19)

        let session = try TerminalSession(input: terminal.slave, output: terminal.slave)
        #expect(session.size.columns == 57 && session.size.rows == 19)
        #expect(localModes(terminal.slave) & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(read(from: terminal.master, count: TerminalModes.enter.count) == TerminalModes.enter)
        #expect(session.wakeDescriptor >= 0)
        #expect(!session.takeResize())

        #expect(throws: TerminalError.sessionAlreadyActive) {
            try TerminalSession(input: terminal.slave, output: terminal.slave)
        }

        session.restore()
        #expect(localModes(terminal.slave) == cooked)
        #expect(read(from: terminal.master, count: TerminalModes.leave.count) == TerminalModes.leave)
        session.restore()   // twice is harmless: nothing more is written before the marker
        send(Array("|".utf8), to: terminal.slave)
        #expect(read(from: terminal.master, count: 1) == Array("|".utf8))

        // The slot is free again.
        let again = try TerminalSession(input: terminal.slave, output: terminal.slave)
        again.restore()
        #expect(localModes(terminal.slave) == cooked)
    }

    @Test("an inline session asks where the cursor is, makes room for its band there without the alternate screen, and erases it when done")
    func inlineLifecycle() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 40, rows: 10))
        defer { terminal.close() }
        let cooked = localModes(terminal.slave)
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: 12))
        #expect(session.isInline && session.bandRows == 10)
        #expect(session.bandTop == nil && !session.isBandPlaced)
        let question = TerminalModes.cursorPositionRequest
        #expect(read(from: terminal.master, count: question.count) == question)
        // The answer: the cursor at the start of a line, where the band starts.
        session.noteCursorPosition(.init(row: 3, column: 0))
        #expect(session.isBandPlaced && session.bandTop == nil)
        let enter = TerminalModes.enterInline(rows: 10)
        #expect(read(from: terminal.master, count: enter.count) == enter)
        #expect(!contains(enter, "\u{1B}[?1049h"))
        session.noteCursorPosition(.init(row: 0, column: 0))
        #expect(session.bandTop == 0)

        // Continuing without having been stopped by the session (SIGSTOP): erase, then ask again.
        session.resume()
        #expect(session.bandTop == nil && !session.isBandPlaced)
        #expect(read(from: terminal.master, count: TerminalModes.leaveInline.count + question.count)
                == TerminalModes.leaveInline + question)
        #expect(localModes(terminal.slave) & tcflag_t(ICANON | ECHO | ISIG) == 0)
        session.noteCursorPosition(.init(row: 2, column: 0))
        #expect(read(from: terminal.master, count: enter.count) == enter)

        session.renewBand()
        let again = TerminalModes.leaveInline + enter
        #expect(read(from: terminal.master, count: again.count) == again)

        session.restore()
        #expect(read(from: terminal.master, count: TerminalModes.leaveInline.count) == TerminalModes.leaveInline)
        #expect(localModes(terminal.slave) == cooked)
    }

    @Test("text before the cursor stays: the band starts on the next line, and the session ends after the text")
    func inlineAfterText() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 40, rows: 10))
        defer { terminal.close() }
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: 3))
        let question = TerminalModes.cursorPositionRequest
        #expect(read(from: terminal.master, count: question.count) == question)
        session.noteCursorPosition(.init(row: 4, column: 12))
        let enter = [UInt8(0x0A)] + TerminalModes.enterInline(rows: 3)
        #expect(read(from: terminal.master, count: enter.count) == enter)
        session.restore()
        let leave = TerminalModes.leaveInline + Array("\u{1B}[A\u{1B}[13G".utf8)
        #expect(read(from: terminal.master, count: leave.count) == leave)
    }

    @Test("an inline session that ends before the terminal answered leaves the screen as it was")
    func inlineEndsUnplaced() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 40, rows: 10))
        defer { terminal.close() }
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .inline(rows: 3))
        session.restore()
        send(Array("|".utf8), to: terminal.slave)
        let question = TerminalModes.cursorPositionRequest
        #expect(read(from: terminal.master, count: question.count + 1) == question + Array("|".utf8))
    }

    @Test("a plain session writes no escape sequence and keeps output processing, so line feeds start lines")
    func plainLifecycle() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 40, rows: 10))
        defer { terminal.close() }
        let cooked = localModes(terminal.slave)
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .plain)
        #expect(localModes(terminal.slave) & tcflag_t(ICANON | ECHO | ISIG) == 0)
        session.write(Array("one\ntwo\n".utf8))
        #expect(read(from: terminal.master, count: 10) == Array("one\r\ntwo\r\n".utf8))
        session.restore()
        send(Array("|".utf8), to: terminal.slave)
        #expect(read(from: terminal.master, count: 1) == Array("|".utf8))
        #expect(localModes(terminal.slave) == cooked)
    }

    @Test("wake bytes: a resize and a continue are told apart, and draining empties the pipe")
    func wakes() throws {
        let terminal = try #require(PseudoTerminalPair.open(columns: 40, rows: 10))
        defer { terminal.close() }
        let session = try TerminalSession(input: terminal.slave, output: terminal.slave, mode: .plain)
        defer { session.restore() }
        #expect(session.takeWake().isEmpty)
        raise(SIGWINCH)
        #expect(session.takeWake() == .resized)
        raise(SIGCONT)
        raise(SIGWINCH)
        #expect(session.takeWake() == [.resized, .continued])
        #expect(session.takeWake().isEmpty)
    }
}

private func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard needle.count <= bytes.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
}
