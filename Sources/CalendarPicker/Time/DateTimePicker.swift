import Foundation
import MiniPicker
import Observation

/// A date and time picker: a ``DayPicker`` beside a ``TimePicker``, which
/// together name a moment in the day picker's time zone
/// (``selectedMoment``, a ``ZonedMoment``).
///
/// The hour wheel shows the hours the selected day has on the zone's clock:
///
/// - **A repeated hour** (clocks went back over it) is offered twice, each
///   row marked with its offset from UTC: on 2026-11-01 in New York the
///   wheel runs `00`, `01 -04:00`, `01 -05:00`, `02`, …; the first row is
///   the first occurrence (01:30 −04:00), the second the second (01:30
///   −05:00). This is how a person picks either; a new day or a
///   ``select(day:time:occurrence:)`` takes the first unless told.
/// - **A skipped hour** (clocks jumped over it) is not offered: on
///   2026-03-08 in New York the wheel runs `01`, `03`, …. A time the day
///   does not have all the same (a day changed under a selected 02:30, a
///   ``select(day:time:occurrence:)``, the first half hour of 02:00 at Lord
///   Howe Island, whose clocks jump 30 minutes) moves on by the gap, as
///   ``ZonedMoment`` does (02:30 → 03:30 −04:00), then up to the next
///   minute on the interval if the gap left it off one, and the wheels
///   show where it moved. A gap that moves a time past midnight gives a
///   moment of the next day, and the day picker moves to that day (23:30 on
///   2024-03-30 in America/Godthab, whose clocks jumped from 23:00 to
///   midnight, is 00:30 on the 31st), so the grid and the wheels always show
///   the moment; where the next day is not allowed, the moment is the
///   day's last time on the interval before the gap.
///
/// The two pickers are driven as they are on their own (keys, gestures,
/// frames); this picker keeps them in step after each change either makes,
/// through internal hooks no other module can set, so their public
/// callbacks stay the host's.
///
/// ```swift
/// var days = DayPicker.Configuration(timeZone: TimeZone(identifier: "America/New_York")!)
/// days.minimum = try Day(iso8601: "2026-01-01")
/// let picker = DateTimePicker(dayConfiguration: days,
///                             timeConfiguration: TimePicker.Configuration(locale: Locale(identifier: "de_DE")),
///                             selecting: try Day(iso8601: "2026-03-08"), time: TimeOfDay(hour: 2, minute: 30)!)
/// print(picker.selectedMoment!)    // 2026-03-08T03:30:00-04:00
/// ```
@MainActor
public final class DateTimePicker {
    /// The day picker; its configuration's time zone is the moment's.
    public let dayPicker: DayPicker
    /// The time picker, whose hour wheel shows the selected day's hours.
    public let timePicker: TimePicker

    /// The selected moment: the selected day and time in the day picker's
    /// time zone, by the rules above; `nil` only when no day is allowed.
    public var selectedMoment: ZonedMoment? {
        observers.access(self, Keys.selectedMoment)
        return moment
    }

    /// The time zone: the day picker's.
    public var timeZone: TimeZone { dayPicker.timeZone }

    /// Called when the selected moment changes: the user changed the day or
    /// the time, or a change of either picker moved it; not for ``select(day:time:occurrence:)``
    /// and ``select(_:)``.
    public var onChange: ((ZonedMoment) -> Void)?

    var moment: ZonedMoment?
    /// The selected day's hours in the zone, kept until the day or the zone changes.
    var hours: DayHours?
    /// Whether a change is being brought into step (the pickers' hooks then do nothing).
    var isSyncing = false
    /// The observers of each public property.
    let observers = PropertyObservers<DateTimePicker>()
    /// Whether a change is under way (`changing(_:)` tells observers once, at its end).
    var isChanging = false

    /// Creates a date and time picker.
    ///
    /// - Parameters:
    ///   - dayConfiguration: The day picker's configuration; its time zone is the moment's.
    ///   - timeConfiguration: The time picker's.
    ///   - day: The day to select; today when `nil` (as ``DayPicker`` selects).
    ///   - time: The time to select, rounded down to the minute interval; midnight by default.
    ///   - occurrence: Which instant of a repeated time.
    ///   - today: Today; from the clock when `nil`.
    /// - Complexity: A day picker's and a time picker's, and a question to
    ///   the zone per change of offset within 36 hours of the day.
    public init(dayConfiguration: DayPicker.Configuration = DayPicker.Configuration(),
                timeConfiguration: TimePicker.Configuration = TimePicker.Configuration(),
                selecting day: Day? = nil, time: TimeOfDay = .midnight,
                occurrence: ZonedMoment.Occurrence = .first, today: Day? = nil) {
        dayPicker = DayPicker(configuration: dayConfiguration, selecting: day, today: today)
        timePicker = TimePicker(configuration: timeConfiguration, selecting: time)
        sync(notify: false, selecting: (time, occurrence), animated: false)
        dayPicker.ownerOnStateChange = { [unowned self] in sync(notify: true) }
        timePicker.ownerOnChange = { [unowned self] in sync(notify: true) }
    }

    /// Selects a day and a time, by the rules above, without calling ``onChange``.
    ///
    /// - Parameters:
    ///   - day: The day; it must be allowed by the day picker.
    ///   - time: The time of day, rounded down to the minute interval.
    ///   - occurrence: Which instant of a repeated time.
    /// - Returns: The moment selected, or `nil` for a day that is not allowed (nothing changes).
    @discardableResult
    public func select(day: Day, time: TimeOfDay, occurrence: ZonedMoment.Occurrence = .first) -> ZonedMoment? {
        guard dayPicker.isAllowed(day) else { return nil }
        changing {
            isSyncing = true
            dayPicker.select(day)
            isSyncing = false
            sync(notify: false, selecting: (time, occurrence), animated: true)
        }
        return moment
    }

