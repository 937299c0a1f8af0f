import Foundation
import MiniPicker
import Observation

/// A time picker: an hour wheel and a minute wheel, and on a 12-hour clock a
/// period wheel (AM, PM) of its own, in the order the locale writes them.
///
/// The value is always a `TimeOfDay` (``selectedTime``), never text. The
/// hour and minute wheels are independent: the minute wheel turning from 55
/// to 00 leaves the hour alone (no carry), and the hour wheel turning leaves
/// the minute alone.
///
/// - **The clock.** The locale's unless the configuration names one:
///   en_US has a 12-hour clock with a period wheel of its own with the
///   locale's names (`AM`, `PM`); de_DE has 24 hours (`00` to `23`) and
///   none. On either clock the hour wheel has a row for each hour of the
///   day, 24, cyclic: on a 12-hour clock they read `12`, `1`, … `11`, `12`,
///   `1`, … `11`, so the hour wheel turning from 11 PM shows 12 AM (00:00),
///   the same time as a 24-hour clock's 23 → 00, and the period wheel shows
///   the period of the selected hour. Turning the period wheel moves the
///   time by 12 hours (9:30 AM → 9:30 PM). The hours take the locale's form and digits (`9` in en_US, `09`
///   in de_DE, `0` to `11` in ja_JP's 12-hour clock, Arabic-Indic digits in
///   ar_EG), and ``separator(before:)`` gives the text between wheels
///   (`:` in en_US, `.` in fi_FI).
/// - **The minute interval.** The minute wheel offers every
///   ``minuteInterval``-th minute (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30).
///   A time off the interval, given to ``select(_:animated:)`` or the
///   initializer, is shown and selected **rounded down** to it (09:37 →
///   09:30 for 15 minutes), which never changes the hour. UIDatePicker's
///   wheels show such a time on the interval too; its documentation
///   (`roundsToMinuteInterval`) does not say which way it rounds, so this is
///   the package's own rule, and ``selectedTime`` is what the wheels show.
///
/// Like ``DayPicker`` it draws nothing, reads no clock and owns its wheels
/// and their gestures: a host draws ``wheels`` from their read-only
/// ribbons (``ribbon(of:)``) and labels (``names(atRow:of:)``), hands it the
/// pointer naming the wheel under it (``press(_:along:in:at:)``,
/// ``drag(along:at:)``, ``release(along:at:)``, ``scroll(_:by:)``) and
/// ``WheelKey``s (``handle(_:)``), and steps animations once per frame with
/// ``advance(to:)``, the only call that moves time. It is `Observable`
/// property by property: an observer of ``selectedTime`` wakes when the
/// time changes, not when the focus moves or a wheel glides.
///
/// ```swift
/// let picker = TimePicker(configuration: TimePicker.Configuration(locale: Locale(identifier: "de_DE"),
///                                                                  minuteInterval: 15),
///                         selecting: TimeOfDay(hour: 9, minute: 30)!)
/// picker.handle(.nextValue)        // 10:30: the hour wheel has the focus
/// picker.handle(.nextWheel)        // the minute wheel
/// picker.handle(.nextValue)        // 10:45
/// picker.handle(.nextValue)        // 10:00: no carry into the hour
/// ```
@MainActor
public final class TimePicker {
    /// The wheels of a time picker.
    public enum Wheel: Hashable, Sendable, CaseIterable {
        /// The hours: 24 rows (`00` to `23`, or `12`, `1`, … `11` twice on a 12-hour clock); cyclic.
        case hour
        /// The minutes, every ``TimePicker/minuteInterval``-th; cyclic.
        case minute
        /// AM and PM, on a 12-hour clock only; not cyclic.
        case period
    }

    /// Everything about the picker. Setting it applies at once: the wheels
    /// are made anew, and the selected time stays (rounded down to a new interval).
    public var configuration: Configuration {
        get {
            observers.access(self, Keys.configuration)
            return _configuration
        }
        set {
            changing {
                _configuration = newValue
                configurationVersion &+= 1
                rebuild()
            }
        }
    }

    /// The selected time, as the wheels show it: on the minute interval.
    public var selectedTime: TimeOfDay {
        observers.access(self, Keys.selectedTime)
        return selection.time
    }

