#!/usr/bin/env bash
# Builds release products (.build/release/PRODUCT) the one way that the Makefile and every
# script share: builds with other flags would each rebuild the whole package.
#
#   Scripts/build-release.sh PRODUCT...
#
# - The Swift runtime and Foundation are linked statically (--static-swift-stdlib): the loader
#   no longer maps and relocates a dozen Swift shared libraries, and `lamina` runs on machines
#   without a Swift toolchain.
# - GCC's C++ runtime (libstdc++, which the Swift runtime and ICU use) and libgcc are linked
#   statically too, where GCC's archive is installed (Debian's libstdc++-12-dev, which Swift
#   needs): the loader no longer maps and binds libstdc++.so.6 and libgcc_s.so.1, about 0.4 ms
#   of every process (docs/Scaling.md). The archive is found through a folder of its own that
#   holds only it, searched before the compiler's, so that the runtime's `-lstdc++` finds the
#   archive; without the archive the folder is empty and the shared library is linked.
# - Lamina's modules reach generic types' metadata through accessor functions rather than by
#   mangled name (-disable-concrete-type-metadata-mangled-name-accessors): the runtime no longer
#   demangles a name and scans every protocol conformance of the static Foundation the first
#   time each such type is used, about 0.3 ms of every process (docs/Scaling.md). The flag is
#   the compiler's own; it is passed here, where it does not keep Lamina from being a package
#   others depend on (flags in Package.swift would), and only when the compiler lists it (it is
#   a front-end option, which a later toolchain may drop).
# SWIFT names the swift executable (default: swift).
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
folder=$PWD/.build/static-c++
mkdir -p "$folder"
clang=$(dirname "$(command -v "$swift")")/clang
[ -x "$clang" ] || clang=clang
archive=$("$clang" -print-file-name=libstdc++.a 2>/dev/null || true)
if [[ "$archive" == /* && -f "$archive" ]]; then
    ln -sfn "$archive" "$folder/libstdc++.a"
else
    rm -f "$folder/libstdc++.a"
fi
accessors=-disable-concrete-type-metadata-mangled-name-accessors
flags=(-Xswiftc "-L$folder" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc)
if "$swift" -frontend -help-hidden 2>/dev/null | grep -- "$accessors" > /dev/null; then
    flags+=(-Xswiftc -Xfrontend -Xswiftc "$accessors")
fi
for product in "$@"; do
    "$swift" build -c release --static-swift-stdlib --product "$product" "${flags[@]}"
done
