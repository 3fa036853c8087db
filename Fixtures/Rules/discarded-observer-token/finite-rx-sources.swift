import RxSwift

/// A discarded Disposable of a source that completes (a Single, by its declared type or the declared type of the
/// local that holds it) ends with the source; one of an endless Observable keeps the subscription.
protocol TransactionAdapter {
    func allTransactions() -> Single<[String]>
    func updates() -> Observable<[String]>
}

final class SpamManager {
    let adapter: TransactionAdapter
    var records: [String] = []
    init(adapter: TransactionAdapter) { self.adapter = adapter }

    func scan() {
        // silent: a Single completes
        _ = adapter.allTransactions().subscribe(onSuccess: { records in self.records = records })
        // silent: the local is declared a Single
        let single: Single<[String]> = adapter.allTransactions()
        _ = single.subscribe(onSuccess: { records in self.records = records })
        _ = adapter.updates().subscribe(onNext: { records in self.records = records }) // expect-warning:31 discarded-observer-token
    }
}
