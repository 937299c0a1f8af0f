import Foundation
import MiniPicker

extension DurationPicker {
    /// Everything about a duration picker: the hours it offers, the minute
    /// interval, the locale of its digits, and the wheels' geometry and physics.
    ///
    /// ```swift
    /// let timer = DurationPicker.Configuration(maximumHours: 23, minuteInterval: 5)
    /// ```
    public struct Configuration: Sendable, Equatable {
        /// The most hours a duration may have.
        public static let hoursLimit = 1_000_000

        /// The last row of the hours wheel (99 by default): 0 to ``hoursLimit``;
        /// any other value is clamped into that range, and ``validate()`` reports it.
        public var maximumHours: Int
        /// The minutes between two rows of the minutes wheel: a divisor of 60
        /// up to 30, as ``TimePicker/Configuration/minuteInterval``; any other value counts as 1.
        public var minuteInterval: Int
        /// The locale of the digits and of the text between the wheels.
        public var locale: Locale
        /// The hours wheel's geometry; not cyclic by default (0 is not after 99).
        public var hoursLayout: ComponentLayout
        /// The minutes wheel's geometry; cyclic by default.
        public var minutesLayout: ComponentLayout
        /// The wheels' physics.
        public var scrolling: RibbonScroller.Configuration

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - maximumHours: The last row of the hours wheel; 99 by default.
        ///   - minuteInterval: The minutes between rows of the minutes wheel; 1 by default.
        ///   - locale: The locale of the digits and separator.
        ///   - hoursLayout: The hours wheel's geometry.
        ///   - minutesLayout: The minutes wheel's geometry.
        ///   - scrolling: The wheels' physics.
        public init(maximumHours: Int = 99, minuteInterval: Int = 1, locale: Locale = .current,
                    hoursLayout: ComponentLayout = TimePicker.Configuration.wheelLayout(isCyclic: false),
                    minutesLayout: ComponentLayout = TimePicker.Configuration.wheelLayout(isCyclic: true),
                    scrolling: RibbonScroller.Configuration = RibbonScroller.Configuration()) {
            self.maximumHours = maximumHours
            self.minuteInterval = minuteInterval
            self.locale = locale
            self.hoursLayout = hoursLayout
            self.minutesLayout = minutesLayout
            self.scrolling = scrolling
        }

        /// The maximum hours a picker uses: clamped into `0...hoursLimit`.
        var resolvedMaximumHours: Int {
            min(max(maximumHours, 0), Self.hoursLimit)
        }

        /// Checks the maximum hours and the minute interval.
        ///
        /// - Throws: The first ``DurationPicker/Problem`` found.
        public func validate() throws(DurationPicker.Problem) {
            guard (0...Self.hoursLimit).contains(maximumHours) else { throw .maximumHoursOutOfRange(maximumHours) }
            guard MinuteInterval.isAllowed(minuteInterval) else { throw .minuteIntervalNotAllowed(minuteInterval) }
        }
    }

    /// Why a duration picker's configuration cannot be used as given.
    ///
    /// A picker never traps on it: it uses what it can (the maximum clamped,
    /// an interval of 1). An app that wants to tell its user asks
    /// ``Configuration/validate()`` first.
    ///
    /// New cases may come in a minor release: match it with `@unknown default:` (see
    /// "Bad values" in the MiniPicker documentation).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The maximum hours are negative or above ``Configuration/hoursLimit``.
        case maximumHoursOutOfRange(Int)
        /// The minute interval is not a divisor of 60 up to 30.
        case minuteIntervalNotAllowed(Int)

        /// One line: `the maximum hours, -1, are not in 0...1000000`.
        public var description: String {
            switch self {
            case .maximumHoursOutOfRange(let hours):
                "the maximum hours, \(hours), are not in 0...\(Configuration.hoursLimit)"
            case .minuteIntervalNotAllowed(let interval): MinuteInterval.problem(interval)
            }
        }
    }
}
