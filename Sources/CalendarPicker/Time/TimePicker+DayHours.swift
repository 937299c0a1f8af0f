// The hours of one day in a time zone, for a date and time picker.

extension TimePicker {
    /// Shows the hours of a day in a time zone on the hour wheel (a plain
    /// clock for `nil`), keeping the selection where the day has it.
    func showHours(of hours: DayHours?) {
        guard hours != dayHours else { return }
        dayHours = hours
        update(to: selection, animated: false)
    }

    /// Which occurrence of a repeated hour is selected; ``ZonedMoment/Occurrence/first`` for any other.
    var selectedOccurrence: ZonedMoment.Occurrence { selection.occurrence }

    /// Moves the selection for the owner, without telling it or the host.
    func setSelection(time: TimeOfDay, occurrence: ZonedMoment.Occurrence, animated: Bool) {
        update(to: Selection(time: time, occurrence: occurrence), animated: animated)
    }
}
