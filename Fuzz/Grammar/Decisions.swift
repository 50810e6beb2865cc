// The fuzzer's bytes read as a stream of decisions. Every choice the
// generator makes consumes one or two bytes; past the end every choice is
// 0, and the generator is written so that 0 always means "stop" or "the
// simplest option", so any input, even an empty one, yields a finite,
// valid program. libFuzzer's mutations of the bytes then become
// structural mutations of the program.

struct Decisions {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var exhausted: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A number in 0..<n (n <= 65536).
    mutating func below(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        if n <= 256 { return Int(byte()) % n }
        return (Int(byte()) << 8 | Int(byte())) % n
    }

    /// True with probability about percent/100; false once the bytes run out.
    mutating func chance(_ percent: Int) -> Bool {
        Int(byte()) * 100 >= (100 - percent) * 256
    }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// How many items of a list: 0 when the bytes run out.
    mutating func count(_ maximum: Int) -> Int { below(maximum + 1) }
}
