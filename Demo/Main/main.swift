import DemoKit
import Foundation

let result = await DemoMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
// A closed or hung-up output must not crash the program: write errors are ignored.
if !result.output.isEmpty { try? FileHandle.standardOutput.write(contentsOf: Data(result.output.utf8)) }
if !result.errorOutput.isEmpty { try? FileHandle.standardError.write(contentsOf: Data(result.errorOutput.utf8)) }
exit(result.status)
