/// The `H:MM` text of times and spans, read and written without Foundation.
enum ClockText {
    /// The hours and minutes of `H:MM`: one to `maximumHourDigits` ASCII
    /// digits, a colon, exactly two digits; `nil` for any other text.
    static func hoursAndMinutes(_ text: String, maximumHourDigits: Int) -> (hours: Int, minutes: Int)? {
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 2, (1...maximumHourDigits).contains(parts[0].count), parts[1].count == 2,
              let hours = number(parts[0]), let minutes = number(parts[1]) else { return nil }
        return (hours, minutes)
    }

    /// The value of ASCII digits, or `nil` when any byte is not one.
    private static func number(_ digits: Substring.UTF8View.SubSequence) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// A number 0 to 99 in two digits.
    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
