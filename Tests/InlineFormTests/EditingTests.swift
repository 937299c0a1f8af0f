import Testing
import InlineForm

@Suite("Editing text")
struct EditingTests {
    @Test("starting to edit a text field closes the open pickers", arguments: OpeningPolicy.allCases)
    func beginEditingClosesPickers(policy: OpeningPolicy) {
        var form = Fixtures.employee(policy: policy)
        form.tapRow(at: Fixtures.at(0, 2))
        form.tapRow(at: Fixtures.at(1, 1))
        let old = form.rows
        let update = form.beginEditing("address")
        #expect(form.openPickers.isEmpty)
        #expect(form.editingField == "address")
        #expect(!update.isEmpty)
        #expect(Fixtures.apply(update, to: old, insertingFrom: form.rows) == form.rows)
        #expect(form.rows == [[.field("name"), .field("email"), .field("started"), .field("ended")],
                              [.field("phone"), .field("status"), .field("remote"), .field("address")]])
    }

    @Test("tapping a text row starts editing it and closes the picker with the exact update")
    func tapTextRow() {
        var form = Fixtures.employee()
        form.tapRow(at: Fixtures.at(0, 2))
        let tap = form.tapRow(at: Fixtures.at(0, 0))
        #expect(tap == RowUpdate(deleted: [Fixtures.at(0, 3)], inserted: []))
        #expect(form.editingField == "name")
        let tap2 = form.tapRow(at: Fixtures.at(0, 1))
        #expect(tap2.isEmpty)
        #expect(form.editingField == "email")
    }

    @Test("starting to edit with no picker open gives no update")
    func beginEditingWithoutPickers() {
        var form = Fixtures.employee()
        let editing = form.beginEditing("phone")
        #expect(editing.isEmpty)
        #expect(form.editingField == "phone")
    }

    @Test("tapping a date row ends text editing and opens its picker")
    func dateTapEndsEditing() {
        var form = Fixtures.employee()
        form.beginEditing("name")
        let tap = form.tapRow(at: Fixtures.at(0, 3))
        #expect(tap == RowUpdate(deleted: [], inserted: [Fixtures.at(0, 4)]))
        #expect(form.editingField == nil)
        let ended = form.endEditing()
        #expect(!ended)
    }

    @Test("ending editing says whether a field was being edited")
    func endEditing() {
        var form = Fixtures.employee()
        form.beginEditing("email")
        let ended = form.endEditing()
        #expect(ended)
        #expect(form.editingField == nil)
        let ended2 = form.endEditing()
        #expect(!ended2)
    }

    @Test("only text fields are edited with the keyboard: another field, or none, gives no update and changes nothing")
    func beginEditingAnotherKindDoesNothing() {
        var form = Fixtures.employee()
        form.beginEditing("name")
        for id: FieldID in ["started", "status", "remote", "no such field"] {
            #expect(form.beginEditing(id).isEmpty, "\(id)")
            #expect(form.editingField == "name", "\(id)")
        }
        // An open picker stays open.
        form.tapRow(at: Fixtures.at(0, 2))
        let rows = form.rows
        #expect(form.beginEditing("started").isEmpty)
        #expect(form.rows == rows && form.openPickers.fieldIDs == ["started"])
    }
}
