@testable import DemoKit

/// The interactive demo as the screen tests start it: on 2026-11-25, with
/// today on 2026-11-21, drawn in ASCII unless `ascii` is false.
///
/// - Parameter ascii: Whether it draws ASCII only.
/// - Returns: The app and its calendar screen.
@MainActor
func makeTestDemo(ascii: Bool = true) -> (app: DemoApp, calendar: CalendarScreen) {
    var options = InteractiveCommand.Options()
    options.display.ascii = ascii
    options.day = gregorianDay(2026, 11, 25)
    options.today = gregorianDay(2026, 11, 21)
    let (app, calendar) = InteractiveCommand.makeApp(options)
    return (app, calendar)
}
