// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MiniPicker",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MiniPicker", targets: ["MiniPicker"]),
        .library(name: "CalendarPicker", targets: ["CalendarPicker"]),
        .library(name: "InlineForm", targets: ["InlineForm"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "demo", targets: ["demo"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        // The ribbon, its gestures, the cell cache and the picker. Pure Swift.
        .target(name: "MiniPicker"),
        // Days, month grids, month and year pickers and the calendar picker. Foundation.
        .target(name: "CalendarPicker", dependencies: ["MiniPicker"]),
        // Forms whose rows open inline pickers, with a draft, Save and Cancel. Pure Swift.
        .target(name: "InlineForm"),
        // Text drawing of pickers for terminals.
        .target(name: "TerminalUI", dependencies: ["MiniPicker", "CalendarPicker"]),
        // The command-line demo.
        .executableTarget(name: "demo", dependencies: ["MiniPicker", "CalendarPicker", "InlineForm", "TerminalUI"], path: "Demo"),

        // The benchmarks: swift run -c release bench.
        .executableTarget(name: "bench", dependencies: ["MiniPicker", "CalendarPicker", "TerminalUI"],
                          path: "Sources/Benchmarks"),

        // Fuzz targets (libFuzzer; .ci/fuzz builds them with -DFUZZING). Without it they replay input files.
        .target(name: "FuzzSupport", path: "Sources/Fuzz/Support"),
        .executableTarget(name: "fuzz-gestures", dependencies: ["FuzzSupport", "MiniPicker"], path: "Sources/Fuzz/Gestures"),
        .executableTarget(name: "fuzz-decoder", dependencies: ["FuzzSupport", "TerminalUI"], path: "Sources/Fuzz/Decoder"),
        .executableTarget(name: "fuzz-calendar", dependencies: ["FuzzSupport", "CalendarPicker"], path: "Sources/Fuzz/Calendar"),
        .executableTarget(name: "fuzz-form", dependencies: ["FuzzSupport", "InlineForm"], path: "Sources/Fuzz/Form"),

        // Shared helpers for the tests: seeded generator, snapshots.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MiniPickerTests", dependencies: ["MiniPicker", "TestSupport"]),
        .testTarget(name: "InlineFormTests", dependencies: ["InlineForm", "TestSupport"]),
        .testTarget(name: "CalendarPickerTests", dependencies: ["CalendarPicker", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["bench", "MiniPicker"]),
        .testTarget(name: "DemoTests", dependencies: ["demo", "TestSupport"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
