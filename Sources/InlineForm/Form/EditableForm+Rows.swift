extension EditableForm {
    /// The display rows, by section, in display order.
    public var rows: [[FormRow]] { rowMap.rows }

    /// The number of sections.
    public var numberOfSections: Int { rowMap.numberOfSections }

    /// The number of display rows in a section, counting open pickers.
    ///
    /// - Parameter section: A section, from 0.
    /// - Returns: The number of rows, or 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        rowMap.numberOfRows(inSection: section)
    }

    /// The row shown at a path: a field's row or a field's picker.
    ///
    /// - Parameter path: A path.
    /// - Returns: The row, or `nil` when no row is there.
    public func row(at path: RowPath) -> FormRow? {
        rowMap.row(at: path)
    }

    /// The path of a field's row.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The path in the current rows, or `nil` for an id the form does not have.
    public func path(ofField id: FieldID) -> RowPath? {
        rowMap.path(of: .field(id))
    }

    /// The path of a field's open picker.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The path, right below the field's row, or `nil` when its picker is closed.
    public func path(ofPickerFor id: FieldID) -> RowPath? {
        rowMap.path(of: .picker(id))
    }

    /// Whether a field's picker is open.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: `true` when its picker row is shown.
    public func isPickerOpen(for id: FieldID) -> Bool {
        openPickers.isOpen(id)
    }
}
