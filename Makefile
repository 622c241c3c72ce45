# Lamina: two commands on a fresh Debian machine with Swift — `make demo` and `make test`.
SWIFT ?= swift
OUT ?= out
# Where `make install` puts lamina, its shell completions and its manual page; DESTDIR stages
# an install for packagers (files go to $(DESTDIR)$(PREFIX)/…).
PREFIX ?= /usr/local
DESTDIR ?=
# Release executables link the Swift runtime, Foundation and GCC's C++ runtime statically, so
# `lamina` starts faster and runs on machines without a Swift toolchain; Cairo is linked in, and
# the other system libraries stay shared, from Debian's packages. Scripts/build-release.sh says
# how; every release build goes through it, the scripts' too, so that none rebuilds with other
# flags.
RELEASE_BUILD = SWIFT=$(SWIFT) Scripts/build-release.sh

.PHONY: demo test test-sanitized bench bootstrap install uninstall clean

bootstrap:
	@Scripts/bootstrap.sh

## Render the samples into out/ (release build) and print their paths; the shape scripts in
## Samples/Scripts go through `lamina render` at 2× on white, as their goldens do, and the
## animated ones in Samples/Scripts/Animated through `lamina frames` (2 s at 15 fps, APNG), and
## the Lottie animations in Samples/Lottie through `lamina frames` at their own frame rate (APNG),
## the dotLottie archives once per theme.
## The lamina executable is then .build/release/lamina; `make install` puts it on PATH.
demo: bootstrap
	$(RELEASE_BUILD) lamina-samples
	$(RELEASE_BUILD) lamina
	.build/release/lamina-samples $(OUT)
	@for script in Samples/Scripts/*.svg; do \
		png=$(OUT)/script-$$(basename $$script .svg).png; \
		.build/release/lamina render $$script -o $$png --scale 2 --background white && echo $$png || exit 1; \
	done
	@for script in Samples/Scripts/Animated/*.svg; do \
		apng=$(OUT)/script-$$(basename $$script .svg).apng; \
		.build/release/lamina frames $$script -o $$apng --fps 15 --duration 2 --scale 2 --background white \
			&& echo $$apng || exit 1; \
	done
	@for animation in Samples/Lottie/*.json; do \
		apng=$(OUT)/lottie-$$(basename $$animation .json).apng; \
		.build/release/lamina frames $$animation -o $$apng --scale 2 --background white && echo $$apng || exit 1; \
	done
	@for archive in Samples/Lottie/*.lottie; do \
		for theme in $$(.build/release/lamina render $$archive --list-themes); do \
			apng=$(OUT)/lottie-$$(basename $$archive .lottie)-$$theme.apng; \
			.build/release/lamina frames $$archive -o $$apng --theme $$theme --scale 2 && echo $$apng || exit 1; \
		done; \
	done
	@echo "lamina is .build/release/lamina; make install puts it in $(PREFIX)/bin"

## Build everything and run all tests, then check an install into a temporary prefix.
test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Scripts/install.sh check

## The suite again under AddressSanitizer, in a debug build of its own (.build-asan): a memory
## error in Lamina's Swift or C code, or in what the compiler made of it, stops the run. (Debug
## builds once corrupted memory that release builds and the plain suite never showed:
## docs/conformance/Lottie.md.) Leak reports are off: fontconfig keeps its configuration for
## the process, by design. CI runs it after `make test`.
test-sanitized: bootstrap
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan

## Install the release lamina, its bash, zsh and fish completions and its manual page under
## $(DESTDIR)$(PREFIX); `make uninstall` removes exactly those (and the folders the install made).
install: bootstrap
	$(RELEASE_BUILD) lamina
	$(SWIFT) build --product generate-manual
	Scripts/install.sh install "$(DESTDIR)$(PREFIX)"

uninstall:
	Scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

## Release benchmarks: Lamina against raw Cairo C, printed as ratios measured in one run.
## `lamina` is built too: the frames and batch groups time it as users run it (static runtime).
bench: bootstrap
	$(RELEASE_BUILD) lamina
	$(RELEASE_BUILD) lamina-bench
	.build/release/lamina-bench

clean:
	rm -rf .build .build-asan $(OUT)
