import Testing
import InlineForm

@Suite("Draft, Save and Cancel")
@MainActor
struct DraftTests {
    @Test("cells show the draft; the committed values stay until Save")
    func draftIsShown() throws {
        var form = Fixtures.employee()
        let changed = try form.setDraftValue(.text("Grace"), for: "name")
        #expect(changed)
        let changed2 = try form.setDraftValue(.text("Grace"), for: "name")
        #expect(!changed2)
        #expect(form.value(for: "name") == .text("Grace"))
        #expect(form.text(for: "name") == "Grace")
        #expect(form.committedValue(for: "name") == .text("Ada"))
        #expect(form.committedText(for: "name") == "Ada")
        #expect(form.hasChanges)
    }

    @Test("a failing rule keeps the draft, the committed values and the open picker, and names the field")
    func failingSaveKeepsEverything() throws {
        var form = Fixtures.employee()
        form.tapRow(at: Fixtures.at(0, 3))
        try form.setDraftValue(.text("ada.example.com"), for: "email")
        try form.setDraftValue(.date(day(2016, 5, 1)), for: "ended")
        let draft = form.draft, committed = form.committed, rows = form.rows
        let error = try #require(throws: FormValidationError.self) { try form.save() }
        #expect(error.failures == [FieldFailure(fieldID: "email", fieldTitle: "Email", reason: "must contain @")])
        #expect(error.fieldIDs == ["email"])
        #expect(error.description == "Email: must contain @")
        #expect(form.draft == draft)
        #expect(form.committed == committed)
        #expect(form.rows == rows)
        #expect(form.text(for: "email") == "ada.example.com")
    }

