import Foundation

extension Wallet {
    /// The asset `id`: from the disk cache, else fetched from the token service and cached (an asset's
    /// content never changes).
    func asset(_ id: String) async throws -> DigitalCard.Bitmap {
        guard !id.isEmpty, id.count <= 128,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") }),
            !id.hasPrefix(".")
        else { throw WalletError.tokenServiceInvalidResponse("asset id \(id) is not a safe name") }
        let directory = configuration.artDirectory
        for format in DigitalCard.Bitmap.Format.allCases {
            let path = "\(directory)/\(id).\(format.rawValue)"
            if let data = FileManager.default.contents(atPath: path) {
                return DigitalCard.Bitmap(data: data, format: format)
            }
        }
        let answer = try await client.send(.get, "/mdes/assets/1/0/asset/\(id)", as: Wire.Asset.self)
        guard let content = answer.mediaContents.first, let data = Data(base64Encoded: content.data) else {
            throw WalletError.tokenServiceInvalidResponse("asset \(id) has no base64 content")
        }
        guard let format = DigitalCard.Bitmap.Format(mimeType: content.type) else {
            throw WalletError.tokenServiceInvalidResponse("asset \(id) is \(content.type), not PNG, SVG or text")
        }
        let bitmap = DigitalCard.Bitmap(data: data, format: format)
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? data.write(to: URL(fileURLWithPath: "\(directory)/\(id).\(format.rawValue)"), options: .atomic)
        return bitmap
    }
}
