#!/bin/sh
# gen_valu_sweep: regenerate src/frontend/valu.def, the sweep of every vector
# ALU opcode of every encoding on every target llvm-mc-19 knows, from
# llvm-mc-19 --disassemble. For each encoding and opcode value a word is
# built (register operands, several operand variants: the first one llvm-mc
# takes wins), one llvm-mc process per target and encoding decodes them all,
# and the mnemonic it prints is the row's name; the SDWA, DPP and DPP8 forms
# are probed the same way. The class of a row comes from the rules on its
# name in classify() below. gfx950 and gfx1250 are unknown to llvm-mc-19:
# they follow gfx942 and gfx1200 (valu.def's consumers add them).
#
# Usage: tests/gen_valu_sweep.sh [LLVM_MC] > src/frontend/valu.def
#        tests/gen_valu_sweep.sh --raw [LLVM_MC]   (one line per target and
#        opcode: target enc opcode text-of-the-winning-word forms)
set -eu
raw=0
if [ "${1:-}" = "--raw" ]; then
    raw=1
    shift
fi
MC=${1:-llvm-mc-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
targets="gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100 gfx1150 gfx1200"

family() {
    case $1 in
    gfx9*) echo 9 ;;
    gfx10*) echo 10 ;;
    gfx11*) echo 11 ;;
    gfx12*) echo 12 ;;
    esac
}

