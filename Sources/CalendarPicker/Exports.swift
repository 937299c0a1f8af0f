// Days, months, years and ranges are the values every calendar shares; a
// client of the calendar module gets them with it.
@_exported import DayModel
