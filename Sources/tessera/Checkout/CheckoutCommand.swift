import Checkout
import Foundation
import Gr4vyClient
import ThreeDS

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera checkout`: the new-card form in the terminal, then tokenize with 3-D Secure on the emulator.
enum CheckoutCommand {
    static let mask = Flag(
        "--mask", help: "Mask the number on the card image too (the field is masked once it loses focus).")

    /// The command.
    static let spec = CommandSpec(
        name: "checkout",
        abstract: "Type a card into an interactive form with a live card image, then pay with 3-D Secure.",
        discussion: """
            The card image above the fields is redrawn on every key; it turns to its back on the security code \
            (an American Express card shows its CID on the front). Tab and Shift-Tab move between fields, Enter \
            pays, Ctrl-C leaves. Paying creates a checkout session on an in-memory emulator, tokenizes the card \
            into it with 3-D Secure, shows any challenge in the --theme, and prints the result as \
            'tessera tokenize' does. Needs a terminal; without one, use 'tessera tokenize'.
            """,
        options: [TokenizeCommand.theme, TokenizeCommand.dark, CardImageCommand.locale, mask],
        run: { arguments, console in
            guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
                throw CLIError.failure(
                    "'tessera checkout' is an interactive form and needs a terminal; without one, tokenize the card "
                        + "with 'tessera tokenize' (see 'tessera tokenize --help').")
            }
            let localization = try arguments[CardImageCommand.locale] ?? .english
            let theme = try arguments[TokenizeCommand.theme] ?? .none
            let appearance: ChallengeAppearance = try arguments[TokenizeCommand.dark] ? .dark : .light
            try await run(
                localization: localization, maskImage: try arguments[mask], theme: theme, appearance: appearance,
                console: console)
        }
    )
}
