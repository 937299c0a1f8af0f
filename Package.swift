// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MiniPicker",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MiniPicker", targets: ["MiniPicker"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "demo", targets: ["demo"]),
    ],
    targets: [
        // The ribbon, its gestures, the cell cache and the picker. Pure Swift.
        .target(name: "MiniPicker"),
        // Text drawing of pickers for terminals.
        .target(name: "TerminalUI", dependencies: ["MiniPicker"]),
        // The command-line demo.
        .executableTarget(name: "demo", dependencies: ["MiniPicker", "TerminalUI"], path: "Demo"),

        // Shared helpers for the tests: seeded generator, snapshots.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MiniPickerTests", dependencies: ["MiniPicker", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
        .testTarget(name: "DemoTests", dependencies: ["demo", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
