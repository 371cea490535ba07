#!/bin/sh
# salu_diff: the scalar encodings against llvm-mc-19, per target. Random
# SOP1/SOP2/SOPK/SOPC/SOPP words (the opcode from the sweep's rows for the
# target half the time, any value otherwise; every other field random, a
# random literal dword after) are disassembled by llvm-mc-19 and by
# `vop3jit disasm`: the texts (or the verdict "invalid") must agree. Then
# every text llvm-mc printed is assembled by llvm-mc-19 -show-encoding and by
# `vop3jit asm`: the bytes must agree, and the lines each refuses. VJ_DIFF_COUNT words per target
# (default 400 in make check; 200000 for the full run), VJ_DIFF_SEED;
# VJ_DIFF_LOG=FILE appends every mismatch there. Speaks TAP; skips without
# llvm-mc-19.
set -eu
MC=${LLVM_MC:-llvm-mc-19}
command -v "$MC" >/dev/null 2>&1 || { echo "1..0 # SKIP no $MC"; exit 0; }
top=${top_srcdir:-${srcdir:-.}}
VJ=${VOP3JIT:-${top_builddir:-.}/vop3jit}
count=${VJ_DIFF_COUNT:-400}
seed=${VJ_DIFF_SEED:-1}
tmp=${VJ_DIFF_TMP:-$(mktemp -d)}
trap 'rm -rf "$tmp"' EXIT
# a text counts as valid when it matches this (diff_words.sh)
diff_valid='^s_'
. "$top/tests/diff_words.sh"
fails=0
n=0
echo "1..16"
for t in gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100 gfx1150 gfx1200; do
    case $t in gfx9*) fam=GFX9 ;; gfx10*) fam=GFX10 ;; gfx11*) fam=GFX11 ;; *) fam=GFX12 ;; esac
    T=$(echo "$t" | tr a-z A-Z)
    # the target's rows: "enc opcode"
    grep "^VJ_SALU($fam," "$top/src/frontend/salu.def" |
        awk -v T="T($T)" -F', ' '$0 ~ /, ALL\)$/ || index($0, T) { print $2, $3 }' >"$tmp/rows"
    tw=0 tl=0 td=0 ta=0 b=0 left=$count
    # batches of at most 50000 words: the markers are s_nop 0x1000 + i
    while [ "$left" -gt 0 ]; do
        bn=$((left > 50000 ? 50000 : left))
        left=$((left - bn))
        b=$((b + 1))
        awk -v n="$bn" -v seed="$((seed * 1000 + b))" -v rows="$tmp/rows" '
            function bytes(w,   s, k) {
                s = ""
                for (k = 0; k < 4; k++) { s = s (s == "" ? "" : ",") sprintf("0x%02x", w % 256); w = int(w / 256) }
                return s
            }
            function r(m) { return int(rand() * m) }
            function hex(h,   v, k) { v = 0; sub(/^0x/, "", h); for (k = 1; k <= length(h); k++) v = v * 16 + index("0123456789abcdef", substr(h, k, 1)) - 1; return v }
            BEGIN {
                srand(seed)
                while ((getline l < rows) > 0) { split(l, f, " "); nr++; re[nr] = f[1]; ro[nr] = hex(f[2]) }
                split("SOP1 SOP2 SOPK SOPC SOPP", encs, " ")
                for (i = 1; i <= n; i++) {
                    if (rand() < 0.5) { k = 1 + r(nr); e = re[k]; op = ro[k] }
                    else { e = encs[1 + r(5)]; op = -1 }
                    # fields: registers and constants weighted towards the interesting codes
                    s0 = rand() < 0.3 ? 128 + r(128) : r(256); s1 = rand() < 0.3 ? 128 + r(128) : r(256)
                    if (rand() < 0.1) s0 = 255
                    d = r(128); k16 = rand() < 0.1 ? r(4) : r(65536)
                    if (e == "SOP1") w = 3196059648 + d * 65536 + (op < 0 ? r(256) : op) * 256 + s0
                    if (e == "SOP2") w = 2147483648 + (op < 0 ? r(96) : op) * 8388608 + d * 65536 + s1 * 256 + s0
                    if (e == "SOPK") w = 2952790016 + (op < 0 ? r(29) : op) * 8388608 + d * 65536 + k16
                    if (e == "SOPC") w = 3204448256 + (op < 0 ? r(128) : op) * 65536 + s1 * 256 + s0
                    # s_nop (SOPP 0) 0x1000 and up, as a word or a literal, would read as a marker
                    if (e == "SOPP") { op = op < 0 ? r(128) : op; w = 3212836864 + op * 65536 + (op ? k16 : k16 % 4096) }
                    lit = r(4294967296)
                    if (int(lit / 65536) == 49024) lit -= 65536
                    print bytes(w) "," bytes(lit)
                    m = 4096 + i; s = ""
                    for (k = 0; k < 6; k++) s = s (k ? "," : "") sprintf("0x%02x,0x%02x,0x80,0xbf", m % 256, int(m / 256))
                    print s
                }
            }' >"$tmp/in"
        diff_words
        tw=$((tw + words)) tl=$((tl + lines)) td=$((td + dmis)) ta=$((ta + amis))
    done
    words=$tw lines=$tl dmis=$td amis=$ta
    n=$((n + 1))
    [ "$dmis" = 0 ] && echo "ok $n - $t: $words words disassembled, $dmis mismatches" ||
        echo "not ok $n - $t: $words words disassembled, $dmis mismatches"
    n=$((n + 1))
    [ "$amis" = 0 ] && echo "ok $n - $t: $lines lines assembled, $amis mismatches" ||
        echo "not ok $n - $t: $lines lines assembled, $amis mismatches"
    fails=$((fails + dmis + amis))
done
echo "# salu_diff: $fails mismatches in all (seed $seed)"
