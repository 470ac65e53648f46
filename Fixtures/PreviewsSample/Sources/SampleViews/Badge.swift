import Easel

/// A count in a capsule, as on a tab or an inbox row.
public struct Badge: View {
    public var count: Int
    public init(count: Int) { self.count = count }
    public var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(Color.red))
    }
}

/// One preview in a fixed 120×60-point container: the file is Badge.png.
struct BadgePreviews: PreviewProvider {
    static var previews: some View {
        Badge(count: 12).previewLayout(.fixed(width: 120, height: 60))
    }
}
