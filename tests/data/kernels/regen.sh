#!/bin/sh
# regen.sh: rebuild the kernel corpus (KERNEL.TARGET.s assembly and
# KERNEL.TARGET.o relocatable code objects) from the .cl sources here with
# clang-19. Run it from anywhere; it works in its own directory and passes
# clang bare file names, so no path of this machine ends up in the outputs.
# Needs clang-19 (Debian package clang-19); set CLANG to use another.
# The outputs are deterministic: two runs give identical files.
set -eu
CLANG=${CLANG:-clang-19}
TARGETS=${TARGETS:-"gfx1100 gfx90a"}
cd "$(dirname "$0")"
command -v "$CLANG" >/dev/null 2>&1 || { echo "regen.sh: $CLANG not found" >&2; exit 1; }
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O3"
for src in *.cl; do
    k=${src%.cl}
    for t in $TARGETS; do
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -S -o "$k.$t.s" "$src"
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -c -o "$k.$t.o" "$src"
        echo "$k.$t.s $k.$t.o"
    done
done
