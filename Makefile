# Roost. `make run` plays, `make test` runs every test; both install what they
# need first (see scripts/deps.sh).
SHELL := /bin/bash
export PATH := $(PATH):/usr/local/go/bin:$(HOME)/go/bin
GO ?= go
XVFB := xvfb-run -a -s "-screen 0 1280x720x24"
# The app's tests under Xvfb: a run that dies of a signal in native code
# (the software GL driver) is run once more; see the script.
XVFB_TEST := scripts/native-crash-retry.sh $(XVFB)
# Packages whose tests need no display (they never link ebiten).
HEADLESS := ./rules/... ./cli/... ./store/... ./lang/... ./scenes/tween/... ./audio/synth/... ./sprites/palette/... ./sprites/gen/ ./scripts/...

.PHONY: online-tests server-go-test browser-test docshots wasm-size bench-browser bench-firstframe run build test deps deps-test vet fmt typecheck unit scenes race fuzz e2e wasm-test wasm itch dist mobile serve bench perft shots sprites clean soak server server-stop server-test

run: deps build
	./roost

build:
	$(GO) build -o roost .

deps:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

test: deps-test vet fmt typecheck unit scenes race wasm-test fuzz online-tests
	@echo "all tests passed"

vet:
	$(GO) vet ./...

fmt:
	@bad=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$bad" ]; then echo "gofmt would change:"; echo "$$bad"; exit 1; fi

# Every package type-checked for the phones, macOS and Windows: code that
# only builds on Linux fails here, though this machine cannot build for them.
typecheck:
	$(GO) run ./scripts/typecheck

unit:
	$(GO) test -count=1 $(HEADLESS)

# Scene tests: the shell, the table kit's tables, the layout of every screen
# at phone and desktop sizes, the UI kit and the sprites.
SCENES := ./scenes/ ./mobile/ ./scenes/all/ ./scenes/table/ ./scenes/input/ ./scenes/tokyodoves/ ./scenes/columbiz/ ./scenes/falconry/ ./scenes/columba/ ./scenes/ui/ ./sprites/

scenes:
	$(XVFB_TEST) $(GO) test -count=1 -timeout 45m $(SCENES)

race:
	$(GO) test -count=1 -race -short ./rules/game/ ./rules/search/ ./rules/falconry/ ./cli/ ./online/
	$(XVFB_TEST) $(GO) test -count=1 -race -timeout 25m ./scenes/tokyodoves/ ./scenes/columbiz/ ./scenes/falconry/

# Random play through every screen for MINUTES (default 60), with a new
# SEED each time you like, and every action of several random games of every
# rules set resumed through Continue saved. The test's log gives the frames,
# episodes and the heap.
MINUTES ?= 60
SEED ?= 1
soak: deps-test
	ROOST_SOAK=1 ROOST_MONKEY_MINUTES=$(MINUTES) ROOST_MONKEY_SEED=$(SEED) $(XVFB) $(GO) test -count=1 -timeout 0 -v -run 'TestMonkey|TestResumeAnywhere' ./scenes/all/

# The browser's benchmarks: the Expert's analysis (each game's replay on the
# page, timed to its last position: build/e2e/metrics-analysis.txt), games between
# computers (metrics-thinking.txt) and a baseline WebGL page (metrics-baseline.txt).
bench-browser: wasm
	ROOST_BENCH=1 ROOST_E2E=1 ROOST_WEB_DIR=$(CURDIR)/build/web ROOST_ARTIFACTS=$(CURDIR)/build/e2e $(GO) test -count=1 -v -timeout 60m -run 'TestBrowserAnalysis|TestBrowserThinking|TestBrowserBaseline' ./wasm/e2e/

# The browser's first frame: five first visits (fresh Chromium profiles),
# each run's figure and the page's timeline, then their median
# (build/e2e/metrics-firstframe.txt). Measure on a quiet machine.
bench-firstframe: wasm
	ROOST_BENCH=1 ROOST_E2E=1 ROOST_WEB_DIR=$(CURDIR)/build/web ROOST_ARTIFACTS=$(CURDIR)/build/e2e $(GO) test -count=1 -v -timeout 20m -run TestBrowserFirstFrame ./wasm/e2e/

# The online server (server/, its own module): the room and the match
# handler alone, then every game through a real Nakama and PostgreSQL that
# the test starts on free loopback ports and stops by pid (the first run
# builds Nakama, a few minutes; later runs reuse it).
SERVER_GO_TESTS = cd server && $(GO) vet ./... && $(GO) test -count=1 -race ./room/ ./match/ && $(GO) test -count=1 ./deploy/ && $(GO) test -count=1 -race -timeout 20m ./itest/
LIVE_TESTS = ROOST_E2E=1 ROOST_WEB_DIR=$(CURDIR)/build/web $(XVFB_TEST) $(GO) test -count=1 -timeout 15m ./scenes/lobby/livetest/
BROWSER_ONLINE_TEST = ROOST_E2E=1 ROOST_WEB_DIR=$(CURDIR)/build/web ROOST_ARTIFACTS=$(CURDIR)/build/e2e $(GO) test -count=1 -v -timeout 25m -run TestBrowserOnline ./wasm/e2e/
server-test: wasm
	$(SERVER_GO_TESTS)
	$(LIVE_TESTS)
	$(BROWSER_ONLINE_TEST)

