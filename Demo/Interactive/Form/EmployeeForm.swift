import InlineForm

/// The employee record of the Form screen: the fields of the original form example.
enum EmployeeForm {
    static let name: FieldID = "name"
    static let email: FieldID = "email"
    static let started: FieldID = "started"
    static let ended: FieldID = "ended"
    static let leave: FieldID = "leave"
    static let phone: FieldID = "phone"
    static let maritalStatus: FieldID = "marital-status"
    static let address: FieldID = "address"

    static let maritalStatuses = ["Single", "Married", "Registered partner", "Divorced", "Widowed"]

    static func make() -> EditableForm {
        let endsAfterStart = FieldRule("must not be before the start date") { value, values in
            guard let end = value.dateValue, let start = values[started].dateValue else { return true }
            return end >= start
        }
        let hasAt = FieldRule("must contain @") { value, _ in value.textValue.map { $0.contains("@") } ?? true }
        let fields = [
            Field(name, title: "Name", kind: .text, rules: [.required]),
            Field(email, title: "Email", kind: .text, rules: [hasAt]),
            Field(started, title: "Started work", kind: .date, rules: [.required]),
            Field(ended, title: "Ended work", kind: .date, rules: [endsAfterStart]),
            Field(phone, title: "Phone number", kind: .text),
            Field(maritalStatus, title: "Marital status", kind: .choice(options: maritalStatuses)),
            Field(address, title: "Address", kind: .text),
            Field(leave, title: "Leave", kind: .dateRange),
        ]
        let values: FormValues = [
            name: .text("Jane Doe"),
            email: .text("jane@example.com"),
            started: .date(Day(prolepticGregorianYear: 2020, month: 3, day: 1)!),
            phone: .text("+31 20 555 0100"),
            maritalStatus: .choice(0),
            address: .text("1 Main Street, Amsterdam"),
        ]
        // The values are the form's own and fit their fields: no error to handle.
        return try! EditableForm(sections: [FormSection("Employee", fields: fields)], values: values, policy: .single)
    }
}
