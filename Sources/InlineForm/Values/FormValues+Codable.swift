// Embedded Swift has no Codable, so the encoding is left out there.
#if !hasFeature(Embedded)

extension FormValues: Codable {
    /// Reads values from an object keyed by field id (see ``encode(to:)``);
    /// empty values are dropped, as storing them does.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a value that does not decode.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.singleValueContainer().decode([String: FieldValue].self)
        self.init(Dictionary(uniqueKeysWithValues: values.map { (FieldID($0.key), $0.value) }))
    }

    /// Writes the values as an object keyed by field id, in the order of the
    /// ids: `{"ended": {"type": "date", "value": "2026-11-27"}, "note":
    /// {"type": "text", "value": "on site"}}`. A form's draft encoded this
    /// way outlives a restart: ``EditableForm/restoreDraft(_:)`` takes it back.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for id in filledFieldIDs.sorted() {
            try container.encode(self[id], forKey: FieldKey(id.rawValue))
        }
    }

    /// A field id as a coding key.
    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

#endif
