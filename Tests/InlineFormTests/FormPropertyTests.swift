import Testing
import InlineForm
import TestSupport

@Suite("Form properties under random forms and random taps, edits, saves and cancels")
@MainActor
struct FormPropertyTests {
    static let seed: UInt64 = 0xF0_12_0005

    /// A rule of a random form, evaluated here independently of the library.
    enum RuleSpec {
        case required
        case atMostThreeCharacters
        case notInYear2000
        case notFirstOption
        case notBefore(FieldID)

        var reason: String {
            switch self {
            case .required: "is required"
            case .atMostThreeCharacters: "must have at most 3 characters"
            case .notInYear2000: "must not be in 2000"
            case .notFirstOption: "must not be the first option"
            case .notBefore(let other): "must not be before \(other)"
            }
        }

        func accepts(_ value: FieldValue, in values: [FieldID: FieldValue]) -> Bool {
            switch (self, value) {
            case (.required, .empty): false
            case (.required, .text(let text)): text.contains { $0 != " " }
            case (.atMostThreeCharacters, .text(let text)): text.count <= 3
            case (.notInYear2000, .date(let date)): date.prolepticGregorianDate.year != 2000
            case (.notFirstOption, .choice(let index)): index != 0
            case (.notBefore(let other), .date(let date)):
                if case .date(let start)? = values[other] {
                    (start.prolepticGregorianDate.year, start.prolepticGregorianDate.month, start.prolepticGregorianDate.day)
                        <= (date.prolepticGregorianDate.year, date.prolepticGregorianDate.month, date.prolepticGregorianDate.day)
                } else {
                    true
                }
            default: true
            }
        }

        var rule: FieldRule {
            switch self {
            case .required: .required
            case .atMostThreeCharacters: FieldRule(reason) { value, _ in (value.textValue?.count ?? 0) <= 3 }
            case .notInYear2000: FieldRule(reason) { value, _ in value.dateValue?.prolepticGregorianDate.year != 2000 }
            case .notFirstOption: FieldRule(reason) { value, _ in value.choiceValue != 0 }
            case .notBefore(let other):
                FieldRule(reason) { value, draft in
                    guard let end = value.dateValue, let start = draft[other].dateValue else { return true }
                    return start <= end
                }
            }
        }
    }

    /// A field of a random form as the reference model sees it.
    struct Spec {
        let id: FieldID
        let kind: FieldKind
        let rules: [RuleSpec]
    }

    /// The expected state, kept by rules written out here rather than by the library.
    struct Reference {
        let sections: [[Spec]]
        let policy: OpeningPolicy
        let pickerKinds: Set<FieldKind.Category>
        var open: Set<FieldID> = []
        var editing: FieldID?
        var committed: [FieldID: FieldValue]
        var draft: [FieldID: FieldValue]

        var specs: [Spec] { sections.flatMap { $0 } }

        func spec(_ id: FieldID) -> Spec { specs.first { $0.id == id }! }

        var rows: [[FormRow]] {
            sections.map { section in
                section.flatMap { open.contains($0.id) ? [FormRow.field($0.id), .picker($0.id)] : [.field($0.id)] }
            }
        }

        var failures: [FieldFailure] {
            specs.flatMap { spec in
                spec.rules.filter { !$0.accepts(draft[spec.id]!, in: draft) }.map {
                    FieldFailure(fieldID: spec.id, fieldTitle: "Title \(spec.id)", reason: $0.reason)
                }
            }
        }

        mutating func tap(_ path: RowPath) {
            let rows = rows
            guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row),
                  case .field(let id) = rows[path.section][path.row] else { return }
            let kind = spec(id).kind
            if pickerKinds.contains(kind.category) {
                editing = nil
                if open.contains(id) {
                    open.remove(id)
                } else {
                    if policy == .single { open.removeAll() }
                    open.insert(id)
                }
            } else if kind == .text {
                beginEditing(id)
            } else {
                editing = nil
                if policy == .single { open.removeAll() }
            }
        }

        mutating func beginEditing(_ id: FieldID) {
            editing = id
            open.removeAll()
        }

