import Foundation

/// iOS 17 control metrics and colours. Where Apple publishes a number the source
/// is beside it; the rest are not published anywhere and were chosen to match how
/// iOS 17 draws these controls (said so beside each).
enum IOSControls {
    /// HIG, "Layout" / "Buttons": give controls a hit target of at least 44×44 pt.
    /// Used as the minimum height of a control row with a trailing control.
    static let minimumHitTarget: CGFloat = 44

    // Switch (Toggle). UIKit's UISwitch has a fixed size of 51×31 pt: setting its
    // frame does not change it (UIKit reference: "UISwitch"; the size is its
    // intrinsicContentSize on every iOS since 7).
    static let switchSize = CGSize(width: 51, height: 31)
    /// The knob inside the track: not published; 27 pt with a 2 pt inset.
    static let switchKnob: CGFloat = 27
    /// systemGreen (HIG, "Color": #34C759 light, #30D158 dark) is the switch's on colour.
    static let switchOn = Color.green
    /// Off track: the system fill colour (UIKit `systemFill`: 120,120,128 at 20 % / 36 %).
    static let switchOff = Color.system(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))

    // Slider: nothing is published; the thumb is 28 pt and the track 4 pt, as drawn by iOS 17.
    static let sliderThumb: CGFloat = 28
    static let sliderTrack: CGFloat = 4
    /// The maximum-side track: UIKit `systemFill`.
    static let sliderTrackFill = Color.system(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))

    // Stepper: UIStepper's intrinsic size is 94×32 pt since iOS 13 (observed; not in the docs).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// Rounded-rectangle corner of the stepper and segmented control: not published.
    static let stepperCorner: CGFloat = 8
    static let stepperDividerHeight: CGFloat = 18

    // Segmented control: UISegmentedControl is 32 pt tall since iOS 13 (observed; not documented).
    static let segmentedHeight: CGFloat = 32
    static let segmentedCorner: CGFloat = 9
    static let segmentedInset: CGFloat = 2
    /// Segment titles: 13 pt, medium when not selected and semibold when selected (not published).
    static let segmentFont = Font.system(size: 13, weight: .medium)
    static let segmentSelectedFont = Font.system(size: 13, weight: .semibold)
    static let segmentedSelected = Color.system(RGBA(255, 255, 255), RGBA(99, 99, 102))

    /// tertiarySystemFill (UIKit: 118,118,128 at 12 % light, 24 % dark): the background
    /// of segmented controls, steppers and the compact date picker's fields.
    static let tertiaryFill = Color.system(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
    /// placeholderText (UIKit: 60,60,67 at 30 % light; 235,235,245 at 30 % dark).
    static let placeholder = Color.system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
    /// separator (UIKit: 60,60,67 at 29 % light; 84,84,88 at 60 % dark): text field borders.
    static let separator = Color.system(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
    /// systemBackground / secondarySystemBackground (dark) behind a rounded-border text field.
    static let fieldBackground = Color.system(RGBA(255, 255, 255), RGBA(28, 28, 30))

    // Text field, `.roundedBorder`: UITextField.BorderStyle.roundedRect draws a 5 pt
    // corner and is 34 pt tall at the default font (observed; UIKit documents neither).
    static let roundedFieldCorner: CGFloat = 5
    static let roundedFieldHeight: CGFloat = 34
    static let roundedFieldPadding: CGFloat = 7
    /// TextEditor: UITextView's textContainerInset defaults to 8 pt top and bottom
    /// (UIKit reference, `textContainerInset`), NSTextContainer's lineFragmentPadding to
    /// 5 pt (UIKit reference, `lineFragmentPadding`).
    static let editorInset = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    // Activity indicator (ProgressView()): UIActivityIndicatorView.Style.medium is
    // 20×20 pt (observed; not documented), eight spokes, system grey.
    static let spinnerSize: CGFloat = 20
    static let spinnerSpokes = 8

    /// Compact DatePicker field: 6 pt corner, 11 pt horizontal and 6 pt vertical padding (not published).
    static let dateFieldCorner: CGFloat = 6
    /// ColorPicker swatch: 28 pt, a 3 pt colour-wheel ring (not published).
    static let colorSwatch: CGFloat = 28
}
