import Testing
import InlineForm

@Suite("Several pickers at once")
struct MultipleOpeningTests {
    static func fruits() -> EditableForm {
        try! EditableForm(sections: [FormSection(fields: [
            Field("citrus", title: "Citrus", kind: .choice(options: ["lemon", "lime", "orange"])),
            Field("melon", title: "Melon", kind: .choice(options: ["cantaloupe", "honeydew", "watermelon"])),
        ])], policy: .multiple)
    }

    @Test("the citrus and melon pickers open and close independently, each right below its row")
    func independentPickers() {
        var form = Self.fruits()
        let tap = form.tapRow(at: Fixtures.at(0, 0))
        #expect(tap == RowUpdate(deleted: [], inserted: [Fixtures.at(0, 1)]))
        let tap2 = form.tapRow(at: Fixtures.at(0, 2))
        #expect(tap2 == RowUpdate(deleted: [], inserted: [Fixtures.at(0, 3)]))
        #expect(form.rows == [[.field("citrus"), .picker("citrus"), .field("melon"), .picker("melon")]])
        let tap3 = form.tapRow(at: Fixtures.at(0, 0))
        #expect(tap3 == RowUpdate(deleted: [Fixtures.at(0, 1)], inserted: []))
        #expect(form.rows == [[.field("citrus"), .field("melon"), .picker("melon")]])
        let tap4 = form.tapRow(at: Fixtures.at(0, 1))
        #expect(tap4 == RowUpdate(deleted: [Fixtures.at(0, 2)], inserted: []))
        #expect(form.rows == [[.field("citrus"), .field("melon")]])
    }

    @Test("closing all pickers deletes every picker row in one update, in old coordinates")
    func closeAll() {
        var form = Fixtures.employee(policy: .multiple)
        form.tapRow(at: Fixtures.at(0, 2))
        form.tapRow(at: Fixtures.at(0, 4))
        form.tapRow(at: Fixtures.at(1, 1))
        #expect(form.openPickers.fieldIDs == ["started", "ended", "status"])
        let old = form.rows
        let update = form.closePickers()
        #expect(update == RowUpdate(deleted: [Fixtures.at(0, 3), Fixtures.at(0, 5), Fixtures.at(1, 2)], inserted: []))
        #expect(Fixtures.apply(update, to: old, insertingFrom: form.rows) == form.rows)
        let closing = form.closePickers()
        #expect(closing.isEmpty)
    }

    @Test("tapping a row that opens no picker leaves the pickers open")
    func otherTapsKeepPickers() {
        var form = Fixtures.employee(policy: .multiple)
        form.tapRow(at: Fixtures.at(0, 2))
        let tap = form.tapRow(at: Fixtures.at(1, 2))
        #expect(tap.isEmpty)
        #expect(form.isPickerOpen(for: "started"))
    }

    @Test("closing one picker by id", arguments: OpeningPolicy.allCases)
    func closeOne(policy: OpeningPolicy) {
        var form = Fixtures.events(policy: policy)
        form.tapRow(at: Fixtures.at(0, 3))
        let closing = form.closePicker(for: "e2")
        #expect(closing.isEmpty)
        let closing2 = form.closePicker(for: "e3")
        #expect(closing2 == RowUpdate(deleted: [Fixtures.at(0, 4)], inserted: []))
        let closing3 = form.closePicker(for: "e3")
        #expect(closing3.isEmpty)
    }
}
