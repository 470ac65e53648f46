import SwiftUI
import EaselTesting
import Testing

/// Every app screen of the suite, written with `import SwiftUI` (and `import Combine`,
/// `import UIKit`) as on iOS: one table, one loop. Each renders full screen on an
/// iPhone 15 Pro against its golden in Snapshots/SwiftUIImportTests/ScreenSnapshotTests/
/// and lays out without a warning.
@Suite struct ScreenSnapshotTests {
    static let screens: [(String, @Sendable () -> AnyView)] = [
        ("about-device", { AnyView(AboutDeviceScreen()) }),
        ("activity-rings", { AnyView(ActivityRingsScreen()) }),
        ("app-storage-settings", { AnyView(AppStorageSettingsScreen()) }),
        ("article", { AnyView(ArticleScreen()) }),
        ("audio-settings", { AnyView(AudioSettingsScreen()) }),
        ("badge", { AnyView(BadgeScreen()) }),
        ("bank-card", { AnyView(BankCardScreen()) }),
        ("bar-chart", { AnyView(BarChartScreen()) }),
        ("bezier-shapes", { AnyView(BezierShapesScreen()) }),
        ("boarding-pass", { AnyView(BoardingPassScreen()) }),
        ("calendar-month", { AnyView(CalendarMonthScreen()) }),
        ("chat", { AnyView(ChatScreen()) }),
        ("checkout-form", { AnyView(CheckoutFormScreen()) }),
        ("compose-post", { AnyView(ComposePostScreen()) }),
        ("contacts", { AnyView(ContactsScreen()) }),
        ("countdown", { AnyView(CountdownScreen()) }),
        ("dashboard", { AnyView(DashboardScreen()) }),
        ("date-planner", { AnyView(DatePlannerScreen()) }),
        ("empty-inbox", { AnyView(EmptyInboxScreen()) }),
        ("empty-state", { AnyView(EmptyStateScreen()) }),
        ("equal-width-buttons", { AnyView(EqualWidthButtonsScreen()) }),
        ("expense-tracker", { AnyView(ExpenseTrackerScreen()) }),
        ("expenses", { AnyView(ExpensesScreen()) }),
        ("feed", { AnyView(FeedScreen()) }),
        ("file-browser", { AnyView(FileBrowserScreen()) }),
        ("flow-package", { AnyView(WrapStack(spacing: 8) {
            ForEach(["SwiftUI", "Layout", "Linux", "Cairo", "Pango", "HarfBuzz", "FreeType", "Snapshots"], id: \.self) {
                Text($0).padding(.horizontal, 10).padding(.vertical, 5).background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }.padding()) }),
        ("grocery-list", { AnyView(GroceryListScreen()) }),
        ("habit-tracker", { AnyView(HabitTrackerScreen()) }),
        ("help-center", { AnyView(HelpCenterScreen()) }),
        ("hotel-detail", { AnyView(HotelDetailScreen()) }),
        ("job-detail", { AnyView(JobDetailScreen()) }),
        ("language-lesson", { AnyView(LanguageLessonScreen()) }),
        ("leaderboard", { AnyView(LeaderboardScreen()) }),
        ("legacy-notes", { AnyView(LegacyNotesScreen()) }),
        ("line-chart", { AnyView(LineChartScreen()) }),
        ("loading-feed", { AnyView(LoadingFeedScreen()) }),
        ("login", { AnyView(LoginScreen()) }),
        ("mailbox-tabs", { AnyView(MailboxTabsScreen()) }),
        ("meditation-timer", { AnyView(MeditationTimerScreen()) }),
        ("message-thread", { AnyView(MessageThreadScreen()) }),
        ("music-player", { AnyView(MusicPlayerScreen()) }),
        ("no-search-results", { AnyView(NoSearchResultsScreen()) }),
        ("notification-settings", { AnyView(NotificationSettingsScreen()) }),
        ("notifications", { AnyView(NotificationsScreen()) }),
        ("onboarding", { AnyView(OnboardingScreen()) }),
        ("order-tracking", { AnyView(OrderTrackingScreen()) }),
        ("paged-onboarding", { AnyView(PagedOnboardingScreen()) }),
        ("passcode", { AnyView(PasscodeScreen()) }),
        ("photo-album-grid", { AnyView(PhotoAlbumGridScreen()) }),
        ("photo-feed", { AnyView(PhotoFeedScreen()) }),
        ("pie-chart", { AnyView(PieChartScreen()) }),
        ("plant-care", { AnyView(PlantCareScreen(viewModel: PlantCareViewModel())) }),
        ("podcast-episodes", { AnyView(PodcastEpisodesScreen()) }),
        ("preferences", { AnyView(PreferencesScreen()) }),
        ("pricing", { AnyView(PricingScreen()) }),
        ("product-cards", { AnyView(ProductCardScreen()) }),
        ("profile", { AnyView(SocialProfileScreen()) }),
        ("profile-header", { AnyView(ProfileHeaderScreen()) }),
        ("radial-menu", { AnyView(RadialMenuScreen()) }),
        ("reading-list", { AnyView(ReadingListScreen()) }),
        ("recipe", { AnyView(RecipeScreen()) }),
        ("representables", { AnyView(RepresentablesScreen()) }),
        ("restaurant-menu", { AnyView(RestaurantMenuScreen()) }),
        ("reviews", { AnyView(ReviewsScreen()) }),
        ("ride-booking", { AnyView(RideBookingScreen()) }),
        ("search", { AnyView(SearchScreen()) }),
        ("segmented-filter", { AnyView(SegmentedFilterScreen()) }),
        ("settings", { AnyView(SettingsScreen()) }),
        ("sign-up", { AnyView(SignUpScreen()) }),
        ("sleep-summary", { AnyView(SleepSummaryScreen()) }),
        ("smart-home", { AnyView(SmartHomeScreen()) }),
        ("stats-table", { AnyView(StatsTableScreen()) }),
        ("step-progress", { AnyView(StepProgressScreen()) }),
        ("stock-watchlist", { AnyView(StockWatchlistScreen()) }),
        ("stories", { AnyView(StoriesScreen()) }),
        ("tab-app", { AnyView(TabAppScreen()) }),
        ("tip-calculator", { AnyView(TipCalculatorScreen()) }),
        ("todo-list", { AnyView(TodoListScreen()) }),
        ("transit-departures", { AnyView(TransitDeparturesScreen()) }),
        ("uikit-bridges", { AnyView(UIKitBridgesScreen()) }),
        ("weather", { AnyView(WeatherScreen()) }),
        ("workout-log", { AnyView(WorkoutLogScreen()) }),
        ("workout-timer", { AnyView(WorkoutTimerScreen(model: WorkoutTimerModel(elapsed: 754))) }),
    ]

    @Test(arguments: ScreenSnapshotTests.screens.map(\.0))
    func screen(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.0 == name }?.1)
        assertSnapshot(of: make(), as: .screen(), named: name, testName: "screen")
    }

    /// The same screen on the iPhone SE: `UIScreen.main` read inside the body is the SE's.
    @Test func aboutDeviceOnTheSE() {
        assertSnapshot(of: AboutDeviceScreen(), as: .screen(.iPhoneSE), named: "about-device-se", testName: "screen")
    }

    @Test func namesAreUniqueAndTheSuiteHoldsAtLeastFortyScreens() {
        let names = Self.screens.map(\.0)
        #expect(Set(names).count == names.count)
        #expect(names.count >= 40)
    }

    /// Every screen lays out on the device without a warning (clipping, contradictory
    /// frames, fonts, unknown symbols). The one note allowed is AsyncImage's, that a
    /// render does not fetch from the network (the screens that show remote images).
    @Test(arguments: ScreenSnapshotTests.screens.map(\.0))
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

extension SnapshotStrategy where Value: View, Format == Data {
    /// The view full screen on a device (status bar, safe area, home indicator),
    /// drawn at 1 pixel per point so the goldens stay small enough to keep many.
    static func screen(_ device: Device = .iPhone15Pro) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", diffing: .png(.default)) { view in
            let renderer = ImageRenderer(content: view)
            renderer.device = device
            renderer.scale = 1
            return try renderer.pngData(compression: .small)
        }
    }
}
