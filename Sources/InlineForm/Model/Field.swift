/// One entry of a form: an id, a title to show, a kind, and the rules its value must follow to be saved.
public struct Field: Sendable {
    /// The id, unique within the form.
    public let id: FieldID
    /// The title shown beside the value and in validation messages.
    public let title: String
    /// What the field holds.
    public let kind: FieldKind
    /// The rules checked, in order, when the form is saved.
    public let rules: [FieldRule]

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - id: The id, unique within the form.
    ///   - title: The title shown beside the value and in validation messages.
    ///   - kind: What the field holds.
    ///   - rules: The rules its value must follow to be saved.
    public init(_ id: FieldID, title: String, kind: FieldKind, rules: [FieldRule] = []) {
        self.id = id
        self.title = title
        self.kind = kind
        self.rules = rules
    }
}
