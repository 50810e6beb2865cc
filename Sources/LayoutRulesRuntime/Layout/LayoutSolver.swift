import LayoutRulesBase
import LayoutRulesSemantics
import LayoutRulesCompiler

/// Runs a `LayoutProgram` against an environment. The registers live in
/// the `FrameLayout`'s own scratch array, kept between calls, so solving
/// allocates nothing beyond the `FrameLayout` the caller asked for, and
/// nothing at all when the caller passes one back in to be refilled.
/// (Not `withUnsafeTemporaryAllocation`: it falls back to the heap above
/// a small size, which a layout of ten regions already exceeds.)
enum LayoutSolver {
    /// What a layout reads from the environment: the window and its safe
    /// area. Plain values, so keeping one (in a `TraitCollection`) retains
    /// nothing.
    struct LayoutInput: Sendable {
        var width: Double
        var height: Double
        var safeArea: LayoutEdgeInsets

        init(_ environment: LayoutEnvironment) {
            width = environment.width
            height = environment.height
            safeArea = environment.safeArea
        }
    }

    /// Solves `program` and replaces the contents of `layout` with the result.
    static func solve(_ program: LayoutProgram, in environment: LayoutEnvironment, into layout: inout FrameLayout) {
        solve(program, in: LayoutInput(environment), into: &layout)
    }

    /// The same, from the three values a layout reads.
    static func solve(_ program: LayoutProgram, in environment: LayoutInput, into layout: inout FrameLayout) {
        layout.windowSize = Size(width: environment.width, height: environment.height)
        layout.windowSafeArea = environment.safeArea
        let count = max(program.registerCount, LayoutProgram.registersPerRegion)
        if layout.registers.count < count {
            layout.registers.append(contentsOf: repeatElement(0, count: count - layout.registers.count))
        }
        // Moved out, so the buffer below is uniquely referenced (no copy on
        // write), and moved back: a swap retains and releases nothing.
        var registers: [Double] = []
        swap(&registers, &layout.registers)
        withExtendedLifetime(program.storage) {
            registers.withUnsafeMutableBufferPointer { buffer in
                let used = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
                // Only what the program may read before writing it: the
                // rest is written first (`LayoutProgramOptimizer`).
                for register in program.storage.clearBuffer { used[Int(register)] = 0 }
                loadWindow(environment, into: used)
                run(UnsafeBufferPointer(program.storage.codeBuffer), on: used)
                collect(program.storage, used, into: &layout)
            }
        }
        swap(&registers, &layout.registers)
    }

    /// Slot 0 is the window: its bounds and its safe area.
    private static func loadWindow(_ environment: LayoutInput, into r: UnsafeMutableBufferPointer<Double>) {
        let width = environment.width
        let height = environment.height
        r[0] = 0
        r[1] = width
        r[2] = width
        r[3] = width * 0.5
        r[4] = 0
        r[5] = height
        r[6] = height
        r[7] = height * 0.5
        r[8] = 1
        r[11] = 1
        r[14] = environment.safeArea.top
        r[15] = environment.safeArea.left
        r[16] = environment.safeArea.bottom
        r[17] = environment.safeArea.right
    }

