import Foundation
@testable import EaselScene

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = root.appendingPathComponent("Fixtures")
    static let broken = directory.appendingPathComponent("broken")
}

/// A scene from text, with its folder in a fresh temporary directory.
func scene(_ yaml: String, file: String = "test.yaml", directory: URL? = nil) throws -> Scene {
    try Scene(data: Data(yaml.utf8), file: file,
              baseDirectory: directory ?? FileManager.default.temporaryDirectory)
}

/// The message a scene fails with, building it (nil if it builds).
func failure(_ yaml: String) -> String? {
    do { _ = try scene(yaml).build(); return nil } catch { return "\(error)" }
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-scene-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
