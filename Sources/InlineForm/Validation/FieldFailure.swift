/// A field whose draft value broke one of its rules, and why.
public struct FieldFailure: Hashable, Sendable, CustomStringConvertible {
    /// The field's id.
    public let fieldID: FieldID
    /// The field's title.
    public let fieldTitle: String
    /// The broken rule's reason.
    public let reason: String

    /// Creates a failure.
    ///
    /// - Parameters:
    ///   - fieldID: The field's id.
    ///   - fieldTitle: The field's title.
    ///   - reason: The broken rule's reason.
    public init(fieldID: FieldID, fieldTitle: String, reason: String) {
        self.fieldID = fieldID
        self.fieldTitle = fieldTitle
        self.reason = reason
    }

    /// The message for a person: the title followed by the reason (`Email: must contain @`).
    public var description: String { "\(fieldTitle): \(reason)" }
}
