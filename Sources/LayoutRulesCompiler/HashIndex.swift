/// A map from 64-bit hashes that are already well mixed (XORs of random
/// keys) to non-negative numbers, by open addressing.
///
/// The tree builder looks up every leaf and every list of layout rules
/// by such a hash. `Dictionary` runs each key through SipHash first, which
/// cost more than the rest of a lookup; here the hash's low bits are the
/// slot.
struct HashIndex {
    private var keys: [UInt64]
    /// -1 marks an empty slot.
    private var values: [Int32]
    private var count = 0

    init() {
        keys = [UInt64](repeating: 0, count: 64)
        values = [Int32](repeating: -1, count: 64)
    }

    /// The number stored for `key`, or nil.
    subscript(key: UInt64) -> Int32? {
        get {
            let mask = keys.count - 1
            var slot = Int(truncatingIfNeeded: key) & mask
            while values[slot] >= 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            guard let value = newValue, value >= 0 else { return }
            if 2 * (count + 1) > keys.count { grow() }
            let mask = keys.count - 1
            var slot = Int(truncatingIfNeeded: key) & mask
            while values[slot] >= 0 {
                if keys[slot] == key {
                    values[slot] = value
                    return
                }
                slot = (slot + 1) & mask
            }
            keys[slot] = key
            values[slot] = value
            count += 1
        }
    }

    /// Doubles the slots, keeping the table at most half full.
    private mutating func grow() {
        var newKeys = [UInt64](repeating: 0, count: 2 * keys.count)
        var newValues = [Int32](repeating: -1, count: 2 * keys.count)
        // Every key is distinct, so each goes to the first free slot from
        // its own (the arrays are filled through their buffers: this runs
        // once per entry per doubling).
        newKeys.withUnsafeMutableBufferPointer { newKeys in
            newValues.withUnsafeMutableBufferPointer { newValues in
                let mask = newKeys.count - 1
                for index in keys.indices where values[index] >= 0 {
                    var slot = Int(truncatingIfNeeded: keys[index]) & mask
                    while newValues[slot] >= 0 { slot = (slot + 1) & mask }
                    newKeys[slot] = keys[index]
                    newValues[slot] = values[index]
                }
            }
        }
        keys = newKeys
        values = newValues
    }
}
