import Foundation

/// Month names for the demo's month ribbon.
enum MonthNames {
    /// Whether Foundation knows a locale identifier (`nl_NL` or `nl-NL`).
    static func isKnownLocale(_ identifier: String) -> Bool {
        let normalized = identifier.replacingOccurrences(of: "-", with: "_")
        return Locale.availableIdentifiers.contains(normalized)
    }

    /// The stand-alone month names of the Gregorian calendar in a locale.
    static func standalone(locale identifier: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
        formatter.calendar = Calendar(identifier: .gregorian)
        return formatter.standaloneMonthSymbols
    }
}
