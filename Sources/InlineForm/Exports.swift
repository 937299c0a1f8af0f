// A form's date fields hold the day picker's own values; a client of the form gets them with it.
@_exported import DayModel