# probes FAMILY ENC: lines "opcode kind byte,byte,..." for every opcode of
# the encoding: kind is v1..vN (operand variants, in order of preference) or
# a form probe (sdwa, dpp, dpp8). Words are built by arithmetic (mawk has no
# bit operations); fields never overlap, so + is |.
probes() {
    awk -v fam="$1" -v enc="$2" '
        function bytes(w, n,   s, k) {
            s = ""
            for (k = 0; k < n; k++) { s = s (s == "" ? "" : ",") sprintf("0x%02x", w % 256); w = int(w / 256) }
            return s
        }
        function out(op, kind, s) { print op, kind, s }
        # s_nop 0 as the dword after a word: a 32-bit form with a K
        # (madmk, fmaak, VOPD fmamk) takes it as its literal (-1.0), the
        # rest decode it as an s_nop 0 of their own.
        function lit() { return bytes(3212836864, 4) }
        BEGIN {
            P25 = 33554432; P17 = 131072; P9 = 512; P16 = 65536; P18 = 262144; P27 = 134217728
            V = 256
            # SDWA: v4, the selects DWORD (a VOP1 has no src1_sel, a VOPC no dst_sel)
            SDWA = bytes(4 + (enc == "VOPC" ? 0 : 6 * 256) + 6 * 65536 + (enc == "VOP1" ? 0 : 6 * 16777216), 4)
            DPP = bytes(4 + 228 * 256 + 255 * 16777216, 4)             # v4 quad_perm:[0,1,2,3]
            DPP8 = bytes(4 + 16434824 * 256, 4)                        # v4 dpp8:[0,1,...,7]
            if (enc == "VOP1") {
                for (op = 0; op < 256; op++) {
                    n = split("260 4 128 0", s0, " ")
                    for (i = 1; i <= n; i++)
                        out(op, "v" i, bytes(63 * P25 + 2 * P17 + op * P9 + s0[i], 4) "," lit())
                    out(op, "v" (n + 1), bytes(63 * P25 + op * P9, 4) "," lit())  # no operands (v_nop)
                    if (fam <= 10) out(op, "sdwa", bytes(63 * P25 + 2 * P17 + op * P9 + 249, 4) "," SDWA "," lit())
                    out(op, "dpp", bytes(63 * P25 + 2 * P17 + op * P9 + 250, 4) "," DPP "," lit())
                    if (fam >= 10) out(op, "dpp8", bytes(63 * P25 + 2 * P17 + op * P9 + 233, 4) "," DPP8 "," lit())
                }
            } else if (enc == "VOP2" || enc == "VOPC") {
                # VOP2 opcodes stop at 0x3d: bits 31:25 = 0x3e and 0x3f are
                # the VOPC and VOP1 prefixes, so a "VOP2 0x3e/0x3f" word is a
                # VOPC or VOP1 one (llvm-mc prints it as v_cmp_*/v_cvt_*),
                # never a VOP2 opcode
                hi = enc == "VOP2" ? 62 : 256
                for (op = 0; op < hi; op++) {
                    base = enc == "VOP2" ? op * P25 + 2 * P17 : 62 * P25 + op * P17
                    n = split("260 4 128", s0, " ")
                    for (i = 1; i <= n; i++)
                        out(op, "v" i, bytes(base + 6 * P9 + s0[i], 4) "," lit())
                    if (fam <= 10) out(op, "sdwa", bytes(base + 6 * P9 + 249, 4) "," SDWA "," lit())
                    out(op, "dpp", bytes(base + 6 * P9 + 250, 4) "," DPP "," lit())
                    if (fam >= 10) out(op, "dpp8", bytes(base + 6 * P9 + 233, 4) "," DPP8 "," lit())
                }
            } else if (enc == "VOP3") {
                pre = (fam == 9 ? 52 : 53) * 67108864
                # sources: VGPRs first, then fewer sources, then scalar ones
                nv = split("264:262:260 0:262:260 0:0:260 0:0:0 0:6:4 0:6:260 0:262:4 8:262:260 8:6:4 8:6:260", vs, " ")
                # on GFX9 VOP3 opcodes from 0x380 are VOP3P words (its prefix, bits 31:23)
                for (op = 0; op < (fam == 9 ? 896 : 1024); op++) {
                    lo = pre + op * P16 + 2
                    for (i = 1; i <= nv; i++) {
                        split(vs[i], f, ":")
                        out(op, "v" i, bytes(lo, 4) "," bytes(f[3] + f[2] * P9 + f[1] * P18, 4) "," lit())
                    }
                    out(op, "v" (nv + 1), bytes(lo - 2, 4) "," bytes(0, 4) "," lit())  # no operands
                    if (fam >= 11) {
                        out(op, "dpp", bytes(lo, 4) "," bytes(250 + 262 * P9 + 264 * P18, 4) "," DPP "," lit())
                        out(op, "dpp", bytes(lo, 4) "," bytes(250 + 262 * P9, 4) "," DPP "," lit())
                        out(op, "dpp", bytes(lo, 4) "," bytes(250, 4) "," DPP "," lit())
                        out(op, "dpp8", bytes(lo, 4) "," bytes(233 + 262 * P9 + 264 * P18, 4) "," DPP8 "," lit())
                        out(op, "dpp8", bytes(lo, 4) "," bytes(233 + 262 * P9, 4) "," DPP8 "," lit())
                        out(op, "dpp8", bytes(lo, 4) "," bytes(233, 4) "," DPP8 "," lit())
                    }
                }
            } else if (enc == "VOP3P") {
                pre = fam == 9 ? 423 * 8388608 : 204 * 16777216
                nv = split("264:262:260 0:262:260 0:0:260 0:6:4 8:262:260 8:6:4", vs, " ")
                for (op = 0; op < 128; op++) {
                    lo = pre + op * P16 + 16384 + 2                     # op_sel_hi[2], vdst v2
                    for (i = 1; i <= nv; i++) {
                        split(vs[i], f, ":")
                        out(op, "v" i, bytes(lo, 4) "," bytes(f[3] + f[2] * P9 + f[1] * P18 + 3 * P27, 4) "," lit())
                    }
                    # matrix ops: v0/a0 tuples, with and without ACC_CD, no op_sel_hi
                    m = pre + op * P16
                    out(op, "v" (nv + 1), bytes(m + 32768, 4) "," bytes(256 + 256 * P9 + 256 * P18, 4) "," lit())
                    out(op, "v" (nv + 2), bytes(m, 4) "," bytes(256 + 256 * P9 + 256 * P18, 4) "," lit())
                    out(op, "v" (nv + 3), bytes(m + 16384, 4) "," bytes(256 + 256 * P9 + 256 * P18 + 3 * P27, 4) "," lit())
                    out(op, "v" (nv + 4), bytes(m, 4) "," bytes(256 + 256 * P9 + 128 * P18, 4) "," lit())
                    if (fam >= 11) {
                        out(op, "dpp", bytes(lo, 4) "," bytes(250 + 262 * P9 + 264 * P18 + 3 * P27, 4) "," DPP "," lit())
                        out(op, "dpp", bytes(lo, 4) "," bytes(250 + 262 * P9 + 3 * P27, 4) "," DPP "," lit())
                        out(op, "dpp8", bytes(lo, 4) "," bytes(233 + 262 * P9 + 264 * P18 + 3 * P27, 4) "," DPP8 "," lit())
                        out(op, "dpp8", bytes(lo, 4) "," bytes(233 + 262 * P9 + 3 * P27, 4) "," DPP8 "," lit())
                    }
                }
            } else if (enc == "VOPDX" || enc == "VOPDY") {
                # the other half a v_dual_mov_b32 (8); v4 and v5 written,
                # sources in different banks
                for (op = 0; op < (enc == "VOPDX" ? 16 : 32); op++) {
                    opx = enc == "VOPDX" ? op : 8; opy = enc == "VOPDX" ? 8 : op
                    # v1: the swept half reads a VSRC1 (v2 or v3); v2: it has none
                    for (i = 1; i <= 2; i++) {
                        v1x = enc == "VOPDX" && i == 1 ? 2 : 0; v1y = enc == "VOPDY" && i == 1 ? 3 : 0
                        w0 = 50 * 67108864 + opx * 4194304 + opy * P17 + v1x * P9 + 256
                        w1 = 4 * 16777216 + 2 * P17 + v1y * P9 + 257
                        out(op, "v" i, bytes(w0, 4) "," bytes(w1, 4) "," lit())
                    }
                }
            }
        }'
}

