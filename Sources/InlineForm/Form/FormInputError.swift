/// Why a form refused its fields or a value: a field id appears twice, the
/// field is not one of the form's, or the value does not fit its kind.
///
/// New cases may come in a minor release: match it with `@unknown default:` (see
/// "Bad values" in the MiniPicker documentation).
#if hasAttribute(nonexhaustive)
@nonexhaustive
#endif
public enum FormInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two fields of the form have the id.
    case duplicateField(FieldID)
    /// No field of the form has the id.
    case unknownField(FieldID)
    /// The value does not fit the field's kind (a date for a text field, a
    /// choice beyond the options).
    case valueDoesNotFit(FieldID)

    /// One line naming the field: `no field 'ended' in the form`.
    public var description: String {
        switch self {
        case .duplicateField(let id): "two fields have the id '\(id)'"
        case .unknownField(let id): "no field '\(id)' in the form"
        case .valueDoesNotFit(let id): "the value does not fit the field '\(id)'"
        }
    }
}
