import Foundation
import MiniPicker
import Observation

// Observation property by property: each change the picker makes (a key, a
// pointer event, a frame, a new configuration) runs inside `changing(_:)`,
// which compares every observed property before and after and tells the
// observers of those that moved, once.
extension DayPicker: Observable, PublishesChanges {}

extension DayPicker {
    /// The key paths observers register, made once (a key path made per access costs more than the rest).
    @MainActor
    enum Keys {
        static let configuration: KeyPath<DayPicker, Configuration> = \.configuration
        static let calendar: KeyPath<DayPicker, CalendarSystem> = \.calendar
        static let locale: KeyPath<DayPicker, Locale> = \.locale
        static let timeZone: KeyPath<DayPicker, TimeZone> = \.timeZone
        static let firstWeekday: KeyPath<DayPicker, Weekday> = \.firstWeekday
        static let selectedDay: KeyPath<DayPicker, Day?> = \.selectedDay
        static let displayedMonth: KeyPath<DayPicker, Month> = \.displayedMonth
        static let grid: KeyPath<DayPicker, MonthGrid> = \.grid
        static let today: KeyPath<DayPicker, Day> = \.today
        static let selectedRange: KeyPath<DayPicker, DayRange?> = \.selectedRange
        static let selectedDays: KeyPath<DayPicker, Set<Day>> = \.selectedDays
        static let anchor: KeyPath<DayPicker, Day?> = \.anchor
        static let displayedRange: KeyPath<DayPicker, DayRange?> = \.displayedRange
        static let chosenDaysInOrder: KeyPath<DayPicker, [Day]> = \.chosenDaysInOrder
        static let selectionMode: KeyPath<DayPicker, Bool> = \.isRangeMode
        static let isMultipleMode: KeyPath<DayPicker, Bool> = \.isMultipleMode
        static let weekRule: KeyPath<DayPicker, WeekRule?> = \.weekRule
        static let selectedWeek: KeyPath<DayPicker, Week?> = \.selectedWeek
        static let monthRibbon: KeyPath<DayPicker, RibbonScroller> = \.monthRibbon
        static let yearRibbon: KeyPath<DayPicker, RibbonScroller> = \.yearRibbon
        static let months: KeyPath<DayPicker, [Month]> = \.months
        static let years: KeyPath<DayPicker, YearRange> = \.years
        static let labels: KeyPath<DayPicker, CalendarLabels> = \.labels
        static let isAnimating: KeyPath<DayPicker, Bool> = \.isAnimating
        static let pressedPart: KeyPath<DayPicker, Part?> = \.pressedPart
        static let ribbonMonth: KeyPath<DayPicker, Month?> = \.ribbonMonth
        static let ribbonYear: KeyPath<DayPicker, Year?> = \.ribbonYear
    }

    /// The observed state as plain values, to compare before and after a
    /// change. What changes only with the configuration (the calendar, the
    /// names, the years, the month rows' calendar) is compared only when the
    /// configuration's version moved.
    struct Published {
        var configurationVersion: Int
        var configuration: Facts
        var firstWeekday: Weekday
        var shown: Shown
        var today: Day
        var selectedRange: DayRange?
        var selectedDays: Set<Day>
        var selectedWeek: Week?
        var anchor: Int?
        var monthRevision: Int
        var yearRevision: Int
        var ribbonMonth: Month?
        var ribbonYear: Year?
        var isAnimating: Bool
        var monthRowsYear: Year
        var months: [Month]
        var years: YearRange
        var labels: ObjectIdentifier
        var gesture: Gesture?
    }

    /// What observers of the configuration's parts compare.
    struct Facts {
        var calendar: CalendarSystem
        var locale: Locale
        var timeZone: TimeZone
        var mode: SelectionMode
    }

    /// The observed state now.
    var published: Published {
        Published(configurationVersion: configurationVersion,
                  configuration: Facts(calendar: _configuration.calendar, locale: _configuration.locale,
                                       timeZone: _configuration.timeZone, mode: _configuration.selectionMode),
                  firstWeekday: _firstWeekday, shown: shown, today: _today, selectedRange: _selectedRange,
                  selectedDays: _selectedDays, selectedWeek: _selectedWeek, anchor: anchorDayNumber, monthRevision: monthRevision,
                  yearRevision: yearRevision, ribbonMonth: monthScroller.selectedIndex.flatMap(monthRows.month(atRow:)),
                  ribbonYear: yearScroller.selectedIndex.flatMap { bounds.ribbonYears.year(at: $0) },
                  isAnimating: monthScroller.isAnimating || yearScroller.isAnimating, monthRowsYear: monthRows.year,
                  months: monthRows.months, years: bounds.ribbonYears, labels: ObjectIdentifier(_labels), gesture: gesture)
    }

