// The photo browser of Examples/PhotoApp.layout in SwiftUI: the rules
// evaluated for the screen's size and window, the regions placed from
// their frames, and the traits read from the environment.
//
//     PhotoScreen(rules: try RuleSet.load(resource: "PhotoApp", bundle: .main))
import SwiftUI
import LayoutRules
import LayoutRulesSwiftUI

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct PhotoScreen: View {
    let rules: RuleSet

    var body: some View {
        ZStack(alignment: .topLeading) {
            PhotoGrid().layoutRegion("grid")
            AlbumList().layoutRegion("sidebar")
            InfoStrip().layoutRegion("info")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .layoutRules(rules)
    }
}

/// Reads the traits: updated only when a trait's value changes, not on
/// every resize.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct PhotoGrid: View {
    @Environment(\.layoutTraits) private var traits

    private var columns: Int {
        if case .number(let columns)? = traits["columns"] { return Int(columns) }
        return 3
    }

    var body: some View {
        Text("\(columns) columns")
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct AlbumList: View {
    @Environment(\.layoutEnvironment) private var environment

    var body: some View {
        // The environment the rules saw, window kind included.
        Text(environment?.window == .slideOver ? "Albums (Slide Over)" : "Albums")
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
struct InfoStrip: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Info")
            Color.gray
        }
    }
}
