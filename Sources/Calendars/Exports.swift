// Days, months, years and ranges are the values every calendar names: a
// client of the calendars gets them with it.
@_exported import DayModel
