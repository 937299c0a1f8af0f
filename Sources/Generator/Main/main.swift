import CalendarAstronomy
import Calendars
import DayModel
import Foundation

// generate-calendar-tables: writes the generated tables of Sources/Calendars
// from the package's astronomy and the published data beside it, or with
// --check, fails when a checked-in table is not what it would write.
//
//   swift run generate-calendar-tables [--check] [--root PACKAGE]

var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
var root = FileManager.default.currentDirectoryPath
if let index = arguments.firstIndex(of: "--root"), index + 1 < arguments.count {
    root = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
}
guard arguments.isEmpty else {
    FileHandle.standardError.write(Data("generate-calendar-tables: unknown arguments \(arguments); usage: [--check] [--root PACKAGE]\n".utf8))
    exit(2)
}
guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
    FileHandle.standardError.write(Data("generate-calendar-tables: '\(root)' is not the package's root (no Package.swift)\n".utf8))
    exit(2)
}

var stale: [String] = []
for table in GeneratedTables.all {
    let path = root + "/Sources/Calendars/Tables/" + table.file
    let text = try table.generate(root)
    let current = try? String(contentsOfFile: path, encoding: .utf8)
    if check {
        if current != text { stale.append(table.file) }
    } else if current != text {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote Sources/Calendars/Tables/\(table.file)")
    } else {
        print("unchanged Sources/Calendars/Tables/\(table.file)")
    }
}
if check {
    if stale.isEmpty {
        print("generate-calendar-tables: the \(GeneratedTables.all.count) tables are what the generator writes")
    } else {
        FileHandle.standardError.write(Data("generate-calendar-tables: not what the generator writes: \(stale.joined(separator: ", ")); run swift run generate-calendar-tables\n".utf8))
        exit(1)
    }
}
