
/// Memory a compiled structure owns for reading on hot paths: a copy of
/// an array's elements that evaluation reads through a raw pointer, so it
/// never retains the array (that retain cost more than a short walk).
/// The owner makes the copy in `init` and frees it in `deinit`.
extension UnsafeMutableBufferPointer {
    /// A new buffer holding a copy of `elements`; free it with `freeCopy()`.
    static func copy(of elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return buffer
    }

    /// Deinitialises and frees a buffer made by `copy(of:)`.
    func freeCopy() {
        deinitialize().deallocate()
    }
}
