#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command's output written so that nothing is lost: a write that fails
/// (a full disk, `/dev/full`, a pipe whose reader has gone) is reported,
/// for the program to say so and exit 1, as `date > /dev/full` does.
package enum StandardOutput {
    /// Makes a closed pipe an error of the write (`EPIPE`) rather than a
    /// death by `SIGPIPE`; call once, before anything is written.
    package static func reportClosedPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to a file descriptor, again after a partial
    /// write or an interruption.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - descriptor: The file descriptor (1 for stdout).
    /// - Returns: `nil` when every byte was written, else the system's
    ///   reason ("No space left on device", "Broken pipe").
    /// - Complexity: O(n) in the text's length.
    package static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }

    /// Writes a command's result: its output to stdout and its error text to
    /// stderr. When the output cannot be written, one more line on stderr
    /// says why, and the status becomes 1.
    ///
    /// - Parameters:
    ///   - output: The text for stdout.
    ///   - errorOutput: The text for stderr.
    ///   - status: The command's exit status.
    ///   - program: The program's name, which begins the error line.
    /// - Returns: The exit status to use.
    package static func finish(output: String, errorOutput: String, status: Int32, program: String = "demo") -> Int32 {
        var status = status
        var errors = errorOutput
        if !output.isEmpty, let reason = write(output, to: 1) {
            errors += "\(program): error: cannot write the output: \(reason)\n"
            status = 1
        }
        if !errors.isEmpty { _ = write(errors, to: 2) }
        return status
    }
}
