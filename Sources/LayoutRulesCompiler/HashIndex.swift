/// A map from 64-bit hashes that are already well mixed (XORs of random
/// keys) to non-negative numbers, by open addressing, for callers that
/// compare what they find in full: only a key's high 32 bits are kept, so
/// two keys equal in them share an entry.
///
/// The tree builder looks up every node, leaf and list of layout rules by
/// such a hash. `Dictionary` runs each key through SipHash first, which
/// cost more than the rest of a lookup; here the key's high bits are the
/// slot. The lookups land at random in a table of tens of thousands of
/// slots, so a slot is one 8-byte word: the table is half the size it was
/// with whole keys, and misses the cache less.
struct HashIndex {
    private struct Slot {
        /// The key's high 32 bits, whose low bits are also the first slot
        /// it probes. (Keys equal in them, one pair in four billion, share
        /// an entry: the builder chains the entries that share a key and
        /// compares each in full, so such a pair only lengthens a chain.)
        var tag: UInt32
        /// -1 marks an empty slot.
        var value: Int32
    }

    private var slots: [Slot]
    private var count = 0

    init() {
        slots = [Slot](repeating: Slot(tag: 0, value: -1), count: 64)
    }

    private static func tag(_ key: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: key >> 32) }

    /// The number stored for `key`, or nil.
    subscript(key: UInt64) -> Int32? {
        get {
            slots.withUnsafeBufferPointer { slots in
                let mask = slots.count - 1
                let tag = Self.tag(key)
                var index = Int(tag) & mask
                while slots[index].value >= 0 {
                    if slots[index].tag == tag { return slots[index].value }
                    index = (index + 1) & mask
                }
                return nil
            }
        }
        set {
            guard let value = newValue else { return }
            _ = replace(key, with: value)
        }
    }

    /// Stores `value` for `key` and returns the number it replaced, or nil:
    /// a lookup and an update in one probe.
    mutating func replace(_ key: UInt64, with value: Int32) -> Int32? {
        guard value >= 0 else { return self[key] }
        if 2 * (count + 1) > slots.count { grow() }
        let tag = Self.tag(key)
        let previous: Int32? = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var index = Int(tag) & mask
            while slots[index].value >= 0 {
                if slots[index].tag == tag {
                    defer { slots[index].value = value }
                    return slots[index].value
                }
                index = (index + 1) & mask
            }
            slots[index] = Slot(tag: tag, value: value)
            return nil
        }
        if previous == nil { count += 1 }
        return previous
    }

    /// Doubles the slots, keeping the table at most half full.
    private mutating func grow() {
        var newSlots = [Slot](repeating: Slot(tag: 0, value: -1), count: 2 * slots.count)
        newSlots.withUnsafeMutableBufferPointer { newSlots in
            let mask = newSlots.count - 1
            // Every tag is distinct, so each goes to the first free slot
            // from its own.
            for slot in slots where slot.value >= 0 {
                var index = Int(slot.tag) & mask
                while newSlots[index].value >= 0 { index = (index + 1) & mask }
                newSlots[index] = slot
            }
        }
        slots = newSlots
    }
}
