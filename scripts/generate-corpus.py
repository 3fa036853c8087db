#!/usr/bin/env python3
"""Generate a deterministic iOS-style source tree for leakwatch benchmarks.

    python3 scripts/generate-corpus.py --out DIR --lines N [--seed S] [--objc-share 0.1]

Writes about N lines (within 2%) of Swift, and with --objc-share that fraction of the lines as
Objective-C (.m files and one umbrella .h per Objective-C feature), in files of 150-600 lines under
Features/<Feature>/{Views,ViewModels,Coordinators,Services,Models}/ and Core/.  Almost all observer code
is correct ([weak self], stored tokens removed in deinit, invalidated timers, ...); on top of it about
one leak per 2,000 lines is planted, each meant to be exactly one finding of one leakwatch rule.
DIR/manifest.json records the totals, the planted counts per rule (all files, .swift files only, and
Objective-C files only) and each planted leak with the file and line leakwatch is expected to report.
Below about 10,000 lines the 150-line minimum per file can push the total past the 2% tolerance.

The same arguments give byte-identical output: all randomness comes from random.Random(seed), and
nothing depends on time, hash order or the file system.  Standard library only (Python 3.11).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import sys
import textwrap

RULES = [
    "strong-self-capture",
    "unbalanced-observer",
    "discarded-observer-token",
    "self-referencing-callback",
    "method-reference-capture",
    "assign-on-self",
    "lifecycle-mismatch",
]
OBJC_RULES = ["strong-self-capture", "unbalanced-observer"]
LINES_PER_LEAK = 2000
MIN_FILE, MAX_FILE = 150, 600
MARK_OPEN, MARK_CLOSE = "\u27e6", "\u27e7"  # ⟦rule⟧ marks the line of a planted leak until it is written

# --------------------------------------------------------------------------------------------------
# Templates
# --------------------------------------------------------------------------------------------------

_SUB = re.compile("\u00ab(\\w+)\u00bb")  # «name»
_DEDENTED: dict[str, str] = {}


def T(tpl: str, cx: "Ctx | None" = None, **kw) -> list[str]:
    """Dedent a template, fill in «name» placeholders from kw and the feature context."""
    text = _DEDENTED.get(tpl)
    if text is None:
        text = textwrap.dedent(tpl).strip("\n")
        _DEDENTED[tpl] = text
    if "\u00ab" in text:
        values = cx.v if cx is not None else {}

        def sub(m: re.Match) -> str:
            key = m.group(1)
            if key in kw:
                return str(kw[key])
            return str(values[key])

        text = _SUB.sub(sub, text)
    return text.split("\n")


def ind(lines: list[str], n: int = 1) -> list[str]:
    pad = "    " * n
    return [pad + line if line else line for line in lines]


def mark(line: str, rule: str) -> str:
    return f"{line}{MARK_OPEN}{rule}{MARK_CLOSE}"


def lower_first(s: str) -> str:
    return s[:1].lower() + s[1:]


def upper_first(s: str) -> str:
    return s[:1].upper() + s[1:]


def words_of(camel: str) -> str:
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", camel)


# --------------------------------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------------------------------

# noun, entity, display field, secondary field, (numeric field, type), date field, flag, api path
DOMAINS = [
    ("Feed", "Article", "title", "author", ("likeCount", "Int"), "publishedAt", "isLiked", "articles"),
    ("Orders", "Order", "reference", "customerName", ("total", "Double"), "placedAt", "isPaid", "orders"),
    ("Inbox", "Message", "subject", "sender", ("attachmentCount", "Int"), "receivedAt", "isRead", "messages"),
    ("Playlist", "Track", "name", "artist", ("duration", "Double"), "addedAt", "isDownloaded", "tracks"),
    ("Cart", "Product", "productName", "sku", ("price", "Double"), "addedAt", "isGift", "cart/items"),
    ("Contacts", "Contact", "fullName", "email", ("score", "Int"), "lastSeenAt", "isFavorite", "contacts"),
    ("Events", "Event", "title", "venue", ("capacity", "Int"), "startsAt", "isAttending", "events"),
    ("Recipes", "Recipe", "name", "cuisine", ("calories", "Int"), "createdAt", "isVegetarian", "recipes"),
    ("Workouts", "Workout", "name", "coach", ("distance", "Double"), "startedAt", "isFinished", "workouts"),
    ("Todos", "Todo", "title", "assignee", ("priority", "Int"), "dueAt", "isDone", "todos"),
    ("Photos", "Photo", "caption", "location", ("fileSize", "Int"), "takenAt", "isPrivate", "photos"),
    ("Bookings", "Booking", "hotelName", "city", ("nights", "Int"), "checkInAt", "isConfirmed", "bookings"),
    ("Wallet", "Payment", "merchant", "category", ("amount", "Double"), "bookedAt", "isPending", "payments"),
    ("Podcasts", "Episode", "title", "show", ("duration", "Double"), "releasedAt", "isPlayed", "episodes"),
    ("Library", "Book", "title", "author", ("pageCount", "Int"), "borrowedAt", "isReturned", "books"),
    ("Tickets", "Ticket", "summary", "reporter", ("priority", "Int"), "openedAt", "isResolved", "tickets"),
    ("Courses", "Lesson", "title", "instructor", ("progress", "Double"), "updatedAt", "isUnlocked", "lessons"),
    ("Deliveries", "Parcel", "trackingNumber", "carrier", ("weight", "Double"), "shippedAt", "isDelivered", "parcels"),
    ("Reviews", "Review", "headline", "author", ("rating", "Int"), "postedAt", "isVerified", "reviews"),
    ("Jobs", "Posting", "role", "company", ("salary", "Int"), "postedAt", "isRemote", "postings"),
    ("Trips", "Trip", "destination", "traveler", ("budget", "Double"), "departsAt", "isBooked", "trips"),
    ("Stores", "Store", "name", "address", ("rating", "Double"), "openedAt", "isOpenNow", "stores"),
    ("Notes", "Note", "title", "folder", ("wordCount", "Int"), "modifiedAt", "isPinned", "notes"),
    ("Alerts", "Alert", "title", "source", ("severity", "Int"), "raisedAt", "isAcknowledged", "alerts"),
]

CORE_DOMAIN = ("Account", "Account", "displayName", "email", ("loginCount", "Int"), "lastLoginAt", "isVerified",
               "account")

QUALIFIERS = [
    "Saved", "Recent", "Shared", "Team", "Guest", "Archived", "Featured", "Local", "Pinned", "Draft",
    "Premium", "Family", "Offline", "Public", "Private", "Scheduled", "Trending", "Nearby", "Favorite",
    "Daily", "Weekly", "Live", "Global", "Personal", "Business", "Kids", "Partner", "Vendor", "Member",
    "Admin", "Support", "Beta", "Legacy", "Smart", "Quick", "Secure", "Cloud", "Home", "Travel", "Studio",
]

WORDS = [
    "amber", "harbor", "summit", "maple", "orbit", "cedar", "lumen", "atlas", "willow", "pioneer", "delta",
    "ember", "falcon", "glacier", "horizon", "island", "juniper", "kestrel", "lagoon", "meadow", "nova",
    "oasis", "prairie", "quartz", "river", "sierra", "tundra", "umber", "valley", "zephyr", "coral", "dune",
    "fjord", "grove", "heron", "indigo", "jasper", "koala", "lotus", "marble", "nectar", "olive", "pebble",
]

TOPICS = ["Timeline", "Archive", "Export", "Widget", "Search", "Digest", "Share", "Sync", "Detail", "Summary",
          "Picker", "Editor", "Badge", "Preview", "History", "Import", "Batch", "Spotlight", "Onboarding", "Review"]

SYSTEM_NOTES = [
    ("UIApplication.willEnterForegroundNotification", "appWillEnterForeground"),
    ("UIApplication.didEnterBackgroundNotification", "appDidEnterBackground"),
    ("UIApplication.didBecomeActiveNotification", "appDidBecomeActive"),
    ("UIContentSizeCategory.didChangeNotification", "contentSizeDidChange"),
    ("NSLocale.currentLocaleDidChangeNotification", "localeDidChange"),
    ("UIApplication.significantTimeChangeNotification", "significantTimeChange"),
    ("UIAccessibility.voiceOverStatusDidChangeNotification", "voiceOverStatusDidChange"),
    (".NSCalendarDayChanged", "calendarDayChanged"),
]


class Names:
    """Globally unique type names (the analyzer merges types by name across the whole tree)."""

    def __init__(self) -> None:
        self.taken: set[str] = set()
        self.log: list[str] = []

    def free(self, name: str) -> bool:
        return name not in self.taken

    def uniq(self, base: str) -> str:
        name, n = base, 2
        while name in self.taken:
            name = f"{base}{n}"
            n += 1
        self.taken.add(name)
        self.log.append(name)
        return name

    def checkpoint(self) -> int:
        return len(self.log)

    def rollback(self, checkpoint: int) -> None:
        while len(self.log) > checkpoint:
            self.taken.discard(self.log.pop())


class Ctx:
    """One feature: its names and the «placeholders» its templates use."""

    def __init__(self, feature: str, qual: str, domain: tuple, style: str, names: Names, rng: random.Random):
        noun, entity, disp, sub, (num, num_t), date, flag, path = domain
        self.F = feature
        self.style = style
        self.rng = rng
        self.names = names
        self.has_cell = False
        self.has_ext = False
        self.theme = False  # the VC keeps a token that its extension file (written first) removes
        E = names.uniq(qual + entity)
        e = lower_first(entity)
        self.v = {
            "F": feature,
            "f": lower_first(feature),
            "Title": words_of(feature),
            "E": E,
            "e": e,
            "es": e + "s",
            "Es": entity + "s",
            "Entity": entity,
            "disp": disp,
            "sub": sub,
            "num": num,
            "numT": num_t,
            "Num": upper_first(num),
            "date": date,
            "Date": upper_first(date),
            "flag": flag,
            "Flag": upper_first(flag[2:]) if flag.startswith("is") else upper_first(flag),
            "path": path,
            "zero": "0" if num_t == "Int" else "0.0",
        }

    def __getattr__(self, key: str) -> str:
        try:
            return self.__dict__["v"][key]
        except KeyError:
            raise AttributeError(key) from None

    def word(self) -> str:
        return self.rng.choice(WORDS)

    def phrase(self, n: int = 2) -> str:
        return " ".join(upper_first(self.rng.choice(WORDS)) for _ in range(n))

    def uuid(self) -> str:
        r = self.rng.getrandbits(128)
        h = f"{r:032X}"
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-A{h[17:20]}-{h[20:]}"

    def num_literal(self) -> str:
        if self.numT == "Int":
            return str(self.rng.randint(0, 500))
        return f"{self.rng.randint(0, 999)}.{self.rng.randint(0, 9)}"

    def type(self, suffix: str) -> str:
        if self.names.free(self.F + suffix):
            return self.names.uniq(self.F + suffix)
        topics = list(TOPICS)
        self.rng.shuffle(topics)
        for topic in topics:
            if self.names.free(self.F + topic + suffix):
                return self.names.uniq(self.F + topic + suffix)
        return self.names.uniq(self.F + suffix)


# --------------------------------------------------------------------------------------------------
# Class bodies
# --------------------------------------------------------------------------------------------------


class Body:
    """Sections of a class that observer components and planted leaks add to."""

    def __init__(self) -> None:
        self.props: list[str] = []
        self.init: list[str] = []
        self.deinit: list[str] = []
        self.did_load: list[str] = []
        self.will_appear: list[str] = []
        self.will_disappear: list[str] = []
        self.did_appear: list[str] = []
        self.did_disappear: list[str] = []
        self.binds: list[list[str]] = []
        self.methods: list[list[str]] = []
        self.used: set[str] = set()
        self.observe_value = False

    def block(self, section: str, lines: list[str]) -> None:
        target = getattr(self, section)
        if target and target[-1] != "":
            target.append("")
        target.extend(lines)


def lifecycle(name: str, lines: list[str], arg: str = "animated") -> list[str]:
    out = [f"override func {name}(_ {arg}: Bool) {{", f"    super.{name}({arg})"]
    out += ind(lines)
    out.append("}")
    return out


def join_blocks(blocks: list[list[str]]) -> list[str]:
    out: list[str] = []
    for b in blocks:
        if out:
            out.append("")
        out.extend(b)
    return out


# --------------------------------------------------------------------------------------------------
# Correct observer components for view controllers
# --------------------------------------------------------------------------------------------------


def vc_combine_binds(b: Body, cx: Ctx) -> None:
    rng = cx.rng
    b.binds.append(T("""
        viewModel.$«es»
            .receive(on: DispatchQueue.main)
            .sink { [weak self] «es» in
                self?.render(«es»)
            }
            .store(in: &cancellables)
        """, cx))
    if rng.random() < 0.8:
        b.binds.append(T("""
            viewModel.$isLoading
                .removeDuplicates()
                .sink { [weak self] isLoading in
                    guard let self else { return }
                    isLoading ? self.spinner.startAnimating() : self.spinner.stopAnimating()
                    UIView.animate(withDuration: «d») {
                        self.tableView.alpha = isLoading ? 0.6 : 1
                    }
                }
                .store(in: &cancellables)
            """, cx, d=rng.choice(["0.2", "0.25", "0.3"])))
    if rng.random() < 0.7:
        b.binds.append(T("""
            viewModel.$errorMessage
                .compactMap { $0 }
                .receive(on: DispatchQueue.main)
                .sink { [weak self] message in
                    self?.showError(message)
                }
                .store(in: &cancellables)
            """, cx))
    if rng.random() < 0.6:
        b.binds.append(T("""
            viewModel.$headerTitle
                .map { Optional($0) }
                .assign(to: \\.text, on: headerLabel)
                .store(in: &cancellables)
            """, cx))
    if rng.random() < 0.5:
        b.binds.append(T("""
            viewModel.$summaryText
                .removeDuplicates()
                .sink { [unowned self] text in
                    self.footerLabel.text = text
                    self.footerLabel.isHidden = text.isEmpty
                }
                .store(in: &cancellables)
            """, cx))


def vc_rx_binds(b: Body, cx: Ctx) -> None:
    rng = cx.rng
    b.binds.append(T("""
        viewModel.«es»
            .asDriver()
            .drive(onNext: { [weak self] «es» in
                self?.render(«es»)
            })
            .disposed(by: disposeBag)
        """, cx))
    if rng.random() < 0.8:
        b.binds.append(T("""
            viewModel.isLoading
                .asDriver()
                .drive(spinner.rx.isAnimating)
                .disposed(by: disposeBag)
            """, cx))
    if rng.random() < 0.7:
        b.binds.append(T("""
            viewModel.headerTitle
                .drive(headerLabel.rx.text)
                .disposed(by: disposeBag)
            """, cx))
    if rng.random() < 0.7:
        b.binds.append(T("""
            viewModel.errorMessage
                .asSignal()
                .emit(onNext: { [weak self] message in
                    self?.showError(message)
                })
                .disposed(by: disposeBag)
            """, cx))
    if rng.random() < 0.7:
        b.binds.append(T("""
            refreshControl.rx.controlEvent(.valueChanged)
                .subscribe(onNext: { [weak self] in
                    self?.viewModel.refresh()
                })
                .disposed(by: disposeBag)
            """, cx))
    if rng.random() < 0.5:
        b.binds.append(T("""
            searchController.searchBar.rx.text.orEmpty
                .bind(to: viewModel.query)
                .disposed(by: disposeBag)
            """, cx))


def vc_keyboard_tokens(b: Body, cx: Ctx) -> None:
    b.props.append("private var keyboardTokens: [NSObjectProtocol] = []")
    b.block("did_load", T("""
        keyboardTokens.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] note in
            self?.adjustInsets(for: note, showing: true)
        })
        keyboardTokens.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
        ) { [weak self] note in
            self?.adjustInsets(for: note, showing: false)
        })
        """, cx))
    b.deinit.append("keyboardTokens.forEach { NotificationCenter.default.removeObserver($0) }")
    b.methods.append(T("""
        private func adjustInsets(for note: Notification, showing: Bool) {
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            let bottom = showing ? max(frame.height - view.safeAreaInsets.bottom, 0) : 0
            UIView.animate(withDuration: duration) {
                self.tableView.contentInset.bottom = bottom
                self.tableView.verticalScrollIndicatorInsets.bottom = bottom
            }
        }
        """, cx))


def vc_single_token(b: Body, cx: Ctx) -> None:
    note, base = cx.rng.choice(SYSTEM_NOTES)
    prop = base + "Token"
    if prop in b.used:
        return
    b.used.add(prop)
    b.props.append(f"private var {prop}: NSObjectProtocol?")
    action = cx.rng.choice([
        ["self?.tableView.reloadData()"],
        ["self?.viewModel.refresh()"],
        ["guard let self else { return }", "self.render(self.currentItems)"],
    ])
    b.block("did_load", [
        f"{prop} = NotificationCenter.default.addObserver(",
        f"    forName: {note}, object: nil, queue: .main",
        ") { [weak self] _ in",
        *ind(action),
        "}",
    ])
    if cx.rng.random() < 0.5:
        b.deinit.append(f"if let {prop} {{ NotificationCenter.default.removeObserver({prop}) }}")
    else:
        b.deinit += [f"if let token = {prop} {{", "    NotificationCenter.default.removeObserver(token)", "}"]


def vc_kvo_observation(b: Body, cx: Ctx) -> None:
    b.props.append("private var offsetObservation: NSKeyValueObservation?")
    b.block("did_load", T("""
        offsetObservation = tableView.observe(\\.contentOffset, options: [.new]) { [weak self] tableView, _ in
            self?.updateHeaderShadow(offset: tableView.contentOffset.y)
        }
        """, cx))
    b.deinit.append("offsetObservation?.invalidate()")
    b.methods.append(T("""
        private func updateHeaderShadow(offset: CGFloat) {
            let progress = min(max(offset / «h», 0), 1)
            headerLabel.layer.shadowOpacity = Float(progress) * 0.3
            headerLabel.alpha = 1 - progress * 0.4
        }
        """, cx, h=cx.rng.choice(["40", "64", "80"])))


def vc_timer(b: Body, cx: Ctx) -> None:
    b.props.append("private var pollTimer: Timer?")
    interval = cx.rng.choice(["30", "60", "120", "300"])
    if cx.rng.random() < 0.5:
        b.block("did_load", T("""
            pollTimer = Timer.scheduledTimer(withTimeInterval: «i», repeats: true) { [weak self] _ in
                self?.viewModel.refreshIfStale()
            }
            """, cx, i=interval))
        b.deinit.append("pollTimer?.invalidate()")
    else:
        b.block("did_appear", T("""
            pollTimer?.invalidate()
            pollTimer = Timer.scheduledTimer(withTimeInterval: «i», repeats: true) { [weak self] timer in
                guard let self else { return timer.invalidate() }
                self.viewModel.refreshIfStale()
            }
            """, cx, i=interval))
        b.block("will_disappear", ["pollTimer?.invalidate()", "pollTimer = nil"])


def vc_selector_pair(b: Body, cx: Ctx) -> None:
    if "selectorPair" in b.used:
        return
    b.used.add("selectorPair")
    b.block("will_appear", [
        "NotificationCenter.default.addObserver(",
        f"    self, selector: #selector({cx.f}DidChange(_:)), name: .{cx.f}DidChange, object: nil)",
    ])
    b.block("will_disappear", [f"NotificationCenter.default.removeObserver(self, name: .{cx.f}DidChange, object: nil)"])
    b.methods.append(T("""
        @objc private func «f»DidChange(_ note: Notification) {
            guard isViewLoaded, view.window != nil else { return }
            viewModel.refresh()
        }
        """, cx))


def vc_selector_once(b: Body, cx: Ctx) -> None:
    note, base = cx.rng.choice(SYSTEM_NOTES)
    if base in b.used:
        return
    b.used.add(base)
    b.block("did_load", [
        "NotificationCenter.default.addObserver(",
        f"    self, selector: #selector({base}), name: {note}, object: nil)",
    ])
    b.methods.append([f"@objc private func {base}() {{", "    tableView.reloadData()", "}"])


def vc_kvo_string(b: Body, cx: Ctx) -> None:
    if b.observe_value:
        return
    b.observe_value = True
    b.block("did_load", ["tableView.addObserver(self, forKeyPath: #keyPath(UITableView.contentSize), options: [.new], context: nil)"])
    b.deinit.append('tableView.removeObserver(self, forKeyPath: "contentSize")')
    b.methods.append(T("""
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            guard keyPath == "contentSize" else {
                return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            }
            emptyLabel.isHidden = tableView.contentSize.height > 0
        }
        """, cx))


def vc_theme_cross_file(b: Body, cx: Ctx) -> None:
    """A token removed by a method of an extension in another file (the VC+Layout file)."""
    b.props.append("var themeToken: NSObjectProtocol?")
    b.block("did_load", T("""
        themeToken = NotificationCenter.default.addObserver(
            forName: .«f»DidSync, object: nil, queue: .main
        ) { [weak self] _ in
            self?.applyTheme()
        }
        """, cx))
    b.deinit.append("stopObservingTheme()")
    b.used.add("themeCrossFile")


VC_COMPONENTS = [vc_keyboard_tokens, vc_single_token, vc_single_token, vc_kvo_observation, vc_timer,
                 vc_selector_pair, vc_selector_once, vc_kvo_string]


# --------------------------------------------------------------------------------------------------
# Planted leaks (Swift)
# --------------------------------------------------------------------------------------------------


def plant_vc(b: Body, cx: Ctx, rule: str) -> None:
    rng = cx.rng
    combine = cx.style == "combine"
    if rule == "strong-self-capture":
        kind = rng.choice(["stream", "token", "timer"])
        if kind == "stream":
            if combine:
                b.binds.append([
                    "viewModel.$«es»".replace("«es»", cx.es),
                    "    .dropFirst()",
                    f"    .sink {{ {cx.es} in",
                    mark(f"        self.updateEmptyState(isEmpty: {cx.es}.isEmpty)", rule),
                    "    }",
                    "    .store(in: &cancellables)",
                ])
            else:
                b.binds.append([
                    f"viewModel.{cx.es}",
                    "    .skip(1)",
                    mark(f"    .subscribe(onNext: {{ {cx.es} in self.updateEmptyState(isEmpty: {cx.es}.isEmpty) }})", rule),
                    "    .disposed(by: disposeBag)",
                ])
        elif kind == "token":
            b.props.append("private var syncObserver: NSObjectProtocol?")
            b.block("did_load", [
                "syncObserver = NotificationCenter.default.addObserver(",
                f"    forName: .{cx.f}DidSync, object: nil, queue: .main",
                ") { _ in",
                mark("    self.viewModel.refresh()", rule),
                "}",
            ])
            b.deinit.append("if let syncObserver { NotificationCenter.default.removeObserver(syncObserver) }")
        else:
            b.props.append("private var autosaveTimer: Timer?")
            b.block("did_load", [
                "autosaveTimer = Timer.scheduledTimer(withTimeInterval: 15, repeats: true) { _ in",
                mark("    self.viewModel.refreshIfStale()", rule),
                "}",
            ])
            b.deinit.append("autosaveTimer?.invalidate()")
    elif rule == "unbalanced-observer":
        if rng.random() < 0.6:
            b.props.append("private var resignToken: NSObjectProtocol?")
            b.block("did_load", [
                mark("resignToken = NotificationCenter.default.addObserver(", rule),
                "    forName: UIApplication.willResignActiveNotification, object: nil, queue: .main",
                ") { [weak self] _ in",
                "    self?.view.endEditing(true)",
                "}",
            ])
        else:
            b.block("did_load", [
                mark("tableView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentInset), options: [.new], context: nil)", rule),
            ])
    elif rule == "discarded-observer-token":
        if rng.random() < 0.6:
            b.block("did_load", [
                mark("_ = NotificationCenter.default.addObserver(", rule),
                "    forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main",
                ") { [weak self] _ in",
                "    self?.viewModel.trackScreenshot()",
                "}",
            ])
        else:
            b.block("did_load", [
                mark("_ = tableView.observe(\\.bounds, options: [.new]) { [weak self] tableView, _ in", rule),
                "    self?.updateHeaderWidth(tableView.bounds.width)",
                "}",
            ])
            b.methods.append(["private func updateHeaderWidth(_ width: CGFloat) {",
                              "    headerLabel.preferredMaxLayoutWidth = width - 32", "}"])
    elif rule == "self-referencing-callback":
        b.props.append("private var onRetry: (() -> Void)?")
        b.block("did_load", [mark("self.onRetry = { self.viewModel.refresh() }", rule)])
        b.methods.append(["private func retryTapped() {", "    onRetry?()", "}"])
    elif rule == "method-reference-capture":
        if combine:
            b.binds.append([
                "viewModel.$errorMessage",
                "    .compactMap { $0 }",
                mark("    .sink(receiveValue: showError)", rule),
                "    .store(in: &cancellables)",
            ])
        else:
            b.binds.append([
                "viewModel.errorMessage",
                mark("    .subscribe(onNext: self.showError)", rule),
                "    .disposed(by: disposeBag)",
            ])
    elif rule == "assign-on-self":
        b.binds.append([
            "viewModel.$headerTitle",
            "    .map { Optional($0) }",
            mark("    .assign(to: \\.title, on: self)", rule),
            "    .store(in: &cancellables)",
        ])
    elif rule == "lifecycle-mismatch":
        if rng.random() < 0.6:
            b.block("will_appear", [
                mark("NotificationCenter.default.addObserver(", rule),
                f"    self, selector: #selector({cx.f}DidRefresh(_:)), name: .{cx.f}DidRefresh, object: nil)",
            ])
            b.methods.append([f"@objc private func {cx.f}DidRefresh(_ note: Notification) {{",
                              "    tableView.reloadData()", "}"])
        else:
            b.props.append("private var refreshToken: NSObjectProtocol?")
            b.block("did_appear", [
                mark("refreshToken = NotificationCenter.default.addObserver(", rule),
                f"    forName: .{cx.f}DidRefresh, object: nil, queue: .main",
                ") { [weak self] _ in",
                "    self?.tableView.reloadData()",
                "}",
            ])
            b.deinit.append("if let refreshToken { NotificationCenter.default.removeObserver(refreshToken) }")


VC_RULES = set(RULES)
VM_RULES = set(RULES) - {"lifecycle-mismatch"}
VM_RX_RULES = VM_RULES - {"assign-on-self"}
VC_RX_RULES = set(RULES) - {"assign-on-self"}
COORD_RULES = {"self-referencing-callback"}
HEADER_RULES = set(RULES) - {"lifecycle-mismatch"}
MONITOR_RULES = {"strong-self-capture", "unbalanced-observer", "discarded-observer-token"}


# --------------------------------------------------------------------------------------------------
# Plain logic (most of every file): formatting, validation, models, caches, sample data
# --------------------------------------------------------------------------------------------------


def fill_formatting(cx: Ctx) -> list[str]:
    name = cx.type("Formatting")
    out = T("""
        enum «N» {
            static let dateFormatter: DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .«ds»
                formatter.timeStyle = .«ts»
                formatter.doesRelativeDateFormatting = «rel»
                return formatter
            }()

            static let numberFormatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = «fd»
                return formatter
            }()

            static func string(for date: Date) -> String {
                dateFormatter.string(from: date)
            }

            static func string(for value: Double) -> String {
                numberFormatter.string(from: NSNumber(value: value)) ?? "\\(value)"
            }
        """, cx, N=name, ds=cx.rng.choice(["medium", "short", "long"]), ts=cx.rng.choice(["none", "short"]),
        rel=cx.rng.choice(["true", "false"]), fd=cx.rng.randint(0, 2))
    extra = [
        T("""

            static func abbreviated(_ value: Int) -> String {
                switch abs(value) {
                case 0..<1_000:
                    return "\\(value)"
                case 1_000..<1_000_000:
                    return String(format: "%.1fK", Double(value) / 1_000)
                default:
                    return String(format: "%.1fM", Double(value) / 1_000_000)
                }
            }
            """),
        T("""

            static func relative(_ date: Date, now: Date = Date()) -> String {
                let seconds = now.timeIntervalSince(date)
                if seconds < 60 { return "just now" }
                if seconds < 3_600 { return "\\(Int(seconds / 60)) min ago" }
                if seconds < 86_400 { return "\\(Int(seconds / 3_600)) h ago" }
                return string(for: date)
            }
            """),
        T("""

            static func initials(of name: String) -> String {
                name.split(separator: " ")
                    .prefix(2)
                    .compactMap { $0.first.map(String.init) }
                    .joined()
                    .uppercased()
            }
            """),
        T("""

            static func «num»Text(_ value: «numT») -> String {
                let number = Double(value)
                guard number.isFinite else { return "–" }
                return string(for: number)
            }
            """, cx),
        T("""

            static func list(_ parts: [String], limit: Int = 3) -> String {
                let visible = parts.prefix(limit).joined(separator: ", ")
                let hidden = parts.count - min(parts.count, limit)
                return hidden > 0 ? "\\(visible) and \\(hidden) more" : visible
            }
            """),
    ]
    cx.rng.shuffle(extra)
    for block in extra[: cx.rng.randint(1, len(extra))]:
        out += [""] + ind(block)
    out.append("}")
    return out


def fill_validator(cx: Ctx) -> list[str]:
    topic = cx.rng.choice(["Title", "Input", "Form", "Query", "Draft", "Name"])
    name = cx.type(topic + "Validator")
    lo, hi = cx.rng.randint(1, 3), cx.rng.choice([40, 60, 80, 120, 140])
    out = T("""
        struct «N» {
            enum Issue: Error, Equatable {
                case empty
                case tooShort(minimum: Int)
                case tooLong(maximum: Int)
                case invalidCharacters(String)
            }

            var minimumLength = «lo»
            var maximumLength = «hi»
            var forbidden = CharacterSet(charactersIn: "«chars»")

            func validate(_ text: String) -> Result<String, Issue> {
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { return .failure(.empty) }
                guard trimmed.count >= minimumLength else { return .failure(.tooShort(minimum: minimumLength)) }
                guard trimmed.count <= maximumLength else { return .failure(.tooLong(maximum: maximumLength)) }
                if let range = trimmed.rangeOfCharacter(from: forbidden) {
                    return .failure(.invalidCharacters(String(trimmed[range])))
                }
                return .success(trimmed)
            }

            func message(for issue: Issue) -> String {
                switch issue {
                case .empty:
                    return "Please enter a «what»."
                case .tooShort(let minimum):
                    return "Use at least \\(minimum) characters."
                case .tooLong(let maximum):
                    return "Use at most \\(maximum) characters."
                case .invalidCharacters(let characters):
                    return "\\"\\(characters)\\" is not allowed here."
                }
            }
        """, cx, N=name, lo=lo, hi=hi, chars=cx.rng.choice(["<>{}", "<>", "#%", "\\\\/"]),
        what=words_of(topic).lower())
    if cx.rng.random() < 0.6:
        out += [""] + ind(T("""
            func isValid(_ text: String) -> Bool {
                if case .success = validate(text) { return true }
                return false
            }
            """))
    out.append("}")
    return out


def fill_load_state(cx: Ctx) -> list[str]:
    name = cx.type("LoadState")
    return T("""
        enum «N»: Equatable {
            case idle
            case loading(isRefresh: Bool)
            case loaded(count: Int, at: Date)
            case failed(message: String)

            var isLoading: Bool {
                if case .loading = self { return true }
                return false
            }

            var message: String? {
                switch self {
                case .idle, .loading:
                    return nil
                case .loaded(let count, _):
                    return count == 0 ? "Nothing here yet" : nil
                case .failed(let message):
                    return message
                }
            }

            mutating func finish(count: Int, now: Date = Date()) {
                self = .loaded(count: count, at: now)
            }

            func isStale(after interval: TimeInterval, now: Date = Date()) -> Bool {
                guard case .loaded(_, let date) = self else { return true }
                return now.timeIntervalSince(date) > interval
            }
        }
        """, cx, N=name)


def fill_section(cx: Ctx) -> list[str]:
    name = cx.type("Section")
    cases = cx.rng.sample(["pinned", "today", "thisWeek", "earlier", "suggested", "archived", "shared", "drafts"],
                          cx.rng.randint(3, 5))
    out = [f"enum {name}: Int, CaseIterable {{"]
    out += [f"    case {c}" for c in cases]
    out += ["", "    var title: String {", "        switch self {"]
    for c in cases:
        out += [f"        case .{c}:", f'            return "{words_of(upper_first(c))}"']
    out += ["        }", "    }", "", "    var showsFooter: Bool {", f"        self == .{cases[-1]}", "    }"]
    out += ["", f"    static func section(for date: Date, isPinned: Bool, calendar: Calendar = .current) -> {name} {{",
            f"        if isPinned {{ return .{cases[0]} }}",
            f"        if calendar.isDateInToday(date) {{ return .{cases[1]} }}",
            f"        return .{cases[2]}", "    }", "}"]
    return out


def fill_analytics(cx: Ctx) -> list[str]:
    name = cx.type("AnalyticsEvent")
    events = cx.rng.sample(["viewed", "opened", "shared", "deleted", "refreshed", "filtered", "exported"], 3)
    out = T("""
        struct «N»: Equatable {
            let name: String
            let parameters: [String: String]

            init(_ name: String, parameters: [String: String] = [:]) {
                self.name = "«f»_" + name
                self.parameters = parameters
            }
        """, cx, N=name)
    for ev in events:
        out += [""] + ind(T("""
            static func «ev»(_ «e»: «E», source: String) -> «N» {
                «N»("«ev»", parameters: [
                    "id": «e».id.uuidString,
                    "source": source,
                    "«flag»": «e».«flag» ? "1" : "0",
                ])
            }
            """, cx, N=name, ev=ev))
    out.append("}")
    return out


def fill_cache(cx: Ctx) -> list[str]:
    name = cx.type("MemoryCache")
    return T("""
        final class «N» {
            private var storage: [UUID: (value: «E», insertedAt: Date)] = [:]
            private let lock = NSLock()
            private let lifetime: TimeInterval

            init(lifetime: TimeInterval = «lt») {
                self.lifetime = lifetime
            }

            func value(for id: UUID, now: Date = Date()) -> «E»? {
                lock.lock()
                defer { lock.unlock() }
                guard let entry = storage[id] else { return nil }
                guard now.timeIntervalSince(entry.insertedAt) < lifetime else {
                    storage[id] = nil
                    return nil
                }
                return entry.value
            }

            func insert(_ «es»: [«E»], now: Date = Date()) {
                lock.lock()
                defer { lock.unlock() }
                for «e» in «es» {
                    storage[«e».id] = («e», now)
                }
            }

            func removeAll() {
                lock.lock()
                storage.removeAll()
                lock.unlock()
            }

            var count: Int {
                lock.lock()
                defer { lock.unlock() }
                return storage.count
            }
        }
        """, cx, N=name, lt=cx.rng.choice(["60", "300", "900", "3_600"]))


def fill_diff(cx: Ctx) -> list[str]:
    name = cx.type("Diff")
    return T("""
        struct «N» {
            let inserted: [Int]
            let removed: [Int]
            let updated: [Int]

            init(old: [«E»], new: [«E»]) {
                let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
                let newIDs = Set(new.map(\\.id))
                removed = old.enumerated().filter { !newIDs.contains($0.element.id) }.map(\\.offset)
                var inserted: [Int] = []
                var updated: [Int] = []
                for (offset, item) in new.enumerated() {
                    guard let previous = oldIndex[item.id] else {
                        inserted.append(offset)
                        continue
                    }
                    if old[previous] != item {
                        updated.append(offset)
                    }
                }
                self.inserted = inserted
                self.updated = updated
            }

            var isEmpty: Bool {
                inserted.isEmpty && removed.isEmpty && updated.isEmpty
            }

            var summary: String {
                "+\\(inserted.count) -\\(removed.count) ~\\(updated.count)"
            }
        }
        """, cx, N=name)


def fill_endpoint(cx: Ctx) -> list[str]:
    name = cx.type("Endpoint")
    return T("""
        struct «N» {
            var path: String
            var query: [String: String] = [:]
            var page: Int = 1
            var pageSize: Int = «ps»

            func url(relativeTo base: URL) -> URL? {
                var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
                var items = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
                items.append(URLQueryItem(name: "page", value: String(page)))
                items.append(URLQueryItem(name: "per_page", value: String(pageSize)))
                components?.queryItems = items
                return components?.url
            }

            func next() -> «N» {
                var copy = self
                copy.page += 1
                return copy
            }

            static let list = «N»(path: "«path»")
            static func search(_ text: String) -> «N» {
                «N»(path: "«path»/search", query: ["q": text])
            }
        }
        """, cx, N=name, ps=cx.rng.choice([20, 25, 30, 50]))


def fill_summary(cx: Ctx) -> list[str]:
    name = cx.type("Statistics")
    return T("""
        struct «N» {
            let count: Int
            let flaggedCount: Int
            let total«Num»: Double
            let newest: Date?

            init(_ «es»: [«E»]) {
                count = «es».count
                flaggedCount = «es».filter(\\.«flag»).count
                total«Num» = «es».reduce(0) { $0 + Double($1.«num») }
                newest = «es».map(\\.«date»).max()
            }

            var average«Num»: Double {
                count == 0 ? 0 : total«Num» / Double(count)
            }

            var flaggedShare: Double {
                count == 0 ? 0 : Double(flaggedCount) / Double(count)
            }

            var description: String {
                let share = Int((flaggedShare * 100).rounded())
                return "\\(count) items, \\(share)% «flagw», average \\(String(format: "%.1f", average«Num»))"
            }
        }
        """, cx, N=name, flagw=words_of(cx.Flag).lower())


def fill_search_index(cx: Ctx) -> list[str]:
    name = cx.type("SearchIndex")
    return T("""
        final class «N» {
            private var tokens: [String: Set<UUID>] = [:]
            private(set) var indexedCount = 0

            func rebuild(with «es»: [«E»]) {
                tokens.removeAll(keepingCapacity: true)
                for «e» in «es» {
                    for token in Self.tokenize(«e».«disp» + " " + «e».«sub») {
                        tokens[token, default: []].insert(«e».id)
                    }
                }
                indexedCount = «es».count
            }

            func search(_ text: String) -> Set<UUID> {
                let parts = Self.tokenize(text)
                guard let first = parts.first else { return [] }
                return parts.dropFirst().reduce(matches(prefix: first)) { $0.intersection(matches(prefix: $1)) }
            }

            private func matches(prefix: String) -> Set<UUID> {
                tokens.reduce(into: Set<UUID>()) { result, entry in
                    if entry.key.hasPrefix(prefix) { result.formUnion(entry.value) }
                }
            }

            static func tokenize(_ text: String) -> [String] {
                text.lowercased()
                    .components(separatedBy: CharacterSet.alphanumerics.inverted)
                    .filter { $0.count > 1 }
            }
        }
        """, cx, N=name)


def fill_string_ext(cx: Ctx) -> list[str]:
    return T("""
        fileprivate extension String {
            var «f»Slug: String {
                lowercased()
                    .components(separatedBy: CharacterSet.alphanumerics.inverted)
                    .filter { !$0.isEmpty }
                    .joined(separator: "-")
            }

            func truncated(to length: Int, trailing: String = "…") -> String {
                count > length ? String(prefix(length)) + trailing : self
            }

            var isBlank: Bool {
                trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            }
        }
        """, cx)


def fill_filter(cx: Ctx) -> list[str]:
    name = cx.type("Filter")
    return T("""
        struct «N»: Equatable {
            var text = ""
            var only«Flag» = false
            var minimum«Num»: «numT» = «zero»
            var since: Date?

            var isActive: Bool {
                !text.isEmpty || only«Flag» || minimum«Num» > «zero» || since != nil
            }

            func matches(_ «e»: «E») -> Bool {
                if only«Flag» && !«e».«flag» { return false }
                if «e».«num» < minimum«Num» { return false }
                if let since, «e».«date» < since { return false }
                guard !text.isEmpty else { return true }
                let needle = text.lowercased()
                return «e».«disp».lowercased().contains(needle) || «e».«sub».lowercased().contains(needle)
            }

            func apply(to «es»: [«E»]) -> [«E»] {
                isActive ? «es».filter(matches) : «es»
            }
        }
        """, cx, N=name)


def fill_grouping(cx: Ctx) -> list[str]:
    name = cx.type("Grouping")
    return T("""
        enum «N» {
            static func byDay(_ «es»: [«E»], calendar: Calendar = .current) -> [(day: Date, «es»: [«E»])] {
                let groups = Dictionary(grouping: «es») { calendar.startOfDay(for: $0.«date») }
                return groups
                    .map { (day: $0.key, «es»: $0.value.sorted { $0.«date» > $1.«date» }) }
                    .sorted { $0.day > $1.day }
            }

            static func byInitial(_ «es»: [«E»]) -> [String: [«E»]] {
                Dictionary(grouping: «es») { «e» in
                    «e».«disp».first.map { String($0).uppercased() } ?? "#"
                }
            }

            static func top(_ «es»: [«E»], limit: Int = «lim») -> [«E»] {
                Array(«es».sorted { $0.«num» > $1.«num» }.prefix(limit))
            }
        }
        """, cx, N=name, lim=cx.rng.choice([3, 5, 10]))


def fill_metrics(cx: Ctx, n: int) -> list[str]:
    """Exactly n lines (n >= 3)."""
    name = cx.type(cx.rng.choice(["Metrics", "Layout", "Constants", "Spacing"]))
    keys = ["inset", "spacing", "cornerRadius", "rowHeight", "iconSize", "headerHeight", "footerHeight",
            "borderWidth", "shadowRadius", "minimumTapSize", "maximumWidth", "badgeSize", "separatorInset",
            "animationDuration", "compactSpacing", "avatarSize", "buttonHeight", "chipHeight"]
    out = [f"enum {name} {{"]
    for i in range(n - 2):
        key = keys[i % len(keys)] + ("" if i < len(keys) else str(i // len(keys) + 1))
        out.append(f"    static let {key}: CGFloat = {cx.rng.choice([2, 4, 8, 12, 16, 20, 24, 32, 44, 48, 56, 64])}")
    out.append("}")
    return out


def fill_samples(cx: Ctx, n: int) -> list[str]:
    """Exactly n lines (n >= 4): preview data."""
    name = cx.type("Samples")
    out = [f"enum {name} {{", f"    static let {cx.es}: [{cx.E}] = ["]
    for _ in range(n - 4):
        out.append(f'        {cx.E}(id: UUID(uuidString: "{cx.uuid()}")!, {cx.disp}: "{cx.phrase()}", '
                   f'{cx.sub}: "{cx.phrase(1)}", {cx.num}: {cx.num_literal()}, '
                   f'{cx.date}: Date(timeIntervalSince1970: {cx.rng.randint(1_600_000_000, 1_750_000_000)}), '
                   f'{cx.flag}: {cx.rng.choice(["true", "false"])}),')
    out += ["    ]", "}"]
    return out


FILLERS = [fill_formatting, fill_validator, fill_load_state, fill_section, fill_analytics, fill_cache, fill_diff,
           fill_endpoint, fill_summary, fill_search_index, fill_filter, fill_grouping]


def pad_swift(cx: Ctx, lines: list[str], target: int, fillers=FILLERS) -> list[str]:
    """Append plain-logic declarations until the file has about `target` lines (never fewer than MIN_FILE)."""
    target = max(target, MIN_FILE)
    pool = list(fillers)
    cx.rng.shuffle(pool)
    string_ext = False
    while True:
        room = target - len(lines) - 1  # one blank separator line
        if room < 3:
            break
        block = None
        while pool:
            fn = pool.pop()
            checkpoint = cx.names.checkpoint()
            candidate = fn(cx)
            if len(candidate) <= room:
                block = candidate
                break
            cx.names.rollback(checkpoint)
        if block is None:
            if not string_ext and room >= 18 and cx.rng.random() < 0.3:
                string_ext = True
                block = fill_string_ext(cx)
            elif room >= 6 and cx.rng.random() < 0.5:
                block = fill_samples(cx, min(room, cx.rng.randint(6, 40)))
            else:
                block = fill_metrics(cx, min(room, cx.rng.randint(3, 20)))
        lines.append("")
        lines.extend(block)
    while len(lines) < MIN_FILE:
        lines += [""] + fill_metrics(cx, 3)
    return lines


# --------------------------------------------------------------------------------------------------
# Swift files
# --------------------------------------------------------------------------------------------------


def swift_view_controller(cx: Ctx, rule: str | None, target: int) -> list[str]:
    rng = cx.rng
    combine = cx.style == "combine"
    b = Body()
    cell = f"{cx.F}Cell" if cx.has_cell else "UITableViewCell"
    b.props += [
        f"var onSelect{cx.Entity}: (({cx.E}) -> Void)?",
        "var onClose: (() -> Void)?",
        "",
        f"private let viewModel: {cx.F}ViewModel",
        "private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
        "private let refreshControl = UIRefreshControl()",
        "private let spinner = UIActivityIndicatorView(style: .medium)",
        "private let headerLabel = UILabel()",
        "private let footerLabel = UILabel()",
        "private let emptyLabel = UILabel()",
        "private let searchController = UISearchController(searchResultsController: nil)",
        f"private(set) var currentItems: [{cx.E}] = []",
        "private var cancellables = Set<AnyCancellable>()" if combine else "private let disposeBag = DisposeBag()",
    ]
    (vc_combine_binds if combine else vc_rx_binds)(b, cx)
    comps = list(VC_COMPONENTS)
    rng.shuffle(comps)
    for comp in comps[: rng.randint(4, 8)]:
        comp(b, cx)
    if cx.theme:
        vc_theme_cross_file(b, cx)
    if rule:
        plant_vc(b, cx, rule)
    b.methods.insert(0, T("""
        private func render(_ «es»: [«E»]) {
            currentItems = «es»
            updateEmptyState(isEmpty: «es».isEmpty)
            tableView.reloadData()
            refreshControl.endRefreshing()
        }
        """, cx))
    b.methods.append(T("""
        private func updateEmptyState(isEmpty: Bool) {
            emptyLabel.isHidden = !isEmpty
            emptyLabel.text = isEmpty ? "No «ws» yet" : nil
            tableView.separatorStyle = isEmpty ? .none : .singleLine
        }
        """, cx, ws=words_of(cx.Es).lower()))
    b.methods.append(T("""
        private func showError(_ message: String) {
            let alert = UIAlertController(title: "Something went wrong", message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Retry", style: .default) { _ in
                self.viewModel.refresh()
            })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            present(alert, animated: true)
        }
        """, cx))
    if rng.random() < 0.6:
        b.methods.append(T("""
            func scrollToTop(animated: Bool = true) {
                DispatchQueue.main.async {
                    guard self.tableView.numberOfRows(inSection: 0) > 0 else { return }
                    self.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: animated)
                }
            }
            """, cx))
    if rng.random() < 0.5:
        b.methods.append(T("""
            private func flashHeader() {
                UIView.animate(withDuration: 0.15, animations: {
                    self.headerLabel.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
                }, completion: { _ in
                    UIView.animate(withDuration: 0.15) {
                        self.headerLabel.transform = .identity
                    }
                })
            }
            """, cx))
    if "themeCrossFile" in b.used:
        b.methods.append(["func applyTheme() {",
                          "    view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .systemBackground",
                          "    tableView.backgroundColor = view.backgroundColor", "}"])
    b.methods.append(["@objc private func closeTapped() {", "    onClose?()", "}"])

    out = ["import Combine" if combine else "import RxCocoa"]
    if not combine:
        out.append("import RxSwift")
    out += ["import UIKit", "", f"final class {cx.F}ViewController: UIViewController {{"]
    out += ind(b.props)
    out += [""] + ind(T("""
        init(viewModel: «F»ViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
            title = "«Title»"
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        """, cx))
    if b.deinit:
        out += ["", "    deinit {"] + ind(b.deinit, 2) + ["    }"]
    did_load = ["configureViews()", "bindViewModel()"]
    if b.did_load:
        did_load += [""] + b.did_load
    did_load += ["", "viewModel.refresh()"]
    out += [""] + ind(["override func viewDidLoad() {", "    super.viewDidLoad()"] + ind(did_load) + ["}"])
    for name, section in (("viewWillAppear", b.will_appear), ("viewDidAppear", b.did_appear),
                          ("viewWillDisappear", b.will_disappear), ("viewDidDisappear", b.did_disappear)):
        if section:
            out += [""] + ind(lifecycle(name, section))
    out += [""] + ind(T("""
        private func configureViews() {
            view.backgroundColor = .systemBackground
            navigationItem.searchController = searchController
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
            tableView.register(«cell».self, forCellReuseIdentifier: "«F»Cell")
            tableView.dataSource = self
            tableView.delegate = self
            tableView.refreshControl = refreshControl
            tableView.estimatedRowHeight = «rh»
            tableView.rowHeight = UITableView.automaticDimension
            headerLabel.font = .preferredFont(forTextStyle: .title2)
            headerLabel.adjustsFontForContentSizeCategory = true
            footerLabel.font = .preferredFont(forTextStyle: .footnote)
            footerLabel.textColor = .secondaryLabel
            emptyLabel.textAlignment = .center
            emptyLabel.numberOfLines = 0
            emptyLabel.isHidden = true
            tableView.backgroundView = emptyLabel
            tableView.tableHeaderView = headerLabel
            tableView.tableFooterView = footerLabel
            [tableView, spinner].forEach {
                $0.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview($0)
            }
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.topAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
        """, cx, cell=cell, rh=rng.choice([44, 64, 72, 88])))
    out += [""] + ind(["private func bindViewModel() {"] + ind(join_blocks(b.binds)) + ["}"])
    for m in b.methods:
        out += [""] + ind(m)
    out.append("}")
    if not cx.has_ext:
        out += [""] + table_data_source(cx)
    return pad_swift(cx, out, target)


def table_data_source(cx: Ctx) -> list[str]:
    rng = cx.rng
    capture = rng.choice(["[weak self]", "[weak self]", "[unowned self]"])
    if cx.has_cell:
        call = "self?" if capture == "[weak self]" else "self"
        cell_lines = T("""
            let cell = tableView.dequeueReusableCell(withIdentifier: "«F»Cell", for: indexPath) as! «F»Cell
            let «e» = currentItems[indexPath.row]
            cell.configure(with: «e»)
            cell.on«Flag»Tap = { «cap» in
                «call».viewModel.toggle«Flag»(of: «e».id)
            }
            return cell
            """, cx, cap=capture, call=call)
    else:
        cell_lines = T("""
            let cell = tableView.dequeueReusableCell(withIdentifier: "«F»Cell", for: indexPath)
            let «e» = currentItems[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = «e».«disp»
            content.secondaryText = «e».«sub»
            cell.contentConfiguration = content
            cell.accessoryType = «e».«flag» ? .checkmark : .disclosureIndicator
            return cell
            """, cx)
    out = T("""
        extension «F»ViewController: UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int {
                1
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                currentItems.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        """, cx)
    out += ind(cell_lines, 2) + ["    }"]
    out += [""] + ind(T("""
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            onSelect«Entity»?(currentItems[indexPath.row])
        }

        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let «e» = currentItems[indexPath.row]
            let action = UIContextualAction(style: .normal, title: «e».«flag» ? "Undo" : "«Flag»") { [weak self] _, _, done in
                self?.viewModel.toggle«Flag»(of: «e».id)
                done(true)
            }
            action.backgroundColor = .systemBlue
            return UISwipeActionsConfiguration(actions: [action])
        }
        """, cx)) + ["}"]
    return out


def swift_vc_extension(cx: Ctx, rule: str | None, target: int, theme: bool) -> list[str]:
    out = ["import UIKit", ""] + table_data_source(cx)
    out += [""] + T("""
        extension «F»ViewController {
            func makeSectionHeader(title: String, count: Int) -> UIView {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .headline)
                label.text = count > 0 ? "\\(title) (\\(count))" : title
                let container = UIView()
                container.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                    label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
                ])
                return container
            }

            func accessibilityLabel(for «e»: «E») -> String {
                var parts = [«e».«disp», «e».«sub»]
                if «e».«flag» {
                    parts.append("«flagw»")
                }
                return parts.joined(separator: ", ")
            }
        """, cx, flagw=words_of(cx.Flag).lower())
    if theme:
        out += [""] + ind(T("""
            func stopObservingTheme() {
                guard let themeToken else { return }
                NotificationCenter.default.removeObserver(themeToken)
                self.themeToken = nil
            }
            """, cx))
    out.append("}")
    return pad_swift(cx, out, target)


def swift_cell(cx: Ctx, rule: str | None, target: int) -> list[str]:
    out = T("""
        import Combine
        import UIKit

        final class «F»Cell: UITableViewCell {
            var on«Flag»Tap: (() -> Void)?

            private var cancellables = Set<AnyCancellable>()
            private let thumbnailView = UIImageView()
            private let titleLabel = UILabel()
            private let subtitleLabel = UILabel()
            private let valueLabel = UILabel()
            private let actionButton = UIButton(type: .system)
            private let stack = UIStackView()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                actionButton.addTarget(self, action: #selector(actionTapped), for: .touchUpInside)
                titleLabel.font = .preferredFont(forTextStyle: .body)
                titleLabel.numberOfLines = 2
                subtitleLabel.font = .preferredFont(forTextStyle: .caption1)
                subtitleLabel.textColor = .secondaryLabel
                valueLabel.font = .monospacedDigitSystemFont(ofSize: «fs», weight: .medium)
                valueLabel.setContentHuggingPriority(.required, for: .horizontal)
                let labels = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
                labels.axis = .vertical
                labels.spacing = 2
                stack.addArrangedSubview(labels)
                stack.addArrangedSubview(valueLabel)
                stack.addArrangedSubview(actionButton)
                stack.spacing = «sp»
                stack.alignment = .center
                stack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func prepareForReuse() {
                super.prepareForReuse()
                cancellables.removeAll()
                thumbnailView.image = nil
                on«Flag»Tap = nil
                titleLabel.text = nil
                subtitleLabel.text = nil
                valueLabel.text = nil
            }

            func configure(with «e»: «E») {
                titleLabel.text = «e».«disp»
                subtitleLabel.text = "\\(«e».«sub») · \\(Self.dateText(«e».«date»))"
                valueLabel.text = "\\(«e».«num»)"
                actionButton.setImage(UIImage(systemName: «e».«flag» ? "«on»" : "«off»"), for: .normal)
                accessibilityLabel = "\\(«e».«disp»), \\(«e».«sub»)"
            }

            func loadThumbnail(from publisher: AnyPublisher<UIImage?, Never>) {
                publisher
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] image in
                        guard let self else { return }
                        UIView.transition(with: self.thumbnailView, duration: 0.2, options: .transitionCrossDissolve) {
                            self.thumbnailView.image = image
                        }
                    }
                    .store(in: &cancellables)
            }

            @objc private func actionTapped() {
                on«Flag»Tap?()
            }

            private static func dateText(_ date: Date) -> String {
                let formatter = RelativeDateTimeFormatter()
                formatter.unitsStyle = .short
                return formatter.localizedString(for: date, relativeTo: Date())
            }
        }
        """, cx, fs=cx.rng.choice([13, 15, 17]), sp=cx.rng.choice([8, 12, 16]),
        on=cx.rng.choice(["star.fill", "heart.fill", "checkmark.circle.fill", "bookmark.fill"]),
        off=cx.rng.choice(["star", "heart", "circle", "bookmark"]))
    return pad_swift(cx, out, target)


def swift_detail_view(cx: Ctx, rule: str | None, target: int) -> list[str]:
    out = T("""
        import Combine
        import SwiftUI
        import UIKit

        struct «F»DetailView: View {
            let «e»: «E»
            let onDone: () -> Void

            @State private var isExpanded = false
            @State private var isStale = false
            @State private var note = ""

            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: «sp») {
                        Text(«e».«disp»)
                            .font(.title2.bold())
                        Text(«e».«sub»)
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                        «F»ValueRow(label: "«Num»", value: "\\(«e».«num»)")
                        «F»ValueRow(label: "Date", value: «e».«date».formatted(date: .abbreviated, time: .shortened))
                        if isStale {
                            Label("Updated elsewhere", systemImage: "arrow.clockwise")
                                .font(.footnote)
                                .foregroundColor(.orange)
                        }
                        if isExpanded {
                            TextField("Add a note", text: $note)
                                .textFieldStyle(.roundedBorder)
                        }
                        Button(isExpanded ? "Show less" : "Show more") {
                            withAnimation { self.isExpanded.toggle() }
                        }
                        Button("Done", action: onDone)
                            .buttonStyle(.borderedProminent)
                    }
                    .padding()
                }
                .navigationTitle("«Title»")
                .onReceive(NotificationCenter.default.publisher(for: .«f»DidChange)) { _ in
                    self.isStale = true
                }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
                    isExpanded = false
                }
            }
        }

        final class «F»DetailStore: ObservableObject {
            @Published private(set) var «e»: «E»
            @Published var note = ""
            private var cancellables = Set<AnyCancellable>()

            init(«e»: «E») {
                self.«e» = «e»
                let id = «e».id
                note = UserDefaults.standard.string(forKey: "«f».note.\(id.uuidString)") ?? ""
                $note
                    .debounce(for: .seconds(1), scheduler: DispatchQueue.main)
                    .removeDuplicates()
                    .sink { [weak self] note in
                        self?.saveNote(note)
                    }
                    .store(in: &cancellables)
                NotificationCenter.default.publisher(for: .«f»DidChange)
                    .compactMap { $0.object as? «E» }
                    .filter { $0.id == id }
                    .receive(on: DispatchQueue.main)
                    .assign(to: &$«e»)
            }

            private func saveNote(_ note: String) {
                let key = "«f».note.\(«e».id.uuidString)"
                if note.isEmpty {
                    UserDefaults.standard.removeObject(forKey: key)
                } else {
                    UserDefaults.standard.set(note, forKey: key)
                }
            }
        }

        struct «F»ValueRow: View {
            let label: String
            let value: String

            var body: some View {
                HStack {
                    Text(label)
                        .foregroundColor(.secondary)
                    Spacer()
                    Text(value)
                        .monospacedDigit()
                }
                .accessibilityElement(children: .combine)
            }
        }

        struct «F»DetailView_Previews: PreviewProvider {
            static var previews: some View {
                «F»DetailView(
                    «e»: «E»(id: UUID(), «disp»: "«p1»", «sub»: "«p2»", «num»: «n», «date»: Date(), «flag»: «fl»),
                    onDone: {}
                )
            }
        }
        """, cx, sp=cx.rng.choice([8, 12, 16]), p1=cx.phrase(), p2=cx.phrase(1), n=cx.num_literal(),
        fl=cx.rng.choice(["true", "false"]))
    return pad_swift(cx, out, target)


def swift_view_model(cx: Ctx, rule: str | None, target: int) -> list[str]:
    if cx.style == "rx":
        return swift_rx_view_model(cx, rule, target)
    rng = cx.rng
    props = T("""
        @Published private(set) var «es»: [«E»] = []
        @Published private(set) var isLoading = false
        @Published private(set) var errorMessage: String?
        @Published private(set) var headerTitle = "«Title»"
        @Published private(set) var summaryText = ""
        @Published var query = ""
        @Published var sortOrder: «F»SortOrder = .newest

        private var all«Es»: [«E»] = []
        private var lastLoad: Date?
        private let service: «F»Servicing
        private var cancellables = Set<AnyCancellable>()
        """, cx)
    init_extra: list[str] = []
    deinit: list[str] = []
    binds = [T("""
        $query
            .debounce(for: .milliseconds(«ms»), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.applyFilter(query)
            }
            .store(in: &cancellables)
        """, cx, ms=rng.choice([200, 250, 300, 400])),
        T("""
        $«es»
            .map { «es» in «es».isEmpty ? "" : "\\(«es».count) «ws»" }
            .assign(to: &$summaryText)
        """, cx, ws=words_of(cx.Es).lower())]
    if rng.random() < 0.85:
        binds.append(T("""
            $sortOrder
                .dropFirst()
                .sink { [weak self] _ in
                    guard let self else { return }
                    self.applyFilter(self.query)
                }
                .store(in: &cancellables)
            """, cx))
    if rng.random() < 0.8:
        binds.append(T("""
            NotificationCenter.default.publisher(for: .«f»DidChange)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in
                    self?.refresh()
                }
                .store(in: &cancellables)
            """, cx))
    if rng.random() < 0.7:
        binds.append(T("""
            Publishers.CombineLatest($isLoading, $«es»)
                .map { isLoading, «es» in isLoading && «es».isEmpty ? "Loading…" : "«Title»" }
                .removeDuplicates()
                .assign(to: &$headerTitle)
            """, cx))
    extra_props: list[str] = []
    extra_methods: list[list[str]] = []
    if rng.random() < 0.6:
        extra_props.append("private var memoryToken: NSObjectProtocol?")
        init_extra += T("""
            memoryToken = NotificationCenter.default.addObserver(
                forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.all«Es».removeAll(keepingCapacity: false)
            }
            """, cx)
        deinit.append("if let memoryToken { NotificationCenter.default.removeObserver(memoryToken) }")
    if rule:
        if rule == "strong-self-capture":
            binds.append([
                f"$errorMessage",
                "    .compactMap { $0 }",
                "    .delay(for: .seconds(4), scheduler: DispatchQueue.main)",
                "    .sink { _ in",
                mark("        self.errorMessage = nil", rule),
                "    }",
                "    .store(in: &cancellables)",
            ])
        elif rule == "unbalanced-observer":
            extra_props.append("private var syncToken: NSObjectProtocol?")
            init_extra += [
                mark("syncToken = NotificationCenter.default.addObserver(", rule),
                f"    forName: .{cx.f}DidSync, object: nil, queue: .main",
                ") { [weak self] _ in",
                "    self?.refresh()",
                "}",
            ]
        elif rule == "discarded-observer-token":
            if rng.random() < 0.5:
                init_extra += [
                    mark("_ = NotificationCenter.default.addObserver(", rule),
                    f"    forName: .{cx.f}DidSync, object: nil, queue: .main",
                    ") { [weak self] _ in",
                    "    self?.refresh()",
                    "}",
                ]
            else:
                init_extra += [
                    f"_ = NotificationCenter.default.publisher(for: .{cx.f}DidSync)",
                    mark("    .sink { [weak self] _ in self?.refresh() }", rule),
                ]
        elif rule == "self-referencing-callback":
            extra_props.append("var onRetry: (() -> Void)?")
            init_extra += [mark("self.onRetry = { self.refresh() }", rule)]
        elif rule == "method-reference-capture":
            binds.append([
                "NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)",
                mark("    .sink(receiveValue: applicationDidBecomeActive)", rule),
                "    .store(in: &cancellables)",
            ])
            extra_methods.append(["private func applicationDidBecomeActive(_ note: Notification) {",
                                  "    refreshIfStale()", "}"])
        elif rule == "assign-on-self":
            binds.append([
                "$«es»".replace("«es»", cx.es),
                "    .map { $0.contains(where: \\.%s) }" % cx.flag,
                mark("    .assign(to: \\.hasFlagged, on: self)", rule),
                "    .store(in: &cancellables)",
            ])
            extra_props.append("private(set) var hasFlagged = false")
    out = ["import Combine", "import Foundation", "import UIKit", "",
           f"final class {cx.F}ViewModel: ObservableObject {{"]
    out += ind(props + extra_props)
    out += ["", f"    init(service: {cx.F}Servicing) {{", "        self.service = service", "        bind()"]
    out += ind(init_extra, 2) + ["    }"]
    if deinit:
        out += ["", "    deinit {"] + ind(deinit, 2) + ["    }"]
    out += ["", "    private func bind() {"] + ind(join_blocks(binds), 2) + ["    }"]
    out += [""] + ind(vm_common_methods(cx))
    for m in extra_methods:
        out += [""] + ind(m)
    out.append("}")
    return pad_swift(cx, out, target)


def vm_common_methods(cx: Ctx) -> list[str]:
    rng = cx.rng
    combine = cx.style == "combine"
    set_loading = "isLoading = true" if combine else "isLoading.accept(true)"
    self_loading_false = "self.isLoading = false" if combine else "self.isLoading.accept(false)"
    set_error = "self.errorMessage = error.localizedDescription" if combine else \
        "self.errorMessage.accept(error.localizedDescription)"
    guard_loading = "guard !isLoading else { return }" if combine else "guard !isLoading.value else { return }"
    query = "self.query" if combine else "self.query.value"
    publish = "«es» = result" if combine else "self.«es».accept(result)"
    strong_completion = rng.random() < 0.4
    out = T("""
        func refresh() {
            «guard»
            «setLoading»
            service.fetch«Es» { «cap»result in
                «guardSelf»«selfLoadingFalse»
                switch result {
                case .success(let «es»):
                    self.all«Es» = «es»
                    self.lastLoad = Date()
                    self.applyFilter(«query»)
                case .failure(let error):
                    «setError»
                }
            }
        }

        func refreshIfStale(maxAge: TimeInterval = «age») {
            guard let lastLoad, Date().timeIntervalSince(lastLoad) < maxAge else {
                refresh()
                return
            }
        }

        func toggle«Flag»(of id: UUID) {
            guard let index = all«Es».firstIndex(where: { $0.id == id }) else { return }
            all«Es»[index].«flag».toggle()
            let updated = all«Es»[index]
            applyFilter(«q2»)
            service.update«Entity»(updated) { [weak self] result in
                if case .failure = result {
                    self?.toggleBack(id)
                }
            }
        }

        func trackScreenshot() {
            Analytics.shared.log("«f»_screenshot", parameters: ["count": String(all«Es».count)])
        }

        private func toggleBack(_ id: UUID) {
            guard let index = all«Es».firstIndex(where: { $0.id == id }) else { return }
            all«Es»[index].«flag».toggle()
            applyFilter(«q2»)
        }
        """, cx, guard=guard_loading, setLoading=set_loading,
        cap="" if strong_completion else "[weak self] ",
        guardSelf="" if strong_completion else "guard let self else { return }\n        ",
        selfLoadingFalse=self_loading_false, setError=set_error, query=query,
        age=rng.choice([60, 120, 300, 600]), q2="query" if combine else "query.value")
    # the multi-line substitution above leaves one line with an embedded newline; split it again
    out = "\n".join(out).split("\n")
    sort = T("""

        private func applyFilter(_ query: String) {
            let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
            let visible = trimmed.isEmpty
                ? all«Es»
                : all«Es».filter { $0.«disp».lowercased().contains(trimmed) || $0.«sub».lowercased().contains(trimmed) }
            let result = «sorted»
            «publish»
        }
        """, cx, sorted="sortOrder.sort(visible)" if combine else "visible.sorted { $0.«date» > $1.«date» }".replace(
        "«date»", cx.date), publish=publish.replace("«es»", cx.es))
    return out + [""] + sort


def swift_rx_view_model(cx: Ctx, rule: str | None, target: int) -> list[str]:
    rng = cx.rng
    props = T("""
        let «es» = BehaviorRelay<[«E»]>(value: [])
        let isLoading = BehaviorRelay<Bool>(value: false)
        let errorMessage = PublishRelay<String>()
        let query = BehaviorRelay<String>(value: "")

        var headerTitle: Driver<String> {
            «es».asDriver().map { «es» in «es».isEmpty ? "«Title»" : "«Title» (\\(«es».count))" }
        }

        private var all«Es»: [«E»] = []
        private var lastLoad: Date?
        private let service: «F»Servicing
        private let disposeBag = DisposeBag()
        """, cx)
    init_lines = T("""
        query
            .debounce(.milliseconds(«ms»), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] query in
                self?.applyFilter(query)
            })
            .disposed(by: disposeBag)
        """, cx, ms=rng.choice([200, 250, 300, 400]))
    if rng.random() < 0.8:
        init_lines += [""] + T("""
            NotificationCenter.default.rx.notification(.«f»DidChange)
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] _ in
                    self?.refresh()
                })
                .disposed(by: disposeBag)
            """, cx)
    if rng.random() < 0.5:
        init_lines += [""] + T("""
            isLoading
                .distinctUntilChanged()
                .filter { !$0 }
                .map { _ in Date() }
                .subscribe(onNext: { [weak self] date in
                    self?.lastLoad = date
                })
                .disposed(by: disposeBag)
            """, cx)
    extra_props: list[str] = []
    extra_methods: list[list[str]] = []
    if rule:
        init_lines.append("")
        if rule == "strong-self-capture":
            init_lines += [
                "errorMessage",
                "    .throttle(.seconds(5), scheduler: MainScheduler.instance)",
                mark("    .subscribe(onNext: { message in self.log(message) })", rule),
                "    .disposed(by: disposeBag)",
            ]
            extra_methods.append(["private func log(_ message: String) {",
                                  f'    Analytics.shared.log("{cx.f}_error", parameters: ["message": message])', "}"])
        elif rule == "unbalanced-observer":
            extra_props.append("private var syncToken: NSObjectProtocol?")
            init_lines += [
                mark("syncToken = NotificationCenter.default.addObserver(", rule),
                f"    forName: .{cx.f}DidSync, object: nil, queue: .main",
                ") { [weak self] _ in",
                "    self?.refresh()",
                "}",
            ]
        elif rule == "discarded-observer-token":
            init_lines += [
                mark("_ = NotificationCenter.default.addObserver(", rule),
                f"    forName: .{cx.f}DidSync, object: nil, queue: .main",
                ") { [weak self] _ in",
                "    self?.refresh()",
                "}",
            ]
        elif rule == "self-referencing-callback":
            extra_props.append("var onRetry: (() -> Void)?")
            init_lines += [mark("onRetry = { self.refresh() }", rule)]
        elif rule == "method-reference-capture":
            init_lines += [
                "query",
                "    .filter { $0.count > 2 }",
                mark("    .subscribe(onNext: self.remember)", rule),
                "    .disposed(by: disposeBag)",
            ]
            extra_props.append("private(set) var recentQueries: [String] = []")
            extra_methods.append(["private func remember(_ query: String) {",
                                  "    recentQueries = Array(([query] + recentQueries.filter { $0 != query }).prefix(10))",
                                  "}"])
    out = ["import Foundation", "import RxCocoa", "import RxSwift", "", f"final class {cx.F}ViewModel {{"]
    out += ind(props + extra_props)
    out += ["", f"    init(service: {cx.F}Servicing) {{", "        self.service = service"]
    out += ind(init_lines, 2) + ["    }"]
    out += [""] + ind(vm_common_methods(cx))
    for m in extra_methods:
        out += [""] + ind(m)
    out.append("}")
    return pad_swift(cx, out, target)


def swift_coordinator(cx: Ctx, rule: str | None, target: int) -> list[str]:
    rng = cx.rng
    if rule == "self-referencing-callback":
        completion = [
            "child.isCompleted = { [weak self] in",
            mark("    self?.childDidFinish(child)", rule),
            "}",
        ]
    elif rng.random() < 0.5:
        completion = [
            "child.isCompleted = { [weak self, weak child] in",
            "    guard let self, let child else { return }",
            "    self.childDidFinish(child)",
            "}",
        ]
    else:
        completion = [
            "child.isCompleted = { [weak self, unowned child] in",
            "    self?.childDidFinish(child)",
            "}",
        ]
    out = T("""
        import SwiftUI
        import UIKit

        final class «F»Coordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            var isCompleted: (() -> Void)?

            private let navigationController: UINavigationController
            private let service: «F»Servicing
            private var sessionToken: NSObjectProtocol?

            init(navigationController: UINavigationController, service: «F»Servicing = «F»Service()) {
                self.navigationController = navigationController
                self.service = service
            }

            func start() {
                sessionToken = NotificationCenter.default.addObserver(
                    forName: .sessionDidExpire, object: nil, queue: .main
                ) { [weak self] _ in
                    self?.finish()
                }
                let viewModel = «F»ViewModel(service: service)
                let viewController = «F»ViewController(viewModel: viewModel)
                viewController.onSelect«Entity» = { [weak self] «e» in
                    self?.showDetail(for: «e»)
                }
                viewController.onClose = { [weak self] in
                    self?.finish()
                }
                navigationController.pushViewController(viewController, animated: «anim»)
            }

            private func showDetail(for «e»: «E») {
                let child = «F»DetailCoordinator(navigationController: navigationController, «e»: «e»)
        """, cx, anim=rng.choice(["true", "false"]))
    out += ind(completion, 2)
    out += T("""
                childCoordinators.append(child)
                child.start()
            }

            private func finish() {
                if let sessionToken {
                    NotificationCenter.default.removeObserver(sessionToken)
                    self.sessionToken = nil
                }
                childCoordinators.removeAll()
                navigationController.popViewController(animated: true)
                isCompleted?()
            }
        }

        final class «F»DetailCoordinator: Coordinator {
            var childCoordinators: [Coordinator] = []
            var isCompleted: (() -> Void)?

            private weak var navigationController: UINavigationController?
            private let «e»: «E»

            init(navigationController: UINavigationController, «e»: «E») {
                self.navigationController = navigationController
                self.«e» = «e»
            }

            func start() {
                let detail = «F»DetailView(«e»: «e», onDone: { [weak self] in
                    self?.close()
                })
                let host = UIHostingController(rootView: detail)
                host.title = «e».«disp»
                navigationController?.pushViewController(host, animated: true)
            }

            private func close() {
                navigationController?.popViewController(animated: true)
                isCompleted?()
            }
        }
        """, cx)
    return pad_swift(cx, out, target)


def swift_service(cx: Ctx, rule: str | None, target: int) -> list[str]:
    out = T("""
        import Foundation

        protocol «F»Servicing: AnyObject {
            func fetch«Es»(completion: @escaping (Result<[«E»], Error>) -> Void)
            func update«Entity»(_ «e»: «E», completion: @escaping (Result<«E», Error>) -> Void)
        }

        enum «F»ServiceError: LocalizedError {
            case badStatus(Int)
            case emptyBody
            case decoding(Error)

            var errorDescription: String? {
                switch self {
                case .badStatus(let code):
                    return "The server answered with status \\(code)."
                case .emptyBody:
                    return "The server sent no data."
                case .decoding:
                    return "The «ws» could not be read."
                }
            }
        }

        final class «F»Service: «F»Servicing {
            private let session: URLSession
            private let baseURL: URL
            private let cache = NSCache<NSString, NSData>()
            private var sessionToken: NSObjectProtocol?
            private let decoder: JSONDecoder = {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return decoder
            }()
            private let encoder: JSONEncoder = {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                return encoder
            }()

            init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v«ver»")!) {
                self.session = session
                self.baseURL = baseURL
                sessionToken = NotificationCenter.default.addObserver(
                    forName: .sessionDidExpire, object: nil, queue: nil
                ) { [weak self] _ in
                    self?.clearCache()
                }
            }

            deinit {
                if let sessionToken {
                    NotificationCenter.default.removeObserver(sessionToken)
                }
            }

            func fetch«Es»(completion: @escaping (Result<[«E»], Error>) -> Void) {
                let url = baseURL.appendingPathComponent("«path»")
                if let cached = cache.object(forKey: url.absoluteString as NSString) {
                    let result = decode([«E»].self, from: cached as Data)
                    DispatchQueue.main.async { completion(result) }
                    return
                }
                session.dataTask(with: url) { data, response, error in
                    let result = self.validate(data: data, response: response, error: error)
                        .flatMap { data -> Result<[«E»], Error> in
                            self.cache.setObject(data as NSData, forKey: url.absoluteString as NSString)
                            return self.decode([«E»].self, from: data)
                        }
                    DispatchQueue.main.async { completion(result) }
                }.resume()
            }

            func update«Entity»(_ «e»: «E», completion: @escaping (Result<«E», Error>) -> Void) {
                var request = URLRequest(url: baseURL.appendingPathComponent("«path»/\\(«e».id.uuidString)"))
                request.httpMethod = "PUT"
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                do {
                    request.httpBody = try encoder.encode(«e»)
                } catch {
                    completion(.failure(error))
                    return
                }
                session.dataTask(with: request) { [weak self] data, response, error in
                    guard let self else { return }
                    let result = self.validate(data: data, response: response, error: error)
                        .flatMap { self.decode(«E».self, from: $0) }
                    DispatchQueue.main.async {
                        completion(result)
                    }
                }.resume()
            }

            func clearCache() {
                cache.removeAllObjects()
            }

            private func validate(data: Data?, response: URLResponse?, error: Error?) -> Result<Data, Error> {
                if let error {
                    return .failure(error)
                }
                guard let http = response as? HTTPURLResponse else {
                    return .failure(«F»ServiceError.emptyBody)
                }
                guard (200..<300).contains(http.statusCode) else {
                    return .failure(«F»ServiceError.badStatus(http.statusCode))
                }
                guard let data, !data.isEmpty else {
                    return .failure(«F»ServiceError.emptyBody)
                }
                return .success(data)
            }

            private func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Result<Value, Error> {
                do {
                    return .success(try decoder.decode(type, from: data))
                } catch {
                    return .failure(«F»ServiceError.decoding(error))
                }
            }
        }
        """, cx, ws=words_of(cx.Es).lower(), ver=cx.rng.randint(1, 3))
    return pad_swift(cx, out, target)


def swift_models(cx: Ctx, rule: str | None, target: int) -> list[str]:
    out = T("""
        import Foundation

        extension Notification.Name {
            static let «f»DidChange = Notification.Name("«F»DidChange")
            static let «f»DidSync = Notification.Name("«F»DidSync")
            static let «f»DidRefresh = Notification.Name("«F»DidRefresh")
        }

        struct «E»: Identifiable, Hashable, Codable {
            let id: UUID
            var «disp»: String
            var «sub»: String
            var «num»: «numT»
            var «date»: Date
            var «flag»: Bool

            var isRecent: Bool {
                Date().timeIntervalSince(«date») < «recent»
            }

            var sortKey: String {
                «disp».folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }

            func with«Flag»(_ value: Bool) -> «E» {
                var copy = self
                copy.«flag» = value
                return copy
            }
        }

        enum «F»SortOrder: String, CaseIterable, Identifiable {
            case newest
            case oldest
            case alphabetical
            case «num»

            var id: String { rawValue }

            var title: String {
                switch self {
                case .newest: return "Newest first"
                case .oldest: return "Oldest first"
                case .alphabetical: return "A to Z"
                case .«num»: return "By «numw»"
                }
            }

            func sort(_ «es»: [«E»]) -> [«E»] {
                switch self {
                case .newest: return «es».sorted { $0.«date» > $1.«date» }
                case .oldest: return «es».sorted { $0.«date» < $1.«date» }
                case .alphabetical: return «es».sorted { $0.sortKey < $1.sortKey }
                case .«num»: return «es».sorted { $0.«num» > $1.«num» }
                }
            }
        }
        """, cx, recent=cx.rng.choice(["86_400", "604_800", "3_600"]), numw=words_of(cx.num).lower())
    return pad_swift(cx, out, target)


def swift_monitor(cx: Ctx, rule: str | None, target: int) -> list[str]:
    """A service object that listens to app-wide events: observer-heavy, all removed."""
    rng = cx.rng
    name = f"{cx.F}SyncMonitor"
    props = [
        "@Published private(set) var isSyncing = false",
        "@Published private(set) var lastSync: Date?",
        "",
        f"private let service: {cx.F}Servicing",
        "private var observers: [NSObjectProtocol] = []",
        "private var syncTimer: Timer?",
        "private var intervalObservation: NSKeyValueObservation?",
        "private var cancellables = Set<AnyCancellable>()",
    ]
    start = T("""
        func start() {
            guard observers.isEmpty else { return }
            observers.append(NotificationCenter.default.addObserver(
                forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.pause()
            })
            observers.append(NotificationCenter.default.addObserver(
                forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.resume()
            })
            syncTimer = Timer.scheduledTimer(withTimeInterval: «iv», repeats: true) { [weak self] _ in
                self?.sync()
            }
            intervalObservation = UserDefaults.standard.observe(\.«f»SyncInterval, options: [.new]) { [weak self] defaults, _ in
                guard let self, defaults.«f»SyncInterval > 0 else { return }
                self.syncTimer?.invalidate()
                self.syncTimer = Timer.scheduledTimer(withTimeInterval: defaults.«f»SyncInterval, repeats: true) { [weak self] _ in
                    self?.sync()
                }
            }
            $isSyncing
                .removeDuplicates()
                .filter { !$0 }
                .sink { [weak self] _ in
                    self?.lastSync = Date()
                }
                .store(in: &cancellables)
        }
        """, cx, iv=rng.choice([120, 300, 900]))
    extra: list[str] = []
    extra_props: list[str] = []
    if rule == "strong-self-capture":
        extra_props.append("private var tokenObserver: NSObjectProtocol?")
        extra = ["", "tokenObserver = NotificationCenter.default.addObserver(",
                 f"    forName: .{cx.f}DidChange, object: nil, queue: nil",
                 ") { _ in", mark("    self.sync()", rule), "}"]
        stop_extra = ["if let tokenObserver { NotificationCenter.default.removeObserver(tokenObserver) }"]
    elif rule == "unbalanced-observer":
        extra_props.append("private var clockObserver: NSObjectProtocol?")
        extra = ["", mark("clockObserver = NotificationCenter.default.addObserver(", rule),
                 "    forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main",
                 ") { [weak self] _ in", "    self?.sync()", "}"]
        stop_extra = []
    elif rule == "discarded-observer-token":
        extra = ["", mark("NotificationCenter.default.addObserver(", rule),
                 "    forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main",
                 ") { [weak self] _ in", "    self?.sync()", "}"]
        stop_extra = []
    else:
        stop_extra = []
    start = start[:-1] + ind(extra) + ["}"]
    out = ["import Combine", "import UIKit", "", f"final class {name} {{"]
    out += ind(props + extra_props)
    out += [""] + ind(T("""
        init(service: «F»Servicing) {
            self.service = service
        }

        deinit {
            stop()
        }
        """, cx))
    out += [""] + ind(start)
    out += [""] + ind(["func stop() {",
                       "    observers.forEach { NotificationCenter.default.removeObserver($0) }",
                       "    observers.removeAll()",
                       "    syncTimer?.invalidate()",
                       "    syncTimer = nil",
                       "    intervalObservation?.invalidate()",
                       "    intervalObservation = nil",
                       "    cancellables.removeAll()"] + ind(stop_extra) + ["}"])
    out += [""] + ind(T("""
        private func pause() {
            syncTimer?.fireDate = .distantFuture
        }

        private func resume() {
            syncTimer?.fireDate = Date()
        }

        func syncNow() {
            sync()
        }

        private func sync() {
            guard !isSyncing else { return }
            isSyncing = true
            service.fetch«Es» { [weak self] result in
                guard let self else { return }
                self.isSyncing = false
                if case .success(let «es») = result, !«es».isEmpty {
                    NotificationCenter.default.post(name: .«f»DidChange, object: nil)
                }
            }
        }
        """, cx))
    out.append("}")
    return pad_swift(cx, out, target)


def swift_header_view(cx: Ctx, rule: str | None, target: int) -> list[str]:
    """A UIView with KVO, a rotating timer, notification tokens and Combine inputs: observer-heavy."""
    props = T("""
        var onTapBanner: (() -> Void)?

        private let titleLabel = UILabel()
        private let bannerLabel = UILabel()
        private let progressView = UIProgressView(progressViewStyle: .bar)
        private weak var scrollView: UIScrollView?
        private var offsetObservation: NSKeyValueObservation?
        private var sizeObservation: NSKeyValueObservation?
        private var rotationTimer: Timer?
        private var contentSizeToken: NSObjectProtocol?
        private var reduceMotionToken: NSObjectProtocol?
        private var cancellables = Set<AnyCancellable>()
        private var banners: [String] = []
        private var bannerIndex = 0
        private let expandedHeight: CGFloat = «h»
        """, cx, h=cx.rng.choice([120, 160, 200]))
    environment = T("""
        contentSizeToken = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.updateFonts()
        }
        reduceMotionToken = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            guard let self else { return }
            if UIAccessibility.isReduceMotionEnabled {
                self.rotationTimer?.invalidate()
            } else {
                self.showBanners(self.banners)
            }
        }
        """, cx)
    connect_extra: list[str] = []
    methods_extra: list[list[str]] = []
    deinit_extra: list[str] = []
    if rule == "strong-self-capture":
        props.append("private var pulseTimer: Timer?")
        environment += [
            "pulseTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in",
            mark("    self.progressView.alpha = self.progressView.alpha < 1 ? 1 : 0.7", rule),
            "}",
        ]
        deinit_extra.append("pulseTimer?.invalidate()")
    elif rule == "unbalanced-observer":
        props.append("private var boldTextToken: NSObjectProtocol?")
        environment += [
            mark("boldTextToken = NotificationCenter.default.addObserver(", rule),
            "    forName: UIAccessibility.boldTextStatusDidChangeNotification, object: nil, queue: .main",
            ") { [weak self] _ in",
            "    self?.updateFonts()",
            "}",
        ]
    elif rule == "discarded-observer-token":
        environment += [
            mark("_ = bannerLabel.observe(\\.text, options: [.new]) { [weak self] label, _ in", rule),
            "    self?.accessibilityValue = label.text",
            "}",
        ]
    elif rule == "self-referencing-callback":
        environment += [mark("self.onTapBanner = { self.rotateBanner() }", rule)]
    elif rule == "method-reference-capture":
        connect_extra = [
            "title",
            "    .map { $0.uppercased() }",
            mark("    .sink(receiveValue: announce)", rule),
            "    .store(in: &cancellables)",
        ]
        methods_extra.append(["private func announce(_ title: String) {",
                              "    UIAccessibility.post(notification: .announcement, argument: title)", "}"])
    elif rule == "assign-on-self":
        connect_extra = [
            "title",
            "    .map { Optional($0) }",
            mark("    .assign(to: \\.accessibilityLabel, on: self)", rule),
            "    .store(in: &cancellables)",
        ]
    out = ["import Combine", "import UIKit", "", f"final class {cx.F}HeaderView: UIView {{"]
    out += ind(props)
    out += [""] + ind(T("""
        override init(frame: CGRect) {
            super.init(frame: frame)
            configure()
            observeEnvironment()
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        """, cx))
    out += [""] + ind(["deinit {", "    offsetObservation?.invalidate()", "    sizeObservation?.invalidate()",
                       "    rotationTimer?.invalidate()",
                       "    if let contentSizeToken { NotificationCenter.default.removeObserver(contentSizeToken) }",
                       "    if let reduceMotionToken { NotificationCenter.default.removeObserver(reduceMotionToken) }"]
                      + ind(deinit_extra) + ["}"])
    out += [""] + ind(T("""
        func attach(to scrollView: UIScrollView) {
            self.scrollView = scrollView
            offsetObservation = scrollView.observe(\\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
                self?.updateCollapse(offset: scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
            }
            sizeObservation = scrollView.observe(\\.contentSize, options: [.new]) { [weak self] scrollView, _ in
                guard let self else { return }
                self.progressView.isHidden = scrollView.contentSize.height <= scrollView.bounds.height
            }
        }

        func connect(title: AnyPublisher<String, Never>, progress: AnyPublisher<Double, Never>) {
            title
                .receive(on: DispatchQueue.main)
                .sink { [weak self] title in
                    self?.titleLabel.text = title
                }
                .store(in: &cancellables)
            progress
                .map { Float(min(max($0, 0), 1)) }
                .removeDuplicates()
                .sink { [weak self] value in
                    self?.progressView.setProgress(value, animated: true)
                }
                .store(in: &cancellables)
        """, cx))
    out += ind(connect_extra, 2) + ["    }"]
    out += [""] + ind(T("""
        func showBanners(_ banners: [String]) {
            self.banners = banners
            bannerIndex = 0
            bannerLabel.text = banners.first
            rotationTimer?.invalidate()
            guard banners.count > 1, !UIAccessibility.isReduceMotionEnabled else { return }
            rotationTimer = Timer.scheduledTimer(withTimeInterval: «iv», repeats: true) { [weak self] _ in
                self?.rotateBanner()
            }
        }

        override func willMove(toWindow newWindow: UIWindow?) {
            super.willMove(toWindow: newWindow)
            if newWindow == nil {
                rotationTimer?.invalidate()
            }
        }

        private func observeEnvironment() {
        """, cx, iv=cx.rng.choice([4, 5, 6, 8])))
    out += ind(environment, 2) + ["    }"]
    out += [""] + ind(T("""
        private func rotateBanner() {
            guard !banners.isEmpty else { return }
            bannerIndex = (bannerIndex + 1) % banners.count
            UIView.animate(withDuration: 0.3) {
                self.bannerLabel.alpha = 0
            } completion: { _ in
                self.bannerLabel.text = self.banners[self.bannerIndex]
                UIView.animate(withDuration: 0.3) {
                    self.bannerLabel.alpha = 1
                }
            }
        }

        private func updateCollapse(offset: CGFloat) {
            let progress = min(max(offset / expandedHeight, 0), 1)
            titleLabel.transform = CGAffineTransform(scaleX: 1 - progress * 0.2, y: 1 - progress * 0.2)
            bannerLabel.alpha = 1 - progress
            layer.shadowOpacity = Float(progress) * 0.25
        }

        private func updateFonts() {
            titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
            bannerLabel.font = .preferredFont(forTextStyle: .subheadline)
            setNeedsLayout()
        }

        private func configure() {
            backgroundColor = .secondarySystemBackground
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowOffset = CGSize(width: 0, height: 2)
            bannerLabel.numberOfLines = 2
            bannerLabel.isUserInteractionEnabled = true
            bannerLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(bannerTapped)))
            let stack = UIStackView(arrangedSubviews: [titleLabel, bannerLabel, progressView])
            stack.axis = .vertical
            stack.spacing = «sp»
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            ])
            updateFonts()
        }

        @objc private func bannerTapped() {
            onTapBanner?()
        }
        """, cx, sp=cx.rng.choice([4, 6, 8])))
    for m in methods_extra:
        out += [""] + ind(m)
    out.append("}")
    out += [""] + T("""
        extension UserDefaults {
            @objc dynamic var «f»SyncInterval: Double {
                double(forKey: "«f».syncInterval")
            }
        }
        """, cx)
    return pad_swift(cx, out, target)


def swift_support(cx: Ctx, rule: str | None, target: int) -> list[str]:
    """Formatting and validation only."""
    out = ["import Foundation", ""] + fill_formatting(cx) + [""] + fill_validator(cx)
    return pad_swift(cx, out, target)


CORE_FILES = {
    "Core/Coordinators/Coordinator.swift": """
        import UIKit

        protocol Coordinator: AnyObject {
            var childCoordinators: [Coordinator] { get set }
            var isCompleted: (() -> Void)? { get set }
            func start()
        }

        extension Coordinator {
            func childDidFinish(_ child: Coordinator) {
                childCoordinators.removeAll { $0 === child }
            }

            func removeAllChildren() {
                childCoordinators.forEach { $0.isCompleted = nil }
                childCoordinators.removeAll()
            }
        }
        """,
    "Core/Session/SessionEvents.swift": """
        import Foundation

        extension Notification.Name {
            static let sessionDidExpire = Notification.Name("SessionDidExpire")
            static let sessionDidRefresh = Notification.Name("SessionDidRefresh")
        }

        struct Account: Identifiable, Hashable, Codable {
            let id: UUID
            var displayName: String
            var email: String
            var loginCount: Int
            var lastLoginAt: Date
            var isVerified: Bool
        }

        struct SessionEvent: Equatable {
            enum Kind: String {
                case expired
                case refreshed
                case signedOut
            }

            let kind: Kind
            let date: Date

            static func post(_ kind: Kind, center: NotificationCenter = .default) {
                let name: Notification.Name = kind == .refreshed ? .sessionDidRefresh : .sessionDidExpire
                center.post(name: name, object: nil, userInfo: ["kind": kind.rawValue])
            }
        }
        """,
    "Core/Analytics/Analytics.swift": """
        import Foundation

        final class Analytics {
            static let shared = Analytics()

            private let queue = DispatchQueue(label: "analytics", qos: .utility)
            private var buffer: [(name: String, parameters: [String: String], date: Date)] = []
            private let flushThreshold = 20

            func log(_ name: String, parameters: [String: String] = [:]) {
                queue.async {
                    self.buffer.append((name, parameters, Date()))
                    if self.buffer.count >= self.flushThreshold {
                        self.flush()
                    }
                }
            }

            private func flush() {
                let events = buffer
                buffer.removeAll(keepingCapacity: true)
                for event in events {
                    let parameters = event.parameters
                        .sorted { $0.key < $1.key }
                        .map { "\\($0.key)=\\($0.value)" }
                        .joined(separator: "&")
                    print("[analytics] \\(event.name) \\(parameters)")
                }
            }
        }
        """,
}


SWIFT_KINDS = {
    # kind: (folder, file name pattern, generator, rules it can host)
    "vc": ("Views", "{F}ViewController.swift", swift_view_controller, None),
    "vcext": ("Views", "{F}ViewController+TableView.swift", None, set()),
    "header": ("Views/Components", "{F}HeaderView.swift", swift_header_view, HEADER_RULES),
    "cell": ("Views/Cells", "{F}Cell.swift", swift_cell, set()),
    "detail": ("Views", "{F}DetailView.swift", swift_detail_view, set()),
    "vm": ("ViewModels", "{F}ViewModel.swift", swift_view_model, None),
    "coord": ("Coordinators", "{F}Coordinator.swift", swift_coordinator, COORD_RULES),
    "service": ("Services", "{F}Service.swift", swift_service, set()),
    "monitor": ("Services", "{F}SyncMonitor.swift", swift_monitor, MONITOR_RULES),
    "models": ("Models", "{F}Models.swift", swift_models, set()),
    "support": ("Services/Support", "{F}Formatting.swift", swift_support, set()),
}


# --------------------------------------------------------------------------------------------------
# Objective-C files
# --------------------------------------------------------------------------------------------------

OBJC_PREFIX = "MX"


def objc_ctx(cx: Ctx) -> Ctx:
    v = cx.v
    v["C"] = OBJC_PREFIX + cx.F
    v["M"] = OBJC_PREFIX + cx.E
    v["numO"] = "NSInteger" if cx.numT == "Int" else "double"
    v["numFmt"] = "%ld" if cx.numT == "Int" else "%.1f"
    v["numCast"] = "(long)" if cx.numT == "Int" else ""
    v["numBox"] = "integerValue" if cx.numT == "Int" else "doubleValue"
    v["Disp"] = upper_first(cx.disp)
    v["Sub"] = upper_first(cx.sub)
    v["DateU"] = upper_first(cx.date)
    v["FlagProp"] = cx.flag
    cx.objc_keys = []
    return cx


def objc_fill_methods(cx: Ctx) -> list[list[str]]:
    """Plain-logic method implementations, no blocks that capture self."""
    rng = cx.rng
    blocks = [
        T("""
            - (NSString *)formattedDate:(NSDate *)date {
                static NSDateFormatter *formatter;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    formatter = [[NSDateFormatter alloc] init];
                    formatter.dateStyle = NSDateFormatterMediumStyle;
                    formatter.timeStyle = NSDateFormatterShortStyle;
                    formatter.doesRelativeDateFormatting = YES;
                });
                return [formatter stringFromDate:date];
            }
            """, cx),
        T("""
            - (NSString *)summaryForItems:(NSArray<«M» *> *)items {
                if (items.count == 0) {
                    return NSLocalizedString(@"Nothing here yet", nil);
                }
                NSUInteger flagged = 0;
                for («M» *item in items) {
                    if (item.«flag») {
                        flagged += 1;
                    }
                }
                return [NSString stringWithFormat:@"%lu items, %lu marked", (unsigned long)items.count, (unsigned long)flagged];
            }
            """, cx),
        T("""
            - (BOOL)validateTitle:(NSString *)title error:(NSError **)error {
                NSString *trimmed = [title stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]];
                if (trimmed.length == 0) {
                    if (error) {
                        *error = [NSError errorWithDomain:@"«C»ErrorDomain" code:1 userInfo:@{NSLocalizedDescriptionKey: @"Please enter a title."}];
                    }
                    return NO;
                }
                if (trimmed.length > «max») {
                    if (error) {
                        *error = [NSError errorWithDomain:@"«C»ErrorDomain" code:2 userInfo:@{NSLocalizedDescriptionKey: @"The title is too long."}];
                    }
                    return NO;
                }
                return YES;
            }
            """, cx, max=rng.choice([40, 60, 80, 120])),
        T("""
            - (NSArray<«M» *> *)sortedItems:(NSArray<«M» *> *)items ascending:(BOOL)ascending {
                NSSortDescriptor *byDate = [NSSortDescriptor sortDescriptorWithKey:@"«date»" ascending:ascending];
                NSSortDescriptor *byTitle = [NSSortDescriptor sortDescriptorWithKey:@"«disp»" ascending:YES selector:@selector(localizedCaseInsensitiveCompare:)];
                return [items sortedArrayUsingDescriptors:@[byDate, byTitle]];
            }
            """, cx),
        T("""
            - (NSDictionary<NSString *, NSArray<«M» *> *> *)itemsGroupedByInitial:(NSArray<«M» *> *)items {
                NSMutableDictionary<NSString *, NSMutableArray<«M» *> *> *groups = [NSMutableDictionary dictionary];
                for («M» *item in items) {
                    NSString *key = item.«disp».length > 0 ? [[item.«disp» substringToIndex:1] uppercaseString] : @"#";
                    NSMutableArray<«M» *> *group = groups[key];
                    if (!group) {
                        group = [NSMutableArray array];
                        groups[key] = group;
                    }
                    [group addObject:item];
                }
                return [groups copy];
            }
            """, cx),
        T("""
            - (NSString *)abbreviatedCount:(NSInteger)value {
                if (value < 1000) {
                    return [NSString stringWithFormat:@"%ld", (long)value];
                }
                if (value < 1000000) {
                    return [NSString stringWithFormat:@"%.1fK", value / 1000.0];
                }
                return [NSString stringWithFormat:@"%.1fM", value / 1000000.0];
            }
            """, cx),
        T("""
            - (NSArray<«M» *> *)itemsMatchingQuery:(NSString *)query inItems:(NSArray<«M» *> *)items {
                NSString *needle = [query stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
                if (needle.length == 0) {
                    return items;
                }
                NSPredicate *predicate = [NSPredicate predicateWithFormat:@"«disp» CONTAINS[cd] %@ OR «sub» CONTAINS[cd] %@", needle, needle];
                return [items filteredArrayUsingPredicate:predicate];
            }
            """, cx),
        T("""
            - (double)average«Num»OfItems:(NSArray<«M» *> *)items {
                if (items.count == 0) {
                    return 0;
                }
                double total = 0;
                for («M» *item in items) {
                    total += item.«num»;
                }
                return total / items.count;
            }
            """, cx),
        T("""
            - (NSURL *)URLForPage:(NSUInteger)page pageSize:(NSUInteger)pageSize baseURL:(NSURL *)baseURL {
                NSURLComponents *components = [NSURLComponents componentsWithURL:[baseURL URLByAppendingPathComponent:@"«path»"] resolvingAgainstBaseURL:NO];
                components.queryItems = @[
                    [NSURLQueryItem queryItemWithName:@"page" value:[NSString stringWithFormat:@"%lu", (unsigned long)page]],
                    [NSURLQueryItem queryItemWithName:@"per_page" value:[NSString stringWithFormat:@"%lu", (unsigned long)pageSize]],
                ];
                return components.URL;
            }
            """, cx),
        T("""
            - (NSString *)initialsForName:(NSString *)name {
                NSMutableString *initials = [NSMutableString string];
                NSArray<NSString *> *parts = [name componentsSeparatedByCharactersInSet:[NSCharacterSet whitespaceCharacterSet]];
                for (NSString *part in parts) {
                    if (part.length > 0 && initials.length < 2) {
                        [initials appendString:[[part substringToIndex:1] uppercaseString]];
                    }
                }
                return [initials copy];
            }
            """, cx),
    ]
    rng.shuffle(blocks)
    return blocks


def objc_samples(cx: Ctx, n: int) -> list[str]:
    """Exactly n lines (n >= 3): a static table of sample titles."""
    name = cx.names.uniq(f"k{cx.C}SampleTitles")
    out = [f"static NSString *const {name}[] = {{"]
    out += [f'    @"{cx.phrase(cx.rng.randint(1, 3))}",' for _ in range(n - 2)]
    out.append("};")
    return out


def pad_objc(cx: Ctx, lines: list[str], target: int) -> list[str]:
    """Insert plain methods before the final @end, then sample tables before @implementation, to reach target."""
    target = max(target, MIN_FILE)
    end = len(lines) - 1
    assert lines[end] == "@end"
    body, tail = lines[:end], lines[end:]
    for block in objc_fill_methods(cx):
        room = target - len(body) - len(tail) - 1
        if len(block) <= room:
            body += [""] + block
    room = target - len(body) - len(tail) - 1
    if room >= 3:
        # a sample table, placed right after the imports
        at = 0
        while at < len(body) and (body[at].startswith("#import") or body[at] == ""):
            at += 1
        body = body[:at] + objc_samples(cx, room) + [""] + body[at:]
    while len(body) + len(tail) < MIN_FILE:
        body += [""] + ["static const NSTimeInterval k%sTimeout%d = %d;" % (cx.C, len(body), cx.rng.choice([5, 10, 30, 60]))]
    return body + tail


def objc_header(cx: Ctx, target: int) -> list[str]:
    out = T("""
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        @class «M»;

        /// Posted when «ws» change on another device or in another screen.
        FOUNDATION_EXPORT NSNotificationName const «C»DidChangeNotification;
        /// Posted after a background sync of «ws» has finished.
        FOUNDATION_EXPORT NSNotificationName const «C»DidSyncNotification;

        /// The orders «ws» can be listed in.
        typedef NS_ENUM(NSInteger, «C»SortOrder) {
            /// Most recent first.
            «C»SortOrderNewest = 0,
            /// Oldest first.
            «C»SortOrderOldest,
            /// Alphabetically by «disp».
            «C»SortOrderAlphabetical,
        };

        /// Called once with the loaded «ws», or with an error.
        typedef void (^«C»FetchCompletion)(NSArray<«M» *> *_Nullable items, NSError *_Nullable error);

        /// One «ew» as the server describes it.
        @interface «M» : NSObject <NSCopying, NSSecureCoding>

        /// The stable identifier.
        @property (nonatomic, copy, readonly) NSString *identifier;
        /// The «dispw» shown in lists.
        @property (nonatomic, copy) NSString *«disp»;
        /// The «subw».
        @property (nonatomic, copy) NSString *«sub»;
        /// The «numw».
        @property (nonatomic, assign) «numO» «num»;
        /// When it happened.
        @property (nonatomic, strong) NSDate *«date»;
        /// Whether the user marked it.
        @property (nonatomic, assign) BOOL «flag»;

        /// Reads the JSON dictionary the API sends; nil when a required key is missing.
        - (nullable instancetype)initWithDictionary:(NSDictionary<NSString *, id> *)dictionary;
        /// The JSON dictionary the API expects.
        - (NSDictionary<NSString *, id> *)dictionaryRepresentation;

        @end

        /// Loads and saves «ws».
        @interface «C»Service : NSObject

        /// Creates a service that talks to the given API.
        - (instancetype)initWithSession:(NSURLSession *)session baseURL:(NSURL *)baseURL NS_DESIGNATED_INITIALIZER;
        - (instancetype)init NS_UNAVAILABLE;

        /// Loads every «ew»; the completion runs on the main queue.
        - (void)fetchItemsWithCompletion:(«C»FetchCompletion)completion;
        /// Saves one «ew»; the completion runs on the main queue.
        - (void)saveItem:(«M» *)item completion:(void (^)(NSError *_Nullable error))completion;

        @end

        /// Lists «ws».
        @interface «C»ViewController : UIViewController

        /// Called when the user picks a «ew».
        @property (nonatomic, copy, nullable) void (^onSelectItem)(«M» *item);

        - (instancetype)initWithService:(«C»Service *)service NS_DESIGNATED_INITIALIZER;
        - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;
        - (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;

        @end

        /// Keeps «ws» in sync while the app is in the foreground.
        @interface «C»SyncMonitor : NSObject

        - (instancetype)initWithService:(«C»Service *)service;
        /// Starts listening; calling it twice does nothing.
        - (void)start;
        /// Stops listening.
        - (void)stop;

        @end

        /// A row of the «ws» list.
        @interface «C»Cell : UITableViewCell

        /// Called when the accessory button is tapped.
        @property (nonatomic, copy, nullable) void (^onToggle)(void);
        /// Shows one «ew».
        - (void)configureWithItem:(«M» *)item;

        @end
        """, cx, ws=words_of(cx.Es).lower(), ew=words_of(cx.Entity).lower(), dispw=words_of(cx.disp).lower(),
        subw=words_of(cx.sub).lower(), numw=words_of(cx.num).lower())
    keys: list[str] = []
    room = target - len(out) - 3
    base = ["Identifier", cx.Disp, cx.Sub, cx.Num, cx.DateU, "Flag", "Version", "Source", "Locale", "Region",
            "Owner", "Tags", "Revision", "Checksum", "Status", "Priority", "Color", "Icon", "Order", "Group"]
    if room > 2:
        out.append("")
    i = 0
    base = list(dict.fromkeys(base))  # the domain's own fields may repeat a generic key
    while room >= 2:
        key = base[i % len(base)] + ("" if i < len(base) else str(i // len(base) + 1))
        keys.append(key)
        out += [f"/// The JSON key of the {words_of(key).lower()} value.",
                f"FOUNDATION_EXPORT NSString *const {cx.C}{key}Key;"]
        room -= 2
        i += 1
    cx.objc_keys = keys
    out += ["", "NS_ASSUME_NONNULL_END"]
    return out


def objc_model(cx: Ctx, target: int) -> list[str]:
    out = [f'#import "{cx.C}.h"', "",
           f'NSNotificationName const {cx.C}DidChangeNotification = @"{cx.C}DidChangeNotification";',
           f'NSNotificationName const {cx.C}DidSyncNotification = @"{cx.C}DidSyncNotification";']
    for key in cx.objc_keys:
        out.append(f'NSString *const {cx.C}{key}Key = @"{lower_first(key)}";')
    out += [""] + T("""
        @implementation «M»

        + (BOOL)supportsSecureCoding {
            return YES;
        }

        - (nullable instancetype)initWithDictionary:(NSDictionary<NSString *, id> *)dictionary {
            NSString *identifier = dictionary[@"id"];
            NSString *«disp» = dictionary[@"«disp»"];
            if (![identifier isKindOfClass:[NSString class]] || ![«disp» isKindOfClass:[NSString class]]) {
                return nil;
            }
            self = [super init];
            if (self) {
                _identifier = [identifier copy];
                _«disp» = [«disp» copy];
                _«sub» = [dictionary[@"«sub»"] isKindOfClass:[NSString class]] ? [dictionary[@"«sub»"] copy] : @"";
                _«num» = [dictionary[@"«num»"] «numBox»];
                NSNumber *timestamp = dictionary[@"«date»"];
                _«date» = [NSDate dateWithTimeIntervalSince1970:[timestamp isKindOfClass:[NSNumber class]] ? timestamp.doubleValue : 0];
                _«flag» = [dictionary[@"«flag»"] boolValue];
            }
            return self;
        }

        - (NSDictionary<NSString *, id> *)dictionaryRepresentation {
            return @{
                @"id": self.identifier,
                @"«disp»": self.«disp»,
                @"«sub»": self.«sub»,
                @"«num»": @(self.«num»),
                @"«date»": @(self.«date».timeIntervalSince1970),
                @"«flag»": @(self.«flag»),
            };
        }

        - (nullable instancetype)initWithCoder:(NSCoder *)coder {
            NSDictionary *dictionary = [coder decodeObjectOfClasses:[NSSet setWithObjects:[NSDictionary class], [NSString class], [NSNumber class], nil] forKey:@"dictionary"];
            return dictionary ? [self initWithDictionary:dictionary] : nil;
        }

        - (void)encodeWithCoder:(NSCoder *)coder {
            [coder encodeObject:[self dictionaryRepresentation] forKey:@"dictionary"];
        }

        - (id)copyWithZone:(nullable NSZone *)zone {
            return [[«M» allocWithZone:zone] initWithDictionary:[self dictionaryRepresentation]];
        }

        - (BOOL)isEqual:(id)object {
            if (self == object) {
                return YES;
            }
            if (![object isKindOfClass:[«M» class]]) {
                return NO;
            }
            return [self.identifier isEqualToString:((«M» *)object).identifier];
        }

        - (NSUInteger)hash {
            return self.identifier.hash;
        }

        - (NSString *)description {
            return [NSString stringWithFormat:@"<«M» %@ \\"%@\\" «numFmt»>", self.identifier, self.«disp», «numCast»self.«num»];
        }

        @end
        """, cx)
    return pad_objc(cx, out, target)


def objc_service(cx: Ctx, target: int) -> list[str]:
    strong = cx.rng.random() < 0.5
    out = T("""
        #import "«C».h"

        @interface «C»Service ()
        @property (nonatomic, strong) NSURLSession *session;
        @property (nonatomic, copy) NSURL *baseURL;
        @property (nonatomic, strong) NSCache<NSString *, NSArray<«M» *> *> *cache;
        @end

        @implementation «C»Service

        - (instancetype)initWithSession:(NSURLSession *)session baseURL:(NSURL *)baseURL {
            self = [super init];
            if (self) {
                _session = session;
                _baseURL = [baseURL copy];
                _cache = [[NSCache alloc] init];
                _cache.countLimit = «limit»;
            }
            return self;
        }

        - (void)fetchItemsWithCompletion:(«C»FetchCompletion)completion {
            NSURL *url = [self.baseURL URLByAppendingPathComponent:@"«path»"];
            NSArray<«M» *> *cached = [self.cache objectForKey:url.absoluteString];
            if (cached) {
                dispatch_async(dispatch_get_main_queue(), ^{
                    completion(cached, nil);
                });
                return;
            }
        """, cx, limit=cx.rng.choice([50, 100, 200]))
    if strong:
        out += ind(T("""
            NSURLSessionDataTask *task = [self.session dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                NSError *parseError = error;
                NSArray<«M» *> *items = parseError ? nil : [self itemsFromData:data response:response error:&parseError];
                if (items) {
                    [self.cache setObject:items forKey:url.absoluteString];
                }
                dispatch_async(dispatch_get_main_queue(), ^{
                    completion(items, parseError);
                });
            }];
            [task resume];
            """, cx))
    else:
        out += ind(T("""
            __weak typeof(self) weakSelf = self;
            NSURLSessionDataTask *task = [self.session dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                NSError *parseError = error;
                NSArray<«M» *> *items = nil;
                if (strongSelf && !parseError) {
                    items = [strongSelf itemsFromData:data response:response error:&parseError];
                    if (items) {
                        [strongSelf.cache setObject:items forKey:url.absoluteString];
                    }
                }
                dispatch_async(dispatch_get_main_queue(), ^{
                    completion(items, parseError);
                });
            }];
            [task resume];
            """, cx))
    out += T("""
        }

        - (void)saveItem:(«M» *)item completion:(void (^)(NSError *_Nullable error))completion {
            NSURL *url = [[self.baseURL URLByAppendingPathComponent:@"«path»"] URLByAppendingPathComponent:item.identifier];
            NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];
            request.HTTPMethod = @"PUT";
            [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
            NSError *encodingError = nil;
            request.HTTPBody = [NSJSONSerialization dataWithJSONObject:[item dictionaryRepresentation] options:0 error:&encodingError];
            if (encodingError) {
                completion(encodingError);
                return;
            }
            [[self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
                NSInteger status = [response isKindOfClass:[NSHTTPURLResponse class]] ? ((NSHTTPURLResponse *)response).statusCode : 0;
                NSError *result = error;
                if (!result && (status < 200 || status >= 300)) {
                    result = [NSError errorWithDomain:@"«C»ErrorDomain" code:status userInfo:nil];
                }
                dispatch_async(dispatch_get_main_queue(), ^{
                    completion(result);
                });
            }] resume];
        }

        - (nullable NSArray<«M» *> *)itemsFromData:(NSData *)data response:(NSURLResponse *)response error:(NSError **)error {
            NSInteger status = [response isKindOfClass:[NSHTTPURLResponse class]] ? ((NSHTTPURLResponse *)response).statusCode : 0;
            if (status < 200 || status >= 300 || data.length == 0) {
                if (error) {
                    *error = [NSError errorWithDomain:@"«C»ErrorDomain" code:status userInfo:nil];
                }
                return nil;
            }
            id json = [NSJSONSerialization JSONObjectWithData:data options:0 error:error];
            if (![json isKindOfClass:[NSArray class]]) {
                return nil;
            }
            NSMutableArray<«M» *> *items = [NSMutableArray arrayWithCapacity:[json count]];
            for (id entry in json) {
                if ([entry isKindOfClass:[NSDictionary class]]) {
                    «M» *item = [[«M» alloc] initWithDictionary:entry];
                    if (item) {
                        [items addObject:item];
                    }
                }
            }
            return [items copy];
        }

        @end
        """, cx)
    return pad_objc(cx, out, target)


def objc_view_controller(cx: Ctx, rule: str | None, target: int) -> list[str]:
    ivars: list[str] = []
    did_load: list[str] = []
    dealloc: list[str] = []
    if rule == "strong-self-capture":
        ivars.append("id<NSObject> _syncObserver;")
        did_load += [
            f"_syncObserver = [[NSNotificationCenter defaultCenter] addObserverForName:{cx.C}DidSyncNotification "
            "object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {",
            mark("    [self reload];", rule),
            "}];",
        ]
        dealloc.append("[[NSNotificationCenter defaultCenter] removeObserver:_syncObserver];")
    elif rule == "unbalanced-observer":
        did_load += [mark(f"[self.tableView addObserver:self forKeyPath:@\"contentOffset\" "
                          f"options:NSKeyValueObservingOptionNew context:{cx.C}OffsetContext];", rule)]
    out = T("""
        #import "«C».h"

        static void *«C»ContentSizeContext = &«C»ContentSizeContext;
        static void *«C»OffsetContext = &«C»OffsetContext;
        static NSString *const «C»CellIdentifier = @"«C»Cell";

        @interface «C»ViewController () <UITableViewDataSource, UITableViewDelegate>
        @property (nonatomic, strong) «C»Service *service;
        @property (nonatomic, strong) UITableView *tableView;
        @property (nonatomic, strong) UILabel *emptyLabel;
        @property (nonatomic, strong) UIRefreshControl *refreshControl;
        @property (nonatomic, copy) NSArray<«M» *> *items;
        @property (nonatomic, strong, nullable) id<NSObject> keyboardObserver;
        @property (nonatomic, strong, nullable) id<NSObject> changeObserver;
        @property (nonatomic, strong, nullable) NSTimer *refreshTimer;
        @end

        """, cx)
    out.append(f"@implementation {cx.C}ViewController" + (" {" if ivars else ""))
    if ivars:
        out += ind(ivars) + ["}"]
    out += [""] + T("""
        - (instancetype)initWithService:(«C»Service *)service {
            self = [super initWithNibName:nil bundle:nil];
            if (self) {
                _service = service;
                _items = @[];
                self.title = NSLocalizedString(@"«Title»", nil);
            }
            return self;
        }

        - (void)dealloc {
            [[NSNotificationCenter defaultCenter] removeObserver:_keyboardObserver];
            [[NSNotificationCenter defaultCenter] removeObserver:_changeObserver];
            [_tableView removeObserver:self forKeyPath:@"contentSize" context:«C»ContentSizeContext];
            [_refreshTimer invalidate];
        """, cx)
    out += ind(dealloc) + ["}", ""]
    out += T("""
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self configureTableView];

            __weak typeof(self) weakSelf = self;
            self.keyboardObserver = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillShowNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                if (!strongSelf) {
                    return;
                }
                [strongSelf adjustInsetsForKeyboardNotification:note];
            }];
            self.changeObserver = [[NSNotificationCenter defaultCenter] addObserverForName:«C»DidChangeNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
                [weakSelf reload];
            }];
            [self.tableView addObserver:self forKeyPath:@"contentSize" options:NSKeyValueObservingOptionNew context:«C»ContentSizeContext];
            self.refreshTimer = [NSTimer scheduledTimerWithTimeInterval:«iv» repeats:YES block:^(NSTimer *timer) {
                [weakSelf reload];
            }];
        """, cx, iv=cx.rng.choice([30, 60, 120]))
    out += ind(did_load) + ["    [self reload];", "}", ""]
    out += T("""
        - (void)configureTableView {
            self.view.backgroundColor = [UIColor systemBackgroundColor];
            self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStyleInsetGrouped];
            self.tableView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
            self.tableView.dataSource = self;
            self.tableView.delegate = self;
            [self.tableView registerClass:[«C»Cell class] forCellReuseIdentifier:«C»CellIdentifier];
            self.refreshControl = [[UIRefreshControl alloc] init];
            [self.refreshControl addTarget:self action:@selector(refreshPulled:) forControlEvents:UIControlEventValueChanged];
            self.tableView.refreshControl = self.refreshControl;
            self.emptyLabel = [[UILabel alloc] init];
            self.emptyLabel.textAlignment = NSTextAlignmentCenter;
            self.emptyLabel.numberOfLines = 0;
            self.emptyLabel.text = NSLocalizedString(@"No «ws» yet", nil);
            self.tableView.backgroundView = self.emptyLabel;
            [self.view addSubview:self.tableView];
        }

        - (void)reload {
            __weak typeof(self) weakSelf = self;
            [self.service fetchItemsWithCompletion:^(NSArray<«M» *> *items, NSError *error) {
                [weakSelf applyItems:items error:error];
            }];
        }

        - (void)refreshPulled:(UIRefreshControl *)sender {
            [self reload];
        }

        - (void)applyItems:(nullable NSArray<«M» *> *)items error:(nullable NSError *)error {
            [self.refreshControl endRefreshing];
            if (error) {
                [self showError:error];
                return;
            }
            self.items = items ?: @[];
            dispatch_async(dispatch_get_main_queue(), ^{
                [self.tableView reloadData];
                self.emptyLabel.hidden = self.items.count > 0;
            });
            [UIView animateWithDuration:0.25 animations:^{
                self.tableView.alpha = 1.0;
            }];
        }

        - (void)showError:(NSError *)error {
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"Something went wrong", nil) message:error.localizedDescription preferredStyle:UIAlertControllerStyleAlert];
            [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"OK", nil) style:UIAlertActionStyleCancel handler:nil]];
            [self presentViewController:alert animated:YES completion:nil];
        }

        - (void)adjustInsetsForKeyboardNotification:(NSNotification *)note {
            CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
            UIEdgeInsets insets = self.tableView.contentInset;
            insets.bottom = MAX(CGRectGetHeight(frame) - self.view.safeAreaInsets.bottom, 0);
            self.tableView.contentInset = insets;
        }

        - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary<NSKeyValueChangeKey, id> *)change context:(void *)context {
            if (context == «C»ContentSizeContext) {
                self.emptyLabel.hidden = self.tableView.contentSize.height > 0;
            } else if (context == «C»OffsetContext) {
                self.navigationController.navigationBar.prefersLargeTitles = self.tableView.contentOffset.y < 40;
            } else {
                [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
            }
        }

        #pragma mark - UITableViewDataSource

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return self.items.count;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            «C»Cell *cell = [tableView dequeueReusableCellWithIdentifier:«C»CellIdentifier forIndexPath:indexPath];
            «M» *item = self.items[indexPath.row];
            [cell configureWithItem:item];
            __weak typeof(self) weakSelf = self;
            cell.onToggle = ^{
                [weakSelf toggleItem:item];
            };
            return cell;
        }

        #pragma mark - UITableViewDelegate

        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
            [tableView deselectRowAtIndexPath:indexPath animated:YES];
            if (self.onSelectItem) {
                self.onSelectItem(self.items[indexPath.row]);
            }
        }

        - (void)toggleItem:(«M» *)item {
            item.«flag» = !item.«flag»;
            [self.service saveItem:item completion:^(NSError *error) {
                if (error) {
                    item.«flag» = !item.«flag»;
                }
            }];
            [self.tableView reloadData];
        }

        @end
        """, cx, ws=words_of(cx.Es).lower())
    return pad_objc(cx, out, target)


def objc_monitor(cx: Ctx, rule: str | None, target: int) -> list[str]:
    ivars = ["NSMutableArray<id<NSObject>> *_observers;", "NSTimer *_timer;", "BOOL _observingDefaults;"]
    start: list[str] = []
    stop: list[str] = []
    if rule == "strong-self-capture":
        ivars.append("id<NSObject> _memoryObserver;")
        start += [
            "_memoryObserver = [[NSNotificationCenter defaultCenter] addObserverForName:"
            "UIApplicationDidReceiveMemoryWarningNotification object:nil queue:nil usingBlock:^(NSNotification *note) {",
            mark("    [self.cache removeAllObjects];", rule),
            "}];",
        ]
        stop.append("[[NSNotificationCenter defaultCenter] removeObserver:_memoryObserver];")
    elif rule == "unbalanced-observer":
        start += [mark("[[NSUserDefaults standardUserDefaults] addObserver:self forKeyPath:@\"" + cx.C +
                       "Interval\" options:NSKeyValueObservingOptionNew context:NULL];", rule)]
    out = T("""
        #import "«C».h"

        static NSString *const «C»SyncEnabledKey = @"«C»SyncEnabled";

        @interface «C»SyncMonitor ()
        @property (nonatomic, strong) «C»Service *service;
        @property (nonatomic, strong) NSCache<NSString *, id> *cache;
        @property (nonatomic, assign, getter=isSyncing) BOOL syncing;
        @end

        """, cx)
    out += [f"@implementation {cx.C}SyncMonitor {{"] + ind(ivars) + ["}", ""]
    out += T("""
        - (instancetype)initWithService:(«C»Service *)service {
            self = [super init];
            if (self) {
                _service = service;
                _cache = [[NSCache alloc] init];
                _observers = [NSMutableArray array];
            }
            return self;
        }

        - (void)dealloc {
            [self stop];
        }

        - (void)start {
            if (_observers.count > 0) {
                return;
            }
            __weak typeof(self) weakSelf = self;
            [_observers addObject:[[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationDidEnterBackgroundNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
                [weakSelf pause];
            }]];
            [_observers addObject:[[NSNotificationCenter defaultCenter] addObserverForName:UIApplicationWillEnterForegroundNotification object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                [strongSelf resume];
                [strongSelf sync];
            }]];
            [[NSUserDefaults standardUserDefaults] addObserver:self forKeyPath:«C»SyncEnabledKey options:NSKeyValueObservingOptionNew context:NULL];
            _observingDefaults = YES;
            _timer = [NSTimer scheduledTimerWithTimeInterval:«iv» repeats:YES block:^(NSTimer *timer) {
                [weakSelf sync];
            }];
        """, cx, iv=cx.rng.choice([120, 300, 600]))
    out += ind(start) + ["}", ""]
    out += T("""
        - (void)stop {
            for (id<NSObject> observer in _observers) {
                [[NSNotificationCenter defaultCenter] removeObserver:observer];
            }
            [_observers removeAllObjects];
            if (_observingDefaults) {
                [[NSUserDefaults standardUserDefaults] removeObserver:self forKeyPath:«C»SyncEnabledKey context:NULL];
                _observingDefaults = NO;
            }
            [_timer invalidate];
            _timer = nil;
        """, cx)
    out += ind(stop) + ["}", ""]
    out += T("""
        - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary<NSKeyValueChangeKey, id> *)change context:(void *)context {
            if ([keyPath isEqualToString:«C»SyncEnabledKey]) {
                BOOL enabled = [[NSUserDefaults standardUserDefaults] boolForKey:«C»SyncEnabledKey];
                enabled ? [self resume] : [self pause];
            } else {
                [super observeValueForKeyPath:keyPath ofObject:object change:change context:context];
            }
        }

        - (void)pause {
            _timer.fireDate = [NSDate distantFuture];
        }

        - (void)resume {
            _timer.fireDate = [NSDate date];
        }

        - (void)sync {
            if (self.isSyncing) {
                return;
            }
            self.syncing = YES;
            __weak typeof(self) weakSelf = self;
            [self.service fetchItemsWithCompletion:^(NSArray<«M» *> *items, NSError *error) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                strongSelf.syncing = NO;
                if (items.count > 0) {
                    [[NSNotificationCenter defaultCenter] postNotificationName:«C»DidChangeNotification object:strongSelf];
                }
            }];
        }

        @end
        """, cx)
    return pad_objc(cx, out, target)


def objc_cell(cx: Ctx, rule: str | None, target: int) -> list[str]:
    out = T("""
        #import "«C».h"

        @interface «C»Cell ()
        @property (nonatomic, strong) UILabel *titleLabel;
        @property (nonatomic, strong) UILabel *detailLabel;
        @property (nonatomic, strong) UIButton *toggleButton;
        @end

        @implementation «C»Cell

        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            if (self) {
                _titleLabel = [[UILabel alloc] init];
                _titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                _detailLabel = [[UILabel alloc] init];
                _detailLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
                _detailLabel.textColor = [UIColor secondaryLabelColor];
                _toggleButton = [UIButton buttonWithType:UIButtonTypeSystem];
                [_toggleButton addTarget:self action:@selector(toggleTapped:) forControlEvents:UIControlEventTouchUpInside];
                UIStackView *labels = [[UIStackView alloc] initWithArrangedSubviews:@[_titleLabel, _detailLabel]];
                labels.axis = UILayoutConstraintAxisVertical;
                labels.spacing = 2;
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[labels, _toggleButton]];
                stack.spacing = «sp»;
                stack.alignment = UIStackViewAlignmentCenter;
                stack.translatesAutoresizingMaskIntoConstraints = NO;
                [self.contentView addSubview:stack];
                UILayoutGuide *margins = self.contentView.layoutMarginsGuide;
                [NSLayoutConstraint activateConstraints:@[
                    [stack.leadingAnchor constraintEqualToAnchor:margins.leadingAnchor],
                    [stack.trailingAnchor constraintEqualToAnchor:margins.trailingAnchor],
                    [stack.topAnchor constraintEqualToAnchor:margins.topAnchor],
                    [stack.bottomAnchor constraintEqualToAnchor:margins.bottomAnchor],
                ]];
            }
            return self;
        }

        - (void)prepareForReuse {
            [super prepareForReuse];
            self.onToggle = nil;
            self.titleLabel.text = nil;
            self.detailLabel.text = nil;
        }

        - (void)configureWithItem:(«M» *)item {
            self.titleLabel.text = item.«disp»;
            self.detailLabel.text = [NSString stringWithFormat:@"%@ · «numFmt»", item.«sub», «numCast»item.«num»];
            NSString *imageName = item.«flag» ? @"star.fill" : @"star";
            [self.toggleButton setImage:[UIImage systemImageNamed:imageName] forState:UIControlStateNormal];
            self.accessibilityLabel = [NSString stringWithFormat:@"%@, %@", item.«disp», item.«sub»];
        }

        - (void)toggleTapped:(UIButton *)sender {
            if (self.onToggle) {
                self.onToggle();
            }
        }

        @end
        """, cx, sp=cx.rng.choice([8, 12, 16]))
    return pad_objc(cx, out, target)


OBJC_KINDS = {
    "model": ("Models", "{M}.m", lambda cx, rule, target: objc_model(cx, target), set()),
    "service": ("Services", "{C}Service.m", lambda cx, rule, target: objc_service(cx, target), set()),
    "vc": ("Views", "{C}ViewController.m", objc_view_controller, set(OBJC_RULES)),
    "cell": ("Views", "{C}Cell.m", objc_cell, set()),
    "monitor": ("Services", "{C}SyncMonitor.m", objc_monitor, set(OBJC_RULES)),
}


# --------------------------------------------------------------------------------------------------
# Planning and writing
# --------------------------------------------------------------------------------------------------


class Planter:
    """Hands out leaks: one per LINES_PER_LEAK lines, cycling through the rules in shuffled rounds."""

    def __init__(self, rng: random.Random, rules: list[str]):
        self.rng = rng
        self.rules = rules
        self.pending: list[str] = []
        self.planted = 0

    def take(self, lines_after: int, host: set[str] | None) -> str | None:
        if not host or self.planted >= lines_after // LINES_PER_LEAK:
            return None
        if not self.pending:
            self.pending = list(self.rules)
            self.rng.shuffle(self.pending)
        for i, rule in enumerate(self.pending):
            if rule in host:
                del self.pending[i]
                self.planted += 1
                return rule
        return None


HEAVY_KINDS = {"vc", "vm", "header", "monitor"}


def next_target(rng: random.Random, remaining: int, heavy: bool = True) -> int:
    """Lines for the next file: files with much observer code are longer, plain ones shorter."""
    if remaining <= MAX_FILE:
        return remaining
    if remaining < MAX_FILE + MIN_FILE:
        return remaining // 2
    if heavy:
        return int(rng.triangular(MIN_FILE, MAX_FILE, MIN_FILE))
    return int(rng.triangular(MIN_FILE, 300, MIN_FILE))


class Corpus:
    def __init__(self, seed: int, lines: int, objc_share: float):
        self.rng = random.Random(seed)
        self.names = Names()
        self.total = lines
        self.objc_budget = int(round(lines * objc_share))
        self.swift_budget = lines - self.objc_budget
        self.files: list[tuple[str, str]] = []  # (path, text)
        self.paths: set[str] = set()
        self.leaks: list[dict] = []
        self.swift_lines = 0
        self.objc_lines = 0
        self.feature_pool: list[tuple[str, tuple]] = []
        self.feature_round = 0

    # names ------------------------------------------------------------------------------------------

    def next_feature(self) -> tuple[str, str, tuple]:
        if not self.feature_pool:
            pool = [(q, d) for d in DOMAINS for q in QUALIFIERS]
            self.rng.shuffle(pool)
            self.feature_pool = pool
            self.feature_round += 1
        qual, domain = self.feature_pool.pop()
        base = qual + domain[0]
        if self.feature_round > 1:
            base += str(self.feature_round)
            qual += str(self.feature_round)
        return self.names.uniq(base), qual, domain

    # output -----------------------------------------------------------------------------------------

    def add(self, path: str, lines: list[str], language: str) -> int:
        if path in self.paths:
            stem, dot, ext = path.rpartition(".")
            n = 2
            while f"{stem}{n}.{ext}" in self.paths:
                n += 1
            path = f"{stem}{n}.{ext}"
        self.paths.add(path)
        out: list[str] = []
        for number, line in enumerate(lines, 1):
            if MARK_OPEN in line:
                start = line.index(MARK_OPEN)
                rule = line[start + 1: line.index(MARK_CLOSE)]
                line = line[:start]
                self.leaks.append({"rule": rule, "file": path, "line": number, "language": language})
            out.append(line.rstrip())
        self.files.append((path, "\n".join(out) + "\n"))
        if language == "swift":
            self.swift_lines += len(out)
        else:
            self.objc_lines += len(out)
        return len(out)

    # Swift ------------------------------------------------------------------------------------------

    def build_swift(self) -> None:
        core = Ctx("Account", "", CORE_DOMAIN, "combine", self.names, self.rng)
        for path, tpl in CORE_FILES.items():
            remaining = self.swift_budget - self.swift_lines
            if remaining <= 0:
                break
            target = min(remaining, int(self.rng.triangular(MIN_FILE, 300, MIN_FILE)))
            self.add(path, pad_swift(core, T(tpl, core), target), "swift")
        planter = Planter(self.rng, RULES)
        while self.swift_budget - self.swift_lines > 0:
            feature, qual, domain = self.next_feature()
            rng = self.rng
            style = "combine" if rng.random() < 0.65 else "rx"
            cx = Ctx(feature, qual, domain, style, self.names, rng)
            cx.has_cell = rng.random() < 0.5
            cx.has_ext = rng.random() < 0.5
            cx.theme = cx.has_ext and rng.random() < 0.6
            kinds = ["models", "service", "vm"]
            if cx.has_ext:
                kinds.append("vcext")
            kinds.append("vc")
            if cx.has_cell:
                kinds.append("cell")
            kinds += ["detail", "coord"]
            if rng.random() < 0.6:
                kinds.append("header")
            if rng.random() < 0.7:
                kinds.append("monitor")
            if rng.random() < 0.3:
                kinds.append("support")
            for kind in kinds:
                remaining = self.swift_budget - self.swift_lines
                if remaining <= 0:
                    break
                target = next_target(rng, remaining, kind in HEAVY_KINDS)
                if remaining <= MAX_FILE and kind not in ("models", "support", "detail"):
                    if kind == "vcext":
                        cx.theme = False
                    kind = "support"  # the last file: plain logic that can hit the budget exactly
                folder, pattern, gen, host = SWIFT_KINDS[kind]
                if kind == "vc":
                    host = VC_RULES if style == "combine" else VC_RX_RULES
                elif kind == "vm":
                    host = VM_RULES if style == "combine" else VM_RX_RULES
                rule = planter.take(self.swift_lines + target, host)
                if kind == "vcext":
                    lines = swift_vc_extension(cx, rule, target, cx.theme)
                else:
                    lines = gen(cx, rule, target)
                self.add(f"Features/{feature}/{folder}/{pattern.format(F=feature)}", lines, "swift")

    # Objective-C ------------------------------------------------------------------------------------

    def build_objc(self) -> None:
        planter = Planter(self.rng, OBJC_RULES)
        while self.objc_budget - self.objc_lines > 0:
            feature, qual, domain = self.next_feature()
            rng = self.rng
            cx = objc_ctx(Ctx(feature, qual, domain, "objc", self.names, rng))
            remaining = self.objc_budget - self.objc_lines
            header_target = min(max(MIN_FILE, int(rng.triangular(MIN_FILE, 260, 170))), max(remaining, MIN_FILE))
            self.add(f"Features/{feature}/{cx.C}.h", objc_header(cx, header_target), "objc")
            for kind in ("model", "service", "vc", "cell", "monitor"):
                remaining = self.objc_budget - self.objc_lines
                if remaining <= 0:
                    break
                target = next_target(rng, remaining)
                folder, pattern, gen, host = OBJC_KINDS[kind]
                rule = planter.take(self.objc_lines + target, host)
                lines = gen(cx, rule, target)
                self.add(f"Features/{feature}/{folder}/{pattern.format(C=cx.C, M=cx.M)}", lines, "objc")

    # manifest ---------------------------------------------------------------------------------------

    def manifest(self) -> dict:
        planted = {rule: 0 for rule in RULES}
        planted_swift = {rule: 0 for rule in RULES}
        planted_objc = {rule: 0 for rule in RULES}
        for leak in self.leaks:
            planted[leak["rule"]] += 1
            (planted_swift if leak["language"] == "swift" else planted_objc)[leak["rule"]] += 1
        leaks = sorted(self.leaks, key=lambda x: (x["file"], x["line"]))
        return {
            "files": len(self.files),
            "lines": self.swift_lines + self.objc_lines,
            "swift_files": sum(1 for p, _ in self.files if p.endswith(".swift")),
            "objc_files": sum(1 for p, _ in self.files if not p.endswith(".swift")),
            "swift_lines": self.swift_lines,
            "objc_lines": self.objc_lines,
            "planted": planted,
            "planted_swift": planted_swift,
            "planted_objc": planted_objc,
            "leaks": leaks,
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Generate a deterministic iOS-style Swift/Objective-C source tree with planted observer leaks.")
    parser.add_argument("--out", required=True, help="output folder (created; a previous corpus there is replaced)")
    parser.add_argument("--lines", required=True, type=int, help="about how many lines to write (within 2%%)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--objc-share", type=float, default=0.0,
                        help="fraction of the lines written as Objective-C .m/.h files (default 0)")
    args = parser.parse_args(argv)
    if args.lines <= 0:
        parser.error("--lines must be positive")
    if not 0.0 <= args.objc_share <= 1.0:
        parser.error("--objc-share must be between 0 and 1")

    out = args.out
    if os.path.exists(out):
        if not os.path.isdir(out):
            parser.error(f"{out} exists and is not a folder")
        if os.listdir(out):
            if not os.path.isfile(os.path.join(out, "manifest.json")):
                parser.error(f"{out} is not empty and holds no manifest.json; refusing to overwrite it")
            for entry in os.listdir(out):
                full = os.path.join(out, entry)
                if os.path.isdir(full) and not os.path.islink(full):
                    shutil.rmtree(full)
                else:
                    os.remove(full)

    corpus = Corpus(args.seed, args.lines, args.objc_share)
    corpus.build_swift()
    corpus.build_objc()

    made: set[str] = set()
    for path, text in corpus.files:
        full = os.path.join(out, path)
        folder = os.path.dirname(full)
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        with open(full, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    manifest = corpus.manifest()
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8", newline="\n") as handle:
        json.dump(manifest, handle, indent=2)
        handle.write("\n")
    print(f"{manifest['files']} files, {manifest['lines']} lines "
          f"({manifest['swift_files']} Swift, {manifest['objc_files']} Objective-C), "
          f"{len(corpus.leaks)} planted leaks -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
