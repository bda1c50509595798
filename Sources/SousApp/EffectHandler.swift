/// Performs effects (database reads and writes, later speech): the outside world's side.
///
/// Runs off the UI thread; what it returns is fed back to the reducer as actions.
public protocol EffectHandler: Sendable {
    func perform(_ effect: Effect) -> [AppAction]
}
