import DigitalWallet
import Foundation
import Sandbox
import TesseraClient

extension WalletCommand {
    /// `tessera wallet suspend|resume|delete ID`: one command per ``CardManagementAction``.
    protocol LifecycleCommand: ParsableCommand {
        /// What the command asks the token service to do.
        static var action: CardManagementAction { get }
        /// The card's id.
        var id: String { get }
    }

    /// `tessera wallet suspend ID`.
    struct Suspend: LifecycleCommand {
        static let action = CardManagementAction.suspend
        @Argument("id", help: WalletCommand.idHelp) var id: String
    }

    /// `tessera wallet resume ID`.
    struct Resume: LifecycleCommand {
        static let action = CardManagementAction.resume
        @Argument("id", help: WalletCommand.idHelp) var id: String
    }

    /// `tessera wallet delete ID`.
    struct Delete: LifecycleCommand {
        static let action = CardManagementAction.delete
        @Argument("id", help: WalletCommand.idHelp) var id: String
    }

    /// `tessera wallet default ID`.
    struct SetDefault: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "default", abstract: "Make a card the default for payments.")

        @Argument("id", help: WalletCommand.idHelp) var id: String

        func run(on console: Console) async throws {
            let (_, card) = try await openCard(id, announcingOn: console)
            try await card.setDefault()
            console.out("\(id) is the default card.")
        }
    }

    /// `tessera wallet replenish ID`.
    struct Replenish: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "replenish",
            abstract: "Get new payment keys for an active card when it runs low (or always, with --force).")

        @Argument("id", help: WalletCommand.idHelp) var id: String
        @Flag("--force", help: "Get a batch of keys even when enough are left.") var force: Bool

        func run(on console: Console) async throws {
            _ = try await openCard(id, announcingOn: console)
            let left = try await ReplenishmentService().replenish(digitalCardID: id, isForced: force)
            console.out("\(id): \(left) payments left.")
        }
    }

    /// `tessera wallet issuer-action ID suspend|resume|delete|retire`.
    struct IssuerAction: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "issuer-action",
            abstract: "Act as the card's issuer on the emulated token service; the wallet sees it as a push.")

        @Argument("id", help: WalletCommand.idHelp) var id: String
        @Argument("action", help: "suspend, resume, delete or retire.") var word: String

        /// The action `<action>` names.
        var action: TokenService.LifecycleAction? { TokenService.LifecycleAction(rawValue: word) }

        func validate() throws {
            guard action != nil else {
                throw ValidationError("Invalid action '\(word)': expected suspend, resume, delete or retire.")
            }
        }

        func run(on console: Console) async throws {
            guard let action else { return }
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
        }
    }
}

extension WalletCommand.LifecycleCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: action.rawValue, abstract: "\(action.rawValue.capitalized) a card through the token service.")
    }

    func run(on console: Console) async throws {
        let (manager, _) = try await WalletCommand.openCard(id, announcingOn: console)
        try await manager.manage(digitalCardID: id, action: Self.action)
        let state = try? await manager.digitalCard(forID: id)?.state
        console.out(state.map { "\(id) is \($0)." } ?? "\(id) was deleted.")
    }
}
