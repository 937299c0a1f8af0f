import CalendarPicker

/// A day of the Gregorian calendar the demo prints (Foundation's: Julian before
/// 1582-10-15), by its numbers; the tables name only days that exist.
func gregorianDay(_ year: Int, _ month: Int, _ day: Int) -> Day {
    let components = DayComponents(year: year, month: month, day: day)
    guard let found = CalendarSystem(.gregorian).day(from: components) else {
        preconditionFailure("the Gregorian calendar has no day \(components)")
    }
    return found
}
