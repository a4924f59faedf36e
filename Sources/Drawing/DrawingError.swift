/// An error from building or rendering a scene; each message says what was wrong and what to do.
public enum DrawingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A colour string was not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (or a known colour name).
    case malformedColor(String)
    /// An image file does not exist or cannot be read.
    case imageNotFound(path: String)
    /// A named image has no file with a known extension in its asset folder.
    case assetNotFound(name: String, directory: String)
    /// Image bytes are not PNG, JPEG, GIF, WebP or SVG.
    case unsupportedImageFormat(String)
    /// An image is larger than ``ImageData/maximumByteCount``.
    case imageTooLarge(String, byteCount: Int)
    /// A numeric style value is outside what can be drawn.
    case valueOutOfRange(name: String, value: Double, allowed: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .malformedColor(let text):
            "Malformed colour '\(text)': use #RGB, #RGBA, #RRGGBB, #RRGGBBAA or a colour name such as 'white'."
        case .imageNotFound(let path):
            "Image file '\(path)' does not exist or cannot be read; check the path."
        case .assetNotFound(let name, let directory):
            "No image named '\(name)' (png, jpg, jpeg, gif, webp or svg) in asset folder '\(directory)'."
        case .unsupportedImageFormat(let source):
            "Image '\(source)' is not PNG, JPEG, GIF, WebP or SVG."
        case .imageTooLarge(let source, let byteCount):
            "Image '\(source)' has \(byteCount) bytes; use an image of at most \(ImageData.maximumByteCount) bytes."
        case .valueOutOfRange(let name, let value, let allowed):
            "\(name) \(value) is out of range: allowed \(allowed)."
        }
    }
}
