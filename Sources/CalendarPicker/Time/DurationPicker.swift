import Foundation
import MiniPicker
import Observation

/// A duration picker, for hours worked or a timer's length: an hours wheel
/// (0 to ``maximumHours``, 99 by default, not cyclic) and a minutes wheel
/// (every ``minuteInterval``-th minute, cyclic), like UIDatePicker's
/// count-down timer.
///
/// The value is a `TimeSpan` (``selectedDuration``). The wheels are
/// independent: the minutes turning from 45 to 00 leave the hours alone
/// (7:45 → 7:00), and the hours stop at 0 and at the maximum. The longest
/// duration is the maximum's hours and the last minute row (99:59, or 99:45
/// for 15 minutes); a longer one given to ``select(_:animated:)`` selects
/// that. A duration off the minute interval is rounded down to it, as a
/// ``TimePicker``'s time is.
///
/// ```swift
/// let worked = DurationPicker(configuration: DurationPicker.Configuration(minuteInterval: 15),
///                             selecting: try TimeSpan(parsing: "7:45"))
/// worked.handle(.nextValue)     // 8:45: the hours wheel has the focus
/// worked.handle(.nextWheel)     // the minutes wheel
/// worked.handle(.nextValue)     // 8:00
/// ```
@MainActor
public final class DurationPicker {
    /// The wheels of a duration picker, in order.
    public enum Wheel: Hashable, Sendable, CaseIterable {
        /// Whole hours, 0 to the maximum; not cyclic.
        case hours
        /// Minutes, every ``DurationPicker/minuteInterval``-th; cyclic.
        case minutes
    }

    /// Everything about the picker. Setting it applies at once: the wheels
    /// are made anew, and the selected duration stays (within the new wheels).
    public var configuration: Configuration {
        get {
            observeState()
            return _configuration
        }
        set {
            _configuration = newValue
            rebuild()
            stateDidChange()
        }
    }

    /// The selected duration, as the wheels show it.
    public var selectedDuration: TimeSpan {
        observeState()
        return selection
    }

    /// The wheel the keys turn.
    public var focusedWheel: Wheel {
        observeState()
        return _focusedWheel
    }

    /// The wheels in order: hours, then minutes.
    public let wheels: [Wheel] = [.hours, .minutes]

    /// The last row of the hours wheel: the configuration's when it lies
    /// between 0 and ``Configuration/hoursLimit``, else clamped into that range.
    public var maximumHours: Int {
        observeState()
        return hoursMaximum
    }

    /// The minute interval in use: the configuration's when it is allowed, else 1.
    public var minuteInterval: Int {
        observeState()
        return interval
    }

    /// The longest duration the wheels show: the maximum hours and the last minute row.
    public var longestDuration: TimeSpan {
        TimeSpan(clampingMinutes: hoursMaximum * 60 + 60 - interval)
    }

    /// Called when the user changes the selected duration (a key, or a wheel
    /// coming to rest on another row), not for ``select(_:animated:)``.
    public var onChange: ((TimeSpan) -> Void)?
    /// Called when the user chooses the selected duration (``WheelKey/choose``).
    public var onChoose: ((TimeSpan) -> Void)?

    var _configuration: Configuration
    var hoursMaximum: Int
    var interval: Int
    /// The locale's digits and the text between hours and minutes.
    var style: ClockStyle
    var selection: TimeSpan { didSet { if selection != oldValue { stateDidChange() } } }
    var _focusedWheel: Wheel = .hours { didSet { if _focusedWheel != oldValue { stateDidChange() } } }
    var hoursRibbon: LabelRibbon
    var minutesRibbon: LabelRibbon
    /// The observers of the state.
    let observationRegistrar = ObservationRegistrar()

    /// Creates a duration picker.
    ///
    /// - Parameters:
    ///   - configuration: The maximum hours, minute interval, locale and wheels.
    ///   - duration: The duration to select, rounded down to the minute
    ///     interval and at most ``longestDuration``; none by default.
    public init(configuration: Configuration = Configuration(), selecting duration: TimeSpan = .zero) {
        _configuration = configuration
        hoursMaximum = configuration.resolvedMaximumHours
        interval = MinuteInterval.resolved(configuration.minuteInterval)
        style = ClockStyle.shared(locale: configuration.locale, hourCycle: .twentyFourHour)
        selection = .zero
        (hoursRibbon, minutesRibbon) = Self.makeRibbons(configuration: configuration, style: style,
                                                       hours: hoursMaximum, interval: interval)
        update(to: duration, animated: false)
        wire()
    }

    // MARK: - Wheels

