/// A mistake in a command line, told in one line that names the bad token:
/// what ``ArgumentReader`` and ``CommandSyntax`` throw, and what an option's
/// reader throws for a value it refuses.
package struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, naming the bad token.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
