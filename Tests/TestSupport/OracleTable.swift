import DayModel

/// A table of days produced once by an independent converter, read from
/// `Tests/CalendarsTests/Oracles/NAME.csv` (`gregorian_iso,era,year,month,day,is_leap_month`).
///
/// The tables, their sources and conventions are described in
/// `Oracles/README.md`; `Oracles/generate.py` regenerates them with the
/// pinned packages of `Oracles/requirements.txt` (Python 3.11, PyPI:
/// calendrical, convertdate, pyluach, hijridate, persiantools, jdatetime,
/// sxtwl, lunar-python, korean-lunar-calendar, vnlunar, PyEphem) and Java 17's
/// `java.time.chrono.HijrahChronology`. The tests read the files and never run Python.
public struct OracleTable {
    /// One row: a day and how the independent converter names it.
    public struct Row: CustomStringConvertible {
        public let day: Day
        public let era: Int
        public let year: Int
        public let month: Int
        public let dayOfMonth: Int
        public let isLeapMonth: Bool

        public var description: String { "\(day): \(era)/\(year)-\(month)\(isLeapMonth ? "l" : "")-\(dayOfMonth)" }
    }

    /// The rows, in the file's order.
    public let rows: [Row]

    /// The folder of the tables, beside this file's folder.
    public static let folder: String = {
        var path = #filePath   // …/Tests/TestSupport/OracleTable.swift
        for _ in 0..<2 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/CalendarsTests/Oracles"
    }()

    /// Reads `Oracles/NAME.csv`.
    ///
    /// - Parameter name: The file's name without `.csv`.
    public init(_ name: String) throws {
        guard let text = PublicAPIScan.readFile(Self.folder + "/" + name + ".csv") else {
            throw OracleError("cannot read Oracles/\(name).csv")
        }
        var rows: [Row] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 6, let day = try? Day(iso8601: String(fields[0])),
                  let era = Int(fields[1]), let year = Int(fields[2]), let month = Int(fields[3]), let dayOfMonth = Int(fields[4])
            else { throw OracleError("Oracles/\(name).csv: cannot read '\(line)'") }
            rows.append(Row(day: day, era: era, year: year, month: month, dayOfMonth: dayOfMonth, isLeapMonth: fields[5] == "1"))
        }
        self.rows = rows
    }
}

/// A table that cannot be read.
public struct OracleError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    public init(_ description: String) { self.description = description }
}
