/// The text of times and spans (`H:MM`, ISO 8601's `HH:MM:SS` and `PT7H45M`),
/// read and written without Foundation.
enum ClockText {
    /// The hours and minutes of `H:MM`: one to `maximumHourDigits` ASCII
    /// digits, a colon, exactly two digits; `nil` for any other text.
    static func hoursAndMinutes(_ text: String, maximumHourDigits: Int) -> (hours: Int, minutes: Int)? {
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 2, (1...maximumHourDigits).contains(parts[0].count), parts[1].count == 2,
              let hours = number(parts[0]), let minutes = number(parts[1]) else { return nil }
        return (hours, minutes)
    }

    /// ISO 8601's extended time of day as RFC 3339's partial-time writes it,
    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.F…`: the hours, the minutes, and
    /// whether the seconds (with their fraction) are anything but zero;
    /// `nil` for any other text.
    static func isoTime(_ text: String) -> (hours: Int, minutes: Int, hasSeconds: Bool)? {
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 2, parts[1].count == 2,
              let hours = number(parts[0]), let minutes = number(parts[1]) else { return nil }
        guard parts.count == 3 else { return (hours, minutes, false) }
        let secondsPart = parts[2].split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard secondsPart[0].count == 2, let seconds = number(secondsPart[0]) else { return nil }
        var fractionIsZero = true
        if secondsPart.count == 2 {
            let fraction = secondsPart[1]
            guard !fraction.isEmpty, fraction.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            fractionIsZero = fraction.allSatisfy { $0 == UInt8(ascii: "0") }
        }
        return (hours, minutes, seconds != 0 || !fractionIsZero)
    }

    /// The hours, minutes and seconds of an ISO 8601 duration of time,
    /// `PT#H#M#S` (each part optional, at least one, in that order); `nil`
    /// for any other text, a fraction, a day part, or a number past `Int.max`.
    static func isoDuration(_ text: String) -> (hours: Int, minutes: Int, seconds: Int)? {
        var bytes = Array(text.utf8)[...]
        guard bytes.starts(with: [UInt8(ascii: "P"), UInt8(ascii: "T")]), bytes.count > 2 else { return nil }
        bytes = bytes.dropFirst(2)
        var values: [Int?] = [nil, nil, nil]   // H, M, S
        var next = 0
        while !bytes.isEmpty {
            let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, let value = number(digits, limit: Int.max) else { return nil }
            bytes = bytes.dropFirst(digits.count)
            guard let unit = bytes.first,
                  let place = [UInt8(ascii: "H"), UInt8(ascii: "M"), UInt8(ascii: "S")].firstIndex(of: unit),
                  place >= next else { return nil }
            values[place] = value
            next = place + 1
            bytes = bytes.dropFirst()
        }
        return (values[0] ?? 0, values[1] ?? 0, values[2] ?? 0)
    }

    /// The value of ASCII digits, or `nil` when any byte is not one or the value passes `limit`.
    private static func number<Digits: Collection<UInt8>>(_ digits: Digits, limit: Int = 999_999_999) -> Int? {
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !overflow2, sum <= limit else { return nil }
            value = sum
        }
        return value
    }

    /// A number 0 to 99 in two digits.
    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }
}
