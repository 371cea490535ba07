#!/bin/sh
# regen.sh: rebuild the private-memory kernels here with clang-19 as
# ../kernels/regen.sh builds the corpus: NAME.TARGET.s (assembly) and
# NAME.TARGET.hsaco (clang driving ld.lld) for gfx90a (GFX9, wave64) and
# gfx1030 (GFX10, wave32), the targets whose private memory is reached by
# buffer instructions through the private segment buffer. Run it from
# anywhere; it works in its own directory with bare file names.
set -eu
CLANG=${CLANG:-clang-19}
cd "$(dirname "$0")"
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O3"
for src in *.cl; do
    k=${src%.cl}
    for t in gfx90a gfx1030; do
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -S -o "$k.$t.s" "$src"
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -o "$k.$t.hsaco" "$src"
        echo "$k.$t.s $k.$t.hsaco"
    done
done
