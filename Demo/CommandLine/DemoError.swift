// The commands' lines are CommandLineKit's types (each command's `syntax`),
// and its error is the demo's: DemoKit's files and clients get them with it.
@_exported import CommandLineKit
import TerminalForms

/// What the demo refuses, as one line: a mistake in the command line (the
/// parser's errors and the options' checks), or anything else a command
/// cannot do (no terminal, a file it cannot write). `demo` prints it and
/// exits with code 2 (``DemoMain``).
package typealias DemoError = CommandLineError

extension DateFormat {
    /// A `--format` pattern; a pattern that cannot be used is the demo's one error line.
    ///
    /// - Parameter pattern: `iso`, or text with directives.
    static func parsed(_ pattern: String) throws -> DateFormat {
        do { return try DateFormat(pattern) } catch { throw DemoError(error.description) }
    }
}
