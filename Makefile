# The two commands of the README: `make demo` and `make test`. Both install what they need first.
SWIFT ?= swift

.PHONY: deps build release demo test record bench clean

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

# Rewrites the golden outputs under Fixtures/Expected/ from the current binary; review the diff after.
record: build
	LEAKWATCH_RECORD=1 $(SWIFT) test --filter EndToEndTests

# Release build, then the parse floor, cold, warm and one-thread runs on real and generated code (see README).
bench: deps
	python3 scripts/bench.py --scale --stress

clean:
	rm -rf .build
