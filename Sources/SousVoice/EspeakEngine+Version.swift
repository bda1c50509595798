import CEspeakNG

extension EspeakEngine {
    /// The version of the eSpeak NG library loaded at run time ("1.51"), from `espeak_Info`,
    /// which needs no initialisation and reads no data files.
    public static var libraryVersion: String? {
        espeak_Info(nil).map { String(cString: $0) }
    }
}
