#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Testing) @testable import TerminalUI

/// The terminal's side of a pseudo-terminal, played by a ``VirtualTerminal``
/// on a thread of its own (``BackgroundThread``; never the main actor's, where the loop runs).
/// It answers cursor position requests as a terminal emulator does.
final class TerminalSide: @unchecked Sendable {
    let master: Int32
    private(set) var screen: VirtualTerminal
    private(set) var received: [UInt8] = []

    init(master: Int32, columns: Int, rows: Int) {
        self.master = master
        screen = VirtualTerminal(width: columns, height: rows)
    }

    /// The screen's lines, trailing spaces trimmed.
    var lines: [String] { screen.lines(trimmingTrailingSpaces: true) }

    /// Writes text to the screen as a program did before (a shell's prompt), without a program reading it.
    func show(_ text: String) {
        screen.apply(Array(text.utf8))
    }

    /// Reads what the program writes until `done` holds for the screen or
    /// the time runs out.
    ///
    /// - Returns: Whether `done` held.
    @discardableResult
    func read(until done: (TerminalSide) -> Bool, timeout seconds: Double) -> Bool {
        let deadline = MonotonicClock.now() + seconds * 1000
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !done(self) {
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { return false }
            guard waitForInput([master], timeout: Int32(min(left, 50).rounded(.up))) == [true] else { continue }
            let count = Glibc.read(master, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return done(self) }
            received += buffer[0..<count]
            screen.apply(buffer[0..<count])
            send(screen.takeResponses())
        }
        return true
    }

    /// Sends bytes as typed keys (or the terminal's answers).
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            precondition(written > 0, "the terminal side could not write: errno \(errno)")
            offset += written
        }
    }

    /// Sends text as typed keys.
    func send(_ text: String) { send(Array(text.utf8)) }
}
