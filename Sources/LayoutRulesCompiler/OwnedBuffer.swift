
/// Memory a compiled structure or a builder owns for reading and writing
/// on hot paths, with one owner: it is allocated in `init` and freed in
/// `deinit`, and it cannot be copied, so no two values share it by
/// accident (a copy of a struct holding a raw pointer would, and either
/// could free it).
///
/// Every access is bounds-checked with `assert`: in debug builds and in
/// tests built for debugging a bad index traps with its value and the
/// count; in an optimised build the check is compiled out, and the
/// structure's validation pass (`Validation.swift`), run once per compile,
/// proves the indices instead.
///
/// The elements are plain data (`BitwiseCopyable`): nothing to
/// deinitialise, and memory that is only allocated may be written before
/// it is read.
@frozen @usableFromInline
struct OwnedBuffer<Element: BitwiseCopyable>: ~Copyable {
    /// The first element; valid (and at least one element long, so never
    /// a dangling address) for as long as the owner lives.
    @usableFromInline let base: UnsafeMutablePointer<Element>
    /// How many elements an index may reach.
    @usableFromInline let count: Int

    /// Room for `count` elements, set to `value`.
    init(repeating value: Element, count: Int) {
        precondition(count >= 0, "an owned buffer of \(count) elements")
        base = .allocate(capacity: Swift.max(count, 1))
        base.initialize(repeating: value, count: Swift.max(count, 1))
        self.count = count
    }

    /// Room for `count` elements whose values are not set: each must be
    /// written before it is read.
    init(uninitializedCount count: Int) {
        precondition(count >= 0, "an owned buffer of \(count) elements")
        base = .allocate(capacity: Swift.max(count, 1))
        self.count = count
    }

    /// A copy of `elements`.
    init(copying elements: some Collection<Element>) {
        self.init(uninitializedCount: elements.count)
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
    }

    deinit {
        base.deallocate()
    }

    @inlinable @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "index \(index) is out of range 0..<\(count)")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "index \(index) is out of range 0..<\(count)")
            base[index] = newValue
        }
    }

    /// The elements `range` (checked like an index).
    @inline(__always)
    func slice(_ range: Range<Int>) -> UnsafeMutableBufferPointer<Element> {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) is out of range 0..<\(count)")
        return UnsafeMutableBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Every element, for reading or writing in place.
    var all: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }
}

/// Memory a class owns for a reader in another module, which reads it as
/// a buffer pointer (bounds-checked in debug builds by the standard
/// library): the class makes the copy in `init` and frees it in `deinit`,
/// and the validation pass checks every index stored in it.
extension UnsafeMutableBufferPointer where Element: BitwiseCopyable {
    /// A new buffer holding a copy of `elements`; free it with `freeCopy()`.
    static func copy(of elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return buffer
    }

    /// Frees a buffer made by `copy(of:)` (plain data: nothing to deinitialise).
    func freeCopy() {
        deallocate()
    }
}
