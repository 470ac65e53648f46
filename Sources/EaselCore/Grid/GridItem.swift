import Foundation

/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: how wide (tall) it
/// is, the space after it, and how cells sit in it. `LazyGridTracks` turns a
/// list of them into lengths.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Always exactly this long, whatever the grid is offered.
        case fixed(CGFloat)
        /// An equal share of what the fixed items leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// A flexible share, then split into as many `minimum`-long tracks as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    /// Space to the next item; nil is the platform default (8 points).
    public var spacing: CGFloat?
    /// Where each cell sits in its cell; nil leaves it to the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}