    private static func run(_ code: UnsafeBufferPointer<LayoutStep>, on r: UnsafeMutableBufferPointer<Double>) {
        do {
            for instruction in code {
                let t = Int(instruction.target)
                let a = Int(instruction.a)
                let b = Int(instruction.b)
                switch instruction.operation {
                case .constant: r[t] = instruction.value
                case .copy: r[t] = r[a]
                case .add: r[t] = r[a] + r[b]
                case .subtract: r[t] = r[a] - r[b]
                case .multiply: r[t] = r[a] * r[b]
                case .divide: r[t] = r[a] / r[b]
                case .negate: r[t] = -r[a]
                case .minimum: r[t] = LayoutArithmetic.minimum(r[a], r[b])
                case .maximum: r[t] = LayoutArithmetic.maximum(r[a], r[b])
                case .clamp: r[t] = LayoutArithmetic.clamp(r[a], r[b], r[Int(instruction.c)])
                case .percentage: r[t] = LayoutArithmetic.percentage(instruction.value, of: r[a])
                case .addImmediate: r[t] = r[a] + instruction.value
                case .subtractImmediate: r[t] = r[a] - instruction.value
                case .immediateSubtract: r[t] = instruction.value - r[a]
                case .multiplyImmediate: r[t] = r[a] * instruction.value
                case .divideImmediate: r[t] = r[a] / instruction.value
                case .immediateDivide: r[t] = instruction.value / r[a]
                case .minimumImmediate: r[t] = LayoutArithmetic.minimum(r[a], instruction.value)
                case .immediateMinimum: r[t] = LayoutArithmetic.minimum(instruction.value, r[a])
                case .maximumImmediate: r[t] = LayoutArithmetic.maximum(r[a], instruction.value)
                case .immediateMaximum: r[t] = LayoutArithmetic.maximum(instruction.value, r[a])
                case .completeAxis: completeAxis(r, at: t, known: a)
                case .identity: setTransform(r, at: t, .identity)
                case .translate: append(LayoutTransform(translationX: r[a], y: r[b]), to: r, at: t)
                case .scale: append(LayoutTransform(scaleX: r[a], y: r[b]), to: r, at: t)
                case .rotate: append(LayoutTransform(rotationDegrees: r[a]), to: r, at: t)
                case .safeArea: safeArea(r, at: t, slot: a, parent: b)
                }
            }
        }
    }

    /// Fills the two unknown attributes of an axis (start, end, size,
    /// centre at `t ..< t + 4`) from the two the layout gives.
    @inline(__always)
    private static func completeAxis(_ r: UnsafeMutableBufferPointer<Double>, at t: Int, known: Int) {
        switch known {
        case 0b0011:  // start, end
            r[t + 2] = r[t + 1] - r[t]
            r[t + 3] = r[t] + r[t + 2] * 0.5
        case 0b0101:  // start, size
            r[t + 1] = r[t] + r[t + 2]
            r[t + 3] = r[t] + r[t + 2] * 0.5
        case 0b1001:  // start, centre
            r[t + 2] = (r[t + 3] - r[t]) * 2
            r[t + 1] = r[t] + r[t + 2]
        case 0b0110:  // end, size
            r[t] = r[t + 1] - r[t + 2]
            r[t + 3] = r[t] + r[t + 2] * 0.5
        case 0b1010:  // end, centre
            r[t + 2] = (r[t + 1] - r[t + 3]) * 2
            r[t] = r[t + 1] - r[t + 2]
        default:  // 0b1100: size, centre
            r[t] = r[t + 3] - r[t + 2] * 0.5
            r[t + 1] = r[t] + r[t + 2]
        }
    }

    @inline(__always)
    private static func transform(_ r: UnsafeMutableBufferPointer<Double>, at t: Int) -> LayoutTransform {
        LayoutTransform(a: r[t], b: r[t + 1], c: r[t + 2], d: r[t + 3], tx: r[t + 4], ty: r[t + 5])
    }

    @inline(__always)
    private static func setTransform(_ r: UnsafeMutableBufferPointer<Double>, at t: Int, _ m: LayoutTransform) {
        r[t] = m.a
        r[t + 1] = m.b
        r[t + 2] = m.c
        r[t + 3] = m.d
        r[t + 4] = m.tx
        r[t + 5] = m.ty
    }

    /// Steps arrive right to left (see `emitTransform`), each applied after
    /// the ones already composed.
    @inline(__always)
    private static func append(_ step: LayoutTransform, to r: UnsafeMutableBufferPointer<Double>, at t: Int) {
        setTransform(r, at: t, transform(r, at: t).concatenating(step))
    }