    /// The wheel the keys turn.
    public var focusedWheel: Wheel {
        observers.access(self, Keys.focusedWheel)
        return _focusedWheel
    }

    /// The wheels, in the order the locale writes them: `[.hour, .minute, .period]`
    /// in en_US, `[.hour, .minute]` in de_DE, `[.period, .hour, .minute]` in ko_KR.
    public var wheels: [Wheel] {
        observers.access(self, Keys.wheels)
        return style.wheels
    }

    /// The clock in use: the configuration's, or the locale's.
    public var hourCycle: HourCycle {
        observers.access(self, Keys.hourCycle)
        return style.hourCycle
    }

    /// The minute interval in use: the configuration's when it is allowed, else 1.
    public var minuteInterval: Int {
        observers.access(self, Keys.minuteInterval)
        return interval
    }

    /// Called when the user changes the selected time (a key, or a wheel
    /// coming to rest on another row), not for ``select(_:animated:)``.
    public var onChange: ((TimeOfDay) -> Void)?
    /// Called when the user chooses the selected time (``WheelKey/choose``).
    public var onChoose: ((TimeOfDay) -> Void)?

    /// What is selected: a time, and on a day with a repeated hour which occurrence of it.
    struct Selection: Hashable {
        var time: TimeOfDay
        var occurrence: ZonedMoment.Occurrence = .first
    }

    var _configuration: Configuration
    /// A number that moves with each setting of the configuration, for its observers.
    var configurationVersion = 0
    /// The locale's clock.
    var style: ClockStyle
    /// The minute interval in use.
    var interval: Int
    /// The hours of a day in a time zone, when a date and time picker shows one; `nil` for a plain clock.
    var dayHours: DayHours?
    /// The hour wheel's rows: the day's hours, on a 12-hour clock too.
    var hourRows: [DayHours.Row]
    var selection: Selection
    var _focusedWheel: Wheel
    /// The wheels' motion, one scroller per wheel the clock has.
    var scrollers: WheelScrollers<Wheel>
    /// The owning date and time picker's hook, called after each change of
    /// the observed state. Internal: no module outside this one can set it.
    var ownerOnChange: (() -> Void)?
    /// The observers of each public property.
    let observers = PropertyObservers<TimePicker>()
    /// Whether a change is under way (`changing(_:)` tells observers once, at its end).
    var isChanging = false

    /// Creates a time picker.
    ///
    /// - Parameters:
    ///   - configuration: The locale, clock, minute interval and wheels.
    ///   - time: The time to select, rounded down to the minute interval; midnight by default.
    /// - Complexity: Three ribbons; the first picker of a locale also reads
    ///   the locale's clock from Foundation (kept for the next).
    public init(configuration: Configuration = Configuration(), selecting time: TimeOfDay = .midnight) {
        let style = ClockStyle.shared(locale: configuration.locale, hourCycle: configuration.hourCycle)
        let interval = MinuteInterval.resolved(configuration.minuteInterval)
        let selection = Selection(time: Self.rounded(time, to: interval))
        let hourRows = DayHours.plainRows
        _configuration = configuration
        self.style = style
        self.interval = interval
        self.selection = selection
        self.hourRows = hourRows
        _focusedWheel = style.wheels.contains(.hour) ? .hour : style.wheels[0]
        scrollers = WheelScrollers(Self.makeScrollers(configuration: configuration, style: style, interval: interval,
                                                      hourRows: hourRows, selection: selection))
    }

    // MARK: - Wheels

    /// A wheel as it shows now: its rows, position, phase and selected row;
    /// `nil` for the period on a 24-hour clock. A copy: changing it changes
    /// nothing in the picker. It changes on every frame of a motion; only the
    /// view that draws the wheel should read it.
    ///
    /// - Parameter wheel: The wheel.
    public func ribbon(of wheel: Wheel) -> RibbonScroller? {
        observers.access(self, Keys.ribbons)
        return scrollers[wheel]
    }

    /// The text the locale writes before a wheel, after the wheel before it:
    /// `":"` before the minute (`"."` in fi_FI), `" "` before the period in
    /// en_US; empty for the first wheel and a wheel the clock lacks.
    ///
    /// - Parameter wheel: The wheel.
    public func separator(before wheel: Wheel) -> String {
        style.separator(before: wheel)
    }

