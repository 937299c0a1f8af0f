/// A group of fields shown together, as a section of a table.
public struct FormSection: Sendable {
    /// The title shown above the fields; may be empty.
    public let title: String
    /// The fields, in the order they are shown.
    public let fields: [Field]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - title: The title shown above the fields; may be empty.
    ///   - fields: The fields, in the order they are shown; may be empty.
    public init(_ title: String = "", fields: [Field]) {
        self.title = title
        self.fields = fields
    }
}
