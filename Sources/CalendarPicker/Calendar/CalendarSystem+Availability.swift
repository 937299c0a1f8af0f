import Foundation

// Calendar identifiers newer than the package's deployment targets. Apple's
// platforms have `.dangi` only from their 2025 releases (26); the package
// names it only through these, so it builds for macOS 13 and iOS 16.
extension CalendarSystem {
    /// The Korean (Dangi) calendar's identifier, where the platform has it.
    static var dangiIdentifier: Calendar.Identifier? {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return .dangi }
        return nil
    }

    /// Whether an identifier is the Korean (Dangi) calendar's.
    static func isDangi(_ identifier: Calendar.Identifier) -> Bool {
        dangiIdentifier == identifier
    }

    /// The Chinese calendar and, where the platform has it, the Korean:
    /// lunisolar calendars of 60-year cycles with leap months.
    static var lunisolarIdentifiers: [Calendar.Identifier] {
        [.chinese] + (dangiIdentifier.map { [$0] } ?? [])
    }
}
