import Foundation

/// A view's size plus its alignment guides, explicit values first.
public struct ViewDimensions: Equatable {
    public var width: CGFloat
    public var height: CGFloat
    let explicitValue: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width; height = size.height; explicitValue = explicit
    }
    var size: CGSize { CGSize(width: width, height: height) }

    subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(in: self) }
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    public static func == (l: ViewDimensions, r: ViewDimensions) -> Bool {
        l.width == r.width && l.height == r.height
    }
}