    /// Selects a time without calling ``onChange``.
    ///
    /// - Parameters:
    ///   - time: The time; rounded down to the minute interval (09:37 → 09:30 for 15 minutes).
    ///   - animated: Whether the wheels glide to it.
    public func select(_ time: TimeOfDay, animated: Bool) {
        changing { update(to: Selection(time: time), animated: animated) }
    }

    /// Gives the keys to a wheel; a wheel the clock lacks (the period on a 24-hour clock) is ignored.
    ///
    /// - Parameter wheel: The wheel.
    public func focus(_ wheel: Wheel) {
        if style.wheels.contains(wheel) { changing { _focusedWheel = wheel } }
    }

    // MARK: - Internals

    /// A time rounded down to an interval.
    nonisolated static func rounded(_ time: TimeOfDay, to interval: Int) -> TimeOfDay {
        TimeOfDay(minutesSinceMidnight: time.minutesSinceMidnight - time.minute % interval)
    }

    /// The hour row that shows a selection: its hour and occurrence, else its
    /// hour, else the first row after it (else the first).
    ///
    /// Nonisolated and without closures: a key step calls it twice, and a
    /// main-actor closure would check its executor on every row.
    ///
    /// - Complexity: O(rows), at most 25 or so.
    nonisolated static func row(of selection: Selection, in rows: [DayHours.Row]) -> Int {
        let hour = selection.time.hour
        var sameHour: Int?
        var after: Int?
        for index in rows.indices {
            let row = rows[index]
            if row.hour == hour {
                if row.occurrence == selection.occurrence { return index }
                if sameHour == nil { sameHour = index }
            } else if row.hour > hour && after == nil {
                after = index
            }
        }
        return sameHour ?? after ?? 0
    }

    /// Moves the selection and brings every wheel to it.
    func update(to new: Selection, animated: Bool) {
        var new = new
        new.time = Self.rounded(new.time, to: interval)
        let rows = dayHours?.rows ?? DayHours.plainRows
        let hourRow = Self.row(of: new, in: rows)
        // The row decides which occurrence is selected: a repeated hour's row, or the hour's only one.
        if rows.indices.contains(hourRow) && rows[hourRow].hour == new.time.hour {
            new.occurrence = rows[hourRow].occurrence
        }
        selection = new
        if rows != hourRows {
            hourRows = rows
            scrollers.reload(.hour, count: rows.count, selecting: hourRow)
        } else {
            scrollers.select(.hour, row: hourRow, animated: animated)
        }
        scrollers.select(.minute, row: new.time.minute / interval, animated: animated)
        scrollers.select(.period, row: new.time.hour / 12, animated: animated)
    }

    /// The selection a row of a wheel stands for, the other wheels kept.
    func selection(atRow row: Int, of wheel: Wheel) -> Selection {
        var time = selection.time
        var occurrence = selection.occurrence
        switch wheel {
        case .hour:
            guard hourRows.indices.contains(row) else { break }
            time = TimeOfDay(hour: hourRows[row].hour, minute: time.minute) ?? time
            occurrence = hourRows[row].occurrence
        case .minute:
            time = TimeOfDay(hour: time.hour, minute: min(max(row, 0) * interval, 59)) ?? time
        case .period:
            time = TimeOfDay(hour: time.hour % 12 + (row == 1 ? 12 : 0), minute: time.minute) ?? time
        }
        return Selection(time: time, occurrence: occurrence)
    }

    /// A user's change: the selection moves, the wheels follow, the host hears of it.
    func userDidSelect(_ new: Selection, animated: Bool) {
        let old = selection
        update(to: new, animated: animated)
        guard selection != old else { return }
        onChange?(selection.time)
    }

    /// Makes the wheels anew for the configuration, keeping the selection.
    func rebuild() {
        style = ClockStyle.shared(locale: _configuration.locale, hourCycle: _configuration.hourCycle)
        interval = MinuteInterval.resolved(_configuration.minuteInterval)
        var kept = selection
        kept.time = Self.rounded(kept.time, to: interval)
        hourRows = dayHours?.rows ?? DayHours.plainRows
        selection = kept
        scrollers.replace(with: Self.makeScrollers(configuration: _configuration, style: style, interval: interval,
                                                   hourRows: hourRows, selection: kept))
        if !style.wheels.contains(_focusedWheel) { _focusedWheel = .hour }
    }
}
