import LayoutRulesBase
import LayoutRulesCompiler

/// The frames of every region for one environment, parents before
/// children, in the order the rules first declare them.
///
/// ``TraitCollection/frames``, ``RuleSet/frames(in:)`` and
/// ``RuleSet/frames(in:into:)`` give one. It is a collection of
/// ``RegionFrame`` values; look one up by its dotted name:
///
///     let frames = ruleSet.evaluate(environment).frames
///     frames["sidebar"]?.frame          // in the window (its parent)
///     frames["content.header"]?.windowFrame
///     frames.convert(Point(x: 0, y: 0), from: "content.header", to: nil)
///
/// Regions come from the rules that match; an environment no rule lays
/// out gives an empty layout. Frames are not rounded: use
/// ``pixelAligned(scale:)`` to snap them to the screen's pixels.
public struct FrameLayout: Sendable, Hashable, RandomAccessCollection {
    /// The regions, parents before children; also the collection's elements.
    package var regions: [RegionFrame] = []
    /// The window's (or container's) size: the root of every coordinate space.
    public package(set) var windowSize = Size(width: 0, height: 0)
    /// The window's safe-area insets, as the environment gave them.
    public package(set) var windowSafeArea = LayoutEdgeInsets.zero
    /// The solver's registers, kept for the next solve into this layout.
    /// Not part of the value: equality and hashing ignore it.
    var registers: [Double] = []
    /// The program whose regions `regions` holds, so that the next solve
    /// with it rewrites the frames in place. Not part of the value either.
    var solvedProgram: LayoutProgram.Storage?

    /// An empty layout, to solve into with ``RuleSet/frames(in:into:)``.
    public init() {}

    /// Whether two layouts have the same regions, window size and safe
    /// area; the solver's scratch storage is not compared.
    public static func == (a: FrameLayout, b: FrameLayout) -> Bool {
        a.regions == b.regions && a.windowSize == b.windowSize && a.windowSafeArea == b.windowSafeArea
    }

    /// Hashes the regions, window size and safe area, the parts `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(regions)
        hasher.combine(windowSize)
        hasher.combine(windowSafeArea)
    }

    /// The position of the first region: 0.
    public var startIndex: Int { regions.startIndex }
    /// The position past the last region: the number of regions.
    public var endIndex: Int { regions.endIndex }
    /// The region at `position`, which must be in `startIndex..<endIndex`
    /// (a collection's contract, as for `Array`); look regions up by name
    /// with `self[name]`, which answers nil instead.
    public subscript(position: Int) -> RegionFrame { regions[position] }

    /// The region with a dotted name (`content.header`), or nil.
    public subscript(name: String) -> RegionFrame? {
        index(of: name).map { regions[$0] }
    }

    /// The position of the region with a dotted name, or nil.
    ///
    /// The position is also what ``RegionFrame/parent`` holds.
    package func index(of name: String) -> Int? {
        regions.firstIndex { $0.name == name }
    }

    /// The transform from a region's coordinates (nil: the window's) to
    /// the window's, or nil for an unknown name.
    private func toWindow(_ name: String?) -> LayoutTransform? {
        guard let name else { return .identity }
        return self[name]?.toWindow
    }

    /// Converts a point between the coordinate systems of two regions.
    ///
    /// This is what UIKit's `UIView.convert(_:from:)` and `convert(_:to:)`
    /// do for views, between any two regions, through every transform on
    /// the way.
    ///
    /// - Parameters:
    ///   - point: A point in the source region's own coordinates.
    ///   - source: The dotted name of the region the point is in; nil for the window.
    ///   - destination: The dotted name of the region to convert to; nil for the window.
    /// - Returns: The point in the destination's coordinates, or nil for
    ///   an unknown name, or when a transform on the way cannot be
    ///   inverted (a zero scale squashes the space flat).
    public func convert(_ point: Point, from source: String?, to destination: String?) -> Point? {
        guard let map = conversion(from: source, to: destination) else { return nil }
        return point.applying(map)
    }

    /// Converts a rectangle between the coordinate systems of two regions.
    ///
    /// With rotations on the way the result is the bounding box of the
    /// converted corners, as UIKit's is. Names and nil results are as for
    /// the point version.
    public func convert(_ rect: Rect, from source: String?, to destination: String?) -> Rect? {
        guard let map = conversion(from: source, to: destination) else { return nil }
        return rect.applying(map)
    }

    private func conversion(from source: String?, to destination: String?) -> LayoutTransform? {
        guard let up = toWindow(source), let down = toWindow(destination)?.inverted() else { return nil }
        return up.concatenating(down)
    }

    /// The layout with every layout frame snapped to the pixel grid of a scale.
    ///
    /// Edges are rounded to the nearest 1/scale in the parent's
    /// coordinates, and centres
    /// recomputed to match, so views placed with the frames do not blur.
    /// A scale that is not a positive finite number leaves every frame as
    /// it is.
    ///
    ///     let frames = rules.frames(in: environment).pixelAligned(scale: environment.scale)
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
