// The photo browser of Examples/PhotoApp.layout in SwiftUI, on the typed
// path: the build plugin (LayoutRulesPlugin) turns PhotoApp.layout into
// `PhotoAppLayout`, whose `rules` the modifier follows for the screen's
// size and window. Views read the traits and frames as the generated
// types (`columns` is an Int, `sidebar` a region), are placed at their
// regions, and get the size classes the rules name.
//
// A RuleSet loaded at run time goes through the same modifier:
//
//     .layoutRules(try RuleSet.load(resource: "PhotoApp", bundle: .main))
import SwiftUI
import LayoutRules
import LayoutRulesSwiftUI

struct PhotoScreen: View {
    var body: some View {
        // One ZStack that fills the screen, safe area included (the
        // rules keep the regions clear of it with env(safe-area-inset-*)).
        // A region the rules do not lay out (the sidebar in portrait) is
        // hidden, not removed, so its views keep their state.
        ZStack(alignment: .topLeading) {
            PhotoGrid().layoutRegion("grid")
            AlbumList().layoutRegion("sidebar")
            InfoStrip().layoutRegion("info")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .layoutRules(PhotoAppLayout.rules)
    }
}

/// Reads the traits typed: updated only when a trait's value changes,
/// not on every step of a resize.
struct PhotoGrid: View {
    @LayoutTraits private var traits: PhotoAppLayout.Traits?

    var body: some View {
        Text("\(traits?.columns ?? 3) columns of \(traits?.thumbnailSize ?? 124)-point thumbnails")
    }
}

/// Its selection survives the sidebar disappearing in portrait and coming
/// back in landscape: the region's view keeps its identity.
struct AlbumList: View {
    @State private var selectedAlbum = "Recents"
    @LayoutFrames private var frames: PhotoAppLayout.Frames?
    @Environment(\.layoutEnvironment) private var environment

    var body: some View {
        VStack(alignment: .leading) {
            // The environment the rules saw, window kind included.
            Text(environment?.window == .slideOver ? "Albums (Slide Over)" : "Albums")
            // A nested region, typed: nil where the rules lay out no sidebar.
            Text("header \(Int(frames?.sidebar?.header.frame.height ?? 0)) points high")
            Text(selectedAlbum)
        }
    }
}

/// Reads SwiftUI's size class, which the rules set where they name one.
struct InfoStrip: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        VStack(alignment: .leading) {
            Text(horizontalSizeClass == .compact ? "Info" : "Photo information")
            Color.gray
        }
    }
}
