import Easel

/// Every built-in demo, in the order `easel demo` renders them.
public enum AllDemos {
    public static var all: [Demo] { FoundationDemos.all + PaintDemos.all + PetVotingDemos.all + TextDemos.demos + SymbolsDemo.all + ControlsGallery.all + ScreenDemos.all + EffectsGallery.all + ChartDemos.all }
}