# run TARGET ENC: the probes decoded; lines "opcode kind valid text".
run() {
    fam=$(family "$1")
    probes "$fam" "$2" >"$tmp/probes"
    # each probe on its own line, then 6 markers (s_nop 0x1000+i): the rest
    # of an invalid word may decode as a long instruction that eats some
    awk '{
            print $3
            m = 4096 + NR; s = ""
            for (k = 0; k < 6; k++) s = s (k ? "," : "") sprintf("0x%02x,0x%02x,0x80,0xbf", m % 256, int(m / 256))
            print s
        }' "$tmp/probes" >"$tmp/in"
    mattr=
    [ "$fam" -ge 10 ] && mattr=-mattr=+wavefrontsize32
    "$MC" --disassemble -arch=amdgcn -mcpu="$1" $mattr "$tmp/in" >"$tmp/out" 2>"$tmp/err" || true
    awk -v errf="$tmp/err" -v outf="$tmp/out" '
        BEGIN {
            # a warning at column 1 of a probe line: its word is invalid
            while ((getline l < errf) > 0)
                if (l ~ /:[0-9]+:1: warning: /) {
                    sub(/:1: warning: .*/, "", l); sub(/.*:/, "", l); bad[(l + 1) / 2] = 1
                }
            cur = 1
            while ((getline l < outf) > 0) {
                sub(/^[ \t]+/, "", l); sub(/[ \t]+$/, "", l)
                if (l == "" || l == ".text") continue
                if (l ~ /^s_nop 0x[0-9a-f]+$/) {
                    m = l; sub(/^s_nop 0x/, "", m)
                    v = 0
                    for (k = 1; k <= length(m); k++) v = v * 16 + index("0123456789abcdef", substr(m, k, 1)) - 1
                    if (v > 4096) { cur = v - 4096 + 1; continue }
                }
                if (!(cur in text)) text[cur] = l
            }
        }
        {
            t = (NR in text) ? text[NR] : ""
            # a word printed with an "Invalid ..." comment is not taken
            ok = !(NR in bad) && t != "" && t !~ /Invalid/ && t ~ /^v_/
            print $1, $2, ok, t
        }' "$tmp/probes"
}

