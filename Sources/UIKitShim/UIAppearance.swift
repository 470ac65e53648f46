#if os(Linux)
import Foundation

// The UIKit classes SwiftUI screens of iOS 13–15 restyle through `appearance()` before
// SwiftUI had modifiers for it (list backgrounds, navigation bar title colours, the
// segmented control's selection). Easel draws iOS's default look for lists, bars and
// pickers, so these properties are accepted and kept, not applied.

extension NSAttributedString.Key {
    // UIKit's attribute names, by their raw values (NSAttributedString.h in UIKit).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Control states, UIKit's raw values (UIControl.h).
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([])
    public static let highlighted = UIControlState(rawValue: 1 << 0)
    public static let disabled = UIControlState(rawValue: 1 << 1)
    public static let selected = UIControlState(rawValue: 1 << 2)
}

open class UIControl: UIView {
    public typealias State = UIControlState
    open var isEnabled = true
    open var isSelected = false
}

open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var bounces = true
}

open class UITableView: UIScrollView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var sectionHeaderTopPadding: CGFloat = 0
}

open class UITableViewCell: UIView {
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    open var selectionStyle: SelectionStyle = .default
}

open class UICollectionView: UIScrollView {}

open class UITextView: UIScrollView {
    open var text: String?
}

open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
}

open class UIPageControl: UIControl {
    open var currentPageIndicatorTintColor: UIColor?
    open var pageIndicatorTintColor: UIColor?
}

open class UISwitch: UIControl {
    open var onTintColor: UIColor?
}
#endif
