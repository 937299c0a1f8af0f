import Foundation

/// How a locale writes a time of day on a 12- or 24-hour clock: the order of
/// the hour, the minute and the period (AM/PM), the text between them, the
/// hour's form (`9`, `09`, `0` to `11` in Japanese), the period's names and
/// the locale's digits.
///
/// Read from the locale's time pattern (`h:mm a` in en_US, `HH:mm` in
/// de_DE, `a h:mm` in ko_KR, `H.mm` in fi_FI) once per locale and hour
/// cycle, and kept (see ``shared(locale:hourCycle:)``); a time picker reads
/// its labels from it without asking Foundation again.
struct ClockStyle: Sendable {
    /// The clock: 12 hours and a period, or 24 hours.
    let hourCycle: TimePicker.HourCycle
    /// The wheels in the order the locale writes them.
    let wheels: [TimePicker.Wheel]
    /// The text the locale writes before each wheel, after the one before it
    /// (`":"` before the minute in en_US, `"."` in fi_FI, `" "` before the
    /// period in en_US); empty for the first wheel.
    let separators: [TimePicker.Wheel: String]
    /// The hour's label by hour of the day, 0 to 23, in the locale's form and digits.
    let hourLabels: [String]
    /// The period's names, AM then PM, each longest first (`["AM", "a"]`).
    let periodNames: [[String]]
    /// The locale's digits, 0 to 9.
    let digits: [String]

    /// The text before a wheel; empty for the first wheel and for a wheel the clock does not have.
    func separator(before wheel: TimePicker.Wheel) -> String {
        separators[wheel] ?? ""
    }

    /// A number in the locale's digits, at least `width` of them (`05`).
    ///
    /// - Complexity: O(digits).
    func number(_ value: Int, width: Int = 1) -> String {
        ClockStyle.number(value, width: width, digits: digits)
    }

    /// A number in some digits, at least `width` of them.
    static func number(_ value: Int, width: Int, digits: [String]) -> String {
        var text = ""
        for scalar in String(value).unicodeScalars {
            let digit = Int(scalar.value) - 48
            text += (0...9).contains(digit) ? digits[digit] : String(scalar)
        }
        let padding = width - String(value).count
        return padding > 0 ? String(repeating: digits[0], count: padding) + text : text
    }

    /// The minute in two of the locale's digits (`05`).
    func minuteLabel(_ minute: Int) -> String {
        number(minute, width: 2)
    }
}

extension ClockStyle {
    private static let lock = NSLock()
    /// The styles made, least recently made first; a handful at most, searched in order.
    nonisolated(unsafe) private static var styles: [(locale: String, hourCycle: TimePicker.HourCycle?, style: ClockStyle)] = []
    /// The most styles the process keeps.
    static let limit = 32

    /// The style of a locale, on its own hour cycle or the one asked for.
    ///
    /// The first style of a locale asks Foundation for the locale's time
    /// pattern and names (some hundred thousand instructions); later ones are
    /// a look-up among at most ``limit`` kept styles.
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - hourCycle: The clock to use; the locale's when `nil`.
    /// - Complexity: O(``limit``) comparisons once made.
    static func shared(locale: Locale, hourCycle: TimePicker.HourCycle?) -> ClockStyle {
        let identifier = locale.identifier
        lock.lock()
        defer { lock.unlock() }
        if let kept = styles.last(where: { $0.hourCycle == hourCycle && $0.locale == identifier }) { return kept.style }
        let style = ClockStyle(locale: locale, hourCycle: hourCycle)
        if styles.count >= limit { styles.removeFirst() }
        styles.append((identifier, hourCycle, style))
        return style
    }

