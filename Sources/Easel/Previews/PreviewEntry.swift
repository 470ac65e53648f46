import Foundation
import EaselCore

/// One preview as the tools see it, whichever way it was written: a `#Preview`
/// or one of the previews of a `PreviewProvider`.
public struct PreviewEntry {
    /// The image's file name without extension: `<File>-<Name>`, or `<File>-<N>` for
    /// the N-th preview of the file when it has no name (N counts every `#Preview`
    /// of the file in source order); a provider keeps its own naming.
    public let name: String
    public let displayName: String?
    /// `Module/File.swift`, and the line of the `#Preview` (0 for a provider, whose
    /// previews the runtime cannot place).
    public let fileID: String
    /// The source file's full path (empty for a provider).
    public let filePath: String
    public let line: Int
    public let layout: PreviewLayout
    public let orientation: InterfaceOrientation
    public let device: PreviewDevice?
    /// The colour scheme the preview itself sets (a provider's `.environment(\.colorScheme, …)`).
    public let colorScheme: ColorScheme?
    /// The provider's type name for a provider's preview (its `fileID` is then
    /// `Module/TypeName` until `placed` gives the file), nil for a `#Preview`.
    public internal(set) var providerTypeName: String?
    let makeView: @MainActor () -> AnyView

    public init(name: String, displayName: String?, fileID: String, filePath: String, line: Int, layout: PreviewLayout,
                orientation: InterfaceOrientation, device: PreviewDevice?, colorScheme: ColorScheme?,
                view: @escaping @MainActor () -> AnyView) {
        self.name = name; self.displayName = displayName; self.fileID = fileID; self.filePath = filePath; self.line = line
        self.layout = layout; self.orientation = orientation; self.device = device; self.colorScheme = colorScheme
        makeView = view
    }

    public var module: String { fileID.split(separator: "/").first.map(String.init) ?? "" }
    /// The file's name without `.swift`.
    public var fileName: String {
        let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    @MainActor public func view() -> AnyView { makeView() }
}

extension PreviewEntry {
    /// Every `#Preview` linked into this program (of `module`, or all), named as the
    /// tools write them, in file and source order.
    @MainActor public static func macroPreviews(module: String? = nil) -> [PreviewEntry] {
        let registries = PreviewDiscovery.registries(module: module)
        var byFile: [String: Int] = [:]
        var taken = Set<String>()
        return registries.map { registry in
            let preview = registry.preview
            let position = byFile[registry.fileID, default: 0] + 1
            byFile[registry.fileID] = position
            let file = fileBase(registry.fileID)
            var name = file + "-" + (preview.displayName.map(PreviewRenderer.slug).flatMap { $0.isEmpty ? nil : $0 } ?? String(position))
            if taken.contains(name) { name += "-\(position)" }
            taken.insert(name)
            return PreviewEntry(name: name, displayName: preview.displayName, fileID: registry.fileID, filePath: registry.filePath, line: registry.line,
                                layout: preview.layout, orientation: preview.orientation, device: nil, colorScheme: nil,
                                view: { preview.content() })
        }
    }

    /// The previews of one `PreviewProvider`, named as `PreviewRenderer.render` names them.
    public static func providerPreviews<P: PreviewProvider>(_ provider: P.Type) -> [PreviewEntry] {
        let previews = P.previews
        let typeName = String(describing: P.self)
        let module = String(reflecting: P.self).split(separator: ".").first.map(String.init) ?? ""
        let envs = PreviewList.environments(of: previews)
        let names = PreviewRenderer.fileNames(base: PreviewRenderer.baseName(typeName),
                                              displayNames: envs.map(\.previewTraits.displayName))
        return envs.enumerated().map { i, env in
            var entry = PreviewEntry(name: names[i], displayName: env.previewTraits.displayName, fileID: "\(module)/\(typeName)",
                                     filePath: "", line: 0, layout: env.previewTraits.layout ?? .device, orientation: .portrait,
                                     device: env.previewTraits.device, colorScheme: env.colorScheme == .dark ? .dark : nil,
                                     view: { AnyView(PreviewSelection(P.previews, index: i)) })
            entry.providerTypeName = typeName
            return entry
        }
    }

    /// The previews of every `PreviewProvider` declared in `module` (found at run
    /// time, private ones included), each named as `render-previews` names it.
    @MainActor public static func providerPreviews(module: String) -> [PreviewEntry] {
        PreviewDiscovery.providers(module: module).flatMap { providerPreviews($0) }
    }

    /// This preview placed in its source file: a provider's file and line come from
    /// reading the sources, which the runtime cannot tell.
    public func placed(fileID: String, filePath: String, line: Int) -> PreviewEntry {
        var entry = PreviewEntry(name: name, displayName: displayName, fileID: fileID, filePath: filePath, line: line,
                                 layout: layout, orientation: orientation, device: device, colorScheme: colorScheme, view: makeView)
        entry.providerTypeName = providerTypeName
        return entry
    }

    static func fileBase(_ fileID: String) -> String {
        let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }
}
