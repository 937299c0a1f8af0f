import Foundation
import Testing
import ScreenPictures
@_spi(Testing) import TerminalUI
@testable import DemoKit

#if canImport(FoundationXML)
import FoundationXML
#endif

@MainActor
@Suite("demo pictures")
struct PicturesTests {
    /// The package's root: this file is `Tests/DemoTests/PicturesTests.swift`.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the committed pictures are what the demo renders today")
    func committedPicturesAreCurrent() throws {
        for picture in DemoPictures.all() {
            let committed = try? String(contentsOf: root.appendingPathComponent(picture.path), encoding: .utf8)
            let isCurrent = committed == picture.svg
            #expect(isCurrent, "\(picture.path) is out of date; regenerate with: swift run demo pictures")
        }
    }

    @Test("rendering twice gives the same bytes")
    func renderingIsDeterministic() {
        #expect(DemoPictures.all().map(\.svg) == DemoPictures.all().map(\.svg))
    }

    @Test("every picture is well-formed XML with an svg root")
    func picturesAreWellFormed() throws {
        for picture in DemoPictures.all() {
            #expect(picture.svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), "\(picture.path)")
            #expect(picture.svg.hasSuffix("</svg>\n"), "\(picture.path)")
            let parser = XMLParser(data: Data(picture.svg.utf8))
            #expect(parser.parse(), "\(picture.path): \(String(describing: parser.parserError))")
        }
    }

    @Test("the drag picture holds the ribbon between two months; the settled one shows December")
    func dragAndSettle() throws {
        let pictures = Dictionary(uniqueKeysWithValues: DemoPictures.all().map { ($0.path, $0.svg) })
        let drag = try #require(pictures["Sources/MiniPicker/MiniPicker.docc/Resources/month-ribbon-drag.svg"])
        let settled = try #require(pictures["Sources/MiniPicker/MiniPicker.docc/Resources/month-ribbon-settled.svg"])
        #expect(!drag.contains(">December<") && !drag.contains(">November<"))
        #expect(settled.contains(">December<"))
        #expect(settled.contains(">2026-12-25<"))
        let fling = try #require(pictures["Sources/MiniPicker/MiniPicker.docc/Resources/month-ribbon-fling.svg"])
        #expect(fling.contains("<animate attributeName=\"visibility\""))
    }

    @Test("a cell becomes a word stretched over its columns, with XML's characters escaped")
    func cellsToText() {
        var terminal = VirtualTerminal(width: 6, height: 1)
        var buffer = ScreenBuffer(width: 6, height: 1)
        _ = buffer.put("a<b &", atColumn: 0, row: 0, style: Style(foreground: .red, bold: true))
        var renderer = ScreenRenderer()
        terminal.apply(renderer.render(buffer))
        let svg = SVGPicture(title: "x\"y", frames: [PictureFrame(of: terminal, rows: 0..<1)]).svg
        #expect(svg.contains("<text x=\"14\" y=\"56\" textLength=\"27\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#cc6666\" font-weight=\"bold\">a&lt;b</text>"))
        #expect(svg.contains("<text x=\"50\" y=\"56\" textLength=\"9\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#cc6666\" font-weight=\"bold\">&amp;</text>"))
        #expect(svg.contains("aria-label=\"x&quot;y\""))
        #expect(!svg.contains("<animate"))
    }

    @Test("frames like the one before are merged; rows that never change are drawn once")
    func animationMergesFrames() {
        func frame(_ lines: [String], _ duration: Double) -> PictureFrame {
            var terminal = VirtualTerminal(width: 3, height: lines.count)
            var buffer = ScreenBuffer(width: 3, height: lines.count)
            for (row, line) in lines.enumerated() { _ = buffer.put(line, atColumn: 0, row: row) }
            var renderer = ScreenRenderer()
            terminal.apply(renderer.render(buffer))
            return PictureFrame(of: terminal, rows: 0..<lines.count, duration: duration)
        }
        let picture = SVGPicture(title: "t", frames: [frame(["top", "one"], 500), frame(["top", "one"], 500), frame(["top", "two"], 1000)])
        #expect(picture.frames.map(\.duration) == [1000, 1000])
        let svg = picture.svg
        #expect(svg.components(separatedBy: ">top<").count == 2)
        #expect(svg.contains("<g visibility=\"visible\"><animate attributeName=\"visibility\" values=\"visible;hidden\" keyTimes=\"0;0.5\" dur=\"2s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"))
        #expect(svg.contains("<g visibility=\"hidden\"><animate attributeName=\"visibility\" values=\"hidden;visible\" keyTimes=\"0;0.5\" dur=\"2s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>"))
    }

    @Test("--check reports stale pictures with status 1, and is quiet once they are written")
    func checkAndWrite() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A copy of the package: its manifest names it, and it has its catalogs.
        try "// swift-tools-version:6.0\nlet package = Package(\n    name: \"MiniPicker\"\n)\n"
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(PicturesCommand.catalog),
                                                withIntermediateDirectories: true)

        let stale = await DemoMain.run(arguments: ["pictures", "--check", "--root", folder.path])
        #expect(stale.status == 1)
        #expect(stale.errorOutput.hasPrefix("demo: pictures out of date (regenerate with: swift run demo pictures):\n"))
        #expect(stale.errorOutput.contains("  Sources/CalendarPicker/CalendarPicker.docc/Resources/calendar-range.svg\n"))

        let written = await DemoMain.run(arguments: ["pictures", "--root=\(folder.path)"])
        #expect(written.status == 0, "\(written.errorOutput)")
        #expect(written.output.split(separator: "\n").allSatisfy { $0.hasPrefix("wrote ") })
        #expect(await DemoMain.run(arguments: ["pictures", "--check", "--root", folder.path])
                == DemoMain.Result(status: 0, output: "pictures up to date\n", errorOutput: ""))
        let again = await DemoMain.run(arguments: ["pictures", "--root", folder.path])
        #expect(again.output.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged ") })
    }

    @Test("--root of another package, even one with the same folders, writes nothing and exits 2")
    func anotherPackage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("other-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(PicturesCommand.catalog),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// swift-tools-version:6.0\nlet package = Package(name: \"Other\")\n"
            .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = await DemoMain.run(arguments: ["pictures", "--root", folder.path])
        #expect(result == DemoMain.Result(status: 2, output: "", errorOutput:
            "demo: error: '\(folder.path)' is not the MiniPicker package's root (its Package.swift is another package's)\n"))
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        #expect(written.isEmpty)
    }

    @Test("bad options give one line and exit code 2", arguments: [
        (["--bogus"], "demo: error: unknown option '--bogus' (try: demo pictures --help)\n"),
        (["--root"], "demo: error: --root needs a value\n"),
        (["--root", "/nonexistent-folder"],
         "demo: error: '/nonexistent-folder' is not the MiniPicker package's root (no Package.swift); run from it or pass --root\n"),
        (["extra"], nil),
    ])
    func badOptions(arguments: [String], message: String?) async {
        let result = await DemoMain.run(arguments: ["pictures"] + arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        if let message { #expect(result.errorOutput == message) }
        #expect(result.errorOutput.filter { $0 == "\n" }.count == 1)
    }
}
