import Foundation

/// The phases of an `AsyncImage` load, as in SwiftUI.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    public var image: Image? { if case .success(let i) = self { return i }; return nil }
    public var error: Error? { if case .failure(let e) = self { return e }; return nil }
}

/// SwiftUI's `AsyncImage`, as a still image can show it. A `file://` URL is
/// decoded at once by the renderer's image loader (the success phase, or the
/// failure phase if it cannot be read). A render never waits on the network, so
/// an `http(s)://` or nil URL stays in the empty phase: the placeholder is drawn,
/// and the diagnostics say why. (Scenes, which may fetch remote assets from
/// allowed hosts, name images with `image: https://…` instead.)
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content
    public var body: Never { primitiveBody() }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale; self.content = content
    }

    func makeNodes(_ ctx: ResolveContext) -> [ViewNode] {
        let phase = Self.phase(url, scale: scale, ctx.env)
        return EaselCore.makeNodes(content(phase), ctx.deeper())
    }

    static func phase(_ url: URL?, scale: CGFloat, _ env: EnvironmentValues) -> AsyncImagePhase {
        guard let url else { return .empty }
        guard url.isFileURL else {
            env.diagnostics.report("AsyncImage \(url.absoluteString): a render does not fetch from the network; the placeholder is drawn")
            return .empty
        }
        guard let loader = env.imageLoader else {
            env.diagnostics.report("no image loader in the environment; AsyncImage \(url.lastPathComponent) draws its placeholder")
            return .empty
        }
        do {
            return .success(Image(raster: try loader.loadImage(at: url), scale: scale))
        } catch {
            env.diagnostics.report("AsyncImage \(url.path): \(error)")
            return .failure(error)
        }
    }
}

extension AsyncImage {
    /// The loaded image through `content`, else `placeholder`.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, AsyncImagePlaceholder> {
    /// The image at its own size, or the standard placeholder: a grey rectangle
    /// filling the space offered (Apple's documentation: "a standard placeholder
    /// that fills the available space"). Its grey is not published; Easel uses
    /// iOS's secondary system fill.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { AsyncImagePlaceholder() }
        }
    }
}

/// The default placeholder of `AsyncImage`.
public struct AsyncImagePlaceholder: View {
    public var body: some View { Color(uiColor: .secondarySystemFill) }
}
