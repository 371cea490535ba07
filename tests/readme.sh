#!/bin/sh
# readme: what the README and the release show works as shown. The C
# snippet of README.md builds with -Wall -Wextra -Werror against this build
# and prints what its comment says; every wave-state example in it parses
# as printed; the LICENSE file is MIT, and --version and the README name
# it; ./bootstrap installs gnuplot, which `make bench` draws its chart
# with. Speaks TAP.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}" "${CC:=cc}"
vj="$top_builddir/vop3jit"
readme="$top_srcdir/README.md"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-readme.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
if [ ! -x "$vj" ] || [ ! -f "$readme" ]; then
    echo "1..0 # SKIP $vj or $readme is missing"
    exit 0
fi
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { # NAME WHY [log]: with "log", the head of $tmp/log as comments
    n=$((n + 1))
    echo "not ok $n - $1: $2"
    if [ "${3:-}" = log ]; then head -n 8 "$tmp/log" | sed 's/^/#   /'; fi
}

# Split README.md's fenced blocks into $tmp/block.N.INFO (INFO: the fence's
# language, "plain" when it has none).
awk -v dir="$tmp" '
    /^```/ && !inside { inside = 1; count++; info = substr($0, 4); if (info == "") info = "plain"
                        file = dir "/block." count "." info; printf "" > file; next }
    /^```/ && inside  { inside = 0; close(file); next }
    inside            { print > file }
' "$readme"

# ------------------------------------------------------ the C snippet
set -- "$tmp"/block.*.c
if [ "$#" -ne 1 ] || [ ! -f "$1" ]; then
    notok "README.md has one C snippet" "found $# (${1##*/})"
else
    cp "$1" "$tmp/app.c"
    libdir="$top_builddir/.libs"
    # shellcheck disable=SC2086 # CFLAGS and LDFLAGS are lists of flags
    if $CC ${CFLAGS:-} -Wall -Wextra -Werror -I"$top_srcdir/include" -o "$tmp/app" "$tmp/app.c" \
        ${LDFLAGS:-} -L"$libdir" -lvop3jit >"$tmp/log" 2>&1; then
        ok "the README's C snippet builds with -Wall -Wextra -Werror"
        # v_perm_b32 v0, v1, v2, 0x10203 on v1 = 0, v2 = 0x11223344: the
        # selector bytes 3, 2, 1, 0 pick bytes 3..0 of S1 = v2 in reverse.
        out=$(LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$tmp/app" 2>"$tmp/log")
        rc=$?
        if [ "$rc" -eq 0 ] && [ "$out" = "v0[0] = 0x44332211" ]; then
            ok "the README's C snippet prints v0[0] = 0x44332211, as its comment says"
        else
            notok "the README's C snippet prints v0[0] = 0x44332211" "exit $rc, printed '$out'" log
        fi
    else
        notok "the README's C snippet builds with -Wall -Wextra -Werror" "the compiler says" log
        notok "the README's C snippet prints v0[0] = 0x44332211" "it did not build"
    fi
fi

# ------------------------------------------- wave-state examples
# A block of any other kind is a state example when its first line that is
# not blank or a comment assigns a register ("v1 = ...", "v2[5] = ...").
echo 'v_mov_b32_e64 v0, v1' >"$tmp/prog.s"
found=0
for b in "$tmp"/block.*; do
    case $b in *.c | *.sh) continue ;; esac
    first=$(grep -v '^[[:space:]]*\(#.*\)\{0,1\}$' "$b" | head -n 1)
    echo "$first" | grep -Eq '^[[:space:]]*[a-z_]+[0-9]*(\[[0-9]+\])?[[:space:]]*=' || continue
    found=$((found + 1))
    # The default target (gfx1100) runs wave32, the size the example is for.
    if "$vj" run --engine interp --state "$b" "$tmp/prog.s" >/dev/null 2>"$tmp/log"; then
        ok "README state example $found parses as printed"
    else
        notok "README state example $found parses as printed" "$(head -n 1 "$tmp/log")"
    fi
done
[ "$found" -gt 0 ] || notok "README.md has a state example" "none found"

# ------------------------------------------------------- the licence
lic="$top_srcdir/LICENSE"
if [ -f "$lic" ] && grep -q '^MIT License' "$lic" &&
    grep -q '^Copyright (c) 2026 the vop3jit authors$' "$lic" &&
    grep -q 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' "$lic"; then
    ok "LICENSE is the MIT licence, copyright 2026 the vop3jit authors"
else
    notok "LICENSE is the MIT licence, copyright 2026 the vop3jit authors" "missing or not MIT"
fi
if "$vj" --version | grep -q 'License: MIT'; then
    ok "vop3jit --version names the licence"
else
    notok "vop3jit --version names the licence" "$("$vj" --version | tr '\n' '|')"
fi
if grep -q 'MIT' "$readme" && grep -q 'LICENSE' "$readme"; then
    ok "the README names the licence and its file"
else
    notok "the README names the licence and its file" "no 'MIT' and 'LICENSE' in README.md"
fi

# ---------------------------------------------- bootstrap and the chart
pkgs=$(sed -n 's/^pkgs="\(.*\)"$/\1/p' "$top_srcdir/bootstrap")
case " $pkgs " in
*" gnuplot-nox "*) ok "./bootstrap installs gnuplot-nox (make bench's chart)" ;;
*) notok "./bootstrap installs gnuplot-nox (make bench's chart)" "its packages: $pkgs" ;;
esac

echo "1..$n"
