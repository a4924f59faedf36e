import Foundation
import TesseraCore

/// The token service's assets: card art (SVG, and a PNG icon) and terms and conditions (plain text).
///
/// An asset id is `<kind>.<card reference>` (`cardBackgroundCombined.visa-green`) or `terms.<scheme>`;
/// the content behind an id never changes, so a wallet may cache it forever.
enum TokenServiceAsset {
    /// The kinds of card art, named as the wallet's art types.
    enum Kind: String, CaseIterable {
        case bankLogo, schemeLogo, cardBackground, cardBackgroundCombined, coBrandLogo, cardIcon
    }

    /// The id of the art of `kind` for `card`.
    static func id(_ kind: Kind, _ card: TokenServiceTestCard) -> String {
        "\(kind.rawValue).\(card.reference)"
    }

    /// The id of the terms and conditions for `card`'s scheme.
    static func termsID(_ card: TokenServiceTestCard) -> String {
        "terms.\(card.scheme.lowercased())"
    }

    /// The Get Asset answer for `id`: `{"mediaContents":[{"type","data","width","height"}]}`, or nil.
    static func answer(for id: String) -> JSONValue? {
        let parts = id.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        if parts[0] == "terms" {
            guard TokenServiceTestCard.all.contains(where: { $0.scheme.lowercased() == parts[1] }) else { return nil }
            let text = "Terms and conditions of the \(parts[1].uppercased()) digital card (Tessera emulator).\n"
            return media(type: "text/plain", data: Data(text.utf8), width: nil, height: nil)
        }
        guard let kind = Kind(rawValue: parts[0]), let card = TokenServiceTestCard.card(reference: parts[1]) else {
            return nil
        }
        if kind == .coBrandLogo && !card.isCoBadged { return nil }
        if kind == .cardIcon {
            return media(
                type: "image/png", data: PNGEncoder.solid(width: 32, height: 20, rgb: color(card)), width: 32,
                height: 20)
        }
        let (width, height) = kind == .cardBackground || kind == .cardBackgroundCombined ? (536, 338) : (120, 48)
        return media(
            type: "image/svg+xml", data: Data(svg(kind, card, width, height).utf8), width: width, height: height)
    }

    private static func media(type: String, data: Data, width: Int?, height: Int?) -> JSONValue {
        var content: [String: JSONValue] = ["type": .string(type), "data": .string(data.base64EncodedString())]
        if let width, let height {
            content["width"] = .string(String(width))
            content["height"] = .string(String(height))
        }
        return ["mediaContents": [.object(content)]]
    }

    private static func color(_ card: TokenServiceTestCard) -> (UInt8, UInt8, UInt8) {
        switch card.scheme {
        case "VISA": (0x1A, 0x1F, 0x71)
        case "MASTERCARD": (0xEB, 0x00, 0x1B)
        default: (0x00, 0x7A, 0x5E)
        }
    }

    /// The art as SVG: the scheme's colour as a gradient with rounded corners; a logo's name centred and sized to
    /// fit its width, the combined face with the issuer at the top left and the schemes at the bottom right.
    private static func svg(_ kind: Kind, _ card: TokenServiceTestCard, _ width: Int, _ height: Int) -> String {
        let (r, g, b) = color(card)
        let light = String(format: "#%02X%02X%02X", r, g, b)
        let dark = String(format: "#%02X%02X%02X", r / 2, g / 2, b / 2)
        let schemes = [card.scheme, card.auxiliaryScheme].compactMap { $0?.replacingOccurrences(of: "_", with: " ") }
        var texts: [String] = []
        switch kind {
        case .bankLogo: texts = [centred(card.issuerName, width, height)]
        case .schemeLogo: texts = [centred(card.scheme, width, height)]
        case .coBrandLogo: texts = [centred("CB", width, height)]
        case .cardBackground, .cardIcon: texts = []
        case .cardBackgroundCombined:
            // A co-badged card's art names both of its schemes.
            texts = [
                label(card.issuerName, x: 28, y: 52, size: fitted(card.issuerName, room: width / 2, largest: 24)),
                label(
                    schemes.joined(separator: " + "), x: width - 28, y: height - 32,
                    size: fitted(schemes.joined(separator: " + "), room: width - 56, largest: 26), anchor: "end"),
            ]
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)"><defs><linearGradient id="art" x1="0" y1="0" x2="1" y2="1">\
            <stop offset="0" stop-color="\(light)"/><stop offset="1" stop-color="\(dark)"/></linearGradient></defs>\
            <rect width="\(width)" height="\(height)" rx="12" fill="url(#art)"/>\(texts.joined())</svg>
            """
    }

    /// `text` centred in a logo of `width` × `height`, sized to fit with 8 points either side.
    private static func centred(_ text: String, _ width: Int, _ height: Int) -> String {
        let size = fitted(text, room: width - 16, largest: 20)
        return label(text, x: width / 2, y: height / 2 + size * 35 / 100, size: size, anchor: "middle")
    }

    /// The font size at which `text` fits `room` points: bold sans-serif capitals are at most 0.72 em wide.
    private static func fitted(_ text: String, room: Int, largest: Int) -> Int {
        max(6, min(largest, room * 100 / (72 * max(text.count, 1))))
    }

    private static func label(_ text: String, x: Int, y: Int, size: Int, anchor: String = "start") -> String {
        "<text x=\"\(x)\" y=\"\(y)\" font-family=\"sans-serif\" font-weight=\"700\" font-size=\"\(size)\" "
            + "text-anchor=\"\(anchor)\" fill=\"#FFFFFF\">\(text)</text>"
    }
}
