import Easel
import Testing

enum CardMode: Hashable { case compact, expanded }

struct CardModeKey: EnvironmentKey {
    static let defaultValue: CardMode? = .compact
}

extension EnvironmentValues {
    var cardMode: CardMode? {
        get { self[CardModeKey.self] }
        set { self[CardModeKey.self] = newValue }
    }
}

/// Chooses its layout from an Optional environment value, as the trial's file did.
struct ModeSwitchingCard: View {
    @Environment(\.cardMode) private var mode

    var body: some View {
        let layout = mode == .compact ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        }
    }
}

@Suite struct EnvironmentKeyTests {
    @Test func anOptionalKeyKeepsItsNonNilDefault() {
        #expect(EnvironmentValues()[CardModeKey.self] == .compact)
        #expect(EnvironmentValues().cardMode == .compact)
    }

    @Test func anOptionalKeyCanBeSetToNil() {
        var env = EnvironmentValues()
        env.cardMode = nil
        #expect(env.cardMode == nil)
        env.cardMode = .expanded
        #expect(env.cardMode == .expanded)
    }

    @Test func environmentPropertyReadsTheDefault() {
        let frames = ImageRenderer(content: ModeSwitchingCard()).layout()
        // Compact: side by side.
        #expect(frames["b"]?.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        let expanded = ImageRenderer(content: ModeSwitchingCard().environment(\.cardMode, .expanded)).layout()
        #expect(expanded["b"]?.frame == CGRect(x: 0, y: 10, width: 10, height: 10))
    }
}