    @Test("every broken rule is reported, in form order, with the field's title and the reason")
    func allFailuresReported() throws {
        var form = Fixtures.employee()
        try form.setDraftValue(.text("  "), for: "name")
        try form.setDraftValue(.text("nobody"), for: "email")
        try form.setDraftValue(.date(day(2014, 12, 31)), for: "ended")
        let error = try #require(throws: FormValidationError.self) { try form.save() }
        #expect(error.description == """
            Name: is required
            Email: must contain @
            Ended work: must not be before Started work
            """)
        #expect(form.validationFailures() == error.failures)
    }

    @Test("a valid save commits the draft exactly, closes the pickers and ends editing")
    func validSave() throws {
        var form = Fixtures.employee(policy: .multiple)
        form.tapRow(at: Fixtures.at(0, 2))
        form.tapRow(at: Fixtures.at(1, 1))
        try form.setDraftValue(.date(day(2019, 1, 7)), for: "ended")
        try form.setDraftValue(.choice(1), for: "status")
        form.beginEditing("email")
        try form.setDraftValue(.text("ada@example.com"), for: "email")
        let draft = form.draft
        let update = try form.save()
        #expect(update.isEmpty)
        #expect(form.committed == draft)
        #expect(form.draft == draft)
        #expect(!form.hasChanges)
        #expect(form.editingField == nil)
        #expect(form.committedText(for: "ended") == "2019-01-07")
        #expect(form.committedText(for: "status") == "married")
    }

    @Test("saving with pickers open deletes their rows")
    func saveClosesPickers() throws {
        var form = Fixtures.employee()
        form.tapRow(at: Fixtures.at(1, 1))
        let saving = try form.save()
        #expect(saving == RowUpdate(deleted: [Fixtures.at(1, 2)], inserted: []))
    }

    @Test("Cancel discards the draft, closes the pickers and ends editing")
    func cancel() throws {
        var form = Fixtures.employee()
        let committed = form.committed
        try form.setDraftValue(.text("Grace"), for: "name")
        try form.setDraftValue(.toggle(true), for: "remote")
        try form.setDraftValue(.empty, for: "started")
        form.tapRow(at: Fixtures.at(0, 3))
        let cancelling = form.cancel()
        #expect(cancelling == RowUpdate(deleted: [Fixtures.at(0, 4)], inserted: []))
        #expect(form.draft == committed)
        #expect(form.committed == committed)
        #expect(form.text(for: "name") == "Ada")
        #expect(form.text(for: "started") == "2015-03-02")
        #expect(form.editingField == nil)
        let cancelling2 = form.cancel()
        #expect(cancelling2.isEmpty)
    }

    @Test("each kind shows its values as text", arguments: [
        (FieldKind.text, FieldValue.text("x y"), "x y"),
        (.date, .date(day(987, 6, 5)), "0987-06-05"),
        (.date, .date(day(-44, 3, 15)), "-0044-03-15"),
        (.choice(options: ["a", "b"]), .choice(1), "b"),
        (.toggle, .toggle(true), "on"),
        (.toggle, .toggle(false), "off"),
        (.date, .empty, ""),
        (.toggle, .text("on"), ""),             // a value that does not fit its kind shows as nothing
        (.choice(options: ["a", "b"]), .choice(2), ""),
        (.text, .date(day(2020, 1, 1)), ""),
        (.time, .time(TimeOfDay(hour: 9, minute: 5)!), "09:05"),
        (.duration, .duration(TimeSpan(hours: 7, minutes: 45)!), "7:45"),
        (.duration, .time(TimeOfDay(hour: 7, minute: 45)!), ""),    // a time is no duration
    ])
    func displayText(kind: FieldKind, value: FieldValue, text: String) {
        #expect(kind.displayText(of: value) == text)
    }

    @Test("a kind accepts only values of its own shape", arguments: [
        (FieldKind.text, FieldValue.date(day(1, 1, 1)), false),
        (.choice(options: ["a", "b"]), .choice(2), false),
        (.choice(options: ["a", "b"]), .choice(-1), false),
        (.choice(options: ["a", "b"]), .choice(0), true),
        (.toggle, .text("on"), false),
        (.date, .empty, true),
        (.time, .time(.midnight), true),
        (.time, .duration(.zero), false),
        (.duration, .duration(.zero), true),
        (.date, .time(.midnight), false),
    ])
    func accepts(kind: FieldKind, value: FieldValue, accepted: Bool) {
        #expect(kind.accepts(value) == accepted)
    }

    @Test("storing empty removes a value, so equal-looking values are equal")
    func emptyValuesCompareEqual() {
        var values: FormValues = ["a": .text("x")]
        values["a"] = .empty
        #expect(values == FormValues())
        #expect(FormValues(["b": .empty]) == [:])
        #expect(day(2020, 1, 31) < day(2020, 2, 1))
    }

    @Test("a value that does not fit its field, or a field the form does not have, is a thrown error that changes nothing")
    func mismatchedValueIsThrown() throws {
        var form = Fixtures.employee()
        let draft = form.draft
        #expect(throws: FormInputError.valueDoesNotFit("status")) { try form.setDraftValue(.choice(3), for: "status") }
        #expect(throws: FormInputError.valueDoesNotFit("started")) { try form.setDraftValue(.text("today"), for: "started") }
        #expect(throws: FormInputError.unknownField("salary")) { try form.setDraftValue(.text("1"), for: "salary") }
        #expect(form.draft == draft)
        #expect(FormInputError.unknownField("salary").description == "no field 'salary' in the form")
        #expect(FormInputError.valueDoesNotFit("status").description == "the value does not fit the field 'status'")
    }

    @Test("a field the form does not have has no field, no path, an empty value and no text")
    func unknownFieldQueries() {
        let form = Fixtures.employee()
        #expect(form.field("salary") == nil)
        #expect(form.field("name")?.title == "Name")
        #expect(form.path(ofField: "salary") == nil)
        #expect(form.path(ofField: "status") == Fixtures.at(1, 1))
        #expect(form.value(for: "salary") == .empty)
        #expect(form.text(for: "salary") == "")
        #expect(!form.containsField("salary"))
    }

    @Test("starting values must name the form's fields and fit them", arguments: [
        (FormValues(["salary": .text("1")]), FormInputError.unknownField("salary")),
        (FormValues(["started": .toggle(true)]), .valueDoesNotFit("started")),
        (FormValues(["status": .choice(-1)]), .valueDoesNotFit("status")),
    ])
    func startingValuesAreChecked(values: FormValues, error: FormInputError) {
        #expect(throws: error) {
            _ = try EditableForm(sections: [
                FormSection(fields: [Field("started", title: "Started", kind: .date),
                                     Field("status", title: "Status", kind: .choice(options: ["a", "b"]))]),
            ], values: values)
        }
    }

    @Test("a field id used twice, in one section or in two, is a thrown error naming it")
    func duplicateFieldIsThrown() {
        #expect(throws: FormInputError.duplicateField("a")) {
            _ = try EditableForm(sections: [
                FormSection(fields: [Field("a", title: "A", kind: .text), Field("a", title: "Also A", kind: .date)]),
            ])
        }
        #expect(throws: FormInputError.duplicateField("b")) {
            _ = try EditableForm(sections: [
                FormSection(fields: [Field("b", title: "B", kind: .text)]),
                FormSection(fields: [Field("c", title: "C", kind: .text), Field("b", title: "B again", kind: .toggle)]),
            ])
        }
        #expect(FormInputError.duplicateField("a").description == "two fields have the id 'a'")
    }

    @Test("days show as ISO 8601 text unless the form is given another way to write them")
    func dayText() {
        var form = Fixtures.employee()
        #expect(form.text(for: "started") == "2015-03-02")
        form.dayText = { "day \($0.dayNumber)" }
        #expect(form.text(for: "started") == "day \(day(2015, 3, 2).dayNumber)")
        #expect(form.committedText(for: "started") == "day 16496")
    }

}
