import Foundation
import Testing

@testable import tessera

/// What the declared-command framework gives a user: "did you mean", both help routes, shell completions,
/// and a positional parser's refusal as a usage error.
@Suite struct DeclaredCommandTests {
    @Test(arguments: [
        (
            ["tokenise", "--session", "x"],
            "Error: Unknown command 'tessera tokenise'; did you mean 'tessera tokenize'?"
        ),
        (["card", "inspct", "4242424242424242"], "Error: Unknown command 'tessera card inspct'; did you mean"),
        (
            ["card", "image", "--numbr", "4242424242424242"],
            "Error: Unknown option '--numbr'; did you mean '--number'?"
        ),
        (["help", "card", "inspct"], "Error: Unknown command 'inspct' in 'tessera card'; did you mean 'inspect'?"),
    ])
    func aMistypedNameGetsTheClosestOne(arguments: [String], message: String) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!result.stderr.contains("4242424242424242"))
    }

    /// The declared commands' own options are suggested, and a value typed with a mistyped option (a card
    /// number, a code) is never echoed.
    @Test(arguments: [
        (["tokenize", "--sesion", "x"], "--session"),
        (["tokenize", "--crad=4242424242424242"], "--card"),
        (["tokenize", "--crd", "4242424242424242"], "--card"),
        (["tokenize", "--session", "x", "--cvcc", "123"], "--cvc"),
        (["transaction", "create", "--ammount", "5"], "--amount"),
        (["transaction", "refund", "--reson", "x"], "--reason"),
        (["card-details", "--bni", "42424242"], "--bin"),
        (["wallet", "pay", "abc", "--new-paymnet"], "--new-payment"),
        (["wallet", "digitize", "--pna", "4242424242424242"], "--pan"),
        (["wallet", "art", "x", "--tpye", "png"], "--type"),
        (["sandbox", "serve", "--prot", "0"], "--port"),
        (["sandbox", "token", "--scpe", "x"], "--scope"),
        (["sandbox", "provider-key", "--reveall"], "--reveal"),
        (["checkout", "--mas"], "--mask"),
        (["app", "--opne"], "--open"),
    ])
    func aMistypedOptionOfADeclaredCommandGetsItsName(arguments: [String], meant: String) async throws {
        let result = try await CLIProcess.run(arguments)
        let typed = try #require(arguments.last { $0.hasPrefix("--") }?.split(separator: "=").first)
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("Error: Unknown option '\(typed)'; did you mean '\(meant)'?\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("4242424242424242") && !result.stderr.contains("123"))
    }

    @Test func aCardNumberInPlaceOfACommandIsNeverEchoed() async throws {
        let result = try await CLIProcess.run(["4242424242424241", "--cvc", "123"])
        #expect(result.status == 64)
        #expect(!result.stderr.contains("4242424242424241") && !result.stderr.contains("did you mean"))
    }

    @Test(arguments: [["card", "help", "inspect"], ["help", "card", "inspect"], ["jose", "help", "keygen"]])
    func bothHelpRoutesPrintTheSubcommandsHelp(arguments: [String]) async throws {
        let words = arguments.filter { $0 != "help" }
        let viaFlag = try await CLIProcess.run(words + ["--help"])
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == viaFlag.stdout && result.stdout.hasPrefix("OVERVIEW: "))
    }

    @Test func bashCompletesACommandAndAnOption() async throws {
        let result = try await ShellProcess.run(
            """
            source <("$TESSERA" completions bash)
            COMP_WORDS=(tessera tok); COMP_CWORD=1; _tessera; echo "${COMPREPLY[*]}"
            COMP_WORDS=(tessera card inspect --re); COMP_CWORD=3; _tessera; echo "${COMPREPLY[*]}"
            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "tokenize\n--reveal\n", "\(result.stdout)")
    }

    @Test(arguments: CompletionScript.Shell.allCases)
    func everyShellGetsAScriptNamingEveryCommand(shell: CompletionScript.Shell) async throws {
        let result = try await CLIProcess.run(["completions", shell.rawValue])
        #expect(result.status == 0)
        for (path, _) in RootCommand.spec.walk() {
            #expect(result.stdout.contains("'\(path)'"), "\(shell): \(path)")
        }
    }

    @Test func aCompletionsCallWithoutAShellIsAUsageError() async throws {
        let result = try await CLIProcess.run(["completions", "tcsh"])
        #expect(result.status == 64 && result.stderr.hasPrefix("Error: Give the shell to complete for"))
    }

    @Test(
        arguments: [
            ("tokenise", "tokenize"), ("inspct", "inspect"), ("--curency", "--currency"), ("pay", nil),
            ("--no-such-option", nil), ("4242424242424242", nil), ("--checkout-session-id", "--session"),
            ("--payment-method", "--payment-method-id"), ("--buyer-external-identifier", "--external-identifier"),
            ("--id", nil), ("--session-token", nil), ("checkout-session", nil), ("--4242424242424242", nil),
            ("--buyer", "--buyer-id"), ("--identifier", nil),
        ] as [(String, String?)])
    func suggestionsAreTyposOrTheSameThingNamedAsElsewhere(typed: String, meant: String?) {
        let names = [
            "tokenize", "inspect", "--currency", "--country", "capture", "refund", "void", "--session",
            "--payment-method-id", "--external-identifier", "--buyer-id", "session", "--merchant-identifier",
        ]
        #expect(Suggestion.closest(to: typed, among: names) == meant)
    }
}
