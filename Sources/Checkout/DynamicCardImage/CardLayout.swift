import Drawing

/// Where things sit on the card: an ID-1 card (85.60 × 53.98 mm) drawn 428 × 270 points.
enum CardLayout {
    /// The card width in points.
    static let width = 428.0
    /// The card height in points.
    static let height = 270.0
    /// The card outline.
    static let card = Rect(x: 0, y: 0, width: width, height: height)
    /// The corner radius (ID-1 corners are 3.18 mm).
    static let cornerRadius = 16.0

    /// The chip.
    static let chip = Rect(x: 30, y: 78, width: 50, height: 38)
    /// Bank name baseline start and width.
    static let bankName = (at: Point(x: 28, y: 44), maxWidth: 230.0)
    /// Brand mark baseline end (front) and width.
    static let brandMark = (at: Point(x: 400, y: 46), maxWidth: 230.0)
    /// Brand mark on the back.
    static let brandMarkBack = Point(x: 400, y: 244)

    /// The number area, its baseline start and width.
    static let number = (frame: Rect(x: 16, y: 140, width: 396, height: 44), at: Point(x: 28, y: 171), maxWidth: 372.0)
    /// The cardholder name area.
    static let holder = (frame: Rect(x: 16, y: 208, width: 232, height: 42), at: Point(x: 28, y: 235), maxWidth: 208.0)
    /// The expiry area: its left edge, the value's baseline and the widest text (the label sits above the
    /// value, raised by the value's font size).
    static let expiry = (x: 262.0, valueBaseline: 238.0, bottom: 250.0, maxWidth: 146.0)
    /// The code printed on the front (American Express CID): label and value baseline ends.
    static let frontCode = (
        frame: Rect(x: 318, y: 74, width: 94, height: 56), label: Point(x: 400, y: 94), value: Point(x: 400, y: 118),
        maxWidth: 80.0
    )

    /// The magnetic stripe on the back.
    static let stripe = Rect(x: 0, y: 30, width: width, height: 54)
    /// The signature panel on the back.
    static let signature = Rect(x: 28, y: 118, width: 268, height: 42)
    /// The code box on the back, its label and value baselines (centred).
    static let backCode = (
        frame: Rect(x: 306, y: 96, width: 100, height: 70), box: Rect(x: 312, y: 118, width: 88, height: 42),
        label: Point(x: 356, y: 111), value: Point(x: 356, y: 146), maxWidth: 80.0
    )
}
