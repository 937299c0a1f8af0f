// The check of .ci/picker-api: reads swift-api-digester's dump of
// CalendarPicker and names every public member of the six pickers that
// returns a mutable ribbon or is a settable hook.
import Foundation

let pickers: Set<String> = ["DayPicker", "MonthPicker", "YearPicker", "TimePicker", "DurationPicker", "DateTimePicker"]
let ribbonTypes = ["LabelRibbon", "RibbonPicker", "MonthPicker", "YearPicker"]
let hostCallbacks: Set<String> = ["onSelectionChange", "onChoose", "onRangeChange", "onDaysChange", "onChange"]

guard CommandLine.arguments.count == 2,
      let data = FileManager.default.contents(atPath: CommandLine.arguments[1]),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let root = json["ABIRoot"] as? [String: Any] else {
    print("picker-api: cannot read the dump")
    exit(2)
}

func children(_ node: [String: Any]) -> [[String: Any]] { node["children"] as? [[String: Any]] ?? [] }
func name(_ node: [String: Any]) -> String { node["name"] as? String ?? "" }
/// The types a declaration's signature prints (its type, its parameters' and result's).
func printedTypes(_ node: [String: Any]) -> [String] {
    children(node).compactMap { $0["printedName"] as? String } + children(node).flatMap(printedTypes)
}
func isSettable(_ node: [String: Any]) -> Bool {
    (node["accessors"] as? [[String: Any]] ?? []).contains { $0["accessorKind"] as? String == "set" }
}

var problems: [String] = []
var checked = 0
/// Walks a type and its nested types.
/// (Settable closures of nested value types, such as a configuration's rule
/// for disabled days, are values the host hands in, not hooks into the picker.)
func check(_ type: [String: Any], path: String, isPicker: Bool = true) {
    for member in children(type) {
        let kind = member["kind"] as? String ?? ""
        let memberPath = path + "." + name(member)
        if kind == "TypeDecl" { check(member, path: memberPath, isPicker: false); continue }
        checked += 1
        let types = printedTypes(member)
        if let ribbon = ribbonTypes.first(where: { ribbon in types.contains { $0.contains(ribbon) } }) {
            problems.append("\(memberPath) mentions \(ribbon), a mutable ribbon")
        }
        if isPicker, kind == "Var", isSettable(member), types.first?.contains("->") == true, !hostCallbacks.contains(name(member)) {
            problems.append("\(memberPath) is a settable hook (\(types.first ?? ""))")
        }
    }
}
for type in children(root) where pickers.contains(name(type)) {
    if name(type) == "MonthPicker" || name(type) == "YearPicker" {
        problems.append("\(name(type)) is public: a picker's ribbons are its own")
    }
    check(type, path: name(type))
}
for problem in problems { print("picker-api: \(problem)") }
if checked < 20 {
    print("picker-api: only \(checked) members of the pickers found: is the dump CalendarPicker's?")
    exit(2)
}
exit(problems.isEmpty ? 0 : 1)
