extension EditableForm {
    /// The value a cell shows for a field: the draft's.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The draft value; ``FieldValue/empty`` for an id the form does not have.
    public func value(for id: FieldID) -> FieldValue {
        draft[id]
    }

    /// The value of a field as last saved.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The committed value; ``FieldValue/empty`` for an id the form does not have.
    public func committedValue(for id: FieldID) -> FieldValue {
        committed[id]
    }

    /// The text a cell shows for a field's draft value.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The text, as ``FieldKind/displayText(of:dayText:)`` gives it
    ///   with the form's ``dayText``; empty for an id the form does not have.
    public func text(for id: FieldID) -> String {
        field(id)?.kind.displayText(of: draft[id], dayText: dayText) ?? ""
    }

    /// The text of a field's value as last saved.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The text, as ``text(for:)`` writes it; empty for an id the form does not have.
    public func committedText(for id: FieldID) -> String {
        field(id)?.kind.displayText(of: committed[id], dayText: dayText) ?? ""
    }

    /// Whether the draft differs from the committed values.
    ///
    /// - Complexity: O(*n*) in the number of values.
    public var hasChanges: Bool { draft != committed }

    /// Changes a field's value in the draft; the committed values stay until ``save()``.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - id: The id of a field of the form.
    /// - Returns: Whether the draft value changed.
    /// - Throws: ``FormInputError/unknownField(_:)`` for an id the form does
    ///   not have, ``FormInputError/valueDoesNotFit(_:)`` for a value that does
    ///   not fit the field's kind (a choice beyond its options); the draft
    ///   does not change.
    @discardableResult
    public mutating func setDraftValue(_ value: FieldValue, for id: FieldID) throws(FormInputError) -> Bool {
        guard let field = field(id) else { throw .unknownField(id) }
        guard field.kind.accepts(value) else { throw .valueDoesNotFit(id) }
        guard draft[id] != value else { return false }
        draft[id] = value
        return true
    }

    /// Puts back a draft kept from before (an app that stored its unsaved
    /// draft across a restart): the committed values stay, the draft becomes
    /// `draft`, and ``hasChanges`` tells whether they differ.
    ///
    /// ```swift
    /// let kept = try JSONEncoder().encode(form.draft)          // before the app goes
    /// try form.restoreDraft(JSONDecoder().decode(FormValues.self, from: kept))
    /// ```
    ///
    /// - Parameter draft: The values; a field missing from them is empty in the draft.
    /// - Throws: ``FormInputError/unknownField(_:)`` for a value of a field the
    ///   form does not have (a form that changed since), and
    ///   ``FormInputError/valueDoesNotFit(_:)`` for one that does not fit its
    ///   field; the draft does not change.
    /// - Complexity: O(*n*) in the number of values.
    public mutating func restoreDraft(_ draft: FormValues) throws(FormInputError) {
        for id in draft.filledFieldIDs.sorted() {
            guard let field = field(id) else { throw .unknownField(id) }
            guard field.kind.accepts(draft[id]) else { throw .valueDoesNotFit(id) }
        }
        self.draft = draft
    }

    /// The rules the draft breaks, in the order of the fields and of their rules.
    ///
    /// - Returns: The failures; empty when the draft can be saved.
    /// - Complexity: O(*n*) rule checks for *n* rules in the form.
    @MainActor
    public func validationFailures() -> [FieldFailure] {
        sections.flatMap(\.fields).flatMap { field in
            field.rules.filter { !$0.accepts(draft[field.id], in: draft) }.map {
                FieldFailure(fieldID: field.id, fieldTitle: field.title, reason: $0.reason)
            }
        }
    }

    /// Commits the draft when it passes every rule, then closes the pickers and ends editing.
    ///
    /// When a rule fails nothing changes: the draft, the open pickers and the
    /// field being edited stay as they were, so the person can correct the value.
    ///
    /// - Returns: The picker rows deleted; empty when none was open.
    /// - Throws: ``FormValidationError`` naming every field that broke a rule, and why.
    /// - Complexity: O(*n*) in the number of rows, values and rules.
    @discardableResult
    @MainActor
    public mutating func save() throws(FormValidationError) -> RowUpdate {
        let failures = validationFailures()
        if let error = FormValidationError(failures: failures) { throw error }
        committed = draft
        editingField = nil
        return closePickers()
    }

    /// Discards the draft, going back to the committed values, then closes the pickers and ends editing.
    ///
    /// - Returns: The picker rows deleted; empty when none was open.
    /// - Complexity: O(*n*) in the number of rows.
    @discardableResult
    public mutating func cancel() -> RowUpdate {
        draft = committed
        editingField = nil
        return closePickers()
    }
}