    /// UIKit's `safeAreaInsets` of a view: how far the parent's safe area
    /// (converted into the view's own coordinates) lies inside each edge of
    /// the view's bounds, never negative and never more than the bounds.
    /// A transform that cannot be inverted leaves no safe area to convert:
    /// the insets are zero.
    private static func safeArea(_ r: UnsafeMutableBufferPointer<Double>, at t: Int, slot: Int, parent: Int) {
        let base = LayoutProgram.base(slot)
        let parentBase = LayoutProgram.base(parent)
        let parentInsets = parentBase + LayoutProgram.safeAreaOffset
        let safe = Rect(
            x: r[parentInsets + 1], y: r[parentInsets],
            width: r[parentBase + 2] - r[parentInsets + 1] - r[parentInsets + 3],
            height: r[parentBase + 6] - r[parentInsets] - r[parentInsets + 2])
        let width = r[base + 2]
        let height = r[base + 6]
        let local: Rect
        let m = transform(r, at: base + LayoutProgram.transformOffset)
        if m.isIdentity {
            local = Rect(x: safe.origin.x - r[base], y: safe.origin.y - r[base + 4], width: safe.size.width, height: safe.size.height)
        } else if let inverse = RegionFrame.toParent(width: width, height: height, center: Point(x: r[base + 3], y: r[base + 7]), transform: m).inverted() {
            local = safe.applying(inverse)
        } else {
            for edge in 0..<4 { r[t + edge] = 0 }
            return
        }
        r[t] = LayoutArithmetic.clamp(0, local.minY, Swift.max(0, height))
        r[t + 1] = LayoutArithmetic.clamp(0, local.minX, Swift.max(0, width))
        r[t + 2] = LayoutArithmetic.clamp(0, height - local.maxY, Swift.max(0, height))
        r[t + 3] = LayoutArithmetic.clamp(0, width - local.maxX, Swift.max(0, width))
    }

    /// Turns the registers into `RegionFrame`s, parents first, so each
    /// window frame builds on its parent's.
    ///
    /// When the layout already holds this program's regions (the usual
    /// case: a resize that stays in one leaf), the frames are rewritten in
    /// place, keeping the names: replacing the regions would release and
    /// retain every name, most of the cost of a solve. The layout records
    /// which program filled it, so knowing costs one comparison, not one
    /// per name.
    private static func collect(
        _ program: LayoutProgram.Storage, _ r: UnsafeMutableBufferPointer<Double>, into layout: inout FrameLayout
    ) {
        let count = program.parentBuffer.count
        let reuse = layout.solvedProgram === program && layout.regions.count == count
        if !reuse {
            // Another program's regions: as many regions, then the names.
            if layout.regions.count > count { layout.regions.removeLast(layout.regions.count - count) }
            while layout.regions.count < count {
                layout.regions.append(
                    RegionFrame(name: "", layoutFrame: .zero, center: .zero, transform: .identity, parentToWindow: .identity))
            }
            layout.solvedProgram = program
        }
        // Through one buffer: one uniqueness check for the whole layout,
        // not one per field written.
        layout.regions.withUnsafeMutableBufferPointer { regions in
            for index in 0..<count {
                let base = LayoutProgram.base(index + 1)
                let parentSlot = Int(program.parentBuffer[index])
                if !reuse {
                    regions[index].name = program.regionNames[index]
                    regions[index].parent = parentSlot == 0 ? nil : parentSlot - 1
                }
                regions[index].transform =
                    program.transformedBuffer[index] ? self.transform(r, at: base + LayoutProgram.transformOffset) : .identity
                regions[index].parentToWindow = parentSlot == 0 ? LayoutTransform.identity : regions[parentSlot - 1].toWindow
                regions[index].layoutFrame = Rect(x: r[base], y: r[base + 4], width: r[base + 2], height: r[base + 6])
                regions[index].center = Point(x: r[base + 3], y: r[base + 7])
            }
        }
    }
}
