import Foundation
import InlineForm
import Testing
import TestSupport

/// Every public initializer and method of InlineForm that takes a number,
/// text or a value, walked with hostile values in child processes, so that
/// a trap fails the test instead of the test run.
@Suite("InlineForm: no trap on any value an app can pass")
struct InlineFormHostileValueTests {
    @Test("forms, row maps, diffs and values from any numbers and text")
    func forms() async {
        await #expect(processExitsWith: .success) { await HostileInlineForm.forms() }
    }

    @Test("drafts from any JSON")
    func drafts() async {
        await #expect(processExitsWith: .success) { await HostileInlineForm.drafts() }
    }

    @Test("the walk calls every public function and initializer that takes a number, text or a value")
    func coverage() {
        let coverage = PublicAPIScan.coverage(ofModule: "InlineForm")
        #expect(coverage.declarations > 10, "the scan found \(coverage.declarations) declarations")
        #expect(coverage.unwalked.isEmpty, "not walked: \(coverage.unwalked)")
    }

    @Test("a draft survives a restart as JSON, and a draft for another form is refused whole")
    @MainActor
    func draftRoundTrip() throws {
        var form = try EditableForm(sections: [FormSection(fields: [
            Field("started", title: "Started", kind: .date), Field("hours", title: "Hours", kind: .duration),
            Field("status", title: "Status", kind: .choice(options: ["open", "done"])), Field("note", title: "Note", kind: .text),
            Field("stay", title: "Stay", kind: .dateRange), Field("at", title: "At", kind: .time), Field("paid", title: "Paid", kind: .toggle),
        ])], values: ["status": .choice(0)])
        try form.setDraftValue(.date(try Day(iso8601: "2026-11-23")), for: "started")
        try form.setDraftValue(.duration(try TimeSpan(parsing: "7:45")), for: "hours")
        try form.setDraftValue(.text("on site"), for: "note")
        try form.setDraftValue(.dateRange(DayRange(between: try Day(iso8601: "2026-11-23"), and: try Day(iso8601: "2026-11-27"))), for: "stay")
        try form.setDraftValue(.time(try TimeOfDay(parsing: "08:45")), for: "at")
        try form.setDraftValue(.toggle(true), for: "paid")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(form.draft)
        #expect(String(decoding: json, as: UTF8.self) == #"{"at":{"type":"time","value":"08:45:00"},"hours":{"type":"duration","value":"PT7H45M"},"note":{"type":"text","value":"on site"},"paid":{"type":"toggle","value":true},"started":{"type":"date","value":"2026-11-23"},"status":{"type":"choice","value":0},"stay":{"type":"dateRange","value":{"end":"2026-11-27","start":"2026-11-23"}}}"#)
        var restarted = try EditableForm(sections: form.sections, values: ["status": .choice(0)])
        try restarted.restoreDraft(JSONDecoder().decode(FormValues.self, from: json))
        #expect(restarted.draft == form.draft && restarted.hasChanges && restarted.committed == form.committed)
        // A draft with a value the form cannot hold changes nothing.
        let other = #"{"started":{"type":"date","value":"2026-11-24"},"gone":{"type":"text","value":"x"}}"#
        #expect(throws: FormInputError.unknownField("gone")) {
            try restarted.restoreDraft(JSONDecoder().decode(FormValues.self, from: Data(other.utf8)))
        }
        #expect(restarted.draft == form.draft)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FieldValue.self, from: Data(#"{"type":"date","value":"2026-02-30"}"#.utf8))
        }
        #expect(try JSONDecoder().decode(FieldValue.self, from: Data(#"{"type":"empty"}"#.utf8)) == .empty)
    }
}

