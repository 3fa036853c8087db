// `x.owner.handler = { x }` is a cycle only when `x` keeps `owner`: an unowned or weak `owner` keeps nothing, so
// the closure keeps `x` without `x` keeping the closure.
final class Recorder {
    var onStop: (() -> Void)?
}

final class Session {
    var recorder = Recorder()
    unowned var host: Recorder
    weak var observer: Recorder?

    init(host: Recorder) { self.host = host }
}

func wire(_ session: Session) {
    session.recorder.onStop = { print(session) } // expect-warning:39 self-referencing-callback {{captures 'session' strongly}}
    // silent: 'host' is unowned and 'observer' weak.
    session.host.onStop = { print(session) }
    session.observer?.onStop = { print(session) }
}
