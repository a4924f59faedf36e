/// A bitmap or vector image scaled to fill a frame (cropping what overflows), with optional rounded corners.
public struct ImageNode: Sendable, Hashable {
    /// The image.
    public var image: Image
    /// Where the image is drawn; the image is scaled to cover it, keeping its aspect ratio.
    public var frame: Rect
    /// Corners of the frame rounded by this radius (the image is clipped to them).
    public var cornerRadius: Double

    /// An image covering `frame`, clipped to corners of `cornerRadius`.
    public init(_ image: Image, frame: Rect, cornerRadius: Double = 0) {
        self.image = image
        self.frame = frame
        self.cornerRadius = cornerRadius.isNaN ? 0 : max(cornerRadius, 0)
    }
}
