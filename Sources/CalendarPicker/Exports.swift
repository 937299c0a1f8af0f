// Days, months, years and ranges are the values every calendar shares, and
// the ribbons' layouts, physics and labels (`ComponentLayout`,
// `RibbonScroller.Configuration`, `LabelRibbon`) are part of the pickers'
// API: a client of the calendar module gets both with it.
@_exported import DayModel
@_exported import MiniPicker
