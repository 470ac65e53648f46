import SwiftUI
import UIKit

// UIKit views wrapped for SwiftUI, as apps still ship them: a label, a spinner, an
// image view, a map-like custom view and a picker controller Easel cannot draw.

struct WrappedLabel: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title2)
        label.textColor = .systemIndigo
        label.textAlignment = .center
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
    }
}

struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool
    let style: UIActivityIndicatorView.Style

    func makeUIView(context: UIViewRepresentableContext<ActivityIndicator>) -> UIActivityIndicatorView {
        UIActivityIndicatorView(style: style)
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<ActivityIndicator>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

final class RouteMapView: UIView {}

struct RouteMap: UIViewRepresentable {
    final class Coordinator {
        var regionChanges = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> RouteMapView { RouteMapView() }
    func updateUIView(_ uiView: RouteMapView, context: Context) {
        context.coordinator.regionChanges += 1
    }
}

final class PhotoPickerController: UIViewController {}

struct PhotoPicker: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> PhotoPickerController { PhotoPickerController() }
    func updateUIViewController(_ uiViewController: PhotoPickerController, context: Context) {}
}

struct RepresentablesScreen: View {
    @State private var loading = true

    var body: some View {
        VStack(spacing: 16) {
            WrappedLabel(text: "A UILabel inside SwiftUI")
                .frame(height: 40)
            HStack(spacing: 32) {
                ActivityIndicator(isAnimating: $loading, style: .medium)
                ActivityIndicator(isAnimating: $loading, style: .large)
            }
            .frame(height: 60)
            RouteMap()
                .frame(height: 220)
                .cornerRadius(12)
            PhotoPicker()
                .frame(height: 160)
            Spacer()
        }
        .padding()
    }
}
