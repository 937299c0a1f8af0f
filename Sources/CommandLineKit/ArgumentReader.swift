/// Reads `--option value`, `--option=value` and `--flag` arguments one at a time.
///
/// A value given with `=` belongs to its option: an option that takes no
/// value (a flag) and was given one is an error at the next read.
package struct ArgumentReader {
    private var remaining: ArraySlice<String>
    /// The value after `=` of the option just read, until ``value(for:)`` takes it.
    private var attachedValue: String?
    /// The option the attached value came with, as typed.
    private var attachedToken = ""
    /// The last argument read, as typed (`--name=value` whole), for messages.
    private(set) var lastToken = ""

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next option name, or `nil` at the end.
    ///
    /// - Throws: ``CommandLineError`` for an argument that is not an option, or
    ///   when the previous option was a flag given a value with `=`.
    mutating func nextOption() throws -> String? {
        guard let argument = try nextArgument() else { return nil }
        guard argument.hasPrefix("-") else { throw CommandLineError("unexpected argument '\(argument)'") }
        return argument
    }

    /// The next argument, option or not, or `nil` at the end. An option
    /// written `--name=value` comes back as `--name`, its value kept for
    /// ``value(for:)``.
    ///
    /// - Throws: ``CommandLineError`` when the previous option was a flag given a value with `=`.
    mutating func nextArgument() throws -> String? {
        try rejectUnusedValue()
        guard let argument = remaining.popFirst() else { return nil }
        lastToken = argument
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            attachedValue = String(argument[argument.index(after: equals)...])
            attachedToken = argument
            return String(argument[..<equals])
        }
        return argument
    }

    /// Throws when an option given a value with `=` did not take it.
    mutating func rejectUnusedValue() throws {
        guard attachedValue != nil else { return }
        let option = attachedToken.prefix { $0 != "=" }
        throw CommandLineError("\(option) takes no value ('\(attachedToken)')")
    }

    /// The value of an option: after its `=`, or the next argument.
    ///
    /// - Parameters:
    ///   - option: The option, for the message.
    ///   - isOption: Whether an argument is another option of the command
    ///     (`--clock` or `--clock=24`): then the value is missing, not that word.
    /// - Throws: ``CommandLineError`` `OPTION needs a value` at the end of the
    ///   arguments or before another option.
    mutating func value(for option: String, isOption: (String) -> Bool = { _ in false }) throws -> String {
        if let attached = attachedValue {
            attachedValue = nil
            return attached
        }
        guard let value = remaining.first, !isOption(value) else { throw CommandLineError("\(option) needs a value") }
        remaining.removeFirst()
        return value
    }

    /// The value of an option that may go without: after its `=`, or the
    /// next argument unless that is an option; `nil` when it went without.
    mutating func optionalValue() -> String? {
        if let attached = attachedValue {
            attachedValue = nil
            return attached
        }
        guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
        remaining.removeFirst()
        return next
    }

    /// The value of an option, as an integer in a range.
    ///
    /// - Throws: ``CommandLineError`` quoting the value as typed: not a whole number, or out of the range.
    mutating func integer(for option: String, in range: ClosedRange<Int>) throws -> Int {
        try ArgumentReader.integer(try value(for: option), named: option, in: range)
    }

    /// Text as an integer in a range.
    ///
    /// - Parameters:
    ///   - text: The text as typed.
    ///   - name: What it is, for the message (`--width`, `YEAR`).
    ///   - range: The allowed values.
    /// - Throws: ``CommandLineError``: `NAME 'TEXT' is not a whole number` or `NAME 'TEXT' is out of range A…B`.
    package static func integer(_ text: String, named name: String, in range: ClosedRange<Int>) throws -> Int {
        guard let number = wholeNumber(text) else { throw CommandLineError("\(name) '\(text)' is not a whole number") }
        guard let value = Int(exactly: number), range.contains(value) else {
            throw CommandLineError("\(name) '\(text)' is out of range \(describe(range))")
        }
        return value
    }

    /// The seconds east of UTC of an offset written `+HH:MM`, `-HH:MM` or
    /// `UTC±HH:MM` (at most 18 hours); `nil` for a name (no sign after an
    /// optional `UTC` or `GMT`: `Europe/Paris`, `UTC`, `Etc/GMT+5`).
    ///
    /// - Parameters:
    ///   - text: The value.
    ///   - name: The option, for the error.
    /// - Throws: ``CommandLineError`` for an offset in any other form (`UTC+5`,
    ///   `GMT+5`, `+0500`): a POSIX `TZ` of `UTC+5` is five hours behind UTC,
    ///   where Foundation reads five ahead, so no such form is guessed at.
    package static func utcOffsetSeconds(_ text: String, named name: String) throws -> Int? {
        var rest = Substring(text)
        if rest.hasPrefix("UTC") || rest.hasPrefix("GMT") { rest = rest.dropFirst(3) }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        let parts = rest.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
        let digits = parts.allSatisfy { $0.count == 2 && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }
        guard parts.count == 2, digits, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours <= 18, minutes < 60,
              text.hasPrefix("UTC") || text.hasPrefix(String(sign))
        else {
            throw CommandLineError("\(name) '\(text)' is an offset in an unclear form: write +05:00 or UTC+05:00 "
                + "(in a POSIX TZ, UTC+5 means five hours behind UTC)")
        }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The seconds of a duration written as `timeout` takes it: a number
    /// (`30`, `1.5`) with an optional unit, `s` (the default), `m`, `h` or `d`.
    /// Zero means no limit, as for `timeout`.
    ///
    /// - Parameters:
    ///   - text: The duration as typed.
    ///   - name: The option, for the message (`--timeout`).
    /// - Returns: The seconds, at least 0 and finite; `nil` for zero (no limit).
    /// - Throws: ``CommandLineError`` for anything else: no number, a sign,
    ///   another unit, a duration too long to count (over 10⁹ seconds, about 31 years).
    package static func durationSeconds(_ text: String, named name: String) throws -> Double? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var number = Substring(text)
        var unit = 1.0
        if let last = number.last, let scale = units[last] {
            unit = scale
            number = number.dropLast()
        }
        let isDecimal = !number.isEmpty && number.filter { $0 == "." }.count <= 1
            && number.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) } && number != "."
        guard isDecimal, let value = Double(number) else {
            throw CommandLineError("\(name) '\(text)' is not a duration: write seconds (30, 1.5) or 30s, 2m, 1h, 1d")
        }
        let seconds = value * unit
        guard seconds <= 1e9 else { throw CommandLineError("\(name) '\(text)' is too long: at most 1000000000 seconds") }
        return seconds == 0 ? nil : seconds
    }

    /// The items of a comma-separated list; a backslash makes the next
    /// character literal, so `a\,b,c` is two items, `a,b` and `c`, and `\\` is a backslash.
    ///
    /// - Parameters:
    ///   - text: The list as typed.
    ///   - name: The option, for the message (`--keys`).
    /// - Returns: The items, escapes resolved; empty items kept (as `""`).
    /// - Throws: ``CommandLineError`` `NAME 'TEXT' ends with a lone backslash` when the list does.
    package static func list(_ text: String, named name: String) throws -> [String] {
        var items: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "," {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !escaped else { throw CommandLineError("\(name) '\(text)' ends with a lone backslash (write \\\\ for one)") }
        items.append(current)
        return items
    }

    /// A whole number of any size as typed (an optional sign, then digits), as
    /// a `Double` that keeps its sign and magnitude; `nil` for anything else.
    private static func wholeNumber(_ text: String) -> Double? {
        var digits = text[...]
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        if let exact = Int(text) { return Double(exact) }
        return text.hasPrefix("-") ? -.infinity : .infinity
    }

    /// A range as `A…B`.
    package static func describe(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)…\(range.upperBound)"
    }
}
