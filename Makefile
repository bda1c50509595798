# Sous: `make run` starts the app, `make test` builds and runs every test.
SWIFT ?= swift
BIN := .build/debug/sous
RELEASE_BIN := .build/release

.PHONY: deps build run test bench clean embed check-embed

deps:
	@bash scripts/install-deps.sh

# Contract files are embedded into the binary; regenerate when they change.
embed:
	@python3 scripts/embed-resources.py

build: deps embed
	$(SWIFT) build

run: build
	$(BIN) $(ARGS)

test: deps embed
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	bash scripts/tmux-smoke.sh

bench: deps embed
	$(SWIFT) build -c release --product sous-bench
	$(SWIFT) build -c release --product sous
	$(RELEASE_BIN)/sous-bench $(ARGS)
	@[ -n "$(ARGS)" ] || bash scripts/bench-terminal.sh

clean:
	rm -rf .build
