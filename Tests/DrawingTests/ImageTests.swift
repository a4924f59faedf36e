import Foundation
import Testing

@testable import Drawing

@Suite struct ImageTests {
    /// The 8-byte PNG signature followed by an empty IHDR-sized body, enough for format sniffing.
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 16))

    @Test func dataImagesEmbedAsDataURIs() throws {
        let scene = Scene(
            width: 10, height: 10,
            nodes: [.image(ImageNode(Image(data: Self.pngBytes), frame: Rect(x: 0, y: 0, width: 10, height: 10)))])
        let svg = try SVGRenderer().render(scene)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,\(Self.pngBytes.base64EncodedString())\""))
        #expect(svg.contains("preserveAspectRatio=\"xMidYMid slice\""))
    }

    @Test func missingFileIsAClearError() {
        let image = Image(contentsOfFile: "/nonexistent/card.png")
        #expect(throws: DrawingError.imageNotFound(path: "/nonexistent/card.png")) { try image.load() }
        let scene = Scene(
            width: 10, height: 10, nodes: [.image(ImageNode(image, frame: Rect(x: 0, y: 0, width: 1, height: 1)))])
        #expect(throws: DrawingError.self) { try SVGRenderer().render(scene) }
    }

    @Test func namedAssetsResolveInTheirFolderOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-assets-\(#line)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.pngBytes.write(to: folder.appendingPathComponent("CardFront.png"))
        let bundle = AssetBundle(directory: folder.path)
        #expect(try Image("CardFront", bundle: bundle).load().mediaType == "image/png")
        #expect(throws: DrawingError.assetNotFound(name: "CardBack", directory: folder.path)) {
            try Image("CardBack", bundle: bundle).load()
        }
        #expect(bundle.path(forImageNamed: "../CardFront") == nil)
    }

    @Test func unknownBytesAreRejected() throws {
        #expect(throws: DrawingError.unsupportedImageFormat("<5 bytes>")) { try Image(data: Data("hello".utf8)).load() }
        let svg = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)
        #expect(try Image(data: svg).load().mediaType == "image/svg+xml")
    }

    @Test func devicesDirectoriesAndOversizedImagesAreRefusedWithoutReadingThem() throws {
        for path in ["/dev/zero", "/dev/urandom", FileManager.default.temporaryDirectory.path] {
            #expect(throws: DrawingError.imageNotFound(path: path)) { try Image(contentsOfFile: path).load() }
        }
        let big = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-big-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: big) }
        #expect(FileManager.default.createFile(atPath: big.path, contents: Self.pngBytes))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(ImageData.maximumByteCount + 1))
        try handle.close()
        #expect(throws: DrawingError.imageTooLarge(big.path, byteCount: ImageData.maximumByteCount + 1)) {
            try Image(contentsOfFile: big.path).load()
        }
        let link = big.deletingLastPathComponent().appendingPathComponent("tessera-link-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: link) }
        try Self.pngBytes.write(to: big)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: big)
        #expect(try Image(contentsOfFile: link.path).load().mediaType == "image/png")
        let oversized = Self.pngBytes + Data(count: ImageData.maximumByteCount)
        #expect(throws: DrawingError.imageTooLarge("<\(oversized.count) bytes>", byteCount: oversized.count)) {
            try Image(data: oversized).load()
        }
    }
}
