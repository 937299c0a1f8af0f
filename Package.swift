// swift-tools-version: 6.0
import PackageDescription

/// On Linux, `rounded()`, `floor` and friends come from the C math library;
/// targets without Foundation link it themselves so that a package depending
/// on them alone links.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android]))]

let package = Package(
    name: "MiniPicker",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MiniPicker", targets: ["MiniPicker"]),
        .library(name: "DayModel", targets: ["DayModel"]),
        .library(name: "Calendars", targets: ["Calendars"]),
        .library(name: "CalendarPicker", targets: ["CalendarPicker"]),
        .library(name: "InlineForm", targets: ["InlineForm"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalPickers", targets: ["TerminalPickers"]),
        .executable(name: "demo", targets: ["demo"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        // The ribbon, its gestures, the cell cache and the picker. Pure Swift; also builds as Embedded Swift.
        .target(name: "MiniPicker", linkerSettings: libm),
        // Days, months, years and ranges as values, the same in every calendar. Pure Swift; also builds as Embedded Swift.
        .target(name: "DayModel"),
        // Every calendar the pickers offer, computed by the package: arithmetic and generated tables.
        // Pure Swift; also builds as Embedded Swift.
        .target(name: "Calendars", dependencies: ["DayModel"]),
        // Calendars' names, time zones, month and year pickers and the day picker. Foundation at the edge.
        .target(name: "CalendarPicker", dependencies: ["DayModel", "Calendars", "MiniPicker"]),
        // The astronomy the calendar tables are generated with (new moons, solar terms, equinoxes):
        // the generator's and the tests', never a shipping library's.
        .target(name: "CalendarAstronomy", dependencies: ["DayModel"], path: "Sources/Generator/Astronomy"),
        // Writes the generated tables of Sources/Calendars: swift run generate-calendar-tables [--check].
        .executableTarget(name: "generate-calendar-tables", dependencies: ["CalendarAstronomy", "Calendars"],
                          path: "Sources/Generator/Main"),
        // Forms whose rows open inline pickers, with a draft, Save and Cancel. Pure Swift.
        .target(name: "InlineForm", dependencies: ["DayModel"]),
        // A terminal toolkit: input decoder, screen buffer and renderer, session, run loop. Pure Swift and libc.
        .target(name: "TerminalUI", linkerSettings: libm),
        // Ribbons, month grids and the day picker drawn as text for terminals.
        .target(name: "TerminalPickers", dependencies: ["MiniPicker", "CalendarPicker", "TerminalUI"]),
        // A command-line parser: options declared once, the usage and help made from them, one-line
        // errors. Pure Swift; the demo's (package access, not a product).
        .target(name: "CommandLineKit"),
        // An InlineForm form on a terminal screen: layout, renderer, line editor, typed dates and times,
        // inline pickers, keys. Package access, not a product yet: its API is to be reviewed first.
        .target(name: "TerminalForms", dependencies: ["MiniPicker", "CalendarPicker", "InlineForm", "TerminalUI",
                                                      "TerminalPickers"]),
        // Screens as animated SVG pictures, for the documentation's pictures (package access, not a product).
        .target(name: "ScreenPictures", dependencies: ["TerminalUI"]),
        // The command-line demo's commands and screens, a library so that the benchmark and the fuzz
        // targets run the demo's own code (package access, not a product).
        .target(name: "DemoKit", dependencies: ["CommandLineKit", "MiniPicker", "CalendarPicker", "InlineForm",
                                                "TerminalUI", "TerminalPickers", "TerminalForms", "ScreenPictures"],
                path: "Demo", exclude: ["Main", "Web"]),
        // The command-line demo: swift run demo.
        .executableTarget(name: "demo", dependencies: ["DemoKit"], path: "Demo/Main"),
        // The web page's Swift: ribbons of DOM cells on RibbonPicker and the date pickers on the
        // pure-Swift calendars (Demo/Web/build makes it Embedded Swift).
        .target(name: "WebRibbons", dependencies: ["MiniPicker", "DayModel", "Calendars"], path: "Demo/Web/Sources"),
        // Drives the page in headless Chromium: swift run web-check PAGE.html (.ci/run does).
        .executableTarget(name: "web-check", dependencies: ["WebRibbons", "MiniPicker"], path: "Demo/Web/Check"),

        // The benchmarks: swift run -c release bench.
        .executableTarget(name: "bench", dependencies: ["MiniPicker", "CalendarPicker", "TerminalUI", "TerminalPickers", "DemoKit"],
                          path: "Sources/Benchmarks"),

        // Fuzz targets (libFuzzer; .ci/fuzz builds them with -DFUZZING). Without it they replay input files.
        // Their bodies are functions of FuzzTargets, which FuzzReplayTests runs over Tests/FuzzCorpus.
        .target(name: "FuzzSupport", path: "Sources/Fuzz/Support"),
        .target(name: "FuzzTargets", dependencies: ["FuzzSupport", "MiniPicker", "TerminalUI", "CalendarPicker", "InlineForm",
                                                    "TerminalForms", "DemoKit"],
                path: "Sources/Fuzz/Targets"),
        .executableTarget(name: "fuzz-gestures", dependencies: ["FuzzSupport", "FuzzTargets"], path: "Sources/Fuzz/Gestures"),
        .executableTarget(name: "fuzz-decoder", dependencies: ["FuzzSupport", "FuzzTargets"], path: "Sources/Fuzz/Decoder"),
        .executableTarget(name: "fuzz-calendar", dependencies: ["FuzzSupport", "FuzzTargets"], path: "Sources/Fuzz/Calendar"),
        .executableTarget(name: "fuzz-form", dependencies: ["FuzzSupport", "FuzzTargets"], path: "Sources/Fuzz/Form"),
        .executableTarget(name: "fuzz-pick-arguments", dependencies: ["FuzzSupport", "FuzzTargets"],
                          path: "Sources/Fuzz/PickArguments"),
        .executableTarget(name: "fuzz-date-entry", dependencies: ["FuzzSupport", "FuzzTargets"], path: "Sources/Fuzz/DateEntry"),
        .executableTarget(name: "fuzz-values", dependencies: ["FuzzSupport", "FuzzTargets"], path: "Sources/Fuzz/Values"),

        // Shared helpers for the tests: seeded generator, snapshots.
        .target(name: "TestSupport", dependencies: ["DayModel"], path: "Tests/TestSupport"),
        .testTarget(name: "MiniPickerTests", dependencies: ["MiniPicker", "TestSupport"]),
        .testTarget(name: "DayModelTests", dependencies: ["DayModel", "TestSupport"]),
        .testTarget(name: "CalendarsTests", dependencies: ["Calendars", "CalendarAstronomy", "TestSupport"],
                    exclude: ["Oracles"]),
        .testTarget(name: "InlineFormTests", dependencies: ["InlineForm", "TestSupport"]),
        .testTarget(name: "CalendarPickerTests", dependencies: ["CalendarPicker", "CalendarAstronomy", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
        .testTarget(name: "TerminalPickersTests", dependencies: ["TerminalPickers", "TestSupport"]),
        .testTarget(name: "TerminalFormsTests", dependencies: ["TerminalForms", "CalendarPicker", "InlineForm", "TerminalUI",
                                                              "TerminalPickers"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["bench", "MiniPicker"]),
        .testTarget(name: "DemoTests", dependencies: ["demo", "DemoKit", "TerminalForms", "ScreenPictures", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "WebRibbonsTests", dependencies: ["WebRibbons", "MiniPicker", "DayModel", "Calendars"]),
    ],
    swiftLanguageModes: [.v6]
)
