import LayoutRulesBase
import LayoutRulesDevices
import LayoutRulesPresets
import LayoutRulesSyntax
import LayoutRulesSemantics
import LayoutRulesCompiler

/// The frames of every region for one environment, parents before
/// children, in the order the rules first declare them.
///
///     let frames = ruleSet.evaluate(environment).frames
///     frames["sidebar"]?.frame          // in the window (its parent)
///     frames["content.header"]?.windowFrame
///     frames.convert(Point(x: 0, y: 0), from: "content.header", to: nil)
///
/// Regions come from the rules that match; an environment no rule lays
/// out gives an empty layout.
public struct FrameLayout: Sendable, Hashable, RandomAccessCollection {
    public package(set) var regions: [RegionFrame] = []
    /// The window's (or container's) size: the root of every coordinate space.
    public package(set) var windowSize = Size(width: 0, height: 0)
    public package(set) var windowSafeArea = EdgeInsets.zero
    /// The solver's registers, kept for the next solve into this layout.
    /// Not part of the value: equality and hashing ignore it.
    var registers: [Double] = []

    public init() {}

    public static func == (a: FrameLayout, b: FrameLayout) -> Bool {
        a.regions == b.regions && a.windowSize == b.windowSize && a.windowSafeArea == b.windowSafeArea
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(regions)
        hasher.combine(windowSize)
        hasher.combine(windowSafeArea)
    }

    public var startIndex: Int { regions.startIndex }
    public var endIndex: Int { regions.endIndex }
    /// The region at `position`, which must be in `startIndex..<endIndex`
    /// (a collection's contract, as for `Array`); look regions up by name
    /// with `self[name]`, which answers nil instead.
    public subscript(position: Int) -> RegionFrame { regions[position] }

    /// The region with a dotted name (`content.header`), or nil.
    public subscript(name: String) -> RegionFrame? {
        index(of: name).map { regions[$0] }
    }

    public func index(of name: String) -> Int? {
        regions.firstIndex { $0.name == name }
    }

    /// The transform from a region's coordinates (nil: the window's) to
    /// the window's, or nil for an unknown name.
    private func toWindow(_ name: String?) -> AffineTransform? {
        guard let name else { return .identity }
        return self[name]?.toWindow
    }

    /// UIKit's `convert(_:from:)` / `convert(_:to:)` between any two
    /// regions (nil names the window), through every transform on the
    /// way. Nil for an unknown name, or when a transform on the way cannot
    /// be inverted (a zero scale squashes the space flat).
    public func convert(_ point: Point, from source: String?, to destination: String?) -> Point? {
        guard let map = conversion(from: source, to: destination) else { return nil }
        return point.applying(map)
    }

    /// Converts a rectangle; with rotations on the way the result is the
    /// bounding box of the converted corners, as UIKit's is.
    public func convert(_ rect: Rect, from source: String?, to destination: String?) -> Rect? {
        guard let map = conversion(from: source, to: destination) else { return nil }
        return rect.applying(map)
    }

    private func conversion(from source: String?, to destination: String?) -> AffineTransform? {
        guard let up = toWindow(source), let down = toWindow(destination)?.inverted() else { return nil }
        return up.concatenating(down)
    }

    /// The layout with every layout frame snapped to the pixel grid of a
    /// scale (edges rounded to the nearest 1/scale, in the parent's
    /// coordinates, as UIKit rounds frames), centres recomputed to match.
    /// A scale that is not a positive finite number leaves every frame as
    /// it is.
    public func pixelAligned(scale: Double) -> FrameLayout {
        var aligned = self
        for index in aligned.regions.indices {
            var region = aligned.regions[index]
            let snapped = region.layoutFrame.aligned(toScale: scale)
            region.center = Point(x: snapped.midX, y: snapped.midY)
            region.layoutFrame = snapped
            region.parentToWindow = region.parent.map { aligned.regions[$0].toWindow } ?? .identity
            aligned.regions[index] = region
        }
        return aligned
    }
}