# make test's last step: the server's own tests (server-test's first line)
# beside the tests that drive the app and the browser against a server
# (server-test's other lines, then e2e). The server's integration tests
# mostly wait (a third of a core: the server's ticks, its restarts), so the
# browser chain, which renders its frames in software, takes the rest of
# the cores meanwhile (docs/BENCHMARKS.md, nineteenth round). Each test
# starts its own servers (free ports, folders of their own) and only the
# browser chain runs under Xvfb. Each chain's output is printed whole when
# it ends; a failure in either fails the step, once the other has ended.
# The two halves use the build/web that online-tests builds first.
online-tests: wasm
	$(MAKE) -j2 --output-sync=target --no-print-directory server-go-test browser-test

server-go-test:
	$(SERVER_GO_TESTS)

browser-test:
	$(LIVE_TESTS)
	$(BROWSER_ONLINE_TEST)
	$(E2E_TESTS)

# Nakama with Roost's plugin, on a private PostgreSQL, on 127.0.0.1 (for
# play and development; `make server-stop` stops it, keeping its games).
server: deps-test
	scripts/server.sh start

server-stop:
	scripts/server.sh stop

# The rules tests also run as WebAssembly (under Node, Go's wasm runner), and
# the online client's (its names are normalised by the browser's own code).
wasm-test:
	GOOS=js GOARCH=wasm $(GO) test -count=1 -short -exec "$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./rules/... ./online/

# The browser build, end to end in headless Chromium; screenshots and figures
# land in build/e2e.
E2E_TESTS = ROOST_E2E=1 ROOST_WEB_DIR=$(CURDIR)/build/web ROOST_ARTIFACTS=$(CURDIR)/build/e2e $(GO) test -count=1 -v -run "TestBrowserGame|TestBrowserPhone|TestBrowserSpeaksTheBrowsersLanguage" ./wasm/e2e/
e2e: wasm
	$(E2E_TESTS)

wasm:
	GO=$(GO) scripts/web.sh build/web

# What the browser's download is made of: the wasm built as the page's is
# (scripts/web.sh) but with its names (the shipped one is stripped), each
# section and each module's and package's code, raw and gzip -9 alone
# (scripts/wasmsize).
wasm-size:
	LDFLAGS= GO=$(GO) scripts/web.sh build/wasm-size
	$(GO) run ./scripts/wasmsize -by module -top 12 build/wasm-size/game.wasm
	$(GO) run ./scripts/wasmsize -by package -top 40 build/wasm-size/game.wasm | sed -n '/^code by/,$$p'

# Release files in dist/, named with the version: the Linux and Windows
# desktop games and the itch.io zip (index.html at its root).
dist:
	@scripts/deps.sh itch
	GO=$(GO) scripts/dist.sh

itch: dist

# The phone library (ebitenmobile bind; needs the Android SDK and NDK, and
# Xcode for iOS): it says what is missing and fails rather than pretend.
mobile:
	GO=$(GO) scripts/mobile.sh

serve: wasm
	$(GO) run ./wasm/serve -dir build/web

# Each parser's fuzz target runs briefly: a fixed number of inputs (a few
# seconds each), not a time limit, which can end a run with a spurious
# "context deadline exceeded" on a busy machine (Go issue 75804, a race in the
# fuzz coordinator that no Go 1.26 release fixes).
fuzz:
	$(GO) test -run '^$$' -fuzz FuzzLoadRecord -fuzztime 200000x ./rules/game/
	$(GO) test -run '^$$' -fuzz FuzzParsePosition -fuzztime 150000x ./rules/tokyodoves/
	$(GO) test -run '^$$' -fuzz FuzzParseAction -fuzztime 150000x ./rules/tokyodoves/
	$(GO) test -run '^$$' -fuzz FuzzParseState -fuzztime 100000x ./rules/columbiz/
	$(GO) test -run '^$$' -fuzz FuzzParseAction -fuzztime 100000x ./rules/columbiz/
	$(GO) test -run '^$$' -fuzz FuzzParsePosition -fuzztime 60000x ./rules/falconry/
	$(GO) test -run '^$$' -fuzz FuzzParseAction -fuzztime 60000x ./rules/falconry/
	$(GO) test -run '^$$' -fuzz 'FuzzParse$$' -fuzztime 60000x ./rules/columba/
	$(GO) test -run '^$$' -fuzz FuzzParseAction -fuzztime 60000x ./rules/columba/
	$(GO) test -run '^$$' -fuzz FuzzDecodeSettings -fuzztime 100000x ./store/

bench: build
	$(GO) test -run '^$$' -bench . -benchtime 2s ./rules/tokyodoves/ ./rules/columbiz/ ./rules/columba/ ./rules/search/
	$(GO) test -run '^$$' -bench ForcedWins -benchtime 1x ./rules/falconry/
	./roost perft tokyodoves --depth 6
	scripts/perft-vs.sh 5

# Every screen (the lessons and course pages too) on a desktop window and as
# the phone app upright, in each language as its speakers' systems ask for
# it: build/shots/LANG/ (scripts/shots.sh).
shots: build
	$(XVFB) scripts/shots.sh build/shots

# The README's and docs' pictures (docs/shots), rendered again from the code.
docshots: build
	$(XVFB) scripts/docshots.sh docs/shots

sprites:
	$(GO) run ./sprites/gen sprites
	$(GO) run ./sprites/gen icons .

clean:
	rm -rf roost build dist