for t in $targets; do
    fam=$(family "$t")
    encs="VOP1 VOP2 VOPC VOP3 VOP3P"
    [ "$fam" -ge 11 ] && encs="$encs VOPDX VOPDY"
    for e in $encs; do
        run "$t" "$e" | awk -v t="$t" -v e="$e" '
            $3 == 1 {
                txt = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", txt)
                if ($2 ~ /^v/) { if (!($1 in win)) { win[$1] = txt; var[$1] = $2 } }
                else form[$1] = form[$1] " " $2
            }
            END {
                for (op in win) {
                    f = form[op]; fl = ""
                    if (f ~ / sdwa/) fl = fl "SDWA|"
                    if (f ~ / dpp( |$)/) fl = fl "DPP|"
                    if (f ~ / dpp8/) fl = fl "DPP8|"
                    sub(/\|$/, "", fl)
                    if (fl == "") fl = "0"
                    printf "%s\t%s\t%d\t%s\t%s\t%s\n", t, e, op, var[op], fl, win[op]
                }
            }'
    done
done | sort -t "$(printf '\t')" -k1,1 -k2,2 -k3,3n >"$tmp/sweep"

# every target has hundreds of opcodes: fewer is a broken llvm-mc run
for t in $targets; do
    if [ "$(grep -c "^$t	" "$tmp/sweep")" -lt 300 ]; then
        echo "gen_valu_sweep: only $(grep -c "^$t	" "$tmp/sweep") opcodes for $t" >&2
        exit 1
    fi
done

if [ "$raw" = 1 ]; then
    cat "$tmp/sweep"
    exit 0
fi

