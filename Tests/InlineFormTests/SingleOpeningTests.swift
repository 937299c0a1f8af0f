import Testing
import InlineForm

@Suite("One picker at a time")
struct SingleOpeningTests {
    /// A tap on an event list, after earlier taps, with the exact update and rows expected.
    struct TapCase: Sendable, CustomTestStringConvertible {
        let name: String
        let before: [RowPath]
        let tap: RowPath
        let deleted: [RowPath]
        let inserted: [RowPath]
        let rows: [FormRow]
        var testDescription: String { name }
    }

    static let cases: [TapCase] = [
        TapCase(name: "1: no picker shown, tap a row: the picker opens right below it",
                before: [], tap: Fixtures.at(0, 1), deleted: [], inserted: [Fixtures.at(0, 2)],
                rows: [.field("e0"), .field("e1"), .picker("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "1: the last row opens its picker at the end",
                before: [], tap: Fixtures.at(0, 4), deleted: [], inserted: [Fixtures.at(0, 5)],
                rows: [.field("e0"), .field("e1"), .field("e2"), .field("e3"), .field("e4"), .picker("e4")]),
        TapCase(name: "2: tap the row right above the picker: it closes",
                before: [Fixtures.at(0, 1)], tap: Fixtures.at(0, 1), deleted: [Fixtures.at(0, 2)], inserted: [],
                rows: [.field("e0"), .field("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "3.1: tap a row above the picker: it moves up, below the tapped row",
                before: [Fixtures.at(0, 3)], tap: Fixtures.at(0, 1), deleted: [Fixtures.at(0, 4)], inserted: [Fixtures.at(0, 2)],
                rows: [.field("e0"), .field("e1"), .picker("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "3.1: tap the first row while the last one's picker is open",
                before: [Fixtures.at(0, 4)], tap: Fixtures.at(0, 0), deleted: [Fixtures.at(0, 5)], inserted: [Fixtures.at(0, 1)],
                rows: [.field("e0"), .picker("e0"), .field("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "3.2: tap a row below the picker: it moves down, the tapped row's index already counts the picker",
                before: [Fixtures.at(0, 1)], tap: Fixtures.at(0, 4), deleted: [Fixtures.at(0, 2)], inserted: [Fixtures.at(0, 4)],
                rows: [.field("e0"), .field("e1"), .field("e2"), .field("e3"), .picker("e3"), .field("e4")]),
        TapCase(name: "3.2: tap the row right below the picker",
                before: [Fixtures.at(0, 1)], tap: Fixtures.at(0, 3), deleted: [Fixtures.at(0, 2)], inserted: [Fixtures.at(0, 3)],
                rows: [.field("e0"), .field("e1"), .field("e2"), .picker("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "a tap on the picker row itself changes nothing",
                before: [Fixtures.at(0, 1)], tap: Fixtures.at(0, 2), deleted: [], inserted: [],
                rows: [.field("e0"), .field("e1"), .picker("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "a tap past the last row changes nothing",
                before: [], tap: Fixtures.at(0, 5), deleted: [], inserted: [],
                rows: [.field("e0"), .field("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "a tap in a section that does not exist changes nothing",
                before: [Fixtures.at(0, 0)], tap: Fixtures.at(1, 0), deleted: [], inserted: [],
                rows: [.field("e0"), .picker("e0"), .field("e1"), .field("e2"), .field("e3"), .field("e4")]),
        TapCase(name: "a tap at a negative row changes nothing",
                before: [], tap: Fixtures.at(0, -1), deleted: [], inserted: [],
                rows: [.field("e0"), .field("e1"), .field("e2"), .field("e3"), .field("e4")]),
    ]

    @Test("the seed's three cases and both sub-cases give exactly these updates", arguments: cases)
    func tap(_ testCase: TapCase) {
        var form = Fixtures.events()
        for path in testCase.before { form.tapRow(at: path) }
        let old = form.rows
        let update = form.tapRow(at: testCase.tap)
        #expect(update.deleted == testCase.deleted)
        #expect(update.inserted == testCase.inserted)
        #expect(update.isEmpty == (testCase.deleted.isEmpty && testCase.inserted.isEmpty))
        #expect(form.rows == [testCase.rows])
        #expect(Fixtures.apply(update, to: old, insertingFrom: form.rows) == form.rows)
    }

    @Test("the picker moves to another section: deleted in the old section, inserted in the new one")
    func moveAcrossSections() {
        var form = Fixtures.employee()
        let tap = form.tapRow(at: Fixtures.at(0, 3))
        #expect(tap == RowUpdate(deleted: [], inserted: [Fixtures.at(0, 4)]))
        let update = form.tapRow(at: Fixtures.at(1, 1))
        #expect(update.deleted == [Fixtures.at(0, 4)])
        #expect(update.inserted == [Fixtures.at(1, 2)])
        #expect(form.path(ofPickerFor: "status") == Fixtures.at(1, 2))
        #expect(form.path(ofPickerFor: "ended") == nil)
        #expect(update.description == "delete [0, 4]; insert [1, 2]")
    }

    @Test("tapping a row that opens no picker closes the open one, and only once")
    func tapOnToggleRowCloses() {
        var form = Fixtures.employee()
        form.tapRow(at: Fixtures.at(0, 2))
        let tap = form.tapRow(at: Fixtures.at(1, 2))
        #expect(tap == RowUpdate(deleted: [Fixtures.at(0, 3)], inserted: []))
        let tap2 = form.tapRow(at: Fixtures.at(1, 2))
        #expect(tap2.isEmpty)
        #expect(form.openPickers.isEmpty)
    }

    @Test("which kinds open a picker is the form's data: without .choice the status row opens nothing")
    func pickerKindsAreData() throws {
        var form = try EditableForm(sections: [FormSection(fields: [
            Field("day", title: "Day", kind: .date),
            Field("status", title: "Status", kind: .choice(options: ["a", "b"])),
            Field("on", title: "On", kind: .toggle),
        ])], inlinePickerKinds: [.date, .toggle])
        #expect(!form.opensInlinePicker("status"))
        #expect(form.opensInlinePicker("on"))
        let tap = form.tapRow(at: Fixtures.at(0, 1))
        #expect(tap.isEmpty)
        let tap2 = form.tapRow(at: Fixtures.at(0, 2))
        #expect(tap2 == RowUpdate(deleted: [], inserted: [Fixtures.at(0, 3)]))
        let tap3 = form.tapRow(at: Fixtures.at(0, 1))
        #expect(tap3 == RowUpdate(deleted: [Fixtures.at(0, 3)], inserted: []))
    }
}
