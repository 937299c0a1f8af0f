/// The values a hostile-values test hands every public API that takes a
/// number or text: the ones an app may hold without meaning to (0, a
/// negative count, NaN from a division, a huge date), at and around the
/// limits of their types.
public enum HostileValues {
    /// Whole numbers: 0, small ones of both signs, powers of two, and the ends of `Int`.
    public static let ints: [Int] = [
        0, 1, -1, 2, 6, 7, 12, 13, -7, 60, 1439, 1440, 1 << 20, -(1 << 20), 1 << 40, -(1 << 40),
        Int.max / 2, Int.min / 2, Int.max - 1, Int.min + 1, Int.max, Int.min,
    ]

    /// Real numbers: 0 of both signs, small and huge ones, NaN and the infinities.
    public static let doubles: [Double] = [
        0, -0.0, 0.5, 1, -1, 40, -40, 320, 1e-300, -1e-300, 1e15, -1e15, 1e300, -1e300,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, -.infinity,
    ]

    /// Text: empty, white space, near misses of the package's forms, other
    /// scripts' digits, control and direction characters, combining marks,
    /// an emoji sequence, numbers past `Int`, and 100 000 characters.
    public static let texts: [String] = [
        "", " ", "\t", "\n", "0", "-", "+", ":", "T", "Z", "P", "PT", "PT0S", "x", "٠", "٢٠٢٦-١١-٢٥",
        "2026-11-25", "2026-02-30", "+2026-11-25", "-0009-03-01", "+99999999999999999999-01-01", "2026-11-25T",
        "2026-11-25T08:45:00+01:00", "2026-11-25T24:00:00Z", "2026-11-25T08:45:00+99:99", "09:30", "09:30:15",
        "24:00", "9:3", "PT99999999999999999999H", "PT1H30M0S", "P1D", "99999999999999999999", "-9223372036854775808",
        "9223372036854775807", "\u{0}", "\u{7F}", "\u{1B}[31m", "\u{202E}abc\u{202C}", "e\u{301}\u{301}\u{301}",
        "👩‍👩‍👧‍👦", "\u{FEFF}2026-11-25", "2026-11-25\u{0}", "e0:5787-03-15", "e99999999999999999999:1-1-1",
        String(repeating: "9", count: 100_000), String(repeating: "2026-", count: 20_000), String(repeating: "é", count: 50_000),
    ]

    /// Booleans, both.
    public static let bools = [false, true]
}
