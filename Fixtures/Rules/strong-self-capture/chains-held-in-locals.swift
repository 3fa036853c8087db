import Combine
import RxSwift

// A chain built in a local and joined into one that `self` stores keeps its closures as long as `self` keeps the
// joined chain: the closure of the local chain counts as kept.
final class SearchModel {
    @Published var query = ""
    @Published var filter = ""
    var title = ""
    private var bag = Set<AnyCancellable>()

    func normalize(_ text: String) -> String { text.lowercased() }

    func start() {
        let names = $query.map { self.normalize($0) } // expect-warning:34 strong-self-capture {{kept by 'self.bag'}}
        Publishers.CombineLatest(names, $filter).map { $0 + $1 }.sink { print($0) }.store(in: &bag)
        let filters = $filter.map { self.normalize($0) } // expect-warning:37 strong-self-capture {{kept by 'self.bag'}}
        $query.combineLatest(filters).sink { print($0) }.store(in: &bag)
        // silent: the local chain captures 'self' weakly.
        let weakNames = $query.map { [weak self] in self?.normalize($0) ?? $0 }
        Publishers.CombineLatest(weakNames, $filter).sink { print($0) }.store(in: &bag)
    }
}

final class RxSearchModel {
    let query = BehaviorSubject(value: "")
    let filter = BehaviorSubject(value: "")
    private let disposeBag = DisposeBag()

    func normalize(_ text: String) -> String { text.lowercased() }

    func start() {
        let names = query.map { self.normalize($0) } // expect-warning:33 strong-self-capture {{kept by 'self.disposeBag'}}
        Observable.combineLatest(names, filter).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    }
}
