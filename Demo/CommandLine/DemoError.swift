/// A mistake in the command line, reported as one line and exit code 2.
struct DemoError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, naming the bad token.
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
