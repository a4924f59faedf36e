import Foundation
import TesseraCore

extension DigitalCard.Bitmap {
    /// An image's size in pixels.
    public struct Size: Sendable, Equatable {
        /// The width.
        public let width: Int
        /// The height.
        public let height: Int

        /// A size of `width` × `height` pixels.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The image's size: from the PNG header, or the SVG root's `width` and `height`; nil for text or an
    /// image that does not say.
    public func size() -> Size? {
        switch format {
        case .png:
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
            let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            return Size(width: number(16), height: number(20))
        case .svg:
            let text = String(decoding: data.prefix(1024), as: UTF8.self)
            guard let root = text.range(of: "<svg"), let end = text[root.upperBound...].firstIndex(of: ">") else {
                return nil
            }
            let tag = text[root.upperBound..<end]
            guard let width = Self.attribute("width", in: tag), let height = Self.attribute("height", in: tag) else {
                return nil
            }
            return Size(width: width, height: height)
        case .txt:
            return nil
        }
    }

    /// The whole-number value of attribute `name` (`width="536"`) in an SVG start tag.
    private static func attribute(_ name: String, in tag: Substring) -> Int? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return Int(tag[start.upperBound...].prefix(while: \.isASCIIDigit))
    }
}
