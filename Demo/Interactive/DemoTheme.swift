import TerminalPickers
import TerminalUI

/// The characters and styles the interactive demo draws with.
struct DemoTheme {
    var box: RibbonArt.Style
    var plain = Style.plain
    var focusedBox = Style(foreground: .cyan, bold: true)
    var selected = Style(reversed: true)
    var today = Style(foreground: .yellow, bold: true, underlined: true)
    var otherMonth = Style(dim: true)
    var disabled = Style(dim: true)
    var activeTab = Style(reversed: true)
    var help = Style(dim: true)
    var title = Style(bold: true)

    init(ascii: Bool) {
        box = ascii ? .ascii : .unicode
    }
}
