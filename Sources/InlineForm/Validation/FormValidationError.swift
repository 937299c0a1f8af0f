/// The error a save throws when draft values break their fields' rules; the draft is kept.
public struct FormValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The broken rules, in the order of the fields and of their rules; never empty.
    public let failures: [FieldFailure]

    /// Creates an error.
    ///
    /// - Parameter failures: The broken rules.
    /// - Returns: `nil` without a failure: a save that breaks no rule is no error.
    public init?(failures: [FieldFailure]) {
        guard !failures.isEmpty else { return nil }
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