    /// Tells the observers of each property that differs from `old`, each
    /// compared once, then the owning date and time picker if anything did.
    func publish(from old: Published) {
        let new = published
        let o = observers
        var changed = false
        if new.configurationVersion != old.configurationVersion {
            changed = true
            o.publish(self, Keys.configuration)
            o.publish(self, Keys.calendar, from: old.configuration.calendar, to: new.configuration.calendar)
            o.publish(self, Keys.locale, from: old.configuration.locale, to: new.configuration.locale)
            o.publish(self, Keys.timeZone, from: old.configuration.timeZone, to: new.configuration.timeZone)
            o.publish(self, Keys.selectionMode, from: Self.isRange(old.configuration.mode), to: Self.isRange(new.configuration.mode))
            o.publish(self, Keys.isMultipleMode, from: Self.isMultiple(old.configuration.mode),
                      to: Self.isMultiple(new.configuration.mode))
            o.publish(self, Keys.weekRule, from: Self.weekRule(of: old.configuration.mode),
                      to: Self.weekRule(of: new.configuration.mode))
            if old.labels != new.labels { o.publish(self, Keys.labels) }
            o.publish(self, Keys.years, from: old.years, to: new.years)
            o.publish(self, Keys.firstWeekday, from: old.firstWeekday, to: new.firstWeekday)
        }
        if old.monthRowsYear != new.monthRowsYear || new.configurationVersion != old.configurationVersion {
            changed = o.publish(self, Keys.months, from: old.months, to: new.months) || changed
        }
        changed = o.publish(self, Keys.selectedDay, from: old.shown.selectedDay, to: new.shown.selectedDay) || changed
        let oldGrid = old.shown.grid, newGrid = new.shown.grid
        if oldGrid.month != newGrid.month || oldGrid.firstWeekday != newGrid.firstWeekday
            || oldGrid.rowCount != newGrid.rowCount || new.configurationVersion != old.configurationVersion && oldGrid != newGrid {
            changed = true
            o.publish(self, Keys.grid)
            o.publish(self, Keys.displayedMonth, from: oldGrid.month, to: newGrid.month)
        }
        changed = o.publish(self, Keys.today, from: old.today, to: new.today) || changed
        changed = o.publish(self, Keys.selectedRange, from: old.selectedRange, to: new.selectedRange) || changed
        if old.selectedDays.count != new.selectedDays.count || old.selectedDays != new.selectedDays {
            changed = true
            o.publish(self, Keys.selectedDays)
            o.publish(self, Keys.chosenDaysInOrder)
        }
        changed = o.publish(self, Keys.selectedWeek, from: old.selectedWeek, to: new.selectedWeek) || changed
        if old.anchor != new.anchor {
            changed = true
            o.publish(self, Keys.anchor)
        }
        o.publish(self, Keys.displayedRange, from: Self.displayedRange(old), to: Self.displayedRange(new))
        if old.monthRevision != new.monthRevision {
            changed = true
            o.publish(self, Keys.monthRibbon)
            o.publish(self, Keys.ribbonMonth, from: old.ribbonMonth, to: new.ribbonMonth)
        }
        if old.yearRevision != new.yearRevision {
            changed = true
            o.publish(self, Keys.yearRibbon)
            o.publish(self, Keys.ribbonYear, from: old.ribbonYear, to: new.ribbonYear)
        }
        o.publish(self, Keys.isAnimating, from: old.isAnimating, to: new.isAnimating)
        changed = o.publish(self, Keys.pressedPart, from: Self.part(pressedBy: old.gesture),
                            to: Self.part(pressedBy: new.gesture)) || changed
        if changed { ownerOnStateChange?() }
    }

    /// Whether a mode selects ranges.
    static func isRange(_ mode: SelectionMode) -> Bool {
        if case .range = mode { return true }
        return false
    }

    /// Whether a mode selects several days.
    static func isMultiple(_ mode: SelectionMode) -> Bool {
        if case .multiple = mode { return true }
        return false
    }

    /// The range a state shows (``displayedRange``).
    static func displayedRange(_ state: Published) -> DayRange? {
        guard let anchor = state.anchor, let selected = state.shown.selectedDay else {
            return state.selectedRange ?? state.selectedWeek?.days
        }
        return DayRange(between: Day(uncheckedDayNumber: anchor), and: selected)
    }
}
