import Foundation
import Testing
@testable import EaselScene

/// Outputs replace the old file whole; a batch defers the flush to one
/// syncfs of the output folder's file system.
@Suite struct AtomicFileTests {
    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aDeferredWriteReplacesTheFileWholeAndLeavesNoTemporaryFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("card.png")
        try AtomicFile.write(Data("old".utf8), to: url)
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try AtomicFile.write(bytes, to: url, durability: .deferred)
        try AtomicFile.syncFileSystem(containing: dir)
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["card.png"])
        // Created like any file: 0666 less the umask, never the 0600 of a private temporary.
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        let mask = umask(0); umask(mask)
        #expect(mode == 0o666 & ~Int(mask))
    }

    @Test func aMissingFolderIsNamedInTheError() {
        let missing = URL(fileURLWithPath: "/nonexistent-easel-\(UUID().uuidString)")
        #expect { try AtomicFile.write(Data("x".utf8), to: missing.appendingPathComponent("a.png")) } throws: {
            "\($0)".contains(missing.path) && "\($0)".contains("does not exist or is not writable")
        }
        #expect { try AtomicFile.syncFileSystem(containing: missing) } throws: { "\($0)".contains(missing.path) }
    }
}
