import Foundation

/// A type that names an alignment guide and gives its default value.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// How a container merges the explicit values of its children (index `n`,
    /// counted from 0) into its own. The default is the running mean.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let v = parentValue {
            parentValue = (v * CGFloat(n) + childValue) / CGFloat(n + 1)
        } else {
            parentValue = childValue
        }
    }
}

/// Identity of a guide: the ID type plus the axis it works on.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: AlignmentID.Type
    let axis: Axis
    init(_ id: AlignmentID.Type, _ axis: Axis) { self.id = id; self.axis = axis }
    static func == (l: Self, r: Self) -> Bool { l.id == r.id && l.axis == r.axis }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(id)); h.combine(axis) }

    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// Merges children's explicit values, each already in the parent's coordinates.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, v) in values.enumerated() { id._combineExplicit(childValue: v, n, into: &result) }
        return result
    }
}

enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
// Views without text align by their bottom; a stack keeps the topmost first
// baseline and the bottommost last baseline of its children.
enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}
enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}
