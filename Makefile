# Sous: `make run` starts the app, `make test` builds and runs every test, `make check` the fast
# ones for the everyday loop.
SWIFT ?= swift
BIN := .build/debug/sous
RELEASE_BIN := .build/release

.PHONY: deps build run test check bench voice-eval-real-speech-run voice-eval voice-eval-real-speech voice-soak clean embed check-embed \
	release package-files install uninstall deb

deps:
	@bash scripts/install-deps.sh

# Contract files are embedded into the binary; regenerate when they change. `make test` only
# checks (check-embed), so a contract or theme committed without its embedded copy fails there.
embed:
	@python3 scripts/embed-resources.py

check-embed:
	@python3 scripts/embed-resources.py --check

# Only what `make run` needs (not the bench, nor the tests' SwiftNIO stand-ins).
build: deps embed
	$(SWIFT) build --product sous

run: build
	$(BIN) $(ARGS)

# Every suite and both smoke scripts, in groups that run side by side in their own processes
# (scripts/run-tests.sh): voice, CLI, sync and AI, the fast suites, the smoke scripts.
test: deps check-embed
	$(SWIFT) build --build-tests
	bash scripts/run-tests.sh all

# The everyday loop: the fast suites (core, contract, store, UI, app, import) and a voice smoke.
check: check-embed
	$(SWIFT) build --build-tests
	bash scripts/run-tests.sh check

bench: deps embed
	$(SWIFT) build -c release --product sous-bench
	$(SWIFT) build -c release --product sous
	$(RELEASE_BIN)/sous-bench $(ARGS)
	@[ -n "$(ARGS)" ] || bash scripts/bench-terminal.sh
	@[ -n "$(ARGS)" ] || $(MAKE) --no-print-directory voice-eval VOICE_SET=--quick
	@[ -n "$(ARGS)" ] || $(MAKE) --no-print-directory voice-eval VOICE_SET=--real
	@[ -n "$(ARGS)" ] || $(MAKE) --no-print-directory voice-eval-real-speech

# The voice eval table: a labelled set made with eSpeak NG and flite voices and sox pink noise
# (kept out of git under .build/), run through the release recognizer, whole clips and then
# streamed (which adds the end of speech to action). VOICE_SET=--quick: one voice, clean and
# 10 dB. VOICE_SET=--held-out: voices, phrasings and chatter no threshold was chosen on;
# VOICE_SET=--held-out-b: Festival's voices and phrasings and chatter again, nothing chosen on.
# VOICE_SET=--held-out-c: blind again (Festival's ked_diphone, eSpeak NG's en-us+m3 and en-us-nyc+f4):
# voices no other set uses, phrasings and kitchen talk again; never choose anything on it.
# VOICE_SET=--polite: requests opened politely ("could you repeat that") and polite talk not for Sous.
# VOICE_SET=--real: people, not synthesizers: Debian's recordings of real speech, none of it a command
# (false accepts only).
VOICE_SET ?=
VOICE_DIR = .build/voice-eval$(subst --,-,$(VOICE_SET))
voice-eval: deps embed
	$(SWIFT) build -c release --product sous
	@[ $(VOICE_DIR)/manifest.tsv -nt scripts/make-voice-eval.sh ] || { rm -rf $(VOICE_DIR); bash scripts/make-voice-eval.sh $(VOICE_DIR) $(VOICE_SET); }
	$(RELEASE_BIN)/sous voice eval $(VOICE_DIR)
	@echo "streamed as from a microphone (endpointing, a decision at the first pause):"
	$(RELEASE_BIN)/sous voice eval $(VOICE_DIR) --live

# Real people speaking commands (../shared/testdata/speech/picovoice-dev: 310 recordings, a coffee
# maker's grammar in the contract format), split by speaker (scripts/split-real-speech.py: the set
# has no speaker labels, so by microphone and room) into a part settings were tuned on and a part
# only checked. Each part clean, with the benchmark's kitchen noise by its published protocol (fixed
# seed) at 18, 12 and 6 dB, and with other people talking (babble from the part's own speakers) at
# 12 dB; as heard and with DeepFilterNet in front (+DFN); then streamed as from a microphone at 12 dB.
# Scored on intent and every slot (command acceptance), after rejection.
REAL_SPEECH = ../shared/testdata/speech/picovoice-dev
REAL_DIR = .build/real-speech-eval
REAL_CONTRACT = --contract $(REAL_SPEECH)/coffee-intents.yaml
voice-eval-real-speech: deps embed
	@[ -f $(REAL_SPEECH)/labels.json ] || { echo "== Real speech: $(REAL_SPEECH) not found, skipped (Tests/Fixtures has a tenth of it for the tests) =="; exit 0; }; \
	$(MAKE) --no-print-directory voice-eval-real-speech-run

