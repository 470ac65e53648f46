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

    /// The folder is listed once; each write still removes the orphans of its own
    /// name, dotted names and the batch cache's included, and only those.
    @Test func orphansAreFoundByOneListingAndRemovedByTheirOwnNamesWrite() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // pid 2^22+1 is above Linux's pid_max, so no process owns these files.
        let names = ["a.b.png", ".easel-batch-cache.json", "c.png"]
        for n in names { try Data("torn".utf8).write(to: dir.appendingPathComponent(".\(n).4194305.7.tmp")) }
        #expect(AtomicFile.OrphanIndex.list(dir.path).mapValues(\.count) == ["a.b.png": 1, ".easel-batch-cache.json": 1, "c.png": 1])
        try AtomicFile.write(Data("x".utf8), to: dir.appendingPathComponent("a.b.png"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".a.b.png.4194305.7.tmp").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".c.png.4194305.7.tmp").path))
        try AtomicFile.write(Data("y".utf8), to: dir.appendingPathComponent(".easel-batch-cache.json"))
        try AtomicFile.write(Data("z".utf8), to: dir.appendingPathComponent("c.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [".easel-batch-cache.json", "a.b.png", "c.png"])
    }

    @Test func aMissingFolderIsNamedInTheError() {
        let missing = URL(fileURLWithPath: "/nonexistent-easel-\(UUID().uuidString)")
        #expect { try AtomicFile.write(Data("x".utf8), to: missing.appendingPathComponent("a.png")) } throws: {
            "\($0)".contains(missing.path) && "\($0)".contains("does not exist or is not writable")
        }
        #expect { try AtomicFile.syncFileSystem(containing: missing) } throws: { "\($0)".contains(missing.path) }
    }
}
