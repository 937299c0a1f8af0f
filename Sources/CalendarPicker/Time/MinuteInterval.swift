/// The minute intervals a minute wheel takes: the divisors of 60 up to 30,
/// as UIDatePicker's `minuteInterval`; one rule for time and duration pickers.
enum MinuteInterval {
    /// The intervals allowed.
    static let allowed = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    /// Whether an interval is allowed.
    static func isAllowed(_ interval: Int) -> Bool {
        allowed.contains(interval)
    }

    /// The interval a picker uses: the one asked for when allowed, else 1.
    static func resolved(_ interval: Int) -> Int {
        isAllowed(interval) ? interval : 1
    }

    /// The one line that says an interval is not allowed.
    static func problem(_ interval: Int) -> String {
        "the minute interval, \(interval), does not divide an hour ("
            + allowed.map(String.init).joined(separator: ", ") + ")"
    }

    /// A minute rounded down to the interval (09:37 → 09:30 for 15 minutes).
    static func roundedDown(_ minute: Int, to interval: Int) -> Int {
        minute - minute % interval
    }
}
