# The two commands of the README: `make demo` and `make test`. Both install what they need first.
SWIFT ?= swift

.PHONY: deps build release demo test record bench clean fuzz fuzz-build fuzz-build-own fuzz-own fuzz-smoke sanitize \
	install uninstall \
	artifactbundle plugin-test sarif-official

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Runs leakwatch on the bundled demo app; exit status 1 (findings) is the expected outcome here.
demo: build
	@.build/debug/leakwatch Fixtures/Demo; status=$$?; [ $$status -le 1 ] || exit $$status

# Builds everything and runs every test: fixtures, front end, catalogue and end-to-end tests of the binary.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	python3 -m pytest -q -p no:cacheprovider Tests/lsp
	python3 -m pytest -q -p no:cacheprovider Tests/sarif
	python3 -m pytest -q -s -p no:cacheprovider Tests/html
	$(MAKE) fuzz-smoke

# The SARIF tests against the schema OASIS publishes, which no package here ships: SARIF_SCHEMA names a copy of
# sarif-schema-2.1.0.json, SARIF_TREES more folders to report on (a real app). Not part of `make test`.
sarif-official: build
	SARIF_SCHEMA="$(SARIF_SCHEMA)" SARIF_TREES="$(SARIF_TREES)" \
		python3 -m pytest -q -p no:cacheprovider Tests/sarif -k published

# Every fuzz target's harness, un-instrumented, on its seeds plus deterministic mutations (seconds; see Fuzz/).
FUZZ_SMOKE_MUTATIONS ?= 200
fuzz-smoke: deps
	$(SWIFT) build --product leakwatch-fuzz
	.build/debug/leakwatch-fuzz --mutations $(FUZZ_SMOKE_MUTATIONS)

# libFuzzer campaigns: one instrumented release binary (address sanitizer) in its own .build-fuzz, then each
# target for FUZZ_RUNS executions (the front ends until a round adds no coverage). Long: not part of `make test`.
FUZZ_RUNS ?= 200000
FUZZ_TARGETS ?= swift objc pipeline cache config
fuzz-build: deps
	$(SWIFT) build -c release --scratch-path .build-fuzz --product leakwatch-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DLIBFUZZER

fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do Fuzz/run.sh $$target $(FUZZ_RUNS) || exit 1; done

# The same binary with only leakwatch's own modules instrumented (swift-syntax, Yams and the rest built plainly),
# in .build-fuzz-own: coverage then counts leakwatch's code alone, and the front ends' rounds can end.
fuzz-build-own: deps
	LEAKWATCH_FUZZ_OWN=1 $(SWIFT) build -c release --scratch-path .build-fuzz-own --product leakwatch-fuzz

fuzz-own: fuzz-build-own
	@for target in $(FUZZ_TARGETS); do FUZZ_SCRATCH=.build-fuzz-own Fuzz/run.sh $$target $(FUZZ_RUNS) || exit 1; done

# The whole test suite under the thread and the address sanitizers, each in its own build folder. Long.
# Three reports are left out (see Sanitizers/): swift-subprocess guards its process table with
# Synchronization.Mutex, whose futex lock the thread sanitizer does not see; libclang's crash recovery frees
# memory in its signal handler when a file crashes libclang (leakwatch installs no handler); and the leak
# checker cannot follow Swift's indirect-enum boxes, whose pointers carry tag bits, so it calls boxes that a
# live value still holds leaked (Sanitizers/indirect-enum-leak.swift shows it on 12 lines).
sanitize: deps
	TSAN_OPTIONS=suppressions=$(CURDIR)/Sanitizers/tsan.supp $(SWIFT) test --sanitize=thread --scratch-path .build-tsan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan

# Rewrites the golden outputs under Fixtures/Expected/ from the current binary; review the diff after.
record: build
	LEAKWATCH_RECORD=1 $(SWIFT) test --filter EndToEndTests

# Release build, then the parse floor, cold, warm and one-thread runs on real and generated code (see README).
bench: deps
	python3 scripts/bench.py --scale --stress

# Installs the binary, its man page and its bash, zsh and fish completions under $(DESTDIR)$(PREFIX).
# BINARY defaults to the release build, built first; `make install BINARY=path` installs another one.
PREFIX ?= /usr/local
DESTDIR ?=
BINARY ?= .build/release/leakwatch

install:
	@if [ "$(BINARY)" = .build/release/leakwatch ]; then $(MAKE) --no-print-directory release; fi
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh install "$(BINARY)"

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh uninstall

# The prebuilt binary for the plugins: a release build with the Swift runtime linked in (its own scratch
# folder, so .build/release is not rebuilt with other flags), packed as .build/leakwatch.artifactbundle.zip.
artifactbundle: deps
	$(SWIFT) build -c release --static-swift-stdlib --scratch-path .build-bundle --product leakwatch
	scripts/artifactbundle.sh .build-bundle/release/leakwatch .build

# The SwiftPM plugins adopted from source (Fixtures/PluginPackage depends on this checkout by path with the
# PluginToolFromSource trait, so the plugins build leakwatch and swift-syntax: minutes); `make test` checks the same
# with the binary under test on PATH and through the artifact bundle.
plugin-test: deps
	$(SWIFT) build --build-tests
	LEAKWATCH_PLUGIN_SOURCE_TESTS=1 $(SWIFT) test --skip-build --filter PluginSourceTests

clean:
	rm -rf .build .build-fuzz .build-fuzz-own .build-tsan .build-asan .build-bundle .build-plugin-test
