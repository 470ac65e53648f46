#if os(Linux)
import Foundation

// iOS 16's `URL.documentsDirectory` and `URL.cachesDirectory`, which Linux's Foundation
// lacks (it has `temporaryDirectory` and `homeDirectory`): the same folders
// FileManager names for the user domain, so code that saves files runs unchanged.
extension URL {
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents", isDirectory: true)
    }
    public static var cachesDirectory: URL {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
    }
    public static var applicationSupportDirectory: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Application Support", isDirectory: true)
    }
}
#endif
