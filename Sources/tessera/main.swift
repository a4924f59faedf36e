import Foundation

let status = await CommandRunner(root: RootCommand.spec, console: Console()).run(
    Array(CommandLine.arguments.dropFirst()))
exit(status)
