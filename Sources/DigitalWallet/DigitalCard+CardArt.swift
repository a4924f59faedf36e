import Foundation

extension DigitalCard {
    /// A kind of card art.
    public enum ArtType: String, Sendable, CaseIterable {
        /// The issuer's logo.
        case bankLogo
        /// The scheme's logo.
        case schemeLogo
        /// The card background alone.
        case cardBackground
        /// The card background with logos drawn in.
        case cardBackgroundCombined
        /// The co-brand logo (co-badged cards).
        case coBrandLogo
        /// A small icon of the card.
        case cardIcon
    }

    /// The art of one card, fetched from the token service on first use and cached on disk.
    public struct CardArt: Sendable {
        let wallet: Wallet
        let assets: [String: String]

        /// The art types this card has.
        public var availableArtTypes: [ArtType] {
            ArtType.allCases.filter { assets[$0.rawValue] != nil }
        }

        /// The image of `artType`.
        ///
        /// - Throws: ``WalletError/invalidInput(_:)`` when the card has no art of that type.
        public func bitmap(forArtType artType: ArtType) async throws -> Bitmap {
            guard let asset = assets[artType.rawValue] else {
                throw WalletError.invalidInput("This card has no \(artType.rawValue) art.")
            }
            return try await wallet.asset(asset)
        }
    }

    /// Image bytes and their format.
    public struct Bitmap: Sendable, Equatable {
        /// A file format.
        public enum Format: String, Sendable, CaseIterable {
            /// PNG.
            case png
            /// SVG.
            case svg
            /// Plain text (terms and conditions).
            case txt

            init?(mimeType: String) {
                switch mimeType {
                case "image/png": self = .png
                case "image/svg+xml": self = .svg
                case "text/plain": self = .txt
                default: return nil
                }
            }
        }

        /// The bytes.
        public let data: Data
        /// The format of the bytes.
        public let format: Format

        /// The bytes.
        public func resource() -> Data? { data }

        /// The format as a file extension: `png`, `svg` or `txt`.
        public func fileType() -> String? { format.rawValue }
    }
}