    /// The ribbon of a wheel. Made anew when the configuration changes: read it here each time.
    ///
    /// - Parameter wheel: The wheel.
    public func ribbon(for wheel: Wheel) -> LabelRibbon {
        observeState()
        return wheel == .hours ? hoursRibbon : minutesRibbon
    }

    /// The labels a row of a wheel may show, longest first: the hours in the
    /// locale's digits (`8`), the minutes in two (`05`).
    ///
    /// - Parameters:
    ///   - row: A row of the wheel.
    ///   - wheel: The wheel.
    /// - Returns: The labels; empty for a row outside the wheel.
    public func names(atRow row: Int, of wheel: Wheel) -> [String] {
        switch wheel {
        case .hours: return (0...hoursMaximum).contains(row) ? [style.number(row)] : []
        case .minutes: return row >= 0 && row < 60 / interval ? [style.minuteLabel(row * interval)] : []
        }
    }

    /// The text between the wheels: the locale's time separator (`:`; `.` in fi_FI); empty before the hours.
    ///
    /// - Parameter wheel: The wheel.
    public func separator(before wheel: Wheel) -> String {
        wheel == .minutes ? style.separator(before: .minute) : ""
    }

    /// Selects a duration without calling ``onChange``.
    ///
    /// - Parameters:
    ///   - duration: The duration; rounded down to the minute interval, and
    ///     ``longestDuration`` when longer.
    ///   - animated: Whether the wheels glide to it.
    public func select(_ duration: TimeSpan, animated: Bool) {
        update(to: duration, animated: animated)
    }

    /// Gives the keys to a wheel.
    ///
    /// - Parameter wheel: The wheel.
    public func focus(_ wheel: Wheel) {
        _focusedWheel = wheel
    }

    // MARK: - Internals

    /// Moves the selection and brings both wheels to it.
    func update(to duration: TimeSpan, animated: Bool) {
        let clamped = min(duration, longestDuration)
        selection = TimeSpan(clampingMinutes: clamped.totalMinutes - clamped.minutes % interval)
        if hoursRibbon.selectedRow != selection.hours { hoursRibbon.selectRow(selection.hours, animated: animated) }
        let minuteRow = selection.minutes / interval
        if minutesRibbon.selectedRow != minuteRow { minutesRibbon.selectRow(minuteRow, animated: animated) }
    }

    /// The duration a row of a wheel stands for, the other wheel kept.
    func duration(atRow row: Int, of wheel: Wheel) -> TimeSpan {
        switch wheel {
        case .hours: TimeSpan(hours: min(max(row, 0), hoursMaximum), minutes: selection.minutes) ?? selection
        case .minutes: TimeSpan(hours: selection.hours, minutes: min(max(row, 0) * interval, 59)) ?? selection
        }
    }

    /// A user's change: the selection moves, the wheels follow, the host hears of it.
    func userDidSelect(_ duration: TimeSpan) {
        let old = selection
        update(to: duration, animated: true)
        if selection != old { onChange?(selection) }
    }

    /// Makes the wheels anew for the configuration, keeping the selection where they allow.
    func rebuild() {
        hoursMaximum = _configuration.resolvedMaximumHours
        interval = MinuteInterval.resolved(_configuration.minuteInterval)
        style = ClockStyle.shared(locale: _configuration.locale, hourCycle: .twentyFourHour)
        (hoursRibbon, minutesRibbon) = Self.makeRibbons(configuration: _configuration, style: style,
                                                       hours: hoursMaximum, interval: interval)
        update(to: selection, animated: false)
        wire()
    }

    /// The two ribbons of a configuration.
    static func makeRibbons(configuration: Configuration, style: ClockStyle, hours: Int,
                            interval: Int) -> (hours: LabelRibbon, minutes: LabelRibbon) {
        let hoursRibbon = LabelRibbon(count: hours + 1, layout: configuration.hoursLayout,
                                      configuration: configuration.scrolling) { style.number($0) }
        let minutesRibbon = LabelRibbon(count: 60 / interval, layout: configuration.minutesLayout,
                                        configuration: configuration.scrolling) { style.minuteLabel($0 * interval) }
        return (hoursRibbon, minutesRibbon)
    }

    /// Wires the ribbons' settled rows to the selection (owner hooks, which no public callback replaces).
    func wire() {
        hoursRibbon.ownerOnSelect = { [unowned self] row in userDidSelect(duration(atRow: row, of: .hours)) }
        minutesRibbon.ownerOnSelect = { [unowned self] row in userDidSelect(duration(atRow: row, of: .minutes)) }
    }
}
