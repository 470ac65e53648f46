# Easel — `make demo` and `make test` work on a fresh Debian 12 machine with only
# the Swift toolchain: both install the system packages they need first.

SWIFT ?= swift
OUT ?= out

# Headers and pkg-config files for the C libraries, and the fonts the demos
# and golden images are rendered with (Material Icons stands in for SF Symbols); python3-jsonschema validates scenes against
# `easel schema` in the tests, and headless Chromium opens the snapshot report in its test.
# rsvg-convert, pdftoppm and ImageMagick's compare check in FormatFidelityTests that the
# SVG and PDF of every demo and Fixtures scene show the PNG's picture.
# The package names are Debian 12's and Ubuntu 22.04/24.04's alike except libjpeg-turbo's
# headers, so the distribution is read from os-release (Ubuntu and its derivatives name
# "ubuntu" in ID or ID_LIKE).
OS_RELEASE ?= /etc/os-release
DISTRO := $(shell . $(OS_RELEASE) 2>/dev/null; echo "$$ID $$ID_LIKE")
JPEG_DEV := $(if $(filter ubuntu,$(DISTRO)),libjpeg-turbo8-dev,libjpeg62-turbo-dev)
# Ubuntu ships Chromium as a snap behind the chromium-browser package.
CHROMIUM := $(if $(filter ubuntu,$(DISTRO)),chromium-browser,chromium)
DEPS := pkg-config libcairo2-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev \
        libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev libisal-dev $(JPEG_DEV) \
        fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core \
        fonts-material-design-icons-iconfont \
        python3-jsonschema $(CHROMIUM) \
        librsvg2-bin poppler-utils imagemagick

# The repo's own tests include the swift-snapshot-testing adapter, and `easel serve`
# (Hummingbird, SwiftNIO); both sit behind package traits so that packages using
# Easel alone never fetch those libraries. Every build here enables both, so
# switching targets never rebuilds the package for another trait set.
TRAITS ?= --traits SwiftSnapshotTesting,Serve

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: scene-reference deps apple-module-order build test test-plugin test-consumer check-snapshot-trait test-runtime demo bench bench-serve docs-images docs release-bin install dist clean fuzz tsan

PREFIX ?= /usr/local
VERSION := $(shell sed -n 's/.*string = "\(.*\)"/\1/p' Sources/EaselScene/Output/EaselVersion.swift)
ARCH := $(shell uname -m)
# The Swift runtime and Foundation linked into the binary, so `easel` runs on a
# machine without the toolchain and from any folder (it needs only the C libraries).
# Static Foundation names libcurl (-lcurl, for FoundationNetworking's URLSession), which
# loaded libcurl and ~30 libraries behind it (OpenSSL, GnuTLS, Kerberos, LDAP, ...) at every
# start: 26 of 70 shared libraries and 8,800 of 15,400 symbol look-ups, a third of the CPU
# of `easel --help`. Tools/lazy-curl defines the 23 curl functions Foundation calls; each opens
# libcurl.so.4 on first use, so only a scene with a remote asset loads it. The linker takes
# those definitions over libcurl's, and the unused DT_NEEDED entry is then removed.
# Linking still needs libcurl's development files (for -lcurl) and patchelf.
RELEASE_TRAITS ?= --traits Serve
LAZY_CURL := .build/lazy-curl/lazy_curl.o
# Concrete type metadata through direct accessor calls instead of demangling a
# mangled name at run time: the demangler checks each generic requirement by
# walking every protocol conformance record in the binary (9,600 with Serve).
# Demangling was a tenth of a cold render's CPU, 5 % with this flag (Foundation
# and the standard library come prebuilt, so theirs remain). Its own scratch folder, because every
# module (dependencies too) is compiled with it and `make bench`'s plain release
# build would otherwise rebuild everything each time.
RELEASE_SWIFTC := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# SwiftPM links executables with -export-dynamic, which put every Swift symbol of the
# static runtime, Foundation and Easel (32,000) in the dynamic symbol table: 2.9 MB of
# .dynsym, .dynstr and .gnu.hash to map, and the first scope each of the loader's 7,000
# look-ups searches. Nothing looks symbols up in the executable (libcurl is opened by
# handle), so the table keeps only what the libraries need: about 7 % of a cold render's CPU.
RELEASE_LDFLAGS := -Xlinker $(CURDIR)/$(LAZY_CURL) -Xlinker --no-export-dynamic
RELEASE := $(SWIFT) build -c release --product easel --static-swift-stdlib $(RELEASE_TRAITS) --scratch-path .build/release-bin \
	$(RELEASE_SWIFTC) $(RELEASE_LDFLAGS)
