import Foundation

/// Image bytes whose format has been recognised from their signature.
public struct ImageData: Sendable, Hashable {
    /// The encoded bytes.
    public let bytes: Data
    /// The media type, e.g. `image/png`.
    public let mediaType: String

    /// The largest image embedded, 16 MiB: a card background is far smaller, and every byte grows the SVG by a third.
    public static let maximumByteCount = 16 << 20

    /// Recognises `bytes` as PNG, JPEG, GIF, WebP or SVG; `source` names them in the error.
    ///
    /// - Throws: ``DrawingError/imageTooLarge(_:byteCount:)`` above ``maximumByteCount``,
    ///   ``DrawingError/unsupportedImageFormat(_:)`` for anything else.
    public init(_ bytes: Data, source: String) throws {
        guard bytes.count <= ImageData.maximumByteCount else {
            throw DrawingError.imageTooLarge(source, byteCount: bytes.count)
        }
        guard let mediaType = ImageData.mediaType(of: bytes) else {
            throw DrawingError.unsupportedImageFormat(source)
        }
        self.bytes = bytes
        self.mediaType = mediaType
    }

    /// The bytes as a `data:` URI for embedding in SVG or HTML.
    public var dataURI: String {
        "data:\(mediaType);base64,\(bytes.base64EncodedString())"
    }

    private static func mediaType(of bytes: Data) -> String? {
        let head = [UInt8](bytes.prefix(512))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count && Array(head[offset..<offset + signature.count]) == signature
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if starts([0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "image/gif" }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "image/webp" }
        let text = String(decoding: head, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("<svg") || (text.hasPrefix("<?xml") && text.contains("<svg")) { return "image/svg+xml" }
        return nil
    }
}
