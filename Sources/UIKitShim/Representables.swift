#if os(Linux)
import Foundation
@_spi(UIKit) import EaselCore

/// What `makeUIView` and `updateUIView` receive: the coordinator and the environment
/// of the view being built.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public var transaction = Transaction()
}

/// SwiftUI's wrapper of a UIKit view. Easel builds the view with `makeUIView` and
/// `updateUIView`, as SwiftUI does once before the first frame, then draws it: UILabel,
/// UIImageView and UIActivityIndicatorView as the SwiftUI views that look like them,
/// any other view as a labelled placeholder filling the proposed size.
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public var body: some View {
        let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues._current ?? EnvironmentValues())
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        return UIViewHost(view: view)
    }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public var transaction = Transaction()
}

/// SwiftUI's wrapper of a view controller: drawn as its `view` (see UIViewRepresentable);
/// a controller that draws itself in UIKit (a picker, a mail composer) is the placeholder,
/// labelled with the controller's class.
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public var body: some View {
        let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues._current ?? EnvironmentValues())
        let controller = makeUIViewController(context: context)
        controller.viewDidLoad()
        updateUIViewController(controller, context: context)
        return UIViewHost(view: Self.shownView(of: controller))
    }

    /// The controller's own view when it has content Easel draws; otherwise a plain view
    /// standing for the controller, so the placeholder names the controller's class.
    static func shownView(of controller: UIViewController) -> UIView {
        if let view = controller.view, view.content != nil || type(of: view) != UIView.self { return view }
        return ControllerStandIn(name: String(describing: type(of: controller)), background: controller.view?.backgroundColor)
    }
}

/// The placeholder of a controller whose view Easel cannot draw, named after the controller.
final class ControllerStandIn: UIView {
    let name: String
    init(name: String, background: UIColor?) { self.name = name; super.init(frame: .zero); backgroundColor = background }
    required init(frame: CGRect) { name = "UIViewController"; super.init(frame: frame) }
    override var placeholderName: String { name }
}
#endif
