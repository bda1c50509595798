import CPulse
import Foundation
import SousCore

/// The sound server's microphones, for the Settings row and `sous voice doctor`.
public enum PulseDevices {
    /// What the server offers to listen to; `.noServer` when none answers (never starts one).
    public static func search() -> MicrophoneSearch {
        let found = Found()
        let box = Unmanaged.passRetained(found)
        defer { box.release() }
        var defaultSource = [CChar](repeating: 0, count: 512)
        let status = defaultSource.withUnsafeMutableBufferPointer { buffer in
            sous_pa_list_sources({ name, description, monitor, user in
                guard let name, let user else { return }
                let found = Unmanaged<Found>.fromOpaque(user).takeUnretainedValue()
                let input = AudioInput(name: String(cString: name), description: description.map { String(cString: $0) } ?? String(cString: name))
                if monitor != 0 { found.monitors.insert(input.name) } else { found.inputs.append(input) }
            }, box.toOpaque(), buffer.baseAddress, buffer.count)
        }
        guard status == 0 else { return .noServer }
        let defaultName = String(cString: defaultSource)
        return .found(found.inputs, defaultIsMonitor: found.monitors.contains(defaultName))
    }

    private final class Found {
        var inputs: [AudioInput] = []
        var monitors: Set<String> = []
    }
}
