import Foundation

/// An image source, Tessera's stand-in for SwiftUI's `Image`: a named asset, a file, or bytes in memory.
///
/// `Image("CardFront")` names an asset that ``AssetBundle/main`` resolves to a file such as
/// `Assets/CardFront.png`. Nothing is read until ``load()``; a missing file is a ``DrawingError``.
public struct Image: Sendable, Hashable {
    /// Where the image comes from.
    public enum Source: Sendable, Hashable {
        /// An asset by name in an asset folder.
        case named(String, bundle: AssetBundle)
        /// A file by path.
        case file(String)
        /// Encoded image bytes (PNG, JPEG, GIF, WebP or SVG).
        case data(Data)
    }

    /// Where the image comes from.
    public let source: Source

    /// The asset called `name` in `bundle` (the default asset folder unless given).
    public init(_ name: String, bundle: AssetBundle = .main) {
        source = .named(name, bundle: bundle)
    }

    /// The image in the file at `path`.
    public init(contentsOfFile path: String) {
        source = .file(path)
    }

    /// The image encoded in `data`.
    public init(data: Data) {
        source = .data(data)
    }

    /// Reads and identifies the image bytes.
    ///
    /// - Throws: ``DrawingError/assetNotFound(name:directory:)``, ``DrawingError/imageNotFound(path:)`` (also for
    ///   anything but a regular file), ``DrawingError/imageTooLarge(_:byteCount:)`` or
    ///   ``DrawingError/unsupportedImageFormat(_:)``.
    public func load() throws -> ImageData {
        switch source {
        case .named(let name, let bundle):
            guard let path = bundle.path(forImageNamed: name) else {
                throw DrawingError.assetNotFound(name: name, directory: bundle.directory)
            }
            return try Image(contentsOfFile: path).load()
        case .file(let path):
            // Only regular files, and only after their size is known: a device such as /dev/zero or a huge file
            // would otherwise be read without end.
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
                attributes[.type] as? FileAttributeType == .typeRegular
            else {
                throw DrawingError.imageNotFound(path: path)
            }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= ImageData.maximumByteCount else {
                throw DrawingError.imageTooLarge(path, byteCount: size)
            }
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw DrawingError.imageNotFound(path: path)
            }
            return try ImageData(bytes, source: path)
        case .data(let bytes):
            return try ImageData(bytes, source: "<\(bytes.count) bytes>")
        }
    }

    /// The image with its bytes read now, so later drawing cannot fail on a missing file.
    public func loaded() throws -> Image {
        if case .data = source { return self }
        return Image(data: try load().bytes)
    }
}
