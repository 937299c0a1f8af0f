import Foundation

/// The pictures: the README's screenshots (desktop, phone, dark, right to
/// left; a range chosen in each), and Firefox's rendering of the page
/// compared with Chromium's of the same URL at the same size: not blank, and
/// alike (the same picker in the same place).
@MainActor
enum PictureChecks {
    /// Writes each screenshot of `files` ("desktop", "phone" in the Chinese calendar, "dark",
    /// "rtl" in Arabic and the Umm al-Qura calendar) to its file.
    static func screenshots(_ session: CheckSession, to files: [String: String]) throws {
        for (name, viewport, locale, scheme, query) in [
            ("desktop", DevTools.Viewport.desktop, "en-US", nil, ""), ("phone", .phone, "en-US", nil, "calendar=chinese"),
            ("dark", .desktop, "en-US", "dark", ""), ("rtl", .desktop, "ar-EG", nil, "calendar=islamic-umalqura"),
        ] as [(String, DevTools.Viewport, String, String?, String)] {
            guard let path = files[name] else { continue }
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try session.use(viewport, colorScheme: scheme)
            try session.open(locale, query)
            try? session.driver.choose("2026-11-20", with: viewport.phone ? .touch : .mouse)
            try? session.driver.choose("2026-11-25", with: viewport.phone ? .touch : .mouse)
            _ = try session.js("document.activeElement.blur(); window.scrollTo(0, 0)")
            Thread.sleep(forTimeInterval: 0.3)
            try session.screenshot(to: path)
        }
        try session.use(.desktop)
    }

    /// Compares Firefox's picture with Chromium's of `?today=2026-11-28` at
    /// 1280×900, in the box where Chromium draws the inline picker: the same
    /// picker drawn there has about as much ink, in about the same places.
    static func firefox(_ session: CheckSession, picture path: String) throws {
        guard let firefox = FileManager.default.contents(atPath: path) else {
            session.report(false, "Firefox ESR renders the same picker", "no picture at \(path)")
            return
        }
        try session.use(.firefox)
        try session.tools.navigate(to: session.pageURL + "?today=\(CheckSession.today)")
        try session.driver.waitUntilReady()
        _ = try session.js("window.scrollTo(0, 0)")
        Thread.sleep(forTimeInterval: 0.3)
        let box = try session.js("""
            (() => { const r = (webCheck.picker('inline') || document.querySelector('main')).getBoundingClientRect();
              return [r.left, r.top, r.width, Math.min(r.height, innerHeight - r.top)].map(Math.round); })()
            """) as? [Int] ?? [0, 0, 1280, 900]
        let chromium = try session.tools.screenshot()
        try session.tools.navigate(to: "about:blank")
        let figures = try session.js("(\(compareScript))('\(firefox.base64EncodedString())', '\(chromium.base64EncodedString())', \(box))")
            as? [String: Any] ?? [:]
        func number(_ key: String) -> Double { (figures[key] as? NSNumber)?.doubleValue ?? -1 }
        let colours = number("colours"), ink = number("ink"), reference = number("referenceInk"), difference = number("difference")
        let size = figures["size"] as? String ?? "?"
        let ratio = reference > 0 ? ink / reference : 0
        session.report(colours >= 16 && ratio >= 0.6 && ratio <= 1.6 && difference >= 0 && difference <= maximumDifference,
                       "Firefox ESR renders the same picker as Chromium",
                       String(format: "Firefox's %@ picture, %.0f colours; in the inline picker's box %@: ink %.1f%% (Chromium's %.1f%%, ratio %.2f, 0.6...1.6), mean difference %.1f%% (at most %.0f%%)",
                              size, colours, box.map(String.init).joined(separator: ","), ink * 100, reference * 100, ratio,
                              difference * 100, maximumDifference * 100))
        try session.use(.desktop)
    }

    /// How far apart the two pictures may be in the picker's box: the mean
    /// difference of grey thumbnails (96 px wide), as a fraction of full scale.
    /// Two engines' fonts and antialiasing differ a little; a picker missing
    /// or drawn elsewhere differs more.
    static let maximumDifference = 0.04

    /// Decodes two PNGs (base64) in the page: the first's size and colours
    /// (4 bits a channel); in `box` of each, the ink (pixels off the box's
    /// commonest grey by more than 24 of 255) and the mean grey difference of
    /// the two boxes scaled to a 96-pixel-wide thumbnail.
    static let compareScript = """
        async (first, second, [left, top, width, height]) => {
          const load = (data) => new Promise((resolve, reject) => {
            const image = new Image(); image.onload = () => resolve(image); image.onerror = reject;
            image.src = 'data:image/png;base64,' + data; });
          const [a, b] = await Promise.all([load(first), load(second)]);
          const pixels = (image, sx, sy, sw, sh, w, h) => { const c = document.createElement('canvas'); c.width = w; c.height = h;
            const g = c.getContext('2d'); g.imageSmoothingQuality = 'high'; g.drawImage(image, sx, sy, sw, sh, 0, 0, w, h);
            return g.getImageData(0, 0, w, h).data; };
          const full = pixels(a, 0, 0, a.naturalWidth, a.naturalHeight, a.naturalWidth, a.naturalHeight), colours = new Set();
          for (let i = 0; i < full.length; i += 4) colours.add((full[i] >> 4) << 8 | (full[i + 1] >> 4) << 4 | (full[i + 2] >> 4));
          const grey = (d, i) => 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
          const ink = (image) => {
            const d = pixels(image, left, top, width, height, width, height), counts = new Map();
            for (let i = 0; i < d.length; i += 4) { const g = Math.round(grey(d, i) / 8); counts.set(g, (counts.get(g) || 0) + 1); }
            const background = [...counts.entries()].sort((x, y) => y[1] - x[1])[0][0] * 8;
            let n = 0;
            for (let i = 0; i < d.length; i += 4) if (Math.abs(grey(d, i) - background) > 24) n++;
            return n / (d.length / 4); };
          const w = 96, h = Math.max(1, Math.round(96 * height / width));
          const x = pixels(a, left, top, width, height, w, h), y = pixels(b, left, top, width, height, w, h);
          let sum = 0;
          for (let i = 0; i < x.length; i += 4) sum += Math.abs(grey(x, i) - grey(y, i));
          return { size: a.naturalWidth + '×' + a.naturalHeight, colours: colours.size, ink: ink(a), referenceInk: ink(b),
                   difference: sum / (x.length / 4) / 255 };
        }
        """
}