# ------------------------------------------------------------ the .def file
awk -F '\t' '
    # The class of a base name: the rules, in order. Hand-checked: INT
    # also holds what moves bits without arithmetic: cross-lane ops
    # (readlane, writelane, readfirstlane, permlane*), m0-indexed moves
    # (movrel*), AGPR moves (accvgpr_*), swaps, v_nop/v_clrexcp/
    # v_pipeflush and v_screen_partition_4se_b32; FLOAT every name with
    # a float type in it (cvt_f32_ubyte0, the f16 compares, v_dot2_f32_f16).
    function classify(n) {
        if (n ~ /mfma|smfmac|wmma|swmmac/) return "MATRIX"
        if (n ~ /^v_interp_|ldsdir|_lds|lds_/) return "INTERP"
        if (n ~ /(^|_)(f16|f32|f64|bf16|fp8|bf8|f8|bf8|dx9)(_|$)/) return "FLOAT"
        if (n ~ /(^|_)(fma|fmac|mac|mad|rcp|rsq|sqrt|log|exp|sin|cos|ldexp|frexp)_/ && n !~ /_[iu](8|16|24|32|64)$/) return "FLOAT"
        if (n ~ /^v_cvt_.*(f16|f32|f64|bf16|_fp|_bf)/) return "FLOAT"
        return "INT"
    }
    function fambit(t) { return t ~ /^gfx9/ ? "GFX9" : t ~ /^gfx10/ ? "GFX10" : t ~ /^gfx11/ ? "GFX11" : "GFX12" }
    BEGIN {
        nt["GFX9"] = "gfx908 gfx90a gfx942"; nt["GFX10"] = "gfx1010 gfx1030"
        nt["GFX11"] = "gfx1100 gfx1150"; nt["GFX12"] = "gfx1200"
        rank["VOP1"] = 1; rank["VOP2"] = 2; rank["VOPC"] = 3; rank["VOP3"] = 4; rank["VOP3P"] = 5
        rank["VOPDX"] = 6; rank["VOPDY"] = 7
    }
    {
        t = $1; e = $2; op = $3; var = $4; fl = $5; txt = $6
        if (e == "VOPDY") sub(/^.*:: /, "", txt) # the Y half is the one after the ::
        mn = txt; sub(/ .*/, "", mn)
        ops = txt; sub(/^[^ ]+ ?/, "", ops)
        form = "NONE"; base = mn
        if (base ~ /_e32$/) { form = "E32"; sub(/_e32$/, "", base) }
        else if (base ~ /_e64$/) { form = "E64"; sub(/_e64$/, "", base) }
        # a scalar register second, after a VGPR, the sources VGPRs: the
        # VOP3b layout (a carry-out or div_scale VCC in SDST)
        split(ops, o, /, /)
        if (e == "VOP3" && var ~ /^v[1-3]$/ && o[1] ~ /^v/ && o[2] ~ /^(s[0-9]|s\[|vcc|null)/)
            e = "VOP3_SDST"
        f = fambit(t)
        key = f SUBSEP e SUBSEP op SUBSEP base SUBSEP form SUBSEP fl
        if (!(key in mask)) { keys[++nk] = key; cls[key] = classify(base) }
        mask[key] = mask[key] " " t
    }
    END {
        print "/* valu.def: GENERATED by tests/gen_valu_sweep.sh from llvm-mc-19 --disassemble;"
        print " * do not edit. Every vector ALU opcode of every encoding on every target"
        print " * llvm-mc-19 knows, with the name llvm-mc prints for it."
        print " *"
        print " * VJ_VALU(FAMILY, ENC, OPCODE, \"name\", FORM, CLASS, VARIANTS, TARGETS)"
        print " *   ENC: VOP1, VOP2, VOPC (the 32-bit forms: their own opcode), VOP3,"
        print " *     VOP3_SDST (the VOP3 opcode space, bits 25:16; VOP3_SDST: VOP3b, a"
        print " *     scalar destination in bits 14:8), VOP3P (bits 22:16), VOPDX, VOPDY"
        print " *     (a VOPD half: OPX, OPY)."
        print " *   name: the base name; FORM the suffix llvm-mc prints after it: E32"
        print " *     (\"_e32\"), E64 (\"_e64\", the VOP3 form of a VOP1/VOP2/VOPC opcode),"
        print " *     NONE (a VOP3, VOP3P or VOPD opcode: the base name alone)."
        print " *   CLASS: INT (integer and bit operations), FLOAT, or out of scope:"
        print " *     MATRIX (MFMA, WMMA), INTERP (interpolation, LDS parameters). From"
        print " *     the rules on the name in the script."
        print " *   VARIANTS: the forms llvm-mc also decodes with this opcode (SDWA, DPP,"
        print " *     DPP8: of a 32-bit form; DPP, DPP8 of a GFX11+ VOP3/VOP3P: VOP3-DPP)."
        print " *   TARGETS: ALL (every target of the family), or the ones that have the"
        print " *     row (T(X) | ...); gfx950 follows gfx942 and gfx1250 gfx1200. */"
        print "#ifndef VJ_VALU"
        print "#error define VJ_VALU before including valu.def"
        print "#endif"
        # rows in family, encoding, opcode order
        for (i = 1; i <= nk; i++) {
            split(keys[i], k, SUBSEP)
            fr = substr(k[1], 4) + 0
            # every field of the key: rows that differ only in their forms or
            # variants (a 64-bit op with DPP on gfx90a, without on gfx908) are
            # rows of their own
            sk[i] = sprintf("%02d %d %04d %s %s %s", fr, rank[k[2] == "VOP3_SDST" ? "VOP3" : k[2]],
                            k[3], k[4], k[5], k[6])
            idx[sk[i]] = i
        }
        n = 0
        for (s in idx) order[++n] = s
        # insertion sort (mawk has no asort)
        for (i = 2; i <= n; i++) { v = order[i]; for (j = i - 1; j >= 1 && order[j] > v; j--) order[j + 1] = order[j]; order[j + 1] = v }
        last = ""
        for (i = 1; i <= n; i++) {
            key = keys[idx[order[i]]]
            split(key, k, SUBSEP)
            fam = k[1]; enc = k[2]
            sect = fam " " (enc == "VOP3_SDST" ? "VOP3" : enc)
            if (sect != last) { printf "\n/* %s %s */\n", fam, (enc == "VOP3_SDST" ? "VOP3" : enc); last = sect }
            m = mask[key]; tg = ""
            split(nt[fam], all, " "); full = 1
            for (a in all) if (index(m " ", " " all[a] " ") == 0) full = 0
            if (full) tg = "ALL"
            else {
                split(substr(m, 2), have, " ")
                for (a = 1; a in have; a++) tg = tg (tg == "" ? "" : " | ") "T(" toupper(have[a]) ")"
            }
            printf "VJ_VALU(%s, %s, 0x%03x, \"%s\", %s, %s, %s, %s)\n", fam, enc, k[3], k[4], k[5],
                   cls[key], k[6], tg
        }
    }' "$tmp/sweep"
