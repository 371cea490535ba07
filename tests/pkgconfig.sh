#!/bin/sh
# pkgconfig: install the library into a temporary staging directory, then
# build and run a small embedding program with only what
# `pkg-config --cflags --libs vop3jit` says, and again linked statically
# with libvop3jit.a and only what `pkg-config --static --libs vop3jit` says
# (the library's private dependencies), and, where every dependency has a
# static archive (the build without the JIT: libgccjit has none), as a
# fully static program (-static). The library inlines xxHash, so its .pc
# file needs no other (a host without libxxhash-dev). Speaks TAP.
set -u
: "${top_builddir:=.}" "${MAKE:=make}"
echo "1..4"
stage=$(mktemp -d "${TMPDIR:-/tmp}/vj-pc.XXXXXX") || { echo "Bail out! mktemp"; exit 0; }
trap 'rm -rf "$stage"' EXIT
log="$stage/log"
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$log"; : >"$log"; }
# Without an installed library neither program can be tried.
bail() { echo "Bail out! $1"; sed 's/^/# /' "$log"; exit 0; }

$MAKE -C "$top_builddir" install DESTDIR="$stage/root" >"$log" 2>&1 || bail "make install"
pcfile=$(find "$stage/root" -name vop3jit.pc | head -n 1)
[ -n "$pcfile" ] || bail "vop3jit.pc was not installed"
export PKG_CONFIG_PATH="$(dirname "$pcfile")" PKG_CONFIG_SYSROOT_DIR="$stage/root"
: >"$log"

cat >"$stage/embed.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <vop3jit.h>
int main(void)
{
    vj_target t;
    if (vj_target_parse("rdna3", &t) != VJ_OK || strcmp(vj_target_name(t), "gfx1100") != 0)
        return 1;
    /* Translate and run, so that the static link needs what the library does. */
    vj_context *ctx = vj_context_new(NULL, NULL);
    vj_block *blk = NULL;
    vj_wave *w = vj_wave_new(32);
    if (!ctx || !w || vj_translate_asm(ctx, "v_perm_b32 v0, v1, v2, 0x10203\n", "e", &blk) != VJ_OK)
        return 1;
    vj_wave_set_vgpr(w, 2, 0, 0x11223344);
    if (vj_run(ctx, blk, w, VJ_ENGINE_AUTO) != VJ_OK)
        return 1;
    printf("%s %s 0x%08x\n", vj_version(), vj_target_name(t), vj_wave_get_vgpr(w, 0, 0));
    vj_block_free(blk);
    vj_wave_free(w);
    vj_context_free(ctx);
    return strcmp(vj_version(), VJ_VERSION_STRING) != 0;
}
C
libdir=$(dirname "$(find "$stage/root" -name 'libvop3jit.a' | head -n 1)")

# build_and_run NAME OUTFILE LINK-FLAGS PKG-CONFIG-ARGS...: build embed.c
# with what pkg-config says, run it; it must print the version, gfx1100 and
# the perm's result worked from the ISA (bytes 3..0 of v2 in reverse:
# 0x44332211).
build_and_run() {
    name=$1 exe=$2 link=$3
    shift 3
    flags=$(pkg-config "$@" vop3jit 2>>"$log") || { notok "$name: pkg-config $* vop3jit"; return; }
    # shellcheck disable=SC2086 # the flags are lists
    if ! ${CC:-cc} ${CFLAGS:-} -o "$exe" "$stage/embed.c" ${LDFLAGS:-} $link $flags >>"$log" 2>&1
    then
        notok "$name: compile and link with: $flags"
        return
    fi
    out=$(LD_LIBRARY_PATH="$libdir" "$exe" 2>>"$log") || { notok "$name: the program failed"; return; }
    case "$out" in
    *" gfx1100 0x44332211") ok "$name: $out" ;;
    *) echo "unexpected output: $out" >>"$log"; notok "$name: the program's output" ;;
    esac
}

build_and_run "built with pkg-config --cflags --libs, runs" "$stage/embed" "" --cflags --libs

# Static: the linker must take libvop3jit.a, so the shared library goes.
rm -f "$libdir"/libvop3jit.so*
build_and_run "linked with libvop3jit.a and pkg-config --static --cflags --libs, runs" \
    "$stage/embed-static" "" --static --cflags --libs

static_flags=$(pkg-config --static --libs vop3jit 2>/dev/null)
case "${CFLAGS:-} ${LDFLAGS:-} $static_flags" in
*-fsanitize*) skip "a fully static link: the sanitizers need shared libraries" ;;
*-lgccjit*) skip "a fully static link: libgccjit has no static archive" ;;
*) build_and_run "fully static (-static) with pkg-config --static --cflags --libs, runs" \
    "$stage/embed-full" -static --static --cflags --libs ;;
esac

# Only vop3jit.pc visible: no package it would require can be found.
if flags=$(PKG_CONFIG_LIBDIR="$PKG_CONFIG_PATH" PKG_CONFIG_PATH= pkg-config --static --cflags \
    --libs vop3jit 2>"$log"); then
    ok "vop3jit.pc requires no other .pc file: $flags"
else
    notok "vop3jit.pc requires no other .pc file"
fi
