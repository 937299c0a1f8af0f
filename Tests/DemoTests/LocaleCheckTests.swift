import Foundation
import Testing
@testable import DemoKit

@Suite("Locale identifiers are checked without scanning every identifier")
struct LocaleCheckTests {
    @Test("every identifier Foundation lists is known, with - or _")
    func available() {
        for identifier in Locale.availableIdentifiers {
            #expect(LocaleCheck.isKnownLocale(identifier), "\(identifier)")
            #expect(LocaleCheck.isKnownLocale(identifier.replacingOccurrences(of: "_", with: "-")), "\(identifier)")
        }
    }

    @Test("made-up and malformed identifiers are not", arguments: [
        "zz_ZZ", "xx_NOPE", "de_ZZ", "", "123", "en US", "en_US\u{1B}", "nl_NL/../x", "ü",
    ])
    func unknown(identifier: String) {
        #expect(!LocaleCheck.isKnownLocale(identifier))
    }

    @Test("identifiers with scripts, variants and keywords are known", arguments: [
        "sr_Latn_RS", "zh_Hans_CN", "es_419", "en_US@calendar=hebrew", "ca_ES_VALENCIA", "de-DE",
    ])
    func known(identifier: String) {
        #expect(LocaleCheck.isKnownLocale(identifier))
    }
}
