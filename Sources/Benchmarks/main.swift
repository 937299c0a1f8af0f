import Foundation

let result = BenchMain.run(arguments: Array(CommandLine.arguments.dropFirst()))
if !result.output.isEmpty { FileHandle.standardOutput.write(Data(result.output.utf8)) }
if !result.error.isEmpty { FileHandle.standardError.write(Data(result.error.utf8)) }
exit(result.status)
