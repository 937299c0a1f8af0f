/// What a display row shows: a field, or the inline picker of a field right below that field's row.
public enum FormRow: Hashable, Sendable, CustomStringConvertible {
    /// The row of a field: its title and its draft value.
    case field(FieldID)
    /// The inline picker that edits a field.
    case picker(FieldID)

    /// The field the row shows or edits.
    public var fieldID: FieldID {
        switch self {
        case .field(let id), .picker(let id): id
        }
    }

    /// Whether the row is an inline picker.
    public var isPicker: Bool {
        if case .picker = self { true } else { false }
    }

    /// `field(ID)` or `picker(ID)`.
    public var description: String {
        switch self {
        case .field(let id): "field(\(id))"
        case .picker(let id): "picker(\(id))"
        }
    }
}
