import Easel
import EaselTesting
import Testing

/// Screens written against the app API of issue 29 (iOS 13–16 navigation,
/// editing lists, AppStorage, AsyncImage, redaction, ContentUnavailableView,
/// tab badges, every Slider …), each on an iPhone 15 Pro against its golden in
/// Snapshots/EaselCompatibilityTests/AppScreenSnapshotTests/.
@Suite struct AppScreenSnapshotTests {
    static let screens: [(String, @Sendable () -> AnyView)] = [
        ("app-storage-settings", { AnyView(AppStorageSettingsScreen()) }),
        ("audio-settings", { AnyView(AudioSettingsScreen()) }),
        ("compose-post", { AnyView(ComposePostScreen()) }),
        ("date-planner", { AnyView(DatePlannerScreen()) }),
        ("empty-inbox", { AnyView(EmptyInboxScreen()) }),
        ("expense-tracker", { AnyView(ExpenseTrackerScreen()) }),
        ("grocery-list", { AnyView(GroceryListScreen()) }),
        ("legacy-notes", { AnyView(LegacyNotesScreen()) }),
        ("loading-feed", { AnyView(LoadingFeedScreen()) }),
        ("mailbox-tabs", { AnyView(MailboxTabsScreen()) }),
        ("message-thread", { AnyView(MessageThreadScreen()) }),
        ("no-search-results", { AnyView(NoSearchResultsScreen()) }),
        ("paged-onboarding", { AnyView(PagedOnboardingScreen()) }),
        ("photo-album-grid", { AnyView(PhotoAlbumGridScreen()) }),
        ("photo-feed", { AnyView(PhotoFeedScreen()) }),
        ("reading-list", { AnyView(ReadingListScreen()) }),
        ("tip-calculator", { AnyView(TipCalculatorScreen()) }),
        ("workout-log", { AnyView(WorkoutLogScreen()) }),
    ]

    @Test(arguments: AppScreenSnapshotTests.screens.map(\.0))
    func screen(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.0 == name }?.1)
        assertSnapshot(of: make(), as: .screen(), named: name, testName: "screen")
    }

    /// No layout warnings; the only diagnostics allowed are the AsyncImage notes
    /// that a render does not fetch from the network.
    @Test(arguments: AppScreenSnapshotTests.screens.map(\.0))
    func screenRendersWithoutWarnings(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.0 == name }?.1)
        let renderer = ImageRenderer(content: make())
        renderer.device = .iPhone15Pro
        renderer.scale = 1
        _ = renderer.displayList()
        let other = renderer.diagnostics.filter { !$0.contains("a render does not fetch from the network") }
        #expect(other.isEmpty, "\(name): \(other)")
    }
}