    /// Reads a locale's style from Foundation.
    init(locale: Locale, hourCycle: TimePicker.HourCycle?) {
        let template: String
        switch hourCycle {
        case nil: template = "jmm"
        case .twelveHour?: template = "hmma"
        case .twentyFourHour?: template = "Hmm"
        }
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "HH:mm"
        let parsed = ClockPattern(pattern)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        // The digits: the minutes 0 to 9, as the locale writes them.
        formatter.dateFormat = "m"
        var digits: [String] = []
        for minute in 0...9 {
            let text = formatter.string(from: Date(timeIntervalSince1970: Double(minute) * 60))
            digits.append(text.count == 1 ? text : String(minute))
        }
        self.digits = digits
        self.hourCycle = parsed.hourCycle
        wheels = parsed.wheels
        separators = parsed.separators
        // The period's names: abbreviated, then narrow where different.
        formatter.dateFormat = "aaaaa"
        let narrow = [0.0, 43_200.0].map { formatter.string(from: Date(timeIntervalSince1970: $0)) }
        periodNames = [formatter.amSymbol, formatter.pmSymbol].enumerated().map { index, name in
            narrow[index].isEmpty || narrow[index] == name ? [name] : [name, narrow[index]]
        }
        hourLabels = (0..<24).map { hour in
            let value: Int
            switch parsed.hourSymbol {
            case "h": value = hour % 12 == 0 ? 12 : hour % 12
            case "K": value = hour % 12
            case "k": value = hour == 0 ? 24 : hour
            default: value = hour
            }
            return ClockStyle.number(value, width: parsed.hourWidth, digits: digits)
        }
    }
}

/// The parts of an ICU time pattern (`h:mm a`, `HH:mm`, `a h:mm`, `HH 'h' mm`)
/// a clock needs: which hour field, and the wheels with the text between them.
struct ClockPattern: Equatable {
    /// The hour's pattern letter: `h` (1–12), `K` (0–11), `H` (0–23) or `k` (1–24).
    var hourSymbol: Character = "H"
    /// The hour's least number of digits: 2 for `HH`, else 1.
    var hourWidth = 1
    /// The wheels in the pattern's order.
    var wheels: [TimePicker.Wheel] = []
    /// The literal text before each wheel, after the one before it.
    var separators: [TimePicker.Wheel: String] = [:]

    /// The clock the hour letter stands for.
    var hourCycle: TimePicker.HourCycle { hourSymbol == "h" || hourSymbol == "K" ? .twelveHour : .twentyFourHour }

    /// Reads a pattern: letters are fields (runs of one letter), text in
    /// single quotes is literal (`''` is a quote), anything else is literal.
    /// Fields other than the hour, the minute and the period (`a`, `b`,
    /// `B`) are left out. A 12-hour pattern without a period gets one at
    /// the end, after a space; a 24-hour one loses any.
    init(_ pattern: String) {
        var pending = ""
        var characters = Array(pattern)[...]
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    pending.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                let literal = characters.prefix { $0 != "'" }
                pending += String(literal)
                characters = characters.dropFirst(literal.count + 1)
            } else if character.isASCII && character.isLetter {
                let run = characters.prefix { $0 == character }
                characters = characters.dropFirst(run.count)
                let wheel: TimePicker.Wheel?
                switch character {
                case "h", "H", "K", "k":
                    hourSymbol = character
                    hourWidth = run.count >= 2 ? 2 : 1
                    wheel = .hour
                case "m": wheel = .minute
                case "a", "b", "B": wheel = .period
                default: wheel = nil
                }
                if let wheel, !wheels.contains(wheel) {
                    separators[wheel] = wheels.isEmpty ? "" : pending
                    wheels.append(wheel)
                    pending = ""
                }
            } else {
                pending.append(character)
                characters = characters.dropFirst()
            }
        }
        for wheel in [TimePicker.Wheel.hour, .minute] where !wheels.contains(wheel) {
            separators[wheel] = wheels.isEmpty ? "" : ":"
            wheels.append(wheel)
        }
        if hourCycle == .twelveHour && !wheels.contains(.period) {
            separators[.period] = " "
            wheels.append(.period)
        } else if hourCycle == .twentyFourHour, let index = wheels.firstIndex(of: .period) {
            wheels.remove(at: index)
            separators[.period] = nil
        }
        if let first = wheels.first { separators[first] = "" }
    }
}
