import UIKit

/// `asyncCompactMap` and its kin (CollectionConcurrencyKit and look-alikes) run the closure for each element
/// before they return: the property keeps the values, not the closure.
struct Account { let userId: Int }
struct UserProfile { let name: String }

final class ProfileStore {
    func profile(id: Int) async -> UserProfile? { nil }
}

final class AccountManager {
    var accounts: [Account] = []
    let profileStore = ProfileStore()
    var onChange: (() -> Void)?
}

final class SwitchUserViewController: UIViewController {
    private let accountManager = AccountManager()
    private var users: [UserProfile] = []
    private var names: [String] = []

    func reload() async {
        users = await accountManager.accounts.asyncCompactMap {
            await self.accountManager.profileStore.profile(id: $0.userId) // silent: run for each account, then released
        }
        names = await users.concurrentMap { profile in
            self.title ?? profile.name // silent: run for each profile, then released
        }
        accountManager.onChange = {
            self.users = [] // expect-warning:13 strong-self-capture {{'self' keeps 'self.accountManager'}}
        }
    }
}
