# Lamina: two commands on a fresh Debian machine with Swift — `make demo` and `make test`.
SWIFT ?= swift
OUT ?= out
# Release executables link the Swift runtime and Foundation statically: `lamina` then starts in
# about two thirds of the time, since the loader no longer maps and relocates a dozen Swift
# shared libraries (lamina-bench's `script` group measures it against resvg).
#
# They link Cairo, pixman and libpng statically too (fontconfig and freetype stay shared): the
# shared libcairo.so.2 brings ~12 more libraries (X11, xcb, Xrender, brotli, expat, ...), and
# `lamina` then loads 13 libraries instead of 25 and starts ~2-3 ms sooner. Only these release
# builds: debug builds, `swift test` and packages using Lamina link the shared libcairo as before.
# Scripts/static-cairo.sh explains the parts: a cairo.pc that SwiftPM finds through
# --pkg-config-path and that links Cairo as one object; and --dynamic-list, which exports Cairo's
# functions from the executable so that PangoCairo (dlopen'd for text, and itself linked to the
# shared libcairo.so.2) calls this same Cairo. `static-cairo.sh check` after each build fails
# if the shared libcairo is still NEEDED or Pango would miss a function; `check-text` draws text
# and fails unless the loader bound Pango's Cairo calls to the executable.
STATIC_CAIRO = $(CURDIR)/.build/static-cairo
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib \
	--pkg-config-path $(STATIC_CAIRO) -Xlinker --dynamic-list=$(STATIC_CAIRO)/cairo.dynamic-list
CHECK_STATIC_CAIRO = Scripts/static-cairo.sh check

.PHONY: demo test bench bootstrap clean static-cairo

bootstrap:
	@Scripts/bootstrap.sh

## The generated static-Cairo link setup in .build/static-cairo (see RELEASE_BUILD).
static-cairo: bootstrap
	@Scripts/static-cairo.sh setup $(STATIC_CAIRO)

## Render the samples into out/ (release build) and print their paths; the shape scripts in
## Samples/Scripts go through `lamina render` at 2× on white, as their goldens do, and the
## animated ones in Samples/Scripts/Animated through `lamina frames` (2 s at 15 fps, APNG).
demo: bootstrap static-cairo
	$(RELEASE_BUILD) --product lamina-samples
	$(RELEASE_BUILD) --product lamina
	$(CHECK_STATIC_CAIRO) .build/release/lamina-samples
	$(CHECK_STATIC_CAIRO) .build/release/lamina
	Scripts/static-cairo.sh check-text .build/release/lamina Samples/Scripts/tint-colour.svg
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

## Build everything and run all tests.
test: bootstrap
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Release benchmarks: Lamina against raw Cairo C, printed as ratios measured in one run.
bench: bootstrap static-cairo
	$(RELEASE_BUILD) --product lamina-bench
	$(CHECK_STATIC_CAIRO) .build/release/lamina-bench
	.build/release/lamina-bench

clean:
	rm -rf .build $(OUT)
