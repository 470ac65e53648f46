#if os(Linux)
import Foundation
import EaselCore

/// Text alignment, UIKit's raw values on iOS (NSText.h: left 0, center 1, right 2).
public enum NSTextAlignment: Int, Sendable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }

/// UIKit's label, drawn as the `Text` it shows: its font (body by default, UIKit's
/// 17-pt system font), colour (label), alignment and line limit (1 by default, as UIKit's).
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false

    override var content: AnyView? {
        let alignment: TextAlignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        let frameAlignment: Alignment = textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading
        return AnyView(Text(text ?? "")
            .font(Font(font ?? .systemFont(ofSize: 17)))
            .foregroundColor(Color(uiColor: textColor ?? .label))
            .multilineTextAlignment(alignment)
            .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
            .frame(maxWidth: .infinity, alignment: frameAlignment))
    }
}

/// UIKit's image view, drawn as its image fitted by `contentMode` (scale to fill by default).
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) { self.image = image; super.init(frame: .zero) }
    public required init(frame: CGRect) { super.init(frame: frame) }

    override var content: AnyView? {
        guard let image else { return AnyView(Color.clear) }
        let picture = Image(uiImage: image).resizable()
        switch contentMode {
        case .scaleAspectFit: return AnyView(picture.aspectRatio(contentMode: .fit))
        case .scaleAspectFill: return AnyView(picture.aspectRatio(contentMode: .fill).clipped())
        default: return AnyView(picture)
        }
    }
}

/// UIKit's spinner, drawn as SwiftUI's circular `ProgressView` (the same control).
/// `.large` is drawn 37/20 times the medium one: 37 and 20 pt are the sizes commonly
/// reported for UIKit's large and medium spinners (Apple's documentation gives none and
/// they were not measured here; Easel's choice).
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    open var style: Style
    open var color: UIColor?
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    public required init(frame: CGRect) { style = .medium; super.init(frame: frame) }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    override var content: AnyView? {
        if hidesWhenStopped && !isAnimating { return AnyView(Color.clear.frame(width: 0, height: 0)) }
        var spinner = AnyView(ProgressView().progressViewStyle(.circular))
        if let color { spinner = AnyView(spinner.tint(Color(uiColor: color))) }
        return style == .large ? AnyView(spinner.scaleEffect(1.85)) : spinner
    }
}

/// UIKit's view controller: a representable's controller shows its `view`.
open class UIViewController {
    open var view: UIView! = UIView()
    open var title: String?
    public init() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func addChild(_ child: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}
#endif
