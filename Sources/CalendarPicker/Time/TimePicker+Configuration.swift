import Foundation
import MiniPicker

extension TimePicker {
    /// A clock of 12 hours and a period (AM, PM), or of 24 hours.
    public enum HourCycle: Hashable, Sendable {
        /// Hours 12, 1, … 11 and a period wheel of its own (en_US: `9:30 AM`).
        case twelveHour
        /// Hours 00 to 23 and no period (de_DE: `09:30`).
        case twentyFourHour
    }

    /// Everything about a time picker: the locale, the clock, the minute
    /// interval, and the wheels' geometry and physics.
    ///
    /// ```swift
    /// var configuration = TimePicker.Configuration(locale: Locale(identifier: "en_US"))
    /// configuration.minuteInterval = 15            // 00, 15, 30, 45
    /// configuration.hourCycle = .twentyFourHour    // 00 to 23 even in en_US
    /// ```
    public struct Configuration: Sendable, Equatable {
        /// The locale: the clock (12 or 24 hours) unless ``hourCycle`` says,
        /// the order of the wheels, the text between them, the hour's form,
        /// the period's names and the digits.
        public var locale: Locale
        /// The minutes between two rows of the minute wheel: 1, 2, 3, 4, 5, 6,
        /// 10, 12, 15, 20 or 30 (a divisor of 60 up to 30). Any other value
        /// counts as 1, as UIDatePicker's `minuteInterval` does;
        /// ``validate()`` reports it.
        public var minuteInterval: Int
        /// The clock; the locale's when `nil` (en_US: 12 hours, de_DE: 24).
        public var hourCycle: HourCycle?
        /// The hour wheel's geometry; cyclic by default, so that 23 is followed by 00.
        public var hourLayout: ComponentLayout
        /// The minute wheel's geometry; cyclic by default, so that 59 is followed by 00.
        public var minuteLayout: ComponentLayout
        /// The period wheel's geometry; two rows, not cyclic by default.
        public var periodLayout: ComponentLayout
        /// The wheels' physics.
        public var scrolling: RibbonScroller.Configuration

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - locale: The locale of the clock and its names.
        ///   - minuteInterval: The minutes between rows of the minute wheel; 1 by default.
        ///   - hourCycle: The clock; the locale's when `nil`.
        ///   - hourLayout: The hour wheel's geometry.
        ///   - minuteLayout: The minute wheel's geometry.
        ///   - periodLayout: The period wheel's geometry.
        ///   - scrolling: The wheels' physics.
        public init(locale: Locale = .current, minuteInterval: Int = 1, hourCycle: HourCycle? = nil,
                    hourLayout: ComponentLayout = TimePicker.Configuration.wheelLayout(isCyclic: true),
                    minuteLayout: ComponentLayout = TimePicker.Configuration.wheelLayout(isCyclic: true),
                    periodLayout: ComponentLayout = TimePicker.Configuration.wheelLayout(isCyclic: false),
                    scrolling: RibbonScroller.Configuration = RibbonScroller.Configuration()) {
            self.locale = locale
            self.minuteInterval = minuteInterval
            self.hourCycle = hourCycle
            self.hourLayout = hourLayout
            self.minuteLayout = minuteLayout
            self.periodLayout = periodLayout
            self.scrolling = scrolling
        }

        /// The default geometry of a wheel: vertical, five rows high, one
        /// unit a row (a terminal's line; a host measuring in points passes
        /// its own, such as `ComponentLayout(length: 100, itemLength: 20, axis: .vertical)`).
        ///
        /// - Parameter isCyclic: Whether the wheel wraps.
        /// - Returns: `ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: isCyclic)`.
        public static func wheelLayout(isCyclic: Bool) -> ComponentLayout {
            ComponentLayout(length: 5, itemLength: 1, axis: .vertical, isCyclic: isCyclic)
        }

        /// The minute intervals a minute wheel takes: the divisors of 60 up to
        /// 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30), as UIDatePicker's `minuteInterval`.
        public static var minuteIntervals: [Int] { MinuteInterval.allowed }

        /// The two values on the minute interval nearest a value that is not on
        /// it, in minutes (of the day, or of a duration): the one before, and
        /// the one after (which may be the next day's midnight, 1 440).
        ///
        /// - Parameter minutes: A value in minutes, 0 or more.
        /// - Returns: `nil` when the value is on the interval, negative, or
        ///   within an hour of `Int.max` (where the one after has no value).
        public func minutesAround(_ minutes: Int) -> (before: Int, after: Int)? {
            let interval = MinuteInterval.resolved(minuteInterval)
            guard minutes >= 0, minutes <= Int.max - 60, minutes % interval != 0 else { return nil }
            let before = MinuteInterval.roundedDown(minutes, to: interval)
            return (before, before + interval)
        }

        /// Checks the minute interval.
        ///
        /// - Throws: ``TimePicker/Problem/minuteIntervalNotAllowed(_:)`` for
        ///   an interval that is not a divisor of 60 up to 30.
        public func validate() throws(TimePicker.Problem) {
            guard MinuteInterval.isAllowed(minuteInterval) else { throw .minuteIntervalNotAllowed(minuteInterval) }
        }
    }

    /// Why a time picker's configuration cannot be used as given.
    ///
    /// A picker never traps on it: it uses what it can (an interval of 1).
    /// An app that wants to tell its user asks ``Configuration/validate()`` first.
    ///
    /// New cases may come in a minor release: match it with `@unknown default:` (see
    /// "Bad values" in the MiniPicker documentation).
    #if hasAttribute(nonexhaustive)
    @nonexhaustive
    #endif
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The minute interval is not a divisor of 60 up to 30.
        case minuteIntervalNotAllowed(Int)

        /// One line: `the minute interval, 7, does not divide an hour (1, 2, 3, …, 30)`.
        public var description: String {
            switch self {
            case .minuteIntervalNotAllowed(let interval): MinuteInterval.problem(interval)
            }
        }
    }
}
