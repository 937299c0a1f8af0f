import DemoKit
import Foundation

// Nothing lost on the way out: a closed pipe or a full disk is one error line and exit 1.
StandardOutput.reportClosedPipes()
let result = await DemoMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(StandardOutput.finish(output: result.output, errorOutput: result.errorOutput, status: result.status))
