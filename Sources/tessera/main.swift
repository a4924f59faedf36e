import Foundation

var words = Array(CommandLine.arguments.dropFirst())
let debug = DebugFlag.extract(from: &words, environment: ProcessInfo.processInfo.environment)
let status = await CommandRunner(root: RootCommand.spec, console: Console(debug: debug)).run(words)
exit(status)
