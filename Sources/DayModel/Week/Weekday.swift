/// A day of the week, numbered as Foundation numbers them: 1 = Sunday … 7 = Saturday.
///
/// A weekday is a value, so an API that takes one cannot be handed an eighth
/// day: the one place a number becomes a weekday is ``init(rawValue:)``,
/// which returns `nil` outside 1…7.
///
/// ```swift
/// let day = try Day(iso8601: "2026-11-25")
/// day.weekday                        // .wednesday
/// Weekday.monday.advanced(by: -1)    // .sunday
/// Weekday(rawValue: 0)               // nil
/// ```
public enum Weekday: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Sunday, 1.
    case sunday = 1
    /// Monday, 2.
    case monday
    /// Tuesday, 3.
    case tuesday
    /// Wednesday, 4.
    case wednesday
    /// Thursday, 5.
    case thursday
    /// Friday, 6.
    case friday
    /// Saturday, 7.
    case saturday

    /// The weekday of a number, 1 = Sunday … 7 = Saturday, as Foundation numbers them.
    ///
    /// - Parameter rawValue: The number.
    /// - Returns: `nil` for a number outside 1…7.
    public init?(rawValue: Int) {
        guard (1...7).contains(rawValue) else { return nil }
        self.init(uncheckedRawValue: rawValue)
    }

    /// The weekday some days later (earlier for a negative number), around the week.
    ///
    /// - Parameter days: Any number of days.
    /// - Returns: The weekday `days` days away.
    public func advanced(by days: Int) -> Weekday {
        // rawValue - 1 + days % 7 stays far from overflow for any Int.
        Weekday(uncheckedRawValue: DayArithmetic.floorModulo(rawValue - 1 + days % 7, 7) + 1)
    }

    /// The number of days from this weekday forward to another, 0…6.
    ///
    /// - Parameter other: Another weekday.
    /// - Returns: How many days after this weekday the next `other` comes (0 for the same weekday).
    public func days(until other: Weekday) -> Int {
        DayArithmetic.floorModulo(other.rawValue - rawValue, 7)
    }

    /// The English name (`Wednesday`), for logs and tests; a view shows the locale's.
    public var description: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }

    /// The weekday of a number known to lie in 1…7.
    @usableFromInline
    init(uncheckedRawValue rawValue: Int) {
        switch rawValue {
        case 1: self = .sunday
        case 2: self = .monday
        case 3: self = .tuesday
        case 4: self = .wednesday
        case 5: self = .thursday
        case 6: self = .friday
        default: self = .saturday
        }
    }
}
