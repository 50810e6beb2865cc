/// A map from 64-bit hashes that are already well mixed (XORs of random
/// keys) to non-negative numbers, by open addressing.
///
/// The tree builder looks up every leaf and every list of layout rules
/// by such a hash. `Dictionary` runs each key through SipHash first, which
/// cost more than the rest of a lookup; here the hash's low bits are the
/// slot. A slot holds its key and its number side by side: the lookups
/// land at random in a table of tens of thousands of slots, and with the
/// two in separate arrays each probe missed the cache twice.
struct HashIndex {
    private struct Slot {
        var key: UInt64
        /// -1 marks an empty slot.
        var value: Int32
    }

    private var slots: [Slot]
    private var count = 0

    init() {
        slots = [Slot](repeating: Slot(key: 0, value: -1), count: 64)
    }

    /// The number stored for `key`, or nil.
    subscript(key: UInt64) -> Int32? {
        get {
            slots.withUnsafeBufferPointer { slots in
                let mask = slots.count - 1
                var index = Int(truncatingIfNeeded: key) & mask
                while slots[index].value >= 0 {
                    if slots[index].key == key { return slots[index].value }
                    index = (index + 1) & mask
                }
                return nil
            }
        }
        set {
            guard let value = newValue, value >= 0 else { return }
            if 2 * (count + 1) > slots.count { grow() }
            let inserted = slots.withUnsafeMutableBufferPointer { slots in
                let mask = slots.count - 1
                var index = Int(truncatingIfNeeded: key) & mask
                while slots[index].value >= 0 {
                    if slots[index].key == key {
                        slots[index].value = value
                        return false
                    }
                    index = (index + 1) & mask
                }
                slots[index] = Slot(key: key, value: value)
                return true
            }
            if inserted { count += 1 }
        }
    }

    /// Doubles the slots, keeping the table at most half full.
    private mutating func grow() {
        var newSlots = [Slot](repeating: Slot(key: 0, value: -1), count: 2 * slots.count)
        // Every key is distinct, so each goes to the first free slot from
        // its own.
        newSlots.withUnsafeMutableBufferPointer { newSlots in
            let mask = newSlots.count - 1
            for slot in slots where slot.value >= 0 {
                var index = Int(truncatingIfNeeded: slot.key) & mask
                while newSlots[index].value >= 0 { index = (index + 1) & mask }
                newSlots[index] = slot
            }
        }
        slots = newSlots
    }
}
