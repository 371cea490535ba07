#!/bin/sh
# mem_diff: the memory encodings against llvm-mc-19, per target. Random
# words of each encoding mem.c knows (SMEM, FLAT, GLOBAL, SCRATCH, DS, MUBUF,
# MTBUF and GFX12's VBUFFER) (the opcode from the sweep's rows for
# the target half the time, any value otherwise; the other fields random,
# biased towards the values that change the syntax: null and small SOFFSET,
# small and zero offsets) are disassembled by llvm-mc-19 and by `vop3jit
# disasm`: the texts (or the verdict "invalid") must agree. Then every text
# llvm-mc printed is assembled by llvm-mc-19 -show-encoding and by `vop3jit
# asm`: the bytes must agree, and the lines each refuses. VJ_DIFF_COUNT words
# per target (default 400 in make check; 25000 a target for the full run of
# 200,000), VJ_DIFF_SEED; VJ_DIFF_LOG=FILE appends every mismatch there.
# Speaks TAP; skips without llvm-mc-19.
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
diff_valid='.'
. "$top/tests/diff_words.sh"
fails=0
n=0
echo "1..16"
for t in gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100 gfx1150 gfx1200; do
    case $t in gfx9*) fam=GFX9 ;; gfx10*) fam=GFX10 ;; gfx11*) fam=GFX11 ;; *) fam=GFX12 ;; esac
    T=$(echo "$t" | tr a-z A-Z)
    # the target's rows: "enc opcode"
    grep "^VJ_MEM($fam," "$top/src/frontend/mem.def" |
        awk -v T="T($T)" -F', ' '$0 ~ /, ALL\)$/ || index($0, T) { print $2, $3 }' >"$tmp/rows"
    tw=0 tl=0 td=0 ta=0 b=0 left=$count
    # batches of at most 50000 words: the markers are s_nop 0x1000 + i
    while [ "$left" -gt 0 ]; do
        bn=$((left > 50000 ? 50000 : left))
        left=$((left - bn))
        b=$((b + 1))
        awk -v n="$bn" -v seed="$((seed * 1000 + b))" -v rows="$tmp/rows" -v fam="$fam" '
            function bytes(w,   s, k) {
                s = ""
                for (k = 0; k < 4; k++) { s = s (s == "" ? "" : ",") sprintf("0x%02x", w % 256); w = int(w / 256) }
                return s
            }
            function r(m) { return int(rand() * m) }
            function hex(h,   v, k) { v = 0; sub(/^0x/, "", h); for (k = 1; k <= length(h); k++) v = v * 16 + index("0123456789abcdef", substr(h, k, 1)) - 1; return v }
            # the offset of an immediate field of w bits: small, zero, or any
            function off(w,   x) { x = rand(); return x < 0.3 ? r(64) * 4 : x < 0.4 ? 0 : x < 0.5 ? 2 ^ w - 1 - r(64) : r(2 ^ w) }
            BEGIN {
                srand(seed)
                while ((getline l < rows) > 0) { split(l, f, " "); nr++; re[nr] = f[1]; ro[nr] = hex(f[2]) }
                null = fam == "GFX9" || fam == "GFX10" ? 125 : 124
                for (i = 1; i <= n; i++) {
                    if (rand() < 0.5) { k = 1 + r(nr); e = re[k]; op = ro[k] }
                    else { split("SMEM FLAT GLOBAL SCRATCH DS MUBUF MTBUF", ee, " "); e = ee[1 + r(7)]; op = -1 }
                    if (e == "MUBUF" || e == "MTBUF") {
                        # SOFFSET: null, an SGPR, an inline constant or any; SRSRC small
                        # or any; VADDR and VDATA near the top at times; the format
                        # mostly its default (1)
                        mt = e == "MTBUF"
                        so = rand() < 0.3 ? null : rand() < 0.4 ? r(16) : rand() < 0.3 ? 128 + r(128) : r(fam == "GFX12" ? 128 : 256)
                        if (fam == "GFX12" && so > 127) so = so % 128
                        v = rand() < 0.3 ? 252 + r(4) : r(256); va = rand() < 0.3 ? 254 + r(2) : r(256)
                        fm = rand() < 0.5 ? 1 : r(128)
                        if (op < 0) op = mt ? r(16) : r(fam == "GFX9" ? 128 : 256)
                        if (fam == "GFX12") {
                            rs = rand() < 0.5 ? r(32) * 4 : r(512)
                            w0 = 3288334336 + (mt ? 128 + op : op) * 16384 + r(2) * 4194304 * (rand() < 0.3) + (rand() < 0.1 ? r(128) * 128 : 0) + so
                            w1 = v + rs * 512 + r(4) * 262144 + r(8) * 1048576 + fm * 8388608 + r(4) * 1073741824
                            w2 = va + off(24) * 256
                            print bytes(w0) "," bytes(w1) "," bytes(w2)
                        } else {
                            # the flags, bits 15:12 (14:12 where the opcode starts at 15),
                            # added without carries into the encoding prefix
                            o12 = off(12)
                            fl = r(mt && fam != "GFX10" ? 8 : 16) * (rand() < 0.6)
                            if (fam == "GFX9")
                                w0 = (mt ? 3892314112 + op * 32768 + fm * 524288 : 3758096384 + op * 262144 + r(4) * 65536 + r(2) * 33554432) + fl * 4096 + o12
                            else if (fam == "GFX10")
                                w0 = (mt ? 3892314112 + (op % 8) * 65536 + fm * 524288 : 3758096384 + (op % 128) * 262144 + int(op / 128) * 33554432 + r(4) * 65536) + fl * 4096 + o12
                            else
                                w0 = (mt ? 3892314112 + op * 32768 + fm * 524288 : 3758096384 + op * 262144 + r(4) * 65536) + (fl % 8) * 4096 + o12
                            w1 = va + v * 256 + (rand() < 0.5 ? r(4) : r(32)) * 65536 + (fam == "GFX10" && mt ? int(op / 8) * 2097152 : r(2) * 2097152 * (rand() < 0.2)) + r(4) * 4194304 * (rand() < 0.7) + (rand() < 0.1 ? r(8) * 524288 : 0) + so * 16777216
                            print bytes(w0) "," bytes(w1)
                        }
                    } else if (e == "SMEM") {
                        so = rand() < 0.4 ? null : rand() < 0.5 ? r(16) : r(128)
                        if (fam == "GFX9") {
                            w0 = 3221225472 + (op < 0 ? r(256) : op) * 262144 + r(262144)
                            w1 = off(21) + (rand() < 0.3 ? r(2048) * 2097152 : 0) + so * 33554432
                        } else if (fam == "GFX12") {
                            w0 = 4093640704 + r(64) * 524288 + (op < 0 ? r(64) : op) * 8192 + r(8192)
                            w1 = off(24) + (rand() < 0.3 ? r(2) * 16777216 : 0) + so * 33554432
                        } else {
                            w0 = 4093640704 + (op < 0 ? r(256) : op) * 262144 + r(262144)
                            w1 = off(21) + (rand() < 0.3 ? r(16) * 2097152 : 0) + so * 33554432
                        }
                        print bytes(w0) "," bytes(w1)
                    } else if (e == "DS") {
                        # a register field a row does not read must be 0: each one zero half the time
                        o0 = rand() < 0.4 ? 0 : r(256); o1 = rand() < 0.4 ? 0 : r(256)
                        if (fam == "GFX9")
                            w0 = 3623878656 + (op < 0 ? r(256) : op) * 131072 + (rand() < 0.2) * 65536 + (rand() < 0.2) * 33554432 + o1 * 256 + o0
                        else
                            w0 = 3623878656 + (op < 0 ? r(256) : op) * 262144 + (rand() < 0.2) * 131072 + (rand() < 0.1) * r(2) * 65536 + o1 * 256 + o0
                        w1 = 0
                        for (k = 0; k < 4; k++) if (rand() < 0.5) w1 += (rand() < 0.3 ? 252 + r(4) : r(256)) * 256 ^ k
                        print bytes(w0) "," bytes(w1)
                    } else {
                        # FLAT, GLOBAL, SCRATCH: SADDR off, null or small; small offsets
                        seg = e == "FLAT" ? 0 : e == "SCRATCH" ? 1 : 2
                        sa = rand() < 0.4 ? (fam == "GFX9" ? 127 : null) : rand() < 0.5 ? r(16) : r(128)
                        v = rand() < 0.3 ? 252 + r(4) : r(256)
                        if (fam == "GFX12") {
                            pre = e == "FLAT" ? 236 : e == "SCRATCH" ? 237 : 238
                            w0 = pre * 16777216 + (op < 0 ? r(256) : op) * 16384 + (rand() < 0.2 ? r(128) : 0) * 128 + sa
                            w1 = r(256) + r(2) * 131072 * (rand() < 0.8) + r(64) * 262144 + r(256) * 8388608 + r(2) * 65536 * (rand() < 0.2) + r(256) * 256 * (rand() < 0.1)
                            w2 = v + off(24) * 256
                            print bytes(w0) "," bytes(w1) "," bytes(w2)
                        } else {
                            o13 = off(fam == "GFX10" ? 12 : 13)
                            if (fam == "GFX11")
                                w0 = 3690987520 + (op < 0 ? r(128) : op) * 262144 + seg * 65536 + r(8) * 8192 + o13
                            else
                                w0 = 3690987520 + (op < 0 ? r(128) : op) * 262144 + seg * 16384 + r(4) * 65536 + (rand() < 0.2 ? r(2) : 0) * 33554432 + (fam == "GFX10" ? r(2) * 4096 : 0) + (rand() < 0.2 ? r(2) * 8192 : 0) + o13
                            w1 = v + r(256) * 256 + sa * 65536 + r(2) * 8388608 + r(256) * 16777216
                            print bytes(w0) "," bytes(w1)
                        }
                    }
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
echo "# mem_diff: $fails mismatches in all (seed $seed)"
