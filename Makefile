# Easel — `make demo` and `make test` work on a fresh Debian 12 machine with only
# the Swift toolchain: both install the system packages they need first.

SWIFT ?= swift
OUT ?= out

# Headers and pkg-config files for the C libraries, and the fonts the demos
# and golden images are rendered with, and the headless Chromium that opens the
# snapshot report in its test.
DEPS := pkg-config libcairo2-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev \
        libpango1.0-dev libpng-dev zlib1g-dev libjpeg62-turbo-dev \
        fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core \
        chromium

# The repo's own tests include the swift-snapshot-testing adapter, and `easel serve`
# (Hummingbird, SwiftNIO); both sit behind package traits so that packages using
# Easel alone never fetch those libraries. Every build here enables both, so
# switching targets never rebuilds the package for another trait set.
TRAITS ?= --traits SwiftSnapshotTesting,Serve

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build test demo bench bench-serve docs-images clean

deps:
	@missing=$$(for p in $(DEPS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build $(TRAITS)

test: deps
	$(SWIFT) build --build-tests $(TRAITS)
	$(SWIFT) test --skip-build $(TRAITS)

demo: deps
	$(SWIFT) build --product easel $(TRAITS)
	$$($(SWIFT) build --show-bin-path)/easel demo --out $(OUT)

bench: deps
	$(SWIFT) build -c release --product easel
	$(SWIFT) build -c release --product EaselBenchmarks
	$$($(SWIFT) build -c release --show-bin-path)/EaselBenchmarks
	$(MAKE) bench-serve

# `easel serve` under wrk on loopback: hits, misses, 4x overload. wrk is only
# needed here, so it is installed here rather than by `make deps`.
SERVE_CONFIG ?= release
bench-serve: deps
	@command -v wrk >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends wrk curl; }
	$(SWIFT) build -c $(SERVE_CONFIG) --product easel $(TRAITS)
	Benchmarks/serve/run.sh $$($(SWIFT) build -c $(SERVE_CONFIG) --show-bin-path)/easel

# Every scene in Fixtures/ (YAML or JSON; the schema is not a scene), rendered
# for the README. Unchanged scenes are skipped through the batch cache.
SCENES := $(filter-out %.schema.json,$(wildcard Fixtures/*.yaml Fixtures/*.json))

docs-images: deps
	$(SWIFT) build --product easel $(TRAITS)
	$$($(SWIFT) build --show-bin-path)/easel batch $(SCENES) --out Snapshots/DocsImagesTests

clean:
	rm -rf .build $(OUT)
