// Days, months, years and ranges are the values every calendar shares, the
// calendars are the Calendars module's, and the ribbons' layouts, physics
// and labels (`ComponentLayout`, `RibbonScroller.Configuration`,
// `LabelRibbon`) are part of the pickers' API: a client of the calendar
// module gets them all with it.
@_exported import DayModel
@_exported import Calendars
@_exported import MiniPicker