        mutating func finish() {
            editing = nil
            open.removeAll()
        }
    }

    static func randomKind(_ rng: inout SeededGenerator) -> FieldKind {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: .text
        case 1: .date
        case 3: .dateRange
        case 2: .choice(options: (0..<Int.random(in: 1...4, using: &rng)).map { "option \($0)" })
        case 5: .time
        case 6: .duration
        default: .toggle
        }
    }

    static func randomValue(for kind: FieldKind, _ rng: inout SeededGenerator) -> FieldValue {
        if rng.chance(0.15) { return .empty }
        switch kind {
        case .text: return .text(["", " ", "a", "abcd", "x@y"].randomElement(using: &rng)!)
        case .date:
            return .date(day(Int.random(in: 1999...2001, using: &rng), Int.random(in: 1...2, using: &rng),
                             Int.random(in: 1...2, using: &rng)))
        case .dateRange:
            let year = Int.random(in: 1999...2001, using: &rng)
            return .dateRange(DayRange(day(year, 1, Int.random(in: 1...2, using: &rng)), day(year, 2, 1))!)
        case .choice(let options): return .choice(Int.random(in: 0..<options.count, using: &rng))
        case .toggle: return .toggle(rng.chance(0.5))
        case .time: return .time(TimeOfDay(minutesSinceMidnight: Int.random(in: 0..<1440, using: &rng)))
        case .duration: return .duration(TimeSpan(totalMinutes: Int.random(in: 0...6000, using: &rng))!)
        }
    }

    static func randomRules(for kind: FieldKind, earlierDates: [FieldID], _ rng: inout SeededGenerator) -> [RuleSpec] {
        var rules: [RuleSpec] = []
        if rng.chance(0.3) { rules.append(.required) }
        guard rng.chance(0.4) else { return rules }
        switch kind {
        case .text: rules.append(.atMostThreeCharacters)
        case .date:
            if let other = earlierDates.randomElement(using: &rng), rng.chance(0.5) {
                rules.append(.notBefore(other))
            } else {
                rules.append(.notInYear2000)
            }
        case .choice: rules.append(.notFirstOption)
        case .toggle, .dateRange, .time, .duration: break
        }
        return rules
    }

    static func randomForm(_ rng: inout SeededGenerator) -> (EditableForm, Reference) {
        var sections: [[Spec]] = []
        var dates: [FieldID] = []
        var number = 0
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            var section: [Spec] = []
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let id = FieldID("f\(number)")
                number += 1
                let kind = randomKind(&rng)
                section.append(Spec(id: id, kind: kind, rules: randomRules(for: kind, earlierDates: dates, &rng)))
                if kind == .date { dates.append(id) }
            }
            sections.append(section)
        }
        var values: [FieldID: FieldValue] = [:]
        for spec in sections.flatMap({ $0 }) { values[spec.id] = randomValue(for: spec.kind, &rng) }
        let policy = OpeningPolicy.allCases.randomElement(using: &rng)!
        let pickerKinds = Set(FieldKind.Category.allCases.filter { _ in rng.chance(0.6) })
        let form = try! EditableForm(
            sections: sections.map { section in
                FormSection(fields: section.map { Field($0.id, title: "Title \($0.id)", kind: $0.kind, rules: $0.rules.map(\.rule)) })
            },
            values: FormValues(values), policy: policy, inlinePickerKinds: pickerKinds)
        let reference = Reference(sections: sections, policy: policy, pickerKinds: pickerKinds,
                                  committed: values, draft: values)
        return (form, reference)
    }

    @Test("updates rebuild the new rows, rows and fields map both ways, no-ops give no update, Save and Cancel keep the draft rules")
    func randomSequences() {
        var rng = SeededGenerator(seed: Self.seed)
        for sequence in 0..<400 {
            var (form, reference) = Self.randomForm(&rng)
            let ids = reference.specs.map(\.id)
            let textIDs = reference.specs.filter { $0.kind == .text }.map(\.id)
            for step in 0..<80 {
                let old = form.rows
                var update = RowUpdate.empty
                var action = ""
                var problems: [String] = []
                switch Int.random(in: 0..<14, using: &rng) {
                case 0...4:
                    let section = Int.random(in: -1...form.numberOfSections, using: &rng)
                    let row = Int.random(in: -1...(form.numberOfRows(inSection: section) + 1), using: &rng)
                    let path = RowPath(section: section, row: row)
                    action = "tap \(path)"
                    update = form.tapRow(at: path)
                    reference.tap(path)
                case 5 where !textIDs.isEmpty:
                    let id = textIDs.randomElement(using: &rng)!
                    action = "begin editing \(id)"
                    update = form.beginEditing(id)
                    reference.beginEditing(id)
                case 6:
                    action = "end editing"
                    let ended = form.endEditing()
                    if ended != (reference.editing != nil) { problems.append("endEditing answered \(ended)") }
                    reference.editing = nil
                case 7...8 where !ids.isEmpty:
                    let id = ids.randomElement(using: &rng)!
                    let value = Self.randomValue(for: reference.spec(id).kind, &rng)
                    action = "set \(id) to \(value)"
                    do {
                        let changed = try form.setDraftValue(value, for: id)
                        if changed != (reference.draft[id] != value) { problems.append("setDraftValue answered \(changed)") }
                    } catch {
                        problems.append("setDraftValue refused a value of the field's kind: \(error)")
                    }
                    reference.draft[id] = value
                case 9...10:
                    action = "save"
                    let expected = reference.failures
                    do {
                        update = try form.save()
                        if !expected.isEmpty { problems.append("saved a draft breaking \(expected)") }
                    } catch {
                        if error.failures != expected { problems.append("save failed with \(error.failures), expected \(expected)") }
                    }
                    if expected.isEmpty {
                        reference.committed = reference.draft
                        reference.finish()
                    }
                case 11:
                    action = "cancel"
                    update = form.cancel()
                    reference.draft = reference.committed
                    reference.finish()
                case 12 where !ids.isEmpty:
                    let id = ids.randomElement(using: &rng)!
                    action = "close the picker of \(id)"
                    update = form.closePicker(for: id)
                    reference.open.remove(id)
                default:
                    action = "close pickers"
                    update = form.closePickers()
                    reference.open.removeAll()
                }
                problems += Self.problems(of: form, against: reference, old: old, update: update)
                #expect(problems.isEmpty, "seed \(Self.seed) sequence \(sequence) step \(step) (\(action)): \(problems)")
                if !problems.isEmpty { return }
            }
        }
    }

    /// What is wrong with the form after a step, compared with the reference; empty when nothing is.
    static func problems(of form: EditableForm, against reference: Reference, old: [[FormRow]], update: RowUpdate) -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        let new = form.rows
        require(new == reference.rows, "rows \(new), expected \(reference.rows)")
        require(Fixtures.apply(update, to: old, insertingFrom: new) == new, "\(update) does not turn \(old) into \(new)")
        require(update.isEmpty == (old == new), "\(update) while the rows went from \(old) to \(new)")
        require(update.deleted == update.deleted.sorted() && update.inserted == update.inserted.sorted(), "\(update) not sorted")
        require(form.openPickers.fieldIDs == reference.open, "open pickers \(form.openPickers.fieldIDs), expected \(reference.open)")
        require(reference.policy == .multiple || form.openPickers.fieldIDs.count <= 1, "several pickers open under the single policy")
        require(form.editingField == reference.editing, "editing \(String(describing: form.editingField))")
        require(form.numberOfSections == new.count, "section count \(form.numberOfSections)")
        for (section, rows) in new.enumerated() {
            require(form.numberOfRows(inSection: section) == rows.count, "row count of section \(section)")
            for (index, row) in rows.enumerated() {
                let path = RowPath(section: section, row: index)
                require(form.row(at: path) == row, "row at \(path)")
                switch row {
                case .field(let id):
                    require(form.path(ofField: id) == path, "path of field \(id) is not \(path)")
                case .picker(let id):
                    require(form.path(ofPickerFor: id) == path, "path of picker \(id) is not \(path)")
                    require(index > 0 && rows[index - 1] == .field(id), "picker \(id) not right below its field")
                }
            }
            require(form.row(at: RowPath(section: section, row: rows.count)) == nil, "a row past the end of section \(section)")
        }
        for spec in reference.specs {
            guard let path = form.path(ofField: spec.id) else {
                problems.append("field \(spec.id) has no path")
                continue
            }
            require(form.row(at: path) == .field(spec.id), "field \(spec.id) does not round-trip")
            if let pickerPath = form.path(ofPickerFor: spec.id) {
                require(form.row(at: pickerPath) == .picker(spec.id), "picker \(spec.id) does not round-trip")
                require(pickerPath == RowPath(section: path.section, row: path.row + 1), "picker \(spec.id) not below its field")
            } else {
                require(!reference.open.contains(spec.id), "open picker \(spec.id) has no row")
            }
            require(form.value(for: spec.id) == reference.draft[spec.id], "draft of \(spec.id) is \(form.value(for: spec.id))")
            require(form.committedValue(for: spec.id) == reference.committed[spec.id],
                    "committed value of \(spec.id) is \(form.committedValue(for: spec.id))")
            require(form.text(for: spec.id) == spec.kind.displayText(of: reference.draft[spec.id]!), "text of \(spec.id)")
        }
        require(form.hasChanges == (reference.draft != reference.committed), "hasChanges is \(form.hasChanges)")
        require(form.validationFailures() == reference.failures, "failures \(form.validationFailures())")
        return problems
    }
}
