import Foundation

/// A DevTools protocol session with one page of a ``Chromium``: commands
/// and their answers, and the events that tell of script errors and requests.
final class DevTools {
    private let browser: Chromium
    private var nextID = 0
    private var sessionID: String?
    /// Script errors: exceptions and console errors, as one line each.
    private(set) var scriptErrors: [String] = []
    /// The URLs the page requested.
    private(set) var requests: [String] = []
    /// Whether a load event came since the last navigation.
    private var loaded = false

    init(browser: Chromium) {
        self.browser = browser
    }

    /// Opens a page and attaches to it; later commands go to that page.
    func openPage(width: Int, height: Int) throws {
        let target = try command("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Chromium.Failure.protocolError("no targetId") }
        let attached = try command("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Chromium.Failure.protocolError("no sessionId") }
        sessionID = session
        for domain in ["Page", "Runtime", "Log", "Network"] { _ = try command("\(domain).enable") }
        _ = try command("Emulation.setDeviceMetricsOverride",
                        ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    /// Sends a command and waits for its answer; events met meanwhile are noted.
    ///
    /// - Returns: The answer's result.
    @discardableResult
    func command(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 30) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let sessionID { message["sessionId"] = sessionID }
        try browser.send(message)
        while true {
            let answer = try browser.receive(timeout: timeout, waitingFor: method)
            if let answerID = answer["id"] as? Int, answerID == id {
                if let error = answer["error"] as? [String: Any] {
                    throw Chromium.Failure.protocolError("\(method): \(error["message"] ?? error)")
                }
                return answer["result"] as? [String: Any] ?? [:]
            }
            note(answer)
        }
    }

    /// Reads the events that arrived while no command was waiting (for up to `seconds`).
    func drainEvents(for seconds: Double = 0.05) {
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0 {
            guard let event = try? browser.receive(timeout: deadline.timeIntervalSinceNow, waitingFor: "events") else { return }
            note(event)
        }
    }

    private func note(_ event: [String: Any]) {
        guard let method = event["method"] as? String else { return }
        let parameters = event["params"] as? [String: Any] ?? [:]
        switch method {
        case "Page.loadEventFired":
            loaded = true
        case "Runtime.exceptionThrown":
            let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any] ?? [:]
            scriptErrors.append("exception: \(exception["description"] ?? details["text"] ?? "?")")
        case "Runtime.consoleAPICalled":
            let type = parameters["type"] as? String ?? ""
            if type == "error" || type == "assert" {
                let arguments = parameters["args"] as? [[String: Any]] ?? []
                let text = arguments.map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
                scriptErrors.append("console.\(type): \(text)")
            }
        case "Log.entryAdded":
            let entry = parameters["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" {
                scriptErrors.append("log: \(entry["text"] ?? "?") \(entry["url"] ?? "")")
            }
        case "Network.requestWillBeSent":
            let request = parameters["request"] as? [String: Any] ?? [:]
            requests.append(request["url"] as? String ?? "?")
        default:
            break
        }
    }

    /// Navigates and waits for the load event.
    func navigate(to url: String) throws {
        loaded = false
        try command("Page.navigate", ["url": url])
        let deadline = Date().addingTimeInterval(30)
        while !loaded {
            guard deadline.timeIntervalSinceNow > 0 else { throw Chromium.Failure.timeout("the page's load event") }
            note(try browser.receive(timeout: deadline.timeIntervalSinceNow, waitingFor: "the page's load event"))
        }
    }

    /// Runs `action` (which makes the page navigate by itself) and waits for the new page's load event.
    func expectNavigation(_ action: () throws -> Void) throws {
        loaded = false
        try action()
        let deadline = Date().addingTimeInterval(30)
        while !loaded {
            guard deadline.timeIntervalSinceNow > 0 else { throw Chromium.Failure.timeout("the page's load event") }
            note(try browser.receive(timeout: deadline.timeIntervalSinceNow, waitingFor: "the page's load event"))
        }
    }

    /// Evaluates a script expression in the page (awaiting a promise) and returns its value.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try command("Runtime.evaluate",
                                 ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = details["exception"] as? [String: Any] ?? [:]
            throw Chromium.Failure.protocolError("script failed: \(exception["description"] ?? details["text"] ?? "?")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A PNG of the page's viewport.
    func screenshot() throws -> Data {
        let result = try command("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Chromium.Failure.protocolError("no screenshot data")
        }
        return data
    }
}
