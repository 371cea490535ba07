#!/bin/sh
# pkgconfig: install the library into a temporary staging directory, then
# build and run a small embedding program with only what
# `pkg-config --cflags --libs vop3jit` says. Speaks TAP.
set -u
: "${top_builddir:=.}" "${MAKE:=make}"
echo "1..1"
stage=$(mktemp -d "${TMPDIR:-/tmp}/vj-pc.XXXXXX") || { echo "not ok 1 - mktemp"; exit 0; }
trap 'rm -rf "$stage"' EXIT
log="$stage/log"
fail() { echo "not ok 1 - $1"; sed 's/^/# /' "$log"; exit 0; }

$MAKE -C "$top_builddir" install DESTDIR="$stage/root" >"$log" 2>&1 || fail "make install"
pcfile=$(find "$stage/root" -name vop3jit.pc | head -n 1)
[ -n "$pcfile" ] || fail "vop3jit.pc was not installed"
export PKG_CONFIG_PATH="$(dirname "$pcfile")" PKG_CONFIG_SYSROOT_DIR="$stage/root"
flags=$(pkg-config --cflags --libs vop3jit 2>>"$log") || fail "pkg-config --cflags --libs vop3jit"

cat >"$stage/embed.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <vop3jit.h>
int main(void)
{
    vj_target t;
    if (vj_target_parse("rdna3", &t) != VJ_OK || strcmp(vj_target_name(t), "gfx1100") != 0)
        return 1;
    printf("%s %s\n", vj_version(), vj_target_name(t));
    return strcmp(vj_version(), VJ_VERSION_STRING) != 0;
}
C
${CC:-cc} ${CFLAGS:-} -o "$stage/embed" "$stage/embed.c" ${LDFLAGS:-} $flags >>"$log" 2>&1 || fail "compile with pkg-config flags: $flags"
libdir=$(dirname "$(find "$stage/root" -name 'libvop3jit.so' | head -n 1)")
out=$(LD_LIBRARY_PATH="$libdir" "$stage/embed" 2>>"$log") || fail "embedding program failed"
case "$out" in
*" gfx1100") echo "ok 1 - embedding program built with pkg-config runs: $out" ;;
*) echo "unexpected output: $out" >>"$log"; fail "embedding program output" ;;
esac
