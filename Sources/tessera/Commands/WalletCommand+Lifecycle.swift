import DigitalWallet
import Foundation
import Sandbox

extension WalletCommand {
    /// `tessera wallet suspend|resume|delete ID`.
    static func lifecycle(_ action: CardManagementAction) -> CommandSpec {
        CommandSpec(
            name: action.rawValue,
            abstract: "\(action.rawValue.capitalized) a card through the token service.",
            arguments: [idArgument],
            run: { arguments, console in
                let (id, manager, _) = try await openCard(arguments, announcingOn: console)
                try await manager.manage(digitalCardID: id, action: action)
                let state = try? await manager.digitalCard(forID: id)?.state
                console.out(state.map { "\(id) is \($0)." } ?? "\(id) was deleted.")
            })
    }

    /// `tessera wallet default ID`.
    static let setDefault = CommandSpec(
        name: "default",
        abstract: "Make a card the default for payments.",
        arguments: [idArgument],
        run: { arguments, console in
            let (id, _, card) = try await openCard(arguments, announcingOn: console)
            try await card.setDefault()
            console.out("\(id) is the default card.")
        })

    static let force = Flag("--force", help: "Get a batch of keys even when enough are left.")

    /// `tessera wallet replenish ID`.
    static let replenish = CommandSpec(
        name: "replenish",
        abstract: "Get new payment keys for an active card when it runs low (or always, with --force).",
        arguments: [idArgument],
        options: [force],
        run: { arguments, console in
            let (id, _, _) = try await openCard(arguments, announcingOn: console)
            let left = try await ReplenishmentService().replenish(digitalCardID: id, isForced: try arguments[force])
            console.out("\(id): \(left) payments left.")
        })

    static let actionArgument = ArgumentSpec(name: "action", help: "suspend, resume, delete or retire.")

    /// `tessera wallet issuer-action ID suspend|resume|delete|retire`.
    static let issuerAction = CommandSpec(
        name: "issuer-action",
        abstract: "Act as the card's issuer on the emulated token service; the wallet sees it as a push.",
        arguments: [idArgument, actionArgument],
        run: { arguments, console in
            let id = try id(arguments)
            let word = arguments.positional(actionArgument) ?? ""
            guard let action = TokenService.LifecycleAction(rawValue: word) else {
                throw arguments.usage("Invalid action '\(word)': expected suspend, resume, delete or retire.")
            }
            let (manager, service) = try open()
            await announceRecoveries(manager, on: console)
            let reference = try await tokenReference(of: id)
            do {
                let status = try service.issuerAction(tokenUniqueReference: reference, action: action)
                console.out("The issuer set the token of \(id) to \(status).")
            } catch let error as TokenServiceError {
                throw CLIError.failure(error.message)
            }
            try await manager.synchronize()
        })
}
