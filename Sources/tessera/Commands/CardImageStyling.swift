import Checkout
import Drawing
import Foundation

/// Reads the styling options of `tessera card image`: a list `key=value,key=value` whose keys are the
/// properties of the seed's `DynamicCardTextStyling` or `DynamicCardHighlightStyling` in kebab-case.
///
/// `--text-styling color=#1a1a1a,font-size=18,font-weight=bold,opacity=0.9,text-case=uppercase`;
/// `--highlight-field-styling color=white,background-color=#000,border-color=gold,border-width=2,background-opacity=0.3`.
/// Ranges (size 1…200, opacity 0…1, border 0…16) are checked by Checkout when the image is made.
enum CardImageStyling {
    /// The longest option value read: a styling list is short, and a longer value is refused unread.
    static let maxLength = 300

    /// The keys of a text styling.
    static let textKeys = ["color", "font-size", "font-weight", "opacity", "text-case"]
    /// The keys of a highlight styling.
    static let highlightKeys = ["color", "background-color", "border-color", "border-width", "background-opacity"]

    /// The text styling `text` of `option` describes.
    static func text(_ text: String, option: String) throws -> DynamicCardTextStyling {
        var styling = DynamicCardTextStyling()
        for (key, value) in try pairs(text, option: option, keys: textKeys) {
            switch key {
            case "color": styling.color = try color(value, key: key, option: option)
            case "font-size": styling.fontSize = CGFloat(try number(value, key: key, option: option))
            case "font-weight":
                guard let weight = FontWeight(rawValue: value) else {
                    throw refusal(option, key, value, "use regular, medium, semibold or bold")
                }
                styling.fontWeight = weight
            case "opacity": styling.opacity = try number(value, key: key, option: option)
            default:
                guard let textCase = TextCase(rawValue: value) else {
                    throw refusal(option, key, value, "use uppercase or lowercase")
                }
                styling.textCase = textCase
            }
        }
        return styling
    }

    /// The highlight styling `text` of `option` describes.
    static func highlight(_ text: String, option: String) throws -> DynamicCardHighlightStyling {
        var styling = DynamicCardHighlightStyling()
        for (key, value) in try pairs(text, option: option, keys: highlightKeys) {
            switch key {
            case "color": styling.color = try color(value, key: key, option: option)
            case "background-color": styling.backgroundColor = try color(value, key: key, option: option)
            case "border-color": styling.borderColor = try color(value, key: key, option: option)
            case "border-width": styling.borderWidth = CGFloat(try number(value, key: key, option: option))
            default: styling.backgroundOpacity = try number(value, key: key, option: option)
            }
        }
        return styling
    }

    /// The option and key that set the Swift property `property` (`textStyling.fontSize` → `--text-styling:
    /// font-size`), for Checkout's range errors.
    static func optionWords(for property: String) -> String {
        let parts = property.split(separator: ".").map { "\($0)".kebabCased }
        return "--" + parts.joined(separator: ": ")
    }

    private static func pairs(_ text: String, option: String, keys: [String]) throws -> [(String, String)] {
        guard text.count <= maxLength else {
            throw ValidationError("\(option): the list has \(text.count) characters; give at most \(maxLength).")
        }
        var seen = Set<String>()
        return try text.split(separator: ",").map { item in
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[1].isEmpty else {
                throw ValidationError(
                    "\(option): '\(item.prefix(40))' is not key=value; write e.g. \(keys[0])=white,\(keys[1])=…")
            }
            guard keys.contains(parts[0]) else {
                throw ValidationError(
                    "\(option): '\(parts[0].prefix(40))' is not one of its keys; use \(keys.joined(separator: ", ")).")
            }
            guard seen.insert(parts[0]).inserted else {
                throw ValidationError("\(option): \(parts[0]) is given twice; give it once.")
            }
            return (parts[0], parts[1])
        }
    }

    private static func color(_ value: String, key: String, option: String) throws -> Color {
        do {
            return try Color(parsing: value)
        } catch {
            throw refusal(option, key, value, "use #RGB, #RRGGBB, #RRGGBBAA or a name such as white")
        }
    }

    private static func number(_ value: String, key: String, option: String) throws -> Double {
        guard let number = Double(value), number.isFinite else {
            throw refusal(option, key, value, "use a number such as 0.5 or 18")
        }
        return number
    }

    private static func refusal(_ option: String, _ key: String, _ value: String, _ advice: String) -> ValidationError {
        ValidationError("\(option): \(key) '\(value.prefix(40))' is not valid; \(advice).")
    }
}

extension String {
    /// `cardNumberTextStyling` → `card-number-text-styling`.
    var kebabCased: String {
        reduce(into: "") { result, character in
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
    }
}
