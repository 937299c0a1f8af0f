import InlineForm

/// A day of the proleptic Gregorian calendar, for short tables.
func day(_ year: Int, _ month: Int, _ day: Int) -> Day {
    Day(prolepticGregorianYear: year, month: month, day: day)!
}

/// Forms and helpers shared by the suites.
enum Fixtures {
    /// Five dated events in one section, every row opening a date picker, as in the seed's event list.
    static func events(policy: OpeningPolicy = .single) -> EditableForm {
        let fields = (0..<5).map { Field(FieldID("e\($0)"), title: "Event \($0)", kind: .date) }
        return try! EditableForm(sections: [FormSection(fields: fields)], policy: policy)
    }

    /// An employee record: a text field, two dates, a choice, a toggle, across two sections.
    static func employee(policy: OpeningPolicy = .single) -> EditableForm {
        try! EditableForm(sections: [
            FormSection("Person", fields: [
                Field("name", title: "Name", kind: .text, rules: [.required]),
                Field("email", title: "Email", kind: .text,
                      rules: [FieldRule("must contain @") { value, _ in value.textValue?.contains("@") ?? true }]),
                Field("started", title: "Started work", kind: .date),
                Field("ended", title: "Ended work", kind: .date, rules: [
                    FieldRule("must not be before Started work") { value, draft in
                        guard let end = value.dateValue, let start = draft["started"].dateValue else { return true }
                        return start <= end
                    },
                ]),
            ]),
            FormSection("Details", fields: [
                Field("phone", title: "Phone", kind: .text),
                Field("status", title: "Marital status", kind: .choice(options: ["single", "married", "other"])),
                Field("remote", title: "Remote", kind: .toggle),
                Field("address", title: "Address", kind: .text),
            ]),
        ], values: [
            "name": .text("Ada"),
            "started": .date(day(2015, 3, 2)),
            "status": .choice(0),
            "remote": .toggle(false),
        ], policy: policy)
    }

    /// Shorthand for a path.
    static func at(_ section: Int, _ row: Int) -> RowPath {
        RowPath(section: section, row: row)
    }

    /// Applies an update the way a table view does, independently of the library.
    ///
    /// Deletes the `deleted` rows from `old` in descending order, then inserts
    /// the `inserted` rows in ascending order, taking each inserted row from
    /// `new`. Returns `nil` when a path does not fit the rows it refers to.
    static func apply<Row>(_ update: RowUpdate, to old: [[Row]], insertingFrom new: [[Row]]) -> [[Row]]? {
        guard old.count == new.count else { return nil }
        var rows = old
        for path in update.deleted.sorted(by: >) {
            guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row) else { return nil }
            rows[path.section].remove(at: path.row)
        }
        for path in update.inserted.sorted() {
            guard rows.indices.contains(path.section), (0...rows[path.section].count).contains(path.row),
                  new[path.section].indices.contains(path.row) else { return nil }
            rows[path.section].insert(new[path.section][path.row], at: path.row)
        }
        return rows
    }
}
