extension Weekday {
    /// The weekday weeks start on in a region, by CLDR's week data
    /// (`supplementalData.xml`, `firstDay`), as CLDR 48 and ICU 78 have it
    /// (Algeria and the United Arab Emirates now start on Monday, Jordan on Sunday):
    /// Sunday in the United States, Japan or Brazil, Saturday in Egypt or Iran,
    /// Friday in the Maldives, Monday elsewhere.
    ///
    /// An Embedded host, with no locale database, starts its grids with it; a
    /// host with Foundation gets the same answer from a `Locale`, and from the
    /// user's own preference where there is one.
    ///
    /// - Parameter region: An ISO 3166 region code, such as `"US"` (any case).
    /// - Returns: The weekday; Monday, CLDR's default, for a code it does not list.
    /// - Complexity: O(1): a search of a few dozen codes.
    public static func firstOfWeek(inRegion region: String) -> Weekday {
        let code = region.uppercased()
        if sundayRegions.contains(code) { return .sunday }
        if saturdayRegions.contains(code) { return .saturday }
        if code == "MV" { return .friday }
        return .monday
    }

    /// CLDR's regions whose weeks start on Sunday.
    static let sundayRegions: Set<String> = [
        "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU", "HK", "HN", "ID",
        "IL", "IN", "JM", "JO", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP", "PA", "PE", "PH",
        "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
    ]

    /// CLDR's regions whose weeks start on Saturday.
    static let saturdayRegions: Set<String> = [
        "AF", "BH", "DJ", "EG", "IQ", "IR", "KW", "LY", "OM", "QA", "SD", "SY",
    ]
}
