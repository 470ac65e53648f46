#if os(Linux)
import Foundation

// iOS 16's `URL.documentsDirectory` and its siblings, which Linux's Foundation lacks (it has
// `temporaryDirectory`, `homeDirectory` and `currentDirectory()`): the folders FileManager
// names for the user domain (on Linux its XDG folders: ~/Documents, ~/.cache, ~/Downloads …),
// so code that saves files runs unchanged. Where FileManager names none (the library
// folder), the folder of iOS's name in the home folder: Easel's choice.
extension URL {
    private static func userFolder(_ directory: FileManager.SearchPathDirectory, else fallback: @autoclosure () -> URL) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first ?? fallback()
    }
    private static func inHome(_ name: String) -> URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(name, isDirectory: true)
    }

    public static var documentsDirectory: URL { userFolder(.documentDirectory, else: inHome("Documents")) }
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, else: FileManager.default.temporaryDirectory) }
    public static var applicationSupportDirectory: URL {
        userFolder(.applicationSupportDirectory, else: inHome("Library/Application Support"))
    }
    public static var libraryDirectory: URL { userFolder(.libraryDirectory, else: inHome("Library")) }
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, else: inHome("Downloads")) }
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, else: inHome("Desktop")) }
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, else: inHome("Movies")) }
    public static var musicDirectory: URL { userFolder(.musicDirectory, else: inHome("Music")) }
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, else: inHome("Pictures")) }
    public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory, else: inHome("Public")) }
    public static var trashDirectory: URL { userFolder(.trashDirectory, else: inHome(".Trash")) }
}
#endif
