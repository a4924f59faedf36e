import Foundation
import TesseraClient

var words = Array(CommandLine.arguments.dropFirst())
let global = GlobalOptions.extract(from: &words, environment: ProcessInfo.processInfo.environment)
let console = Console(debug: global.debug, verbose: global.verbose)
let status = await CommandRunner(root: RootCommand.spec, console: console).run(words)
exit(status)
