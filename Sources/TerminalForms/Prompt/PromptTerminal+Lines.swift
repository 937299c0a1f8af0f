#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

extension PromptTerminal {
    /// What reading a line gave.
    package enum LineInput: Equatable {
        /// A line, without its line feed.
        case line(String)
        /// The input ended: Ctrl-D (on an empty line, or twice after some
        /// text, which is dropped: a half-typed answer is not sent).
        case endOfInput
        /// The deadline passed first.
        case timedOut
    }

    /// Writes text to the terminal, as it is: for the line prompts, which
    /// the terminal echoes and a screen reader reads as they come.
    ///
    /// - Parameter text: The text.
    /// - Returns: Whether all of it was written.
    @discardableResult
    package func write(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeBytes(descriptor, $0) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// Reads one line as the terminal's own line editing gives it (canonical
    /// mode, echo on: what a screen reader follows), waiting at most until
    /// the deadline. The terminal's modes are left as they are, so Ctrl-C
    /// interrupts the process as for any line-reading program
    /// (``exitingOnInterrupt(status:_:)`` makes it exit with a status of the host's).
    ///
    /// When the deadline passes, what was typed and not sent is discarded
    /// (`tcflush`), so that it does not reach the shell or the next program
    /// that reads the terminal.
    ///
    /// - Parameter deadline: When to give up, on ``MonotonicClock``'s milliseconds, or `nil`.
    /// - Returns: The line, the end of the input, or the deadline passed.
    /// - Complexity: O(*n*) in the line's bytes.
    package func readLine(until deadline: Double?) -> LineInput {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            if let deadline {
                let now = MonotonicClock.now()
                guard now < deadline else {
                    tcflush(descriptor, TCIFLUSH)
                    return .timedOut
                }
                // TerminalUI's wait: `select` on Apple platforms, whose `poll` does not work on terminals.
                guard waitForInput([descriptor], timeout: TerminalRunLoop.waitTimeout(until: deadline, from: now)) == [true]
                else { continue }
            }
            let count = read(descriptor, &byte, 1)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return .endOfInput }
            if byte == UInt8(ascii: "\n") { return .line(String(decoding: bytes, as: UTF8.self)) }
            bytes.append(byte)
        }
    }

    /// Makes Ctrl-C (SIGINT) end the process at once with a status, after
    /// a line feed on the terminal (the question's line is left as it was),
    /// while `body` runs: while lines are read there is nothing to restore or
    /// to lose. The process exits, rather than dying of the signal, so a shell
    /// script goes on with the status, as after the drawn pick's Ctrl-C. The
    /// handler before is put back after `body`.
    ///
    /// - Parameters:
    ///   - status: The exit status (130 for scripts, as a shell reports a SIGINT).
    ///   - body: The dialogue.
    /// - Returns: What `body` returns.
    package func exitingOnInterrupt<Value>(status: Int32, _ body: () -> Value) -> Value {
        interruptStatus = status
        interruptDescriptor = descriptor
        let previous = signal(SIGINT) { _ in
            let lineFeed = UInt8(ascii: "\n")
            _ = withUnsafeBytes(of: lineFeed) { writeBytes(interruptDescriptor, $0) }
            _exit(interruptStatus)
        }
        defer { signal(SIGINT, previous) }
        return body()
    }
}

/// The status ``PromptTerminal/exitingOnInterrupt(status:_:)`` exits with; read
/// by the signal handler, written before it is installed.
nonisolated(unsafe) private var interruptStatus: Int32 = 130
/// The terminal the signal handler ends the line on.
nonisolated(unsafe) private var interruptDescriptor: Int32 = -1

/// Writes bytes to a descriptor (the C library's `write`, which ``PromptTerminal/write(_:)`` hides).
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
