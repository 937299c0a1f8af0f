import Foundation

/// The device and the person's preferences, as the browser emulates them:
/// the viewport (a desktop window or a phone with touch), the colour scheme
/// and reduced motion; and what assistive technology reads (the
/// accessibility tree).
extension DevTools {
    /// A viewport the checks use.
    struct Viewport: CustomStringConvertible {
        var width: Int
        var height: Int
        /// A phone: mobile emulation (the meta viewport applies) and touch.
        var phone: Bool

        static let desktop = Viewport(width: 1280, height: 800, phone: false)
        static let phone = Viewport(width: 390, height: 844, phone: true)
        /// Firefox's window in .ci/web.
        static let firefox = Viewport(width: 1280, height: 900, phone: false)

        var description: String { "\(width)×\(height)\(phone ? " touch" : "")" }
    }

    /// Sets the viewport's size, mobile emulation and touch.
    func setViewport(_ viewport: Viewport) throws {
        try command("Emulation.setDeviceMetricsOverride",
                    ["width": viewport.width, "height": viewport.height, "deviceScaleFactor": 1,
                     "mobile": viewport.phone, "screenWidth": viewport.width, "screenHeight": viewport.height])
        try command("Emulation.setTouchEmulationEnabled", ["enabled": viewport.phone, "maxTouchPoints": 5])
    }

    /// The person's preferences, as media features; nil leaves the browser's default.
    func setPreferences(colorScheme: String? = nil, reducedMotion: Bool = false) throws {
        var features: [[String: String]] = [["name": "prefers-color-scheme", "value": colorScheme ?? ""]]
        features.append(["name": "prefers-reduced-motion", "value": reducedMotion ? "reduce" : ""])
        try command("Emulation.setEmulatedMedia", ["media": "", "features": features])
    }

    /// One node of the accessibility tree, as a screen reader sees it.
    struct AXNode {
        var role: String
        var name: String
        var ignored: Bool
        var properties: [String: Any]
        var backendNodeID: Int?
    }

    /// The page's whole accessibility tree.
    func accessibilityTree() throws -> [AXNode] {
        try command("Accessibility.enable")
        let result = try command("Accessibility.getFullAXTree")
        let nodes = result["nodes"] as? [[String: Any]] ?? []
        return nodes.map { node in
            func value(_ key: String) -> String {
                ((node[key] as? [String: Any])?["value"] as? String) ?? ""
            }
            var properties: [String: Any] = [:]
            for property in node["properties"] as? [[String: Any]] ?? [] {
                if let name = property["name"] as? String {
                    properties[name] = (property["value"] as? [String: Any])?["value"]
                }
            }
            return AXNode(role: value("role"), name: value("name"), ignored: node["ignored"] as? Bool ?? false,
                          properties: properties, backendNodeID: node["backendDOMNodeId"] as? Int)
        }
    }

    /// Runs `source` before any script of every page loaded from now on.
    func addScriptToEveryPage(_ source: String) throws {
        try command("Page.addScriptToEvaluateOnNewDocument", ["source": source])
    }
}
