#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalUI

/// The terminal a script's prompt runs on: the process's controlling
/// terminal (`/dev/tty`), opened even when stdin and stdout are pipes, so
/// that `d=$(demo pick)` draws on the terminal and captures only the answer.
package struct PromptTerminal {
    /// Why there is no terminal to prompt on.
    package struct Unavailable: Error, CustomStringConvertible {
        /// One line: the terminal's path and the system's reason.
        package let description: String
    }

    /// The open terminal's descriptor.
    package let descriptor: Int32
    /// Its path, for messages.
    package let path: String

    /// Opens a terminal for reading and writing, without making it the
    /// process's controlling terminal.
    ///
    /// - Parameter path: The terminal; `/dev/tty` except in tests.
    /// - Throws: ``Unavailable`` when it cannot be opened.
    package init(path: String = "/dev/tty") throws(Unavailable) {
        let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw Unavailable(description: "cannot open \(path) (\(String(cString: strerror(errno))))") }
        (self.descriptor, self.path) = (descriptor, path)
    }

    /// Closes the terminal.
    package func close() {
        closeDescriptor(descriptor)
    }

    /// Runs a prompt inline, in a band of rows below the cursor that is
    /// erased at the end, until it ends or the deadline passes.
    ///
    /// - Parameters:
    ///   - application: The prompt.
    ///   - rows: The rows of its band.
    ///   - rendering: The renderer's options (colour, direction marks).
    ///   - deadline: When to give up, on ``MonotonicClock``'s milliseconds, or `nil`.
    /// - Returns: Why the loop ended; the application says how the prompt did.
    /// - Throws: ``Unavailable`` when the terminal cannot be set up (not a terminal).
    @MainActor
    package func runInline(_ application: some TerminalApplication, rows: Int, rendering: ScreenRenderer.Options,
                           until deadline: Double?) async throws(Unavailable) -> TerminalRunLoop.Ending {
        let session: TerminalSession
        do {
            session = try TerminalSession(input: descriptor, output: descriptor, mode: .inline(rows: rows))
        } catch {
            throw Unavailable(description: "\(path): \(error)")
        }
        let ending = await TerminalRunLoop.run(application, in: session, options: rendering, until: deadline)
        session.restore()
        return ending
    }
}

/// Closes a descriptor (the C library's `close`, which ``PromptTerminal/close()`` hides).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
