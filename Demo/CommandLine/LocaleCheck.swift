import Foundation

/// The check of locale identifiers the demo's options take.
enum LocaleCheck {
    /// The ISO 639 language codes Foundation knows, once.
    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
    /// The ISO 3166 and UN M.49 region codes Foundation knows, once.
    private static let regionCodes = Set(Locale.Region.isoRegions.map(\.identifier))

    /// Whether an identifier names a locale (`nl_NL`, `nl-NL`, `sr_Latn_RS`,
    /// `en_US@calendar=hebrew`): its language code is an ISO 639 code
    /// Foundation knows and its region, if any, an ISO 3166 or M.49 one.
    ///
    /// This accepts every identifier of `Locale.availableIdentifiers` without
    /// scanning that list (hundreds of strings, built on first use), and
    /// rejects made-up ones such as `zz_ZZ` or `xx_NOPE`.
    ///
    /// - Parameter identifier: The identifier as typed.
    static func isKnownLocale(_ identifier: String) -> Bool {
        let allowed = identifier.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-@=;".unicodeScalars.contains($0))
        }
        guard allowed, !identifier.isEmpty else { return false }
        let components = Locale.Components(identifier: identifier.replacingOccurrences(of: "-", with: "_"))
        guard let language = components.languageComponents.languageCode?.identifier,
              languageCodes.contains(language) else { return false }
        if let region = components.languageComponents.region?.identifier, !regionCodes.contains(region) { return false }
        return true
    }
}
