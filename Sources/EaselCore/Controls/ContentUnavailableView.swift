import Foundation

/// iOS 17's `ContentUnavailableView`: a large secondary-grey symbol, a bold
/// title and a secondary description, centred in all the space offered, with
/// the actions below. Apple publishes no metrics for it; the sizes here are
/// Easel's choice, made to match the look of iOS 17's empty states: a 48-pt
/// symbol, `.title2` bold title, `.subheadline` description, 8 pt between
/// symbol and title, 4 pt between title and description, 16 pt to the actions,
/// content inset 32 pt from the sides.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                label
                    .labelStyle(ContentUnavailableLabelStyle())
                    .font(.title2.bold())
                    .foregroundStyle(.primary)
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The symbol above the title, in secondary grey.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == EaselCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(title, systemImage: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(title, systemImage: name) }, description: { description })
    }
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { EaselCore.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// iOS's empty search result: a magnifying glass, "No Results" and "Check
    /// the spelling or try a new search." (iOS's own English strings).
    public static var search: Self { search(text: "") }
    /// As `search`, the title naming the query in quotes when it is not empty.
    public static func search(text: String) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) },
             description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI names them.
public struct SearchUnavailableContent {
    public struct Label: View {
        let text: String
        public var body: some View {
            EaselCore.Label(text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass")
        }
    }
    public struct Description: View {
        public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
    }
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
