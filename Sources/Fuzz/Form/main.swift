import FuzzSupport
import InlineForm

func apply(_ update: RowUpdate, to rows: [[FormRow]], giving new: [[FormRow]]) -> [[FormRow]] {
    var result = rows
    for path in update.deleted.sorted(by: >) { result[path.section].remove(at: path.row) }
    for path in update.inserted.sorted() {
        result[path.section].insert(new[path.section][path.row], at: path.row)
    }
    return result
}

let target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    var input = FuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
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
    var form = EditableForm(sections: sections, policy: input.bool() ? .single : .multiple, inlinePickerKinds: kinds)
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
            guard let id = ids.isEmpty ? nil : input.pick(ids), form.field(id).kind.category == .text else { break }
            update = form.beginEditing(id)
        case 3:
            guard let id = ids.isEmpty ? nil : input.pick(ids) else { break }
            let value: FieldValue
            switch form.field(id).kind {
            case .text: value = input.bool() ? .text("x\(input.byte())") : .empty
            case .date: value = .date(FormDate(year: input.int(in: 1900...2100), month: input.int(in: 1...12), day: input.int(in: 1...28)))
            case .dateRange:
                let start = FormDate(year: input.int(in: 1900...2100), month: input.int(in: 1...12), day: input.int(in: 1...28))
                let end = input.bool() ? start : FormDate(year: start.year + input.int(in: -1...1), month: start.month, day: start.day)
                value = .dateRange(FormDateRange(start: start, end: end))
            case .choice: value = .choice(input.int(in: 0...2))
            case .toggle: value = .toggle(input.bool())
            }
            _ = form.setDraftValue(value, for: id)
        case 4:
            do {
                update = try form.save()
                saved = true
            } catch {
                check(form.draft == draft && form.committed == committed, "a failed save changed the values")
            }
        case 5:
            update = form.cancel()
            cancelled = true
        default:
            update = form.closePickers()
        }
        check(apply(update, to: old, giving: form.rows) == form.rows, "the update does not turn the old rows into the new")
        check(!update.isEmpty || old == form.rows, "rows changed without an update")
        check(update.isEmpty || old != form.rows, "an update for no change")
        for (section, rows) in form.rows.enumerated() {
            for (index, row) in rows.enumerated() {
                let path = RowPath(section: section, row: index)
                check(form.row(at: path) == row, "row lookup")
                check((row.isPicker ? form.path(ofPickerFor: row.fieldID) : form.path(ofField: row.fieldID)) == path, "path lookup")
            }
        }
        if saved { check(form.committed == draft && form.draft == draft, "save did not commit the draft") }
        if cancelled { check(form.draft == committed, "cancel did not restore the committed values") }
    }
    return 0
}

exitProcess(runFuzzTarget(target))
