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

    /// The selected duration, as the wheels show it.
    public var selectedDuration: TimeSpan {
        observers.access(self, Keys.selectedDuration)
        return selection
    }

    /// The wheel the keys turn.
    public var focusedWheel: Wheel {
        observers.access(self, Keys.focusedWheel)
        return _focusedWheel
    }

    /// The wheels in order: hours, then minutes.
    public let wheels: [Wheel] = [.hours, .minutes]

    /// The last row of the hours wheel: the configuration's when it lies
    /// between 0 and ``Configuration/hoursLimit``, else clamped into that range.
    public var maximumHours: Int {
        observers.access(self, Keys.maximumHours)
        return hoursMaximum
    }

    /// The minute interval in use: the configuration's when it is allowed, else 1.
    public var minuteInterval: Int {
        observers.access(self, Keys.minuteInterval)
        return interval
    }

    /// The longest duration the wheels show: the maximum hours and the last minute row.
    public var longestDuration: TimeSpan {
        observers.access(self, Keys.maximumHours)
        observers.access(self, Keys.minuteInterval)
        return TimeSpan(clampingMinutes: hoursMaximum * 60 + 60 - interval)
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
    var selection: TimeSpan
    var _focusedWheel: Wheel = .hours
    /// The wheels' motion.
    var scrollers: WheelScrollers<Wheel>
    /// A number that moves with each setting of the configuration, for its observers.
    var configurationVersion = 0
    /// The observers of each public property.
    let observers = PropertyObservers<DurationPicker>()
    /// Whether a change is under way (`changing(_:)` tells observers once, at its end).
    var isChanging = false

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
        scrollers = WheelScrollers(Self.makeScrollers(configuration: configuration, hours: hoursMaximum, interval: interval))
        update(to: duration, animated: false)
    }

    // MARK: - Wheels

    /// A wheel as it shows now: its rows, position, phase and selected row.
    /// A copy: changing it changes nothing in the picker. It changes on every
    /// frame of a motion; only the view that draws the wheel should read it.
    ///
    /// - Parameter wheel: The wheel.
    public func ribbon(of wheel: Wheel) -> RibbonScroller {
        observers.access(self, Keys.ribbons)
        return scrollers[wheel] ?? RibbonScroller(count: 0, itemWidth: 1, viewportWidth: 0)
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
        changing { update(to: duration, animated: animated) }
    }

    /// Gives the keys to a wheel.
    ///
    /// - Parameter wheel: The wheel.
    public func focus(_ wheel: Wheel) {
        changing { _focusedWheel = wheel }
    }

    // MARK: - Internals

    /// Moves the selection and brings both wheels to it.
    func update(to duration: TimeSpan, animated: Bool) {
        let clamped = min(duration, longestDuration)
        selection = TimeSpan(clampingMinutes: clamped.totalMinutes - clamped.minutes % interval)
        scrollers.select(.hours, row: selection.hours, animated: animated)
        scrollers.select(.minutes, row: selection.minutes / interval, animated: animated)
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
        scrollers.replace(with: Self.makeScrollers(configuration: _configuration, hours: hoursMaximum, interval: interval))
        update(to: selection, animated: false)
    }

    /// The wheels' scrollers for a configuration, resting on the first rows.
    static func makeScrollers(configuration: Configuration, hours: Int, interval: Int) -> [(Wheel, RibbonScroller)] {
        [(.hours, RibbonScroller(layout: configuration.hoursLayout, count: hours + 1, row: 0,
                                 configuration: configuration.scrolling)),
         (.minutes, RibbonScroller(layout: configuration.minutesLayout, count: 60 / interval, row: 0,
                                   configuration: configuration.scrolling))]
    }
}
