import Foundation
import Testing
import InlineForm

/// The main-actor state an app's rules read.
@MainActor
private final class Staff {
    var takenEmails: Set<String> = ["ada@example.com"]
}

/// A form's dates are the picker's own days, in any calendar; ids the form
/// does not have are answers, not traps.
@MainActor
@Suite("Forms hold days, and answer for unknown fields")
struct FormDayTests {
    static func form(values: FormValues = [:]) throws -> EditableForm {
        try EditableForm(sections: [FormSection(fields: [
            Field("name", title: "Name", kind: .text),
            Field("started", title: "Started", kind: .date),
            Field("leave", title: "Leave", kind: .dateRange),
        ])], values: values)
    }

    @Test("a date field holds a Day and shows it as the host writes days: ISO 8601 by default")
    func daysAndTheirText() throws {
        let day = try Day(iso8601: "2026-11-25")
        var form = try Self.form(values: ["started": .date(day)])
        #expect(form.value(for: "started") == .date(day))
        #expect(form.text(for: "started") == "2026-11-25")
        // A host showing Hebrew dates writes them its way; the value stays the same day.
        form.dayText = { $0 == day ? "15 Kislev 5787" : $0.iso8601 }
        #expect(form.text(for: "started") == "15 Kislev 5787")
        try form.setDraftValue(.dateRange(DayRange(day, day + 4)!), for: "leave")
        #expect(form.text(for: "leave") == "15 Kislev 5787 – 2026-11-29")
        #expect(form.value(for: "leave").dateRangeValue?.count == 5)
    }

    @Test("days before year 1 compare as they happened, so rules on them hold")
    func rulesOnOldDays() throws {
        let earlier = try Day(iso8601: "-0009-06-01"), later = try Day(iso8601: "-0004-01-01")
        #expect(earlier < later)
        #expect(FieldValue.date(earlier).dateValue! < FieldValue.date(later).dateValue!)
    }

    @Test("an id the form does not have: empty answers, a thrown error, an unchanged draft")
    func unknownFields() throws {
        var form = try Self.form()
        #expect(form.field("nope") == nil)
        #expect(form.value(for: "nope") == .empty)
        #expect(form.text(for: "nope") == "")
        #expect(form.path(ofField: "nope") == nil)
        #expect(!form.opensInlinePicker("nope"))
        #expect(form.beginEditing("nope").isEmpty && form.editingField == nil)
        #expect(form.beginEditing("started").isEmpty && form.editingField == nil)
        #expect(throws: FormInputError.unknownField("nope")) { try form.setDraftValue(.text("x"), for: "nope") }
        #expect(throws: FormInputError.valueDoesNotFit("name")) { try form.setDraftValue(.toggle(true), for: "name") }
        #expect(form.draft == [:])
        #expect(throws: FormInputError.unknownField("nope")) { try EditableForm(sections: [], values: ["nope": .text("x")]) }
        #expect(FormInputError.unknownField("nope").description == "no field 'nope' in the form")
    }

    @Test("a rule may read the app's main-actor state")
    func rulesOnTheMainActor() throws {
        let staff = Staff()
        var form = try EditableForm(sections: [FormSection(fields: [
            Field("email", title: "Email", kind: .text, rules: [
                FieldRule("is taken") { value, _ in !(value.textValue.map(staff.takenEmails.contains) ?? false) },
            ]),
        ])])
        try form.setDraftValue(.text("ada@example.com"), for: "email")
        #expect(throws: FormValidationError.self) { try form.save() }
        staff.takenEmails = []
        #expect(throws: Never.self) { try form.save() }
    }
}