RELEASE_BIN := .build/easel-release/easel
RELEASE_DEPS := libcurl4-openssl-dev patchelf
CC := $(shell command -v clang || command -v cc)

deps:
	@missing=$$(for p in $(DEPS); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing:" $$missing; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# Easel's SwiftUI, UIKit and Combine modules (Linux only) share the build folder's import
# path with every package, and swift-snapshot-testing (with the trait) and Yams compile
# `#if canImport(SwiftUI/UIKit/Combine)` code that cannot load them. Package.swift orders
# both before those modules (Yams in every build, swift-snapshot-testing with the trait),
# which holds for a fresh build folder; one where a build without the trait made them
# first would compile swift-snapshot-testing after them, and one made before Combine
# depended on Yams may lack Yams. So until swift-snapshot-testing and Yams are built, the
# three modules are removed first (the build makes them again after those).
apple-module-order:
	@mods=$$($(SWIFT) build --show-bin-path 2>/dev/null)/Modules; \
	if [ -e "$$mods/SwiftUI.swiftmodule" ] && { [ ! -e "$$mods/SnapshotTesting.swiftmodule" ] || [ ! -e "$$mods/Yams.swiftmodule" ]; }; then \
	  rm -rf "$$mods"/SwiftUI.* "$$mods"/UIKit.* "$$mods"/Combine.*; \
	fi

build: deps apple-module-order
	$(SWIFT) build $(TRAITS)

test: deps apple-module-order
	$(SWIFT) build --build-tests $(TRAITS)
	$(SWIFT) test --skip-build $(TRAITS)
	$(MAKE) test-plugin
	$(MAKE) test-consumer
	$(MAKE) check-snapshot-trait

# The render-previews plugin end to end on Fixtures/PreviewsSample: scan, generate
# the runner package, build it (a second, incremental Easel build in the sample's
# .build, with the Previews trait's swift-syntax) and check every image it writes;
# then `easel preview` on one file and the sample's generated preview tests.
test-plugin: deps
	$(SWIFT) build --product easel $(TRAITS)
	EASEL=$$($(SWIFT) build --show-bin-path $(TRAITS))/easel Tests/plugin/render-previews.sh

# Fixtures/SwiftUIConsumer, an app package that names Easel's `SwiftUI` product for Linux
# and keeps `import SwiftUI`: built from an empty build folder (a third Easel build),
# with no warning, and its screen rendered.
test-consumer: deps
	Tests/consumer/build-consumer.sh

# A consumer of EaselSnapshotTesting without the SwiftSnapshotTesting trait gets an
# error naming the trait: the adapter compiled without it and a consumer file
# type-checked against it and the modules of the trait build above (seconds, no new build).
check-snapshot-trait: deps
	Tests/consumer/check-snapshot-trait.sh

demo: deps
	$(SWIFT) build --product easel $(TRAITS)
	$$($(SWIFT) build --show-bin-path)/easel demo --out $(OUT)

# Easel's own figures, then Easel beside rsvg-convert and pycairo on the three
# pet-voting images (Benchmarks/peers/run.sh installs hyperfine, rsvg-convert and
# pycairo, the last into a venv under ~/.cache, and skips what cannot be installed),
# and beside matplotlib and vl-convert on four charts (Benchmarks/charts/run.sh, same venv).
# Cold starts are timed on the binary `make install` ships ($(RELEASE_BIN)).
bench: deps release-bin
	$(SWIFT) build -c release --product easel
	$(SWIFT) build -c release --product EaselBenchmarks
	EASEL_BIN=$(CURDIR)/$(RELEASE_BIN) $$($(SWIFT) build -c release --show-bin-path)/EaselBenchmarks
	EASEL=$(RELEASE_BIN) Benchmarks/peers/run.sh $$($(SWIFT) build -c release --show-bin-path)
	EASEL=$(RELEASE_BIN) Benchmarks/encoders/run.sh
	EASEL=$(CURDIR)/$(RELEASE_BIN) Benchmarks/charts/run.sh $$($(SWIFT) build -c release --show-bin-path)
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

$(LAZY_CURL): Tools/lazy-curl/lazy_curl.c
	mkdir -p $(@D)
	$(CC) -O2 -fPIC -Wall -Wextra -Werror -c $< -o $@

# The shipped binary, stripped, in $(RELEASE_BIN): what install, dist and the cold
# benchmarks use. The check fails the build if any curl function were still bound to libcurl.
release-bin: deps $(LAZY_CURL)
	@$(MAKE) --no-print-directory deps DEPS="$(RELEASE_DEPS)"
	@# SwiftPM does not track a file passed with -Xlinker: a newer stub forces the relink.
	@bin=$$($(RELEASE) --show-bin-path); [ ! $(LAZY_CURL) -nt "$$bin/easel" ] || rm -f "$$bin/easel"
	$(RELEASE)
	mkdir -p $(dir $(RELEASE_BIN))
	strip -o $(RELEASE_BIN).tmp "$$($(RELEASE) --show-bin-path)/easel"
	patchelf --remove-needed libcurl.so.4 $(RELEASE_BIN).tmp
	@if nm -D --undefined-only $(RELEASE_BIN).tmp | grep -q ' curl_'; then echo "release-bin: curl functions left unresolved"; exit 1; fi
	mv $(RELEASE_BIN).tmp $(RELEASE_BIN)

# Easel's own faces (Inter, Material Icons) and their licences: easel finds them in
# PREFIX/share/easel/fonts beside PREFIX/bin (Sources/EaselText/BundledFonts.swift).
FONTS := $(wildcard Sources/EaselText/Fonts/*)

# `make install PREFIX=~/.local` puts easel in PREFIX/bin, its fonts in PREFIX/share/easel/fonts
# (and the licence beside its docs).
install: release-bin
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/doc/easel" "$(DESTDIR)$(PREFIX)/share/easel/fonts"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/easel"
	install -m 644 $(FONTS) "$(DESTDIR)$(PREFIX)/share/easel/fonts/"
	install -m 644 LICENSE README.md "$(DESTDIR)$(PREFIX)/share/doc/easel/"

# A release archive: dist/easel-VERSION-linux-ARCH.tar.gz with bin/easel, share/easel/fonts,
# LICENSE and README.md, with fixed owners and dates so the same binary gives the same archive.
dist: release-bin
	rm -rf dist/easel-$(VERSION) && mkdir -p dist/easel-$(VERSION)/bin dist/easel-$(VERSION)/share/easel/fonts
	install -m 755 $(RELEASE_BIN) dist/easel-$(VERSION)/bin/easel
	install -m 644 $(FONTS) dist/easel-$(VERSION)/share/easel/fonts/
	install -m 644 LICENSE README.md dist/easel-$(VERSION)/
	tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00Z' -C dist -cf - easel-$(VERSION) \
	    | gzip -n > dist/easel-$(VERSION)-linux-$(ARCH).tar.gz
	rm -rf dist/easel-$(VERSION)
	@echo dist/easel-$(VERSION)-linux-$(ARCH).tar.gz


# libFuzzer over parse → build → layout → render, seeded from Fixtures/, with a
# dictionary of every name in the scene schema plus YAML's punctuation (written by
# EaselFuzz itself, so no other build is needed). FUZZ_SECONDS=600 for longer.
# A finding (crash-*, timeout-*, oom-*) lands in .build-fuzz/findings/: the run
# then prints its path and exits non-zero. CI runs the default minute. Optimised
# (-O keeps Swift's overflow and bounds traps) it runs 2.3 times as many inputs per CPU second.
FUZZ_SECONDS ?= 60
FUZZ_BUILD := .build-fuzz
FUZZ_ARGS ?=
fuzz: deps
	$(SWIFT) build --product EaselFuzz --build-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer -Xswiftc -DEASEL_LIBFUZZER -Xswiftc -use-ld=lld -Xswiftc -O
	mkdir -p $(FUZZ_BUILD)/corpus $(FUZZ_BUILD)/findings
	$(FUZZ_BUILD)/debug/EaselFuzz -write_dictionary=$(FUZZ_BUILD)/scene.dict
	touch $(FUZZ_BUILD)/findings/.start
	@cd $(FUZZ_BUILD)/findings && EASEL_FUZZ_ASSETS=$(CURDIR)/Fixtures $(CURDIR)/$(FUZZ_BUILD)/debug/EaselFuzz \
	  $(CURDIR)/$(FUZZ_BUILD)/corpus $(CURDIR)/Fixtures $(CURDIR)/Fixtures/broken -dict=$(CURDIR)/$(FUZZ_BUILD)/scene.dict \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 $(FUZZ_ARGS); \
	status=$$?; \
	found=$$(find $(CURDIR)/$(FUZZ_BUILD)/findings -type f -newer $(CURDIR)/$(FUZZ_BUILD)/findings/.start ! -name .start); \
	if [ $$status -ne 0 ] || [ -n "$$found" ]; then \
	  echo "make fuzz: FAILED (libFuzzer exit $$status); reproduce with $(FUZZ_BUILD)/debug/EaselFuzz FILE:"; \
	  for f in $$found; do echo "  finding: $$f"; done; \
	  exit 1; \
	fi

# The installed easel in a minimal Debian 12 root (debootstrap, cached in
# ~/.cache/easel-runtime-root) with only Tools/runtime-packages.txt installed must
# draw every Fixtures scene and demo as it does here: same pixels, same SVG bytes.
# Skips with a line saying why when it cannot run (no root, no debootstrap, no mirror).
# First, the README's and the Dockerfile's package lists are checked against that list.
test-runtime: deps
	Tools/runtime/check-lists.sh
	Tools/runtime/test-runtime.sh

# The concurrency tests under ThreadSanitizer, in their own build folder.
TSAN_BUILD := .build-tsan
tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --build-path $(TSAN_BUILD)
	$(SWIFT) test --skip-build --sanitize=thread --build-path $(TSAN_BUILD) --filter 'ConcurrencyTests|CacheAndConcurrencyTests'

# The DocC catalog (Sources/Easel/Easel.docc) with images Easel rendered: the
# Fixtures scenes through `easel render`, the sample package's previews through the
# render-previews plugin. swift-docc-plugin is a dependency only when EASEL_DOCS is
# set (Package.swift), so packages using Easel never fetch it. Output: $(OUT)/docs,
# a static site (serve it, e.g. python3 -m http.server -d $(OUT)/docs).
DOCC_RES := Sources/Easel/Easel.docc/Resources
docs: deps
	$(SWIFT) build --product easel $(TRAITS)
	$$($(SWIFT) build --show-bin-path)/easel render Fixtures/social-card.yaml -o $(DOCC_RES)/social-card.png
	$$($(SWIFT) build --show-bin-path)/easel render Fixtures/leaderboard.yaml -o $(DOCC_RES)/leaderboard@2x.png
	rm -rf Fixtures/PreviewsSample/Images
	cd Fixtures/PreviewsSample && $(SWIFT) package --allow-writing-to-package-directory render-previews --target SampleViews --output Images --scale-suffix
	cp Fixtures/PreviewsSample/Images/*.png $(DOCC_RES)/
	mkdir -p $(OUT)
	EASEL_DOCS=1 $(SWIFT) package --allow-writing-to-directory $(OUT)/docs generate-documentation --target Easel \
	    --disable-indexing --transform-for-static-hosting --output-path $(OUT)/docs
	@echo "$(OUT)/docs/documentation/easel/index.html"

# docs/scene-reference.md: its header, then the registry's reference between the markers
# (SceneReferenceTests fails until this is rerun after a scene key changes).
scene-reference: deps
	$(SWIFT) build --product easel $(TRAITS)
	{ sed -n '1,/<!-- scene-reference:begin -->/p' docs/scene-reference.md; \
	  $$($(SWIFT) build --show-bin-path)/easel schema --markdown; \
	  echo '<!-- scene-reference:end -->'; } > docs/scene-reference.md.tmp
	mv docs/scene-reference.md.tmp docs/scene-reference.md

clean:
	rm -rf .build .build-fuzz .build-tsan $(OUT) dist
