/// The values of a form's fields, by field id; a field with no entry is ``FieldValue/empty``.
///
/// Storing ``FieldValue/empty`` removes the entry, so two collections that
/// show the same values are equal however they were filled.
public struct FormValues: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    private var storage: [FieldID: FieldValue]

    /// Creates values from a dictionary.
    ///
    /// - Parameter values: Values by field id; entries that are ``FieldValue/empty`` are dropped.
    /// - Complexity: O(*n*) in the number of entries.
    public init(_ values: [FieldID: FieldValue] = [:]) {
        storage = values.filter { $0.value != .empty }
    }

    /// Creates values from a dictionary literal.
    ///
    /// - Parameter elements: Pairs of field id and value; of an id given
    ///   twice, the later value counts.
    /// - Complexity: O(*n*) in the number of pairs.
    public init(dictionaryLiteral elements: (FieldID, FieldValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, later in later }))
    }

    /// The value of a field; setting ``FieldValue/empty`` removes it.
    ///
    /// - Parameter id: The field's id.
    public subscript(id: FieldID) -> FieldValue {
        get { storage[id] ?? .empty }
        set { storage[id] = newValue == .empty ? nil : newValue }
    }

    /// The ids that hold a value other than ``FieldValue/empty``, in no particular order.
    public var filledFieldIDs: Dictionary<FieldID, FieldValue>.Keys { storage.keys }
}
