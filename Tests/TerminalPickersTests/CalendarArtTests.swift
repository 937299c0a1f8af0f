import CalendarPicker
import Foundation
import Testing
@testable import TerminalPickers
import TerminalUI

@Suite("Calendar art: the year box")
struct CalendarArtYearBoxTests {
    static let calendars: [CalendarIdentifier] = [
        .gregorian, .iso8601, .buddhist, .chinese, .coptic, .dangi, .ethiopicAmeteMihret, .ethiopicAmeteAlem, .hebrew,
        .indian, .islamicCivil, .islamicTabular, .islamicUmmAlQura, .japanese, .persian, .republicOfChina,
    ]

    @Test("every year of the standard range at an end of an era's run fits with its number, in several locales",
          arguments: calendars)
    func numbersFit(calendar identifier: CalendarIdentifier) {
        let calendar = CalendarSystem(identifier)
        let range = YearRange.standard(for: calendar)
        for locale in ["en_US", "he_IL", "ar_EG", "fa_IR", "ja_JP", "th_TH"] {
            let labels = CalendarLabels(calendar: calendar, locale: Locale(identifier: locale))
            let width = CalendarArt.yearBoxWidth(for: range, labels: labels)
            #expect(width >= CalendarArt.yearBoxWidth(isEraAware: range.isEraAware))
            let monthWidth = CalendarArt.monthBoxWidth(for: range, labels: labels)
            #expect(monthWidth >= CalendarArt.width - width - 2)
            for name in labels.monthNames(style: .short) {
                #expect(TextWidth.columns(of: name) <= monthWidth - 6, "\(identifier) \(locale): \(name) in \(monthWidth)")
            }
            for span in range.spans {
                for number in [span.first, span.last] {
                    let year = Year(era: span.era, year: number)
                    let names = labels.names(of: year, withEra: range.isEraAware)
                    let shown = RibbonArt.fitting(names, columns: width - 6)
                    #expect(names.contains(shown), "\(identifier) \(locale) \(year): \(shown) of \(names)")
                }
            }
        }
    }

    @Test("the box widens only as much as the widest number needs", arguments: [
        (CalendarIdentifier.gregorian, 10), (.hebrew, 11), (.buddhist, 11), (.ethiopicAmeteAlem, 11), (.japanese, 16),
    ])
    func widths(calendar identifier: CalendarIdentifier, expected: Int) {
        let calendar = CalendarSystem(identifier)
        let labels = CalendarLabels(calendar: calendar, locale: Locale(identifier: "en_US"))
        #expect(CalendarArt.yearBoxWidth(for: YearRange.standard(for: calendar), labels: labels) == expected)
    }
}
