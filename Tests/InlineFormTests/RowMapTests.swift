import Testing
import InlineForm

@Suite("Row map and row diff")
struct RowMapTests {
    @Test("rows enumerate with their paths; pickers follow their fields; missing sections have no rows")
    func enumeratedRows() {
        let map = RowMap(fieldIDs: [["a", "b"], [], ["c"]], openPickers: ["b", "c", "unknown"])!
        let rows = map.enumeratedRows()
        #expect(rows.map(\.path) == [Fixtures.at(0, 0), Fixtures.at(0, 1), Fixtures.at(0, 2), Fixtures.at(2, 0), Fixtures.at(2, 1)])
        #expect(rows.map(\.row) == [.field("a"), .field("b"), .picker("b"), .field("c"), .picker("c")])
        #expect(rows.map(\.row.isPicker) == [false, false, true, false, true])
        #expect(rows.map(\.row.fieldID) == ["a", "b", "b", "c", "c"])
        #expect(map.numberOfRows(inSection: 1) == 0)
        #expect(map.numberOfRows(inSection: 3) == 0)
        #expect(map.numberOfRows(inSection: -1) == 0)
        #expect(map.path(of: .picker("a")) == nil)
        #expect(map.path(of: .picker("unknown")) == nil)
    }

    @Test("the diff of two row lists deletes in old and inserts in new coordinates, section by section", arguments: [
        ([["a", "b", "c"], ["d"]], [["a", "c"], ["x", "d"]], [Fixtures.at(0, 1)], [Fixtures.at(1, 0)]),
        ([["a"], ["b"]], [["a"], ["b"]], [], []),
        ([["a", "b"], []], [["b"], ["a"]], [Fixtures.at(0, 0)], [Fixtures.at(1, 0)]),
        ([["p", "a", "q", "b"]], [["a", "r", "b", "s"]], [Fixtures.at(0, 0), Fixtures.at(0, 2)], [Fixtures.at(0, 1), Fixtures.at(0, 3)]),
    ] as [([[String]], [[String]], [RowPath], [RowPath])])
    func diff(old: [[String]], new: [[String]], deleted: [RowPath], inserted: [RowPath]) {
        let update = RowDiff.update(from: old, to: new)!
        #expect(update.deleted == deleted)
        #expect(update.inserted == inserted)
        #expect(Fixtures.apply(update, to: old, insertingFrom: new) == new)
    }

    @Test("rows that no batch update can turn into others give no update; a field twice gives no map")
    func impossibleDiffs() {
        #expect(RowDiff.update(from: [["a"]], to: [["a"], []]) == nil)              // a section more
        #expect(RowDiff.update(from: [["a", "a"]], to: [["a"]]) == nil)             // a row twice
        #expect(RowDiff.update(from: [["a", "b"]], to: [["b", "a"]]) == nil)        // kept rows reordered
        #expect(RowDiff.update(from: [[String]](), to: []) == .empty)
        #expect(RowMap(fieldIDs: [["a"], ["b", "a"]], openPickers: []) == nil)
        #expect(FormValidationError(failures: []) == nil)
    }

    @Test("an update describes itself for logs")
    func descriptions() {
        #expect(RowUpdate.empty.description == "no change")
        #expect(RowUpdate(deleted: [Fixtures.at(1, 0), Fixtures.at(0, 2)], inserted: []).description == "delete [0, 2] [1, 0]")
        #expect(FormRow.picker("x").description == "picker(x)")
    }
}

@Suite("Date-range fields")
@MainActor
struct DateRangeFieldTests {
    @Test("a range field opens an inline picker, holds a range in order and shows START – END")
    func rangeField() throws {
        let leave = Field("leave", title: "Leave", kind: .dateRange)
        var form = try EditableForm(sections: [FormSection("Time off", fields: [leave])])
        let update = form.tapRow(at: RowPath(section: 0, row: 0))
        #expect(update.inserted == [RowPath(section: 0, row: 1)])
        #expect(form.row(at: RowPath(section: 0, row: 1)) == .picker("leave"))
        let range = DayRange(day(2026, 12, 21), day(2027, 1, 4))!
        #expect(FieldKind.dateRange.accepts(.dateRange(range)))
        // A range given end first is put in order when it is made.
        #expect(DayRange(between: range.end, and: range.start) == range)
        #expect(!FieldKind.date.accepts(.dateRange(range)))
        #expect(!FieldKind.dateRange.accepts(.date(range.start)))
        let accepted = try form.setDraftValue(.dateRange(range), for: "leave")
        #expect(accepted)
        #expect(form.value(for: "leave").dateRangeValue == range)
        #expect(form.text(for: "leave") == "2026-12-21 – 2027-01-04")
        #expect(form.committedText(for: "leave") == "")
        _ = try form.save()
        #expect(form.committedValue(for: "leave") == .dateRange(range))
    }
}
