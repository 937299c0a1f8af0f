/// The error a save throws when draft values break their fields' rules; the draft is kept.
public struct FormValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broken rules, in the order of the fields and of their rules; never empty.
    public let failures: [FieldFailure]

    /// Creates an error.
    ///
    /// - Parameter failures: The broken rules; at least one.
    public init(failures: [FieldFailure]) {
        precondition(!failures.isEmpty, "a validation error needs a failure")
        self.failures = failures
    }

    /// The fields that failed, in form order, each once.
    ///
    /// - Complexity: O(*n*) in the number of failures.
    public var fieldIDs: [FieldID] {
        var seen = Set<FieldID>()
        return failures.map(\.fieldID).filter { seen.insert($0).inserted }
    }

    /// The messages of all failures, one per line.
    ///
    /// - Complexity: O(*n*) in the number of failures.
    public var description: String {
        failures.map(\.description).joined(separator: "\n")
    }
}
