// `accentColor(_:)`, iOS 13's way to colour a view's controls; Apple deprecated it in
// iOS 17 in favour of `tint(_:)`. Screens written for iOS 13–16 still call it, so it
// sets what `tint` sets: the colour `Color.accentColor` and the controls resolve to for
// this view and the views it contains; `nil` keeps the inherited colour. Not marked
// deprecated here, like the rest of the iOS 13–16 API (NavigationBarItems.swift), so
// such screens compile without warnings.
extension View {
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(.environment { env in if let color = accentColor { env.tint = color } })
    }
}
