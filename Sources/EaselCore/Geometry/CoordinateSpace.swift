import Foundation

/// A frame of reference for `GeometryProxy.frame(in:)`. `.global` is the
/// rendered image (the window of a still render), `.local` the view itself,
/// and `.named` the nearest ancestor marked with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)
}

/// The iOS 17 spelling: `.frame(in: .named("card"))`, `.coordinateSpace(.named("card"))`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// The frames, in root coordinates, of the named spaces around a view being placed.
struct NamedSpaces {
    private var frames: [AnyHashable: CGRect] = [:]
    func frame(of name: AnyHashable) -> CGRect? { frames[name] }
    func adding(_ name: AnyHashable?, frame: CGRect) -> NamedSpaces {
        guard let name else { return self }
        var s = self
        s.frames[name] = frame
        return s
    }
}

extension View {
    /// Names this view's frame so descendants can measure themselves against it
    /// with `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx).map { $0.coordinateSpaceName = AnyHashable(name); return $0 }
        })
    }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_EaselModifier { ctx, content in
            content(ctx).map { $0.coordinateSpaceName = name.name; return $0 }
        })
    }
}
