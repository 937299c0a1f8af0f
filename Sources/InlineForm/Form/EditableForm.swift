/// A form of sections of fields shown as table rows, whose fields open inline pickers, edited on a draft that Save commits and Cancel discards.
///
/// The form is a value: every transition is a `mutating` method that
/// returns what changed. Transitions that add or remove rows return a
/// ``RowUpdate`` for the table view; it ``RowUpdate/isEmpty`` when no row
/// changed. Cells show ``value(for:)``, the draft's value, so they can be
/// recreated at any time.
///
/// Which fields open an inline picker is data: the form opens one for every
/// field whose kind's ``FieldKind/Category`` is in ``inlinePickerKinds``.
///
/// ```swift
/// var form = try EditableForm(sections: [FormSection(fields: [
///     Field("name", title: "Name", kind: .text, rules: [.required]),
///     Field("started", title: "Started", kind: .date),
/// ])])
/// let update = form.tapRow(at: RowPath(section: 0, row: 1))   // insert [0, 2]
/// try form.setDraftValue(.date(try Day(iso8601: "2017-07-28")), for: "started")
/// try form.save()                                            // throws: Name: is required
/// ```
///
/// A field id the form does not have is no crash: queries answer as for an
/// empty field (``value(for:)`` is ``FieldValue/empty``, ``field(_:)`` and
/// ``path(ofField:)`` are `nil`), and ``setDraftValue(_:for:)`` throws
/// ``FormInputError/unknownField(_:)``.
public struct EditableForm: Sendable {
    /// The sections, in display order.
    public let sections: [FormSection]
    /// The kinds of field whose rows open an inline picker when tapped.
    public let inlinePickerKinds: Set<FieldKind.Category>
    /// The open pickers and the policy that governs them.
    public internal(set) var openPickers: OpenPickers
    /// The text field being edited with the keyboard, if any.
    public internal(set) var editingField: FieldID?
    /// The values last saved (or given at creation).
    public internal(set) var committed: FormValues
    /// The values being edited; cells show these.
    public internal(set) var draft: FormValues
    /// The display rows in the current state.
    public internal(set) var rowMap: RowMap
    /// How the form writes days in ``text(for:)``: ISO 8601's `YYYY-MM-DD` by
    /// default; a host sets its calendar's text (a Hebrew date, say).
    public var dayText: @Sendable (Day) -> String = { $0.iso8601 }

    let fieldIDs: [[FieldID]]
    let locations: [FieldID: (section: Int, index: Int)]

    /// Creates a form with every picker closed and a draft equal to the values.
    ///
    /// - Parameters:
    ///   - sections: The sections; field ids must be unique across the form.
    ///   - values: The committed values: stored values, say.
    ///   - policy: Whether one picker or several may be open at once.
    ///   - inlinePickerKinds: The kinds of field whose rows open an inline picker.
    /// - Throws: ``FormInputError`` for a field id that appears twice, a value
    ///   of a field the form does not have, or one that does not fit its field's kind.
    /// - Complexity: O(*n*) in the number of fields and values.
    public init(sections: [FormSection], values: FormValues = [:], policy: OpeningPolicy = .single,
                inlinePickerKinds: Set<FieldKind.Category> = [.date, .dateRange, .choice, .time, .duration]) throws(FormInputError) {
        var locations: [FieldID: (section: Int, index: Int)] = [:]
        for (section, content) in sections.enumerated() {
            for (index, field) in content.fields.enumerated() {
                guard locations[field.id] == nil else { throw .duplicateField(field.id) }
                locations[field.id] = (section, index)
            }
        }
        for id in values.filledFieldIDs {
            guard let location = locations[id] else { throw .unknownField(id) }
            guard sections[location.section].fields[location.index].kind.accepts(values[id]) else {
                throw .valueDoesNotFit(id)
            }
        }
        self.sections = sections
        self.inlinePickerKinds = inlinePickerKinds
        self.locations = locations
        fieldIDs = sections.map { $0.fields.map(\.id) }
        openPickers = OpenPickers(policy: policy)
        committed = values
        draft = values
        rowMap = RowMap(uniqueFieldIDs: fieldIDs, openPickers: [])
    }

    /// Whether one picker or several may be open at once.
    public var policy: OpeningPolicy { openPickers.policy }

    /// All fields, in display order.
    ///
    /// - Complexity: O(*n*) in the number of fields.
    public var fields: [Field] { sections.flatMap(\.fields) }

    /// Whether the form has a field.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: `true` when a field of the form has the id.
    public func containsField(_ id: FieldID) -> Bool {
        locations[id] != nil
    }

    /// The field with an id.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: The field, or `nil` when the form has none with the id.
    public func field(_ id: FieldID) -> Field? {
        guard let location = locations[id] else { return nil }
        return sections[location.section].fields[location.index]
    }

    /// Whether tapping a field's row opens an inline picker below it.
    ///
    /// - Parameter id: A field's id.
    /// - Returns: `true` when the field's kind is one of ``inlinePickerKinds``;
    ///   `false` for an id the form does not have.
    public func opensInlinePicker(_ id: FieldID) -> Bool {
        field(id).map { inlinePickerKinds.contains($0.kind.category) } ?? false
    }

    /// Changes the open pickers and lays the rows out again.
    ///
    /// - Parameter change: The change to the open pickers.
    /// - Returns: The rows deleted and inserted.
    /// - Complexity: O(*n*) in the number of rows.
    mutating func changePickers(_ change: (inout OpenPickers) -> Void) -> RowUpdate {
        let old = rowMap
        change(&openPickers)
        rowMap = RowMap(uniqueFieldIDs: fieldIDs, openPickers: openPickers.fieldIDs)
        return RowDiff.update(fromValid: old.rows, toValid: rowMap.rows)
    }
}
