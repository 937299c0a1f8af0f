extension EditableForm {
    /// Responds to a tap (or Enter) on a row.
    ///
    /// | Row tapped | Single policy | Multiple policy |
    /// |---|---|---|
    /// | a field that opens a picker, closed | opens it below the row, closing the open one | opens it below the row |
    /// | a field whose picker is open | closes it | closes it |
    /// | a text field that opens no picker | ``beginEditing(_:)`` | ``beginEditing(_:)`` |
    /// | another field | closes the open picker | nothing |
    /// | a picker row, or no row | nothing | nothing |
    ///
    /// Tapping a field row other than a text field ends text editing. A path
    /// outside the rows is treated as a miss, not an error.
    ///
    /// - Parameter path: The tapped row.
    /// - Returns: The rows deleted and inserted; empty when none changed.
    /// - Complexity: O(*n*) in the number of rows.
    @discardableResult
    public mutating func tapRow(at path: RowPath) -> RowUpdate {
        guard case .field(let id)? = rowMap.row(at: path) else { return .empty }
        if opensInlinePicker(id) {
            editingField = nil
            return changePickers { $0.toggle(id) }
        }
        if field(id)?.kind.category == .text {
            return beginEditing(id)
        }
        editingField = nil
        return policy.closesPickersOnOtherTaps ? closePickers() : .empty
    }

    /// Starts editing a text field with the keyboard, closing every open picker.
    ///
    /// - Parameter id: The id of a ``FieldKind/text`` field of the form.
    /// - Returns: The picker rows deleted; empty when none was open. Nothing
    ///   happens, and the update is empty, for an id the form does not have or
    ///   a field that is not a text field.
    /// - Complexity: O(*n*) in the number of rows.
    @discardableResult
    public mutating func beginEditing(_ id: FieldID) -> RowUpdate {
        guard field(id)?.kind.category == .text else { return .empty }
        editingField = id
        return closePickers()
    }

    /// Stops editing text with the keyboard.
    ///
    /// - Returns: Whether a field was being edited.
    @discardableResult
    public mutating func endEditing() -> Bool {
        defer { editingField = nil }
        return editingField != nil
    }

    /// Closes a field's picker.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The picker row deleted; empty when it was closed.
    /// - Complexity: O(*n*) in the number of rows.
    @discardableResult
    public mutating func closePicker(for id: FieldID) -> RowUpdate {
        changePickers { $0.close(id) }
    }

    /// Closes every open picker.
    ///
    /// - Returns: The picker rows deleted; empty when none was open.
    /// - Complexity: O(*n*) in the number of rows.
    @discardableResult
    public mutating func closePickers() -> RowUpdate {
        changePickers { $0.closeAll() }
    }
}
