/// A mistake in the command line, reported as one line and exit code 2.
package struct DemoError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, naming the bad token.
    package var message: String

    init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