/// The walks, run in child processes by the tests above.
enum HostileInlineForm {
    @MainActor
    static func forms() {
        for text in HostileValues.texts.prefix(40) {
            let id = FieldID(text), raw = FieldID(rawValue: text)
            let literal: FieldID = "literal"
            _ = FieldID(stringLiteral: text)
            _ = FormValues(Dictionary([(id, .text(text)), (raw, .empty), (literal, .choice(Int.min))]) { $1 })
            let kinds: [FieldKind] = [.text, .date, .dateRange, .choice(options: [text, ""]), .choice(options: []), .toggle, .time, .duration]
            let fields = kinds.enumerated().map { Field(FieldID("\(text)\($0.offset)"), title: text, kind: $0.element) }
            let section = FormSection(text, fields: fields + [Field(literal, title: "", kind: .text,
                                                                     rules: [FieldRule(text) { _, _ in false }])])
            _ = try? EditableForm(sections: [section, section])
            guard var form = try? EditableForm(sections: [section, FormSection(fields: [Field(id, title: text, kind: .text)])])
            else { continue }
            for value in HostileValues.ints {
                let values: [FieldValue] = [.choice(value), .text(text), .date(Day(dayNumber: value) ?? Day(dayNumber: 0)!),
                                            .duration(TimeSpan(totalMinutes: value) ?? .zero), .time(TimeOfDay(minutesSinceMidnight: value)),
                                            .toggle(value % 2 == 0), .empty]
                for field in form.fields {
                    for fieldValue in values {
                        _ = try? form.setDraftValue(fieldValue, for: field.id)
                        _ = field.kind.accepts(fieldValue)
                        _ = field.kind.displayText(of: fieldValue)
                    }
                    _ = form.tapRow(at: RowPath(section: value, row: value))
                    _ = form.tapRow(at: RowPath(section: 0, row: value))
                    _ = form.beginEditing(field.id)
                    _ = form.endEditing()
                    _ = form.closePicker(for: field.id)
                }
                _ = form.numberOfRows(inSection: value)
                _ = form.row(at: RowPath(section: value, row: 0 &- value))
                _ = form.path(ofField: raw)
                _ = (form.value(for: id), form.committedValue(for: raw), form.text(for: id), form.committedText(for: raw))
                _ = (form.field(id), form.containsField(raw), form.opensInlinePicker(id))
                _ = form.path(ofPickerFor: id)
                _ = form.isPickerOpen(for: id)
                _ = form.closePickers()
                _ = form.validationFailures()
                _ = try? form.save()
                _ = form.cancel()
                _ = try? form.restoreDraft(["status": .choice(value), id: .text(text)])
            }
            let map = RowMap(fieldIDs: [[id, raw], [literal]], openPickers: [id])
            _ = map?.numberOfRows(inSection: Int.min)
            _ = map?.row(at: RowPath(section: Int.max, row: Int.min))
            _ = map.flatMap { $0.path(of: .picker(id)) }
            _ = RowDiff.update(from: [[text, text]], to: [[text]])
            _ = FieldFailure(fieldID: id, fieldTitle: text, reason: text).description
            _ = FormValidationError(failures: [FieldFailure(fieldID: id, fieldTitle: text, reason: text)])?.fieldIDs
        }
        var pickers = OpenPickers(policy: .multiple)
        for text in HostileValues.texts.prefix(10) {
            _ = pickers.open(FieldID(text))
            _ = pickers.toggle(FieldID(text))
            _ = pickers.close(FieldID(text))
            _ = pickers.isOpen(FieldID(text))
        }
        _ = pickers.closeAll()
    }

    @MainActor
    static func drafts() {
        let values = ["null", "0", "-9223372036854775808", "9223372036854775807", "1e300", "true", "\"\"", "[]", "{}",
                      "\"2026-02-30\"", "\"09:30:15\"", "\"PT99999999999999999999H\"", "{\"start\":\"2026-11-27\",\"end\":\"2026-11-23\"}"]
        let types = ["empty", "text", "date", "dateRange", "choice", "toggle", "time", "duration", "", "nope"]
        for type in types {
            for value in values {
                for json in ["{\"a\": {\"type\": \"\(type)\", \"value\": \(value)}}", "{\"a\": \(value)}", value,
                             "{\"type\": \"\(type)\", \"value\": \(value)}"] {
                    _ = try? JSONDecoder().decode(FormValues.self, from: Data(json.utf8))
                    _ = try? JSONDecoder().decode(FieldValue.self, from: Data(json.utf8))
                }
            }
        }
        for text in HostileValues.texts {
            _ = try? JSONDecoder().decode(FormValues.self, from: Data(text.utf8))
            _ = try? JSONDecoder().decode(FieldValue.self, from: Data(text.utf8))
        }
    }
}
