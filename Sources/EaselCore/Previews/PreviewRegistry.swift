import Foundation

/// A type `#Preview` generates for each preview, as DeveloperToolsSupport's
/// `PreviewRegistry`: where the preview is written and the preview itself.
/// `PreviewDiscovery` lists every such type linked into the running program.
public protocol PreviewRegistry {
    /// `Module/File.swift`, as `#fileID`.
    static var fileID: String { get }
    static var filePath: String { get }
    static var line: Int { get }
    static var column: Int { get }
    @MainActor static var preview: Preview { get }
}
