#!/bin/sh
# fold_cli: `vop3jit fold SELECTOR` prints what each selector folds to, as the
# issue writes the examples, with the op count; bad selectors are refused
# with exit status 2. Speaks TAP.
set -u
: "${top_builddir:=.}"
vj="$top_builddir/vop3jit"
echo "1..7"
n=0
check() { # expected-line selector [option]
    n=$((n + 1))
    out=$("$vj" fold $3 "$2" 2>&1)
    case "$out" in
    "$1"*) echo "ok $n - fold $3 $2" ;;
    *) echo "not ok $n - fold $3 $2"; echo "# got: $out"; echo "# want: $1..." ;;
    esac
}
check "0x00010203 -> bswap(S1)  [1 op;" 0x00010203 ""
check "0x0201000c -> S1 << 8  [1 op;" 0x0201000c ""
check "0x05040100 -> (S1 & 0xffff) | (S0 << 16)  [3 ops;" 0x05040100 ""
check "0x0c0d0c0d -> 0x00ff00ff  [0 ops;" 0c0d0c0d ""
check "0x04030201 -> rotr(S1, 8)  [1 op;" 0x04030201 --same
n=$((n + 1))
if "$vj" fold 0x1ffffffff >/dev/null 2>&1; then echo "not ok $n - 33-bit selector accepted"
else [ $? -eq 2 ] && echo "ok $n - 33-bit selector refused" || echo "not ok $n - wrong status"; fi
n=$((n + 1))
if "$vj" fold >/dev/null 2>&1; then echo "not ok $n - no selector accepted"
else [ $? -eq 2 ] && echo "ok $n - no selector refused" || echo "not ok $n - wrong status"; fi
