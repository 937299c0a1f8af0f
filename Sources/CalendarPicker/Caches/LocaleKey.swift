import Foundation

/// A locale as part of an ``LRUCache`` key: equal when the locales are
/// (their identifiers and any preferences, such as a user's first weekday),
/// hashed by the identifier alone.
///
/// Equal locales have equal identifiers, so they hash alike; hashing the
/// identifier costs a fifth of hashing the locale, which hashes its
/// preferences too.
struct LocaleKey: Hashable, Sendable {
    /// The locale.
    let locale: Locale
    /// Its identifier.
    private let identifier: String

    /// The key of a locale.
    ///
    /// - Parameter locale: The locale.
    init(_ locale: Locale) {
        self.locale = locale
        identifier = locale.identifier
    }

    static func == (lhs: LocaleKey, rhs: LocaleKey) -> Bool {
        lhs.identifier == rhs.identifier && lhs.locale == rhs.locale
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}
