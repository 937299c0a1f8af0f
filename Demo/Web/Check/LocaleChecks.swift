import Foundation

/// The page in other languages on a phone (390×844): the document's
/// language and direction, no horizontal overflow, every visible ribbon
/// label inside its cell, November in its standalone (nominative) form
/// (Greek "Νοέμβριος", not the genitive "Νοεμβρίου" that a date uses), and
/// the page's own words in the language.
@MainActor
enum LocaleChecks {
    static func run(_ session: CheckSession) throws {
        try session.use(.phone)
        try session.open("en-US")
        let english = try session.text("document.querySelector('label[for=stay]')?.textContent.trim() ?? ''")
        let november = ["el-GR": "Νοέμβριος", "ko-KR": "11월", "ja-JP": "11月", "ar-EG": "نوفمبر"]
        for locale in ["el-GR", "ko-KR", "ja-JP", "ar-EG"] {
            try session.open(locale)
            let figures = try session.js("(\(script))('\(locale)')") as? [String: Any] ?? [:]
            let lang = figures["lang"] as? String ?? "?", dir = figures["dir"] as? String ?? "?"
            let width = figures["width"] as? Int ?? -1
            let overflowing = figures["overflowing"] as? [String] ?? ["?"]
            let month = figures["month"] as? String ?? "?", want = november[locale] ?? "?"
            let stay = figures["stay"] as? String ?? ""
            let language = String(locale.prefix(2))
            let good = lang.hasPrefix(language) && dir == (language == "ar" ? "rtl" : "ltr") && width <= 390
                && overflowing.isEmpty && month == want && !stay.isEmpty && stay != english
            session.report(good, "in \(locale) on a phone: labels fit, the month stands alone, the page's words are \(language)",
                           "lang \(lang) dir \(dir); scrollWidth \(width) px; "
                               + (overflowing.isEmpty ? "every visible label fits" : "overflowing: " + overflowing.joined(separator: ", "))
                               + "; month \"\(month)\" (standalone \"\(want)\"); #stay's label \"\(stay)\" (en-US \"\(english)\")")
        }
        try session.use(.desktop)
    }

    static let script = """
        (locale) => {
          const overflowing = [];
          for (const ribbon of document.querySelectorAll('[data-picker] [data-ribbon]')) {
            const box = ribbon.getBoundingClientRect();
            for (const cell of ribbon.querySelectorAll('.cell')) {
              if (cell.hidden || !cell.getClientRects().length) continue;
              const r = cell.getBoundingClientRect();
              if (r.right < box.left || r.left > box.right || r.bottom < box.top || r.top > box.bottom) continue;
              if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1) {
                overflowing.push(`${ribbon.dataset.ribbon} "${cell.textContent.trim()}" ${cell.scrollWidth}>${cell.clientWidth}`);
              }
            }
          }
          const month = webCheck.ribbon('month');
          return { lang: document.documentElement.lang, dir: document.documentElement.dir,
                   width: document.documentElement.scrollWidth, overflowing: overflowing.slice(0, 6),
                   month: month?.getAttribute('aria-valuetext') ?? '',
                   stay: document.querySelector('label[for=stay]')?.textContent.trim() ?? '' };
        }
        """
}
