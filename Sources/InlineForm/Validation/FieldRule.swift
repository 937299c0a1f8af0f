/// A check a field's draft value must pass before the form saves, with the reason shown when it fails.
///
/// A rule sees the field's value and the whole draft, so it can compare
/// fields (an end date not before a start date). It runs on the main actor,
/// so it may read an app's main-actor state:
///
/// ```swift
/// FieldRule("must contain @") { value, _ in value.textValue?.contains("@") ?? true }
/// FieldRule("must not be before the start date") { value, draft in
///     guard let end = value.dateValue, let start = draft["started"].dateValue else { return true }
///     return start <= end
/// }
/// ```
public struct FieldRule: Sendable {
    /// What is wrong when the rule fails, phrased to follow the field's title (`is required`).
    public let reason: String
    private let check: @MainActor (_ value: FieldValue, _ draft: FormValues) -> Bool

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - reason: What is wrong when the rule fails, phrased to follow the field's title.
    ///   - accepts: Whether a value passes, given the field's value and the whole draft.
    public init(_ reason: String, accepts: @escaping @MainActor (_ value: FieldValue, _ draft: FormValues) -> Bool) {
        self.reason = reason
        check = accepts
    }

    /// Whether a value passes the rule.
    ///
    /// - Parameters:
    ///   - value: The field's value.
    ///   - draft: All the values of the form, for rules that compare fields.
    /// - Returns: `true` when the value passes.
    @MainActor
    public func accepts(_ value: FieldValue, in draft: FormValues) -> Bool {
        check(value, draft)
    }

    /// A rule that fails for ``FieldValue/empty`` and for blank text.
    public static var required: FieldRule {
        FieldRule("is required") { value, _ in !value.isEmpty }
    }
}
