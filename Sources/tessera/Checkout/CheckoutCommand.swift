import Checkout
import Foundation
import Gr4vyClient
import TesseraClient
import ThreeDS

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera checkout`: the new-card form in the terminal, then tokenize with 3-D Secure on the emulator.
struct CheckoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "checkout",
        abstract: "Type a card into an interactive form with a live card image, then pay with 3-D Secure.",
        discussion: """
            The card image above the fields is redrawn on every key; it turns to its back on the security code \
            (an American Express card shows its CID on the front). Tab and Shift-Tab move between fields, Enter \
            pays, Ctrl-C leaves. Paying creates a checkout session on an in-memory emulator, tokenizes the card \
            into it with 3-D Secure, shows any challenge in the --theme, and prints the result as \
            'tessera tokenize' does. Needs a terminal; without one, use 'tessera tokenize'.
            """
    )

    @Option(TokenizeCommand.theme) var theme: ThemeName = .none
    @Flag(TokenizeCommand.dark) var dark: Bool
    @Option(CardImageCommand.locale) var localization: CheckoutLocalization = .english
    @Flag("--mask", help: "Mask the number on the card image too (the field is masked once it loses focus).")
    var mask: Bool

    func run(on console: Console) async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CLIError.failure(
                "'tessera checkout' is an interactive form and needs a terminal; without one, tokenize the card "
                    + "with 'tessera tokenize' (see 'tessera tokenize --help').")
        }
        try await Self.run(
            localization: localization, maskImage: mask, theme: theme, appearance: dark ? .dark : .light,
            console: console)
    }
}