voice-eval-real-speech-run:
	$(SWIFT) build -c release --product sous
	@[ $(REAL_DIR)/manifest.tsv -nt scripts/make-real-speech-eval.sh ] || { rm -rf $(REAL_DIR); bash scripts/make-real-speech-eval.sh $(REAL_SPEECH) $(REAL_DIR); }
	@for part in tune check; do \
	  echo "== $$part: kitchen noise, whole clips =="; \
	  $(RELEASE_BIN)/sous voice eval $(REAL_DIR)/$$part $(REAL_CONTRACT) --noise $(REAL_DIR)/noise.wav --snr 18 12 6 --suppress both || exit 1; \
	  echo "== $$part: other people talking, whole clips =="; \
	  $(RELEASE_BIN)/sous voice eval $(REAL_DIR)/$$part $(REAL_CONTRACT) --noise $(REAL_DIR)/$$part/babble.wav --snr 12 --noisy-only --suppress both || exit 1; \
	  echo "== $$part: kitchen noise, streamed as from a microphone (endpointing, a decision at the first pause) =="; \
	  $(RELEASE_BIN)/sous voice eval $(REAL_DIR)/$$part $(REAL_CONTRACT) --noise $(REAL_DIR)/noise.wav --snr 12 6 --noisy-only --live --suppress both || exit 1; \
	done

# The listening soak: minutes of talk not for Sous (clean and at 10 dB) streamed as from a
# microphone, in both listening modes, counting the sentences acted on; and "hello kitchen" +
# a command in four noise conditions, right / wrong / nothing (scripts/make-voice-soak.sh
# makes the folder, kept out of git under .build/; scripts/voice-soak.sh runs it).
SOAK_DIR = .build/voice-soak
voice-soak: deps embed
	$(SWIFT) build -c release --product sous
	@[ $(SOAK_DIR)/wake.tsv -nt scripts/make-voice-soak.sh ] || { rm -rf $(SOAK_DIR); bash scripts/make-voice-soak.sh $(SOAK_DIR); }
	bash scripts/voice-soak.sh $(RELEASE_BIN)/sous $(SOAK_DIR)

# Installing (docs/INSTALL.md). `make release`: the release binary with the Swift runtime linked in
# (--static-swift-stdlib, in .build/static) and the git commit linked in (scripts/stamp-commit.sh: a relink, never a
# recompile), and what goes with it in .build/package: the stripped binary, the man page
# (`sous manual`) and the bash, zsh and fish completions. `make install` (no build) copies them under
# $(DESTDIR)$(PREFIX) with DeepFilterNet when $(DEEPFILTER_DIR) exists; `make uninstall` takes away
# exactly what it wrote; `make deb` makes build/sous_VERSION-1_ARCH.deb (scripts/package-deb.sh).
PREFIX ?= /usr/local
DESTDIR ?=
ZSH_COMPLETION_DIR ?= share/zsh/site-functions
DEEPFILTER_DIR ?= $${XDG_DATA_HOME:-$$HOME/.local/share}/sous/deepfilternet
PACKAGE_DIR := .build/package
# A build folder of its own: --static-swift-stdlib is in every compile command, so sharing
# .build/release with `make bench` and the voice evals would rebuild everything at each switch.
STATIC_BUILD := .build/static
INSTALL_ENV = PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" ZSH_COMPLETION_DIR="$(ZSH_COMPLETION_DIR)" DEEPFILTER_DIR="$(DEEPFILTER_DIR)"

release: deps embed
	@$(MAKE) --no-print-directory package-files

package-files:
	@stamp=$$(bash scripts/stamp-commit.sh); set -x; \
	$(SWIFT) build -c release --product sous --static-swift-stdlib --scratch-path $(STATIC_BUILD) $${stamp:+-Xlinker "$$stamp"}
	@mkdir -p $(PACKAGE_DIR)
	strip -o $(PACKAGE_DIR)/sous $(STATIC_BUILD)/release/sous
	$(PACKAGE_DIR)/sous manual > $(PACKAGE_DIR)/sous.1
	$(PACKAGE_DIR)/sous --generate-completion-script bash | sed '1{/^#!/d}' > $(PACKAGE_DIR)/sous.bash
	$(PACKAGE_DIR)/sous --generate-completion-script zsh > $(PACKAGE_DIR)/_sous
	$(PACKAGE_DIR)/sous --generate-completion-script fish > $(PACKAGE_DIR)/sous.fish

# No build here: under sudo a build would write root's caches, and install writes only under
# $(DESTDIR)$(PREFIX). It says so when the sources are newer than the build it installs.
install:
	@[ -z "$$(find Package.swift Sources contract themes -newer $(PACKAGE_DIR)/sous 2>/dev/null | head -n 1)" ] || \
	  echo "install: the sources changed since \`make release\`; installing the build from before" >&2
	@$(INSTALL_ENV) bash scripts/install.sh install

uninstall:
	@$(INSTALL_ENV) bash scripts/install.sh uninstall

deb: release
	@DEEPFILTER_DIR="$(DEEPFILTER_DIR)" bash scripts/package-deb.sh

clean:
	rm -rf .build
