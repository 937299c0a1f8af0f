import InlineForm

/// The Time screen's form: a day's hours, as an hour-entry app records
/// them. The time and the duration open wheels inline, as the date opens a
/// calendar.
enum HoursForm {
    static let day: FieldID = "day"
    static let started: FieldID = "started"
    static let worked: FieldID = "worked"
    static let note: FieldID = "note"

    /// The form, on a day with a start and hours already entered.
    ///
    /// - Parameter day: The day the hours are for.
    static func make(day: Day?) -> EditableForm {
        let someHours = FieldRule("must be more than 0:00") { value, _ in
            value.durationValue.map { $0 > .zero } ?? true
        }
        let fields = [
            Field(HoursForm.day, title: "Day", kind: .date, rules: [.required]),
            Field(started, title: "Started", kind: .time, rules: [.required]),
            Field(worked, title: "Worked", kind: .duration, rules: [.required, someHours]),
            Field(note, title: "Note", kind: .text),
        ]
        var values: FormValues = [
            started: .time(TimeOfDay(hour: 9, minute: 0)!),
            worked: .duration(TimeSpan(hours: 7, minutes: 45)!),
        ]
        if let day { values[HoursForm.day] = .date(day) }
        // The values are the form's own and fit their fields: no error to handle.
        return try! EditableForm(sections: [FormSection("Hours", fields: fields)], values: values, policy: .single)
    }
}
