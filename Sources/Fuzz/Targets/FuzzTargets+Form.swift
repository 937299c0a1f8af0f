import FuzzSupport
import InlineForm

extension FuzzTargets {
    /// An editable form of any sections and fields under taps, edits, values
    /// of every kind (and of the wrong kind), saves and cancels: each row
    /// update turns the old rows into the new, lookups agree with the rows,
    /// refused values change nothing, save commits the draft and cancel
    /// restores the committed values.
    ///
    /// - Parameter bytes: The fuzzer's input, read as choices.
    /// - Returns: The invariants that did not hold.
    @MainActor
    public static func form(_ bytes: [UInt8]) -> [String] {
        var input = FuzzInput(bytes)
        let log = InvariantLog()
        var sections: [FormSection] = []
        var counter = 0
        for _ in 0..<input.int(in: 0...4) {
            var fields: [Field] = []
            for _ in 0..<input.int(in: 0...6) {
                counter += 1
                let kind: FieldKind = input.pick([.text, .date, .choice(options: ["a", "b", "c"]), .toggle])
                let rules: [FieldRule] = input.bool() ? [.required] : []
                fields.append(Field(FieldID("f\(counter)"), title: "Field \(counter)", kind: kind, rules: rules))
            }
            sections.append(FormSection("S\(sections.count)", fields: fields))
        }
        let kinds: Set<FieldKind.Category> = Set(FieldKind.Category.allCases.filter { _ in input.bool() })
        guard var form = try? EditableForm(sections: sections, policy: input.bool() ? .single : .multiple,
                                           inlinePickerKinds: kinds) else {
            log.check(false, "a form without values refused")
            return log.violations
        }
        let ids = form.fields.map(\.id)
        var steps = 0
        while !input.isAtEnd && steps < 200 {
            steps += 1
            let old = form.rows
            let committed = form.committed
            let draft = form.draft
            var update = RowUpdate.empty
            var saved = false
            var cancelled = false
            switch input.int(in: 0...6) {
            case 0, 1:
                let section = input.int(in: -1...max(0, form.numberOfSections))
                let row = input.int(in: -1...20)
                update = form.tapRow(at: RowPath(section: section, row: row))
            case 2:
                guard let id = ids.isEmpty ? nil : input.pick(ids), form.field(id)?.kind.category == .text else { break }
                update = form.beginEditing(id)
            case 3:
                // Now and then an id the form does not have, or a value of another kind.
                let id = ids.isEmpty || input.int(in: 0...7) == 0 ? FieldID("unknown") : input.pick(ids)
                let day = Day(uncheckedDayNumber: input.int(in: -25_000...47_000))
                let value: FieldValue = input.pick([
                    input.bool() ? .text("x\(input.byte())") : .empty, .date(day),
                    .dateRange(DayRange(between: day, and: day + input.int(in: -400...400))),
                    .choice(input.int(in: -1...3)), .toggle(input.bool()),
                ])
                let before = form.draft
                do {
                    try form.setDraftValue(value, for: id)
                    log.check(form.field(id)?.kind.accepts(value) == true && form.value(for: id) == value, "a value set wrongly")
                } catch {
                    log.check(form.draft == before, "a refused value changed the draft")
                    log.check(error == (form.field(id) == nil ? .unknownField(id) : .valueDoesNotFit(id)), "wrong error \(error)")
                }
            case 4:
                do {
                    update = try form.save()
                    saved = true
                } catch {
                    log.check(form.draft == draft && form.committed == committed, "a failed save changed the values")
                }
            case 5:
                update = form.cancel()
                cancelled = true
            default:
                update = form.closePickers()
            }
            log.check(apply(update, to: old, giving: form.rows) == form.rows, "the update does not turn the old rows into the new")
            log.check(!update.isEmpty || old == form.rows, "rows changed without an update")
            log.check(update.isEmpty || old != form.rows, "an update for no change")
            for (section, rows) in form.rows.enumerated() {
                for (index, row) in rows.enumerated() {
                    let path = RowPath(section: section, row: index)
                    log.check(form.row(at: path) == row, "row lookup")
                    log.check((row.isPicker ? form.path(ofPickerFor: row.fieldID) : form.path(ofField: row.fieldID)) == path, "path lookup")
                    log.check(!form.text(for: row.fieldID).isEmpty || form.value(for: row.fieldID).isEmpty
                          || form.value(for: row.fieldID).textValue != nil, "a value without text")
                }
            }
            if saved { log.check(form.committed == draft && form.draft == draft, "save did not commit the draft") }
            if cancelled { log.check(form.draft == committed, "cancel did not restore the committed values") }
        }
        return log.violations
    }
}

private func apply(_ update: RowUpdate, to rows: [[FormRow]], giving new: [[FormRow]]) -> [[FormRow]] {
    var result = rows
    for path in update.deleted.sorted(by: >) { result[path.section].remove(at: path.row) }
    for path in update.inserted.sorted() {
        result[path.section].insert(new[path.section][path.row], at: path.row)
    }
    return result
}
