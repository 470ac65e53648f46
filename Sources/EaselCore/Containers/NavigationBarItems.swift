import Foundation

// The iOS 13–16 navigation API, deprecated by SwiftUI and still in most
// tutorials and older apps. Each draws as its modern equivalent does.

extension View {
    /// Bar items as `toolbar` places them: `leading` in the navigation bar's
    /// leading slot, `trailing` in its trailing slot.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(verbatim: String(title))) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(verbatim: String(title)), displayMode: displayMode)
    }
    /// iOS 14's spelling of `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }

    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// `NavigationView`'s styles. On iPhone in portrait every style shows one
/// column, the stack Easel draws, so the style changes nothing here.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnsNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { .init() } }
extension NavigationViewStyle where Self == ColumnsNavigationViewStyle { public static var columns: Self { .init() } }

/// iOS 13's presentation state (`@Environment(\.presentationMode)`), replaced by
/// `dismiss` in iOS 15. A rendered screen is not presented by anything, so
/// `isPresented` is false and `dismiss()` does nothing.
public struct PresentationMode {
    public private(set) var isPresented: Bool
    public mutating func dismiss() {}
}

struct PresentationModeKey: EnvironmentKey {
    static let defaultValue: Binding<PresentationMode> = .constant(PresentationMode(isPresented: false))
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] } set { self[PresentationModeKey.self] = newValue }
    }
}
