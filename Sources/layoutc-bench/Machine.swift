import Foundation

/// One line describing where the run happened, for the report.
enum Machine {
    static var description: String {
        let info = ProcessInfo.processInfo
        var cpu = "unknown CPU"
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        {
            cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let memory = Double(info.physicalMemory) / 1_073_741_824
        return "\(cpu), \(info.activeProcessorCount) cores, \(String(format: "%.0f", memory)) GB, \(os), \(swift)"
    }

    static var os: String {
        #if os(Linux)
            "Linux"
        #elseif os(macOS)
            "macOS"
        #else
            "unknown OS"
        #endif
    }

    static var swift: String {
        #if compiler(>=6.3)
            "Swift 6.3+"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #else
            "Swift 6.1"
        #endif
    }
}
