/// Reads `--option value` and `--flag` arguments one at a time.
struct ArgumentReader {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next option name, or `nil` at the end.
    mutating func nextOption() throws -> String? {
        guard let argument = remaining.popFirst() else { return nil }
        guard argument.hasPrefix("-") else { throw DemoError("unexpected argument '\(argument)'") }
        return argument
    }

    /// The next argument, option or not, or `nil` at the end.
    mutating func nextArgument() -> String? {
        remaining.popFirst()
    }

    /// The value that follows an option.
    mutating func value(for option: String) throws -> String {
        guard let value = remaining.popFirst() else { throw DemoError("\(option) needs a value") }
        return value
    }

    /// The value that follows an option, as an integer in a range.
    mutating func integer(for option: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try value(for: option)
        guard let number = Int(text), range.contains(number) else {
            throw DemoError("\(option) '\(text)' is not a whole number in \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }
}
