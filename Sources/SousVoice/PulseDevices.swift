import CPulse
import Foundation
import SousCore

/// The sound server's microphones, for the Settings row and `sous voice doctor`.
public enum PulseDevices {
    /// Recording sources (monitors of outputs left out); empty with no sound server.
    public static func microphones() -> [AudioInput] {
        let found = Found()
        let box = Unmanaged.passRetained(found)
        defer { box.release() }
        let status = sous_pa_list_sources({ name, description, user in
            guard let name, let user else { return }
            let found = Unmanaged<Found>.fromOpaque(user).takeUnretainedValue()
            found.inputs.append(AudioInput(name: String(cString: name), description: description.map { String(cString: $0) } ?? String(cString: name)))
        }, box.toOpaque())
        return status == 0 ? found.inputs : []
    }

    private final class Found {
        var inputs: [AudioInput] = []
    }
}
