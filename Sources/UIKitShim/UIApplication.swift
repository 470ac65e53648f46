#if os(Linux)
import Foundation

/// The app object screens call for URLs, the badge and lifecycle notification names.
/// Nothing runs around a rendered view, so nothing is opened: `open` accepts the URL and
/// reports failure, and `canOpenURL` answers false (no app on a render machine opens one).
public final class UIApplication {
    public static let shared = UIApplication()
    private init() {}

    public enum State: Int, Sendable { case active, inactive, background }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// A rendered view is on screen, so the app is active.
    public var applicationState: State { .active }
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    public var isNetworkActivityIndicatorVisible = false

    public func canOpenURL(_ url: URL) -> Bool { false }
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }
    public func registerForRemoteNotifications() {}

    /// The URL of the app's page in Settings; UIKit's value of the constant.
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    // The lifecycle notifications, named as UIKit posts them (UIApplication.h).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// The keyboard notifications' names as UIKit posts them (UIWindow.h); a still image
/// shows no keyboard, so none is ever posted.
public enum UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
#endif
