#if os(Linux)
import Foundation
import EaselCore

/// UIKit's view, as far as a representable's `makeUIView` configures one. A view that
/// Easel cannot draw is shown as a labelled placeholder of its proposed size; the
/// subclasses that draw for real (UILabel, UIImageView, UIActivityIndicatorView)
/// say what SwiftUI view stands for them.
open class UIView {
    public var frame: CGRect
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor? = nil
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    open var contentMode: UIViewContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var accessibilityLabel: String?
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    /// UIKit's "no intrinsic size" marker (UIView.noIntrinsicMetric).
    public static let noIntrinsicMetric: CGFloat = -1

    public required init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    /// The appearance proxy iOS 13–15 screens configure in `init()`
    /// (`UITableView.appearance().backgroundColor = .clear`). Easel's lists, bars and
    /// controls draw iOS's default look, so what is set here is kept and not applied.
    public class func appearance() -> Self {
        let key = ObjectIdentifier(self)
        if let proxy = appearanceProxies[key] as? Self { return proxy }
        let proxy = self.init(frame: .zero)
        appearanceProxies[key] = proxy
        return proxy
    }

    open func addSubview(_ view: UIView) { view.removeFromSuperview(); subviews.append(view); view.superview = self }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func layoutSubviews() {}

    /// The SwiftUI view that draws this one; nil draws the placeholder.
    var content: AnyView? { nil }
    /// The placeholder's label: the class, as a developer named it.
    var placeholderName: String { String(describing: type(of: self)) }
}

nonisolated(unsafe) private var appearanceProxies: [ObjectIdentifier: UIView] = [:]

/// The view a representable shows: the UIView's own drawing, or a placeholder naming
/// its class that fills the proposed size (Easel cannot run UIKit's drawing).
struct UIViewHost: View {
    let view: UIView
    var body: some View {
        let name = view.placeholderName
        ZStack {
            if let bg = view.backgroundColor { Color(uiColor: bg) }
            if let content = view.content {
                content
            } else {
                Rectangle().fill(Color(uiColor: .secondarySystemFill))
                Rectangle().strokeBorder(Color(uiColor: .separator), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                Text(name).font(.caption).foregroundStyle(.secondary).padding(4)
            }
        }
        .opacity(view.isHidden ? 0 : Double(view.alpha))
    }
}
#endif
