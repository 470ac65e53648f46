import SwiftUI
import Testing

/// Foundation API that Linux's Foundation lacks and `import SwiftUI` adds: ListFormatter,
/// the URL folders, LocalizedStringResource.
@Suite struct FoundationAdditionsTests {
    /// CLDR's "standard" (and) list patterns: English (US) keeps the serial comma, English
    /// (UK) drops it; French "et", German "und", Spanish "y".
    @Test(arguments: [("en_US", "a, b, and c"), ("en_GB", "a, b and c"), ("fr_FR", "a, b et c"),
                      ("de_DE", "a, b und c"), ("es_ES", "a, b y c")])
    func listFormatterJoinsWithTheLocalesPattern(_ locale: String, _ expected: String) {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: locale)
        #expect(formatter.string(from: ["a", "b", "c"]) == expected)
    }

    @Test func twoItemsTakeTheConjunctionAloneAndOneItemIsItself() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["Milk", "Eggs"]) == "Milk and Eggs")
        #expect(formatter.string(from: ["Milk"]) == "Milk")
        #expect(formatter.string(from: []) == "")
        // Not an array: no string, as Foundation's.
        #expect(formatter.string(for: "Milk") == nil)
        #expect(formatter.string(for: ["a", "b"]) == "a and b")
    }

    /// Numbers use the locale's separators (NSNumber's localized description), and an
    /// item formatter, when set, formats each item.
    @Test func itemsAreFormattedForTheLocale() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: [1000, 2.5]) == "1,000 and 2.5")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: [1000, 2.5]) == "1.000 und 2,5")
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US")
        formatter.locale = Locale(identifier: "en_US")
        formatter.itemFormatter = percent
        #expect(formatter.string(from: [0.25, 0.5, 1]) == "25%, 50%, and 100%")
    }

    /// `localizedString(byJoining:)` outside a render is English (US), and inside a body it
    /// is the locale of the view being rendered, as an iOS device set to that region.
    @Test func localizedStringByJoiningUsesTheRenderedLocale() {
        #expect(ListFormatter.localizedString(byJoining: ["red", "green", "blue"]) == "red, green, and blue")
        let probe = ListProbe()
        _ = ImageRenderer(content: ListProbeView(probe: probe).environment(\.locale, Locale(identifier: "fr_FR"))).layout()
        #expect(probe.joined == "rouge, vert et bleu")
        #expect(ListFormatter().locale.identifier == "en_US")
    }

    @Test func foundationsListFormatStyleIsThere() {
        #expect(["a", "b", "c"].formatted(.list(type: .or).locale(Locale(identifier: "en_US"))) == "a, b, or c")
    }

    /// iOS 16's folder URLs, as FileManager names them for the user (XDG folders on Linux).
    @Test func urlFoldersAreFileManagersUserFolders() {
        let fm = FileManager.default
        #expect(URL.documentsDirectory == fm.urls(for: .documentDirectory, in: .userDomainMask).first)
        #expect(URL.cachesDirectory == fm.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(URL.downloadsDirectory == fm.urls(for: .downloadsDirectory, in: .userDomainMask).first)
        #expect(URL.picturesDirectory == fm.urls(for: .picturesDirectory, in: .userDomainMask).first)
        // Linux's FileManager names no library folder: the home folder's "Library".
        #expect(URL.libraryDirectory == fm.homeDirectoryForCurrentUser.appendingPathComponent("Library", isDirectory: true))
        #expect(URL.documentsDirectory.appending(path: "notes.txt").lastPathComponent == "notes.txt")
    }

    /// LocalizedStringResource through `import SwiftUI`: resolves to its default value in
    /// English and shows in a Text.
    @Test func localizedStringResourceWorksThroughImportSwiftUI() {
        let resource = LocalizedStringResource("Welcome back")
        #expect(String(localized: resource) == "Welcome back")
        let count = 3
        let plural = LocalizedStringResource("\(count) new messages")
        #expect(plural.key == "%lld new messages")
        #expect(String(localized: plural) == "3 new messages")
        let frames = ImageRenderer(content: Text(resource).id("t")).layout()
        #expect((frames["t"]?.frame.width ?? 0) > 0)
    }
}

final class ListProbe { var joined = "" }

struct ListProbeView: View {
    let probe: ListProbe
    var body: some View {
        let joined = ListFormatter.localizedString(byJoining: ["rouge", "vert", "bleu"])
        probe.joined = joined
        return Text(joined)
    }
}
