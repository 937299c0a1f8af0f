import DayModel
import Foundation

/// A CSV file of `Sources/Generator/Data`: `#` comments, a header row, then rows of numbers and dates.
struct DataFile {
    /// The file's name.
    let name: String
    /// Its rows, each cell by the header's column name.
    let rows: [[String: String]]

    /// Reads a data file of the package.
    init(_ name: String, root: String) throws {
        self.name = name
        let text = try String(contentsOfFile: root + "/Sources/Generator/Data/" + name, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let table = lines.filter { !$0.hasPrefix("#") }
        let header = table.first?.split(separator: ",").map(String.init) ?? []
        rows = table.dropFirst().map { line in
            Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: ",").map(String.init)))
        }
    }

    /// A row's integer.
    func integer(_ column: String, of row: [String: String]) -> Int {
        guard let text = row[column], let value = Int(text) else { preconditionFailure("\(name): no integer \(column) in \(row)") }
        return value
    }

    /// A row's `year-month-day`, read in the proleptic Gregorian calendar, or
    /// with `reform` in the Julian calendar before 15 October 1582.
    func dayNumber(_ column: String, of row: [String: String], reform: Bool = false) -> Int {
        guard let parts = row[column]?.split(separator: "-").compactMap({ Int($0) }), parts.count == 3 else {
            preconditionFailure("\(name): no date \(column) in \(row)")
        }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        if reform && (year, month, day) < (1582, 10, 15) {
            return DayArithmetic.dayNumber(julianYear: year, month: month, day: day)
        }
        return DayArithmetic.dayNumber(gregorianYear: year, month: month, day: day)
    }
}