    /// Selects the moment of an instant in the zone (its minute, rounded down
    /// to the minute interval), without calling ``onChange``: on a repeated
    /// hour, the occurrence the instant falls in.
    ///
    /// - Parameter date: The instant.
    /// - Returns: The moment selected, or `nil` (and the selection kept) when
    ///   the instant's day is not allowed, or the instant is not a finite
    ///   number of seconds within the supported days.
    @discardableResult
    public func select(_ date: Date) -> ZonedMoment? {
        let zone = dayPicker._configuration.timeZone
        guard let named = ZonedMoment(date: date, in: zone) else { return nil }
        let hours = DayHours(day: named.day, timeZone: zone)
        let local = ZonedMoment.localSeconds(day: named.day, time: named.time)
        let found = hours.timeline.occurrences(ofLocal: local)
        let occurrence: ZonedMoment.Occurrence =
            found.count > 1 && hours.timeline.segments[found[0]].offset != named.secondsFromGMT ? .second : .first
        return select(day: named.day, time: named.time, occurrence: occurrence)
    }

    /// Whether a picker animates: call ``advance(to:)`` each display frame while one does.
    public var isAnimating: Bool {
        dayPicker.isAnimating || timePicker.isAnimating
    }

    /// Steps both pickers' animations to a time.
    ///
    /// - Parameter time: The frame's time in milliseconds, on the clock of the pointer events.
    public func advance(to time: Double) {
        dayPicker.advance(to: time)
        timePicker.advance(to: time)
    }

    /// Steps both pickers' animations frame by frame until they rest.
    ///
    /// - Parameter frameInterval: The time between frames in milliseconds, 60 Hz by default.
    /// - Complexity: O(frames), bounded by the longest settle.
    public func advanceToRest(frameInterval: Double = 1000.0 / 60.0) {
        dayPicker.advanceToRest(frameInterval: frameInterval)
        timePicker.advanceToRest(frameInterval: frameInterval)
    }

    // MARK: - Keeping the pickers in step

    /// Brings the hour wheel to the selected day's hours, selects a time on
    /// it when given (once the day's hours are shown, so that the second
    /// occurrence of a repeated hour has its row), resolves the selected time
    /// into a moment, and moves the wheels to where it lies.
    func sync(notify: Bool, selecting wanted: (time: TimeOfDay, occurrence: ZonedMoment.Occurrence)? = nil,
              animated: Bool = true) {
        guard !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        let before = published
        defer { if !isChanging && published != before { publish(from: before) } }
        guard let day = dayPicker.shown.selectedDay else {
            hours = nil
            timePicker.showHours(of: nil)
            moment = nil
            return
        }
        let zone = dayPicker._configuration.timeZone
        if hours?.day != day || hours?.timeZone != zone { hours = DayHours(day: day, timeZone: zone) }
        guard let hours else { return }
        timePicker.showHours(of: hours)
        if let wanted { timePicker.setSelection(time: wanted.time, occurrence: wanted.occurrence, animated: animated) }
        var resolved = onInterval(hours.moment(at: timePicker.selection.time, occurrence: timePicker.selection.occurrence),
                                  of: hours)
        if resolved.day != day { resolved = pastMidnight(resolved, from: hours) }
        // The wheels and the grid show the moment: its day, its time and which occurrence of it.
        let occurrence: ZonedMoment.Occurrence = resolved.resolution == .repeated(.second) ? .second : .first
        if resolved.time != timePicker.selection.time || occurrence != timePicker.selection.occurrence {
            timePicker.setSelection(time: resolved.time, occurrence: occurrence, animated: true)
        }
        let old = moment
        moment = resolved
        if notify && resolved != old { onChange?(resolved) }
    }

    /// A moment a gap pushed past midnight (a day whose clocks jump from
    /// 23:00 to the next day's 00:00 has no 23:30: it is the next day's
    /// 00:30): the day picker moves to that day, and its hours go on the
    /// hour wheel, so the wheels never show a time beside a day that lacks
    /// it. When the next day is not allowed, the moment is the selected
    /// day's last time on the minute interval before the gap instead.
    ///
    /// - Complexity: O(minutes of a day / interval) in the fallback.
    func pastMidnight(_ moment: ZonedMoment, from hours: DayHours) -> ZonedMoment {
        if dayPicker.isAllowed(moment.day) {
            _ = dayPicker.select(moment.day, notify: true)
            let next = DayHours(day: moment.day, timeZone: hours.timeZone)
            self.hours = next
            timePicker.showHours(of: next)
            return moment
        }
        let interval = timePicker.interval
        var minutes = (24 * 60 - interval) / interval * interval
        while minutes >= 0 {
            let time = TimeOfDay(minutesSinceMidnight: minutes)
            let candidate = hours.moment(at: time, occurrence: .first)
            if candidate.day == hours.day && candidate.time == time { return candidate }
            minutes -= interval
        }
        return moment
    }

    /// A moment whose time a gap moved off the minute interval, moved up to the next minute on it.
    func onInterval(_ moment: ZonedMoment, of hours: DayHours) -> ZonedMoment {
        let interval = timePicker.interval
        let off = moment.time.minute % interval
        guard off != 0 else { return moment }
        let local = ZonedMoment.localSeconds(day: moment.day, time: moment.time) + (interval - off) * 60
        return ZonedMoment(local: local, timeline: hours.timeline, timeZone: hours.timeZone, occurrence: .first)
            .resolved(as: moment.resolution)
    }
}
