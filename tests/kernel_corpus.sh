#!/bin/sh
# kernel_corpus: the census of the real-code corpus. Every vector ALU
# instruction of tests/data/kernels/*.s (clang-19 output) is classified by
# its encoding, read from the bits of llvm-mc-19's bytes, then assembled by
# vop3jit; its bytes must equal llvm-mc-19's. Speaks TAP; the census table
# is printed as comment lines. A refused instruction is a known gap, not a
# failure, unless --require names its encoding.
#
# Usage: kernel_corpus.sh [--require ENC,...] [--list-refused] [VOP3JIT]
#   VOP3JIT         the binary (default $top_builddir/vop3jit, else build/vop3jit)
#   --require ENC,...  also fail unless every instruction of these encodings
#                   is accepted and matches. ENC is a name from the table
#                   (VOP2, VOP3b, VOPC-SDWA, ...), or SDWA, DPP or DPP8 for
#                   every class with that suffix.
#   --list-refused  print every refused distinct instruction and its error
#   --dump DIR      keep one file per target, DIR/TARGET.rows: a line per
#                   distinct instruction, tab-separated: static count,
#                   class, llvm-mc bytes, vop3jit bytes or !error, text
# Exit status: 1 on a byte mismatch, a crash, an instruction llvm-mc-19
# cannot assemble, or a --require'd encoding not fully matched; else 0.
#
# Encoding classes, from the first dword w (little-endian) of llvm-mc's bytes:
#   VOP1 w[31:25]=0111111; VOPC w[31:25]=0111110; VOP2 w[31]=0 otherwise;
#   VOP3 w[31:26]=110100 (GFX9) or 110101 (GFX10+), split by opcode w[25:16]:
#     VOP3-SDST  opcode < 0x100: a VOPC compare promoted to VOP3 (v_cmp*_e64;
#                an SGPR mask in the vdst field; v_cmpx on GFX10+ writes exec)
#     VOP3b      the opcodes with an SGPR carry/flag in w[14:8]: found by
#                assembling a probe list with llvm-mc for the target
#     VOP3       the rest
#   VOP3P w[31:24]=0xD3 (GFX9) or 0xCC (GFX10+); VOPD w[31:26]=110010 (GFX11+).
#   Suffix -SDWA (GFX9/10), -DPP or -DPP8 (GFX10+) when the src0 field of a
#   32-bit form, w[8:0], is 0xF9, 0xFA, or 0xE9/0xEA; on GFX11+ the same
#   values in the second dword's src0 mark VOP3/VOP3P-DPP.
set -u
LC_ALL=C
export LC_ALL

require=""
list_refused=0
dump=""
VJ=""
while [ $# -gt 0 ]; do
    case $1 in
    --require) [ $# -ge 2 ] || { echo "kernel_corpus: --require needs a list" >&2; exit 2; }
        require=$2; shift 2 ;;
    --require=*) require=${1#--require=}; shift ;;
    --list-refused) list_refused=1; shift ;;
    --dump) [ $# -ge 2 ] || { echo "kernel_corpus: --dump needs a directory" >&2; exit 2; }
        dump=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "kernel_corpus: unknown option $1" >&2; exit 2 ;;
    *) VJ=$1; shift ;;
    esac
done
if [ -z "$VJ" ]; then
    if [ -n "${top_builddir:-}" ]; then VJ=$top_builddir/vop3jit; else VJ=build/vop3jit; fi
fi
MC=${LLVM_MC:-llvm-mc-19}
here=$(dirname "$0")
KDIR=${VJ_TESTDATA:-$here/data}/kernels

# --require names: check them now, so that a typo is not a silent pass
for enc in $(echo "$require" | tr ',' ' '); do
    case $enc in
    SDWA|DPP|DPP8) ;;
    VOP1|VOP2|VOPC|VOP3|VOP3b|VOP3-SDST|VOP3P|VOPD) ;;
    VOP1-*|VOP2-*|VOPC-*|VOP3-*|VOP3P-*)
        case ${enc##*-} in SDWA|DPP|DPP8) ;; *)
            echo "kernel_corpus: unknown encoding '$enc'" >&2; exit 2 ;; esac ;;
    *) echo "kernel_corpus: unknown encoding '$enc'" >&2; exit 2 ;;
    esac
done

if ! command -v "$MC" >/dev/null 2>&1; then echo "1..0 # SKIP $MC not found"; exit 0; fi
if [ ! -x "$VJ" ]; then echo "1..0 # SKIP no vop3jit binary at $VJ"; exit 0; fi
set -- "$KDIR"/*.s
if [ ! -f "$1" ]; then echo "1..0 # SKIP no kernels in $KDIR"; exit 0; fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-corpus.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT

# family TARGET: GFX9, GFX10, GFX11 or GFX12 from the -mcpu name
family() {
    case $1 in
    gfx9*) echo 9 ;; gfx10*) echo 10 ;; gfx11*) echo 11 ;; gfx12*) echo 12 ;;
    *) echo 0 ;;
    esac
}

# 1. The vector ALU lines of each file, under a key "TARGET WAVE". The
# target is the name's second field (md5.gfx1100.s); the wave size is the
# file's .amdhsa_wavefront_size32, else the target's default. Comments,
# directives and labels go; v_interp_* (VINTRP/VINTERP, which read LDS)
# is not VALU and goes too. Blanks are squeezed to one space.
: >"$tmp/keys"
for s in "$KDIR"/*.s; do
    base=${s##*/}
    t=${base#*.}
    t=${t%%.*}
    fam=$(family "$t")
    if grep -q '^[[:space:]]*\.amdhsa_wavefront_size32[[:space:]]*1' "$s"; then w=32
    elif grep -q '^[[:space:]]*\.amdhsa_wavefront_size32[[:space:]]*0' "$s"; then w=64
    elif [ "$fam" -ge 10 ]; then w=32
    else w=64
    fi
    key="$t.w$w"
    grep -qx "$key" "$tmp/keys" || echo "$key" >>"$tmp/keys"
    sed -e 's/;.*//' -e 's/[[:space:]][[:space:]]*/ /g' -e 's/^ //' -e 's/ $//' "$s" |
        grep '^v_' | grep -v '^v_interp' >>"$tmp/$key.all"
done

# Probe instructions whose VOP3 form has an SGPR in w[14:8] (VOP3b). Each
# line is tried; those a target lacks just fail to assemble.
probes() {
    sd=$1
    for m in v_add_co_u32_e64 v_sub_co_u32_e64 v_subrev_co_u32_e64; do
        echo "$m v1, $sd, v2, v3"
    done
    for m in v_addc_co_u32_e64 v_subb_co_u32_e64 v_subbrev_co_u32_e64 \
             v_add_co_ci_u32_e64 v_sub_co_ci_u32_e64 v_subrev_co_ci_u32_e64; do
        echo "$m v1, $sd, v2, v3, $sd"
    done
    echo "v_div_scale_f32 v1, $sd, v2, v3, v4"
    echo "v_div_scale_f64 v[0:1], $sd, v[2:3], v[4:5], v[6:7]"
    for m in v_mad_u64_u32 v_mad_i64_i32 v_mad_co_u64_u32 v_mad_co_i64_i32; do
        echo "$m v[0:1], $sd, v2, v3, v[4:5]"
    done
}

# awk helpers: the bytes of an "; encoding: [0x..,...]" comment as a
# normalised list, and a hex byte's value.
AWK_LIB='
function enc_of(s,   i) {
    i = index(s, "encoding: [")
    if (i == 0) return ""
    s = substr(s, i + 11)
    s = substr(s, 1, index(s, "]") - 1)
    gsub(/[ \t]/, "", s)
    return tolower(s)
}
function hexval(h,   v, i, c) {
    v = 0
    h = tolower(h)
    sub(/^0x/, "", h)
    for (i = 1; i <= length(h); i++) {
        c = index("0123456789abcdef", substr(h, i, 1)) - 1
        v = v * 16 + c
    }
    return v
}
function dword(b, k) {
    return b[k + 1] + b[k + 2] * 256 + b[k + 3] * 65536 + b[k + 4] * 16777216
}
function bits(w, hi, lo) {
    return int(w / 2 ^ lo) % 2 ^ (hi - lo + 1)
}
'

# assemble_mc KEY FILE OUT: llvm-mc's bytes for each line of FILE, as
# "LINE<TAB>BYTES" or "LINE<TAB>!MESSAGE" for a line it refuses.
assemble_mc() {
    t=${1%.w*}
    w=${1##*.w}
    "$MC" -arch=amdgcn -mcpu="$t" -mattr=+wavefrontsize"$w" -show-encoding "$2" \
        >"$tmp/mc.out" 2>"$tmp/mc.err"
    awk -v src="$2" "$AWK_LIB"'
        FILENAME == ARGV[1] {
            if (index($0, ": error: ") && substr($0, 1, length(src) + 1) == src ":") {
                s = substr($0, length(src) + 2)
                ln = s + 0
                if (!(ln in bad)) bad[ln] = substr(s, index(s, ": error: ") + 9)
            }
            next
        }
        FILENAME == ARGV[2] { n++; next }
        /; encoding: \[/ { enc[++m] = enc_of($0) }
        END {
            j = 0
            for (i = 1; i <= n; i++) {
                if (i in bad) { print i "\t!" bad[i]; continue }
                if (++j > m) { print i "\t!no output from llvm-mc"; continue }
                print i "\t" enc[j]
            }
            if (j != m) print "0\t!llvm-mc printed " m " encodings for " j " lines"
        }' "$tmp/mc.err" "$2" "$tmp/mc.out" >"$3"
}

# run_vj KEY FILE OUT: vop3jit's bytes for each line of FILE, as
# "LINE<TAB>BYTES", "LINE<TAB>!MESSAGE" (refused) or "LINE<TAB>!!MESSAGE"
# (a crash). 'vop3jit asm' stops at a program's first error and then
# prints nothing, so FILE goes in windows: a window that assembles gives
# all its lines; one that fails at line L gives lines before L (run again
# without L) and the error of L, and the next window starts after L.
run_vj() {
    t=${1%.w*}
    w=${1##*.w}
    total=$(wc -l <"$2")
    start=1
    win=256
    : >"$3"
    chunk=$tmp/chunk.s
    while [ "$start" -le "$total" ]; do
        end=$((start + win - 1))
        sed -n "${start},${end}p;${end}q" "$2" >"$chunk"
        got=$(wc -l <"$chunk")
        "$VJ" asm --arch "$t" --wave "$w" "$chunk" >"$tmp/vj.out" 2>"$tmp/vj.err"
        rc=$?
        if [ $rc = 0 ]; then
            awk -v base="$start" "$AWK_LIB"'{ print base + NR - 1 "\t" enc_of($0) }' \
                "$tmp/vj.out" >>"$3"
            [ "$(wc -l <"$tmp/vj.out")" = "$got" ] ||
                printf '%s\t!!printed %s lines for %s\n' "$start" \
                       "$(wc -l <"$tmp/vj.out")" "$got" >>"$3"
            start=$((end + 1))
            continue
        fi
        line=""
        IFS= read -r line <"$tmp/vj.err"
        rest=${line#"$chunk:"}
        bad=${rest%%:*}
        case $rc:$bad in
        1:[0-9]*) ;;
        *)  # no FILE:LINE error: a crash or a fault; blame the first line
            printf '%s\t!!exit %s: %s\n' "$start" "$rc" "$line" >>"$3"
            start=$((start + 1))
            continue ;;
        esac
        msg=${rest#*: error: }
        if [ "$bad" -gt 1 ]; then
            head -n $((bad - 1)) "$chunk" >"$tmp/good.s"
            if "$VJ" asm --arch "$t" --wave "$w" "$tmp/good.s" >"$tmp/vj.out" 2>/dev/null &&
               [ "$(wc -l <"$tmp/vj.out")" = $((bad - 1)) ]; then
                awk -v base="$start" "$AWK_LIB"'{ print base + NR - 1 "\t" enc_of($0) }' \
                    "$tmp/vj.out" >>"$3"
            else
                i=0
                while [ $i -lt $((bad - 1)) ]; do
                    printf '%s\t!!fails only alongside later lines\n' "$((start + i))" >>"$3"
                    i=$((i + 1))
                done
            fi
        fi
        printf '%s\t!%s\n' "$((start + bad - 1))" "$msg" >>"$3"
        start=$((start + bad))
    done
}

# translate_vj KEY FILE OUT: whether each line of FILE (lines vop3jit
# assembles) also translates, with 'vop3jit ir' (decode, lower, optimise),
# as "LINE<TAB>ok" or "LINE<TAB>!MESSAGE"; windows as run_vj.
translate_vj() {
    t=${1%.w*}
    w=${1##*.w}
    total=$(wc -l <"$2")
    start=1
    : >"$3"
    chunk=$tmp/tchunk.s
    while [ "$start" -le "$total" ]; do
        end=$((start + 255))
        sed -n "${start},${end}p;${end}q" "$2" >"$chunk"
        got=$(wc -l <"$chunk")
        if "$VJ" ir --arch "$t" --wave "$w" "$chunk" >/dev/null 2>"$tmp/ir.err"; then
            i=0
            while [ $i -lt "$got" ]; do
                printf '%s\tok\n' "$((start + i))" >>"$3"
                i=$((i + 1))
            done
            start=$((end + 1))
            continue
        fi
        line=""
        IFS= read -r line <"$tmp/ir.err"
        rest=${line#"$chunk:"}
        bad=${rest%%:*}
        case $bad in
        [0-9]*) ;;
        *) bad=1 ;;
        esac
        i=0
        while [ $i -lt $((bad - 1)) ]; do
            printf '%s\tok\n' "$((start + i))" >>"$3" # ir stops at the first refusal
            i=$((i + 1))
        done
        printf '%s\t!%s\n' "$((start + bad - 1))" "${rest#*: error: }" >>"$3"
        start=$((start + bad))
    done
}

# classify KEY MCFILE OUT: the encoding class of each line, from llvm-mc's
# bytes, as "LINE<TAB>CLASS".
classify() {
    t=${1%.w*}
    w=${1##*.w}
    fam=$(family "$t")
    if [ "$w" = 32 ]; then sd=s4; else sd="s[4:5]"; fi
    probes "$sd" >"$tmp/probe.s"
    "$MC" -arch=amdgcn -mcpu="$t" -mattr=+wavefrontsize"$w" -show-encoding "$tmp/probe.s" \
        >"$tmp/probe.out" 2>/dev/null
    awk -v fam="$fam" "$AWK_LIB"'
        FILENAME == ARGV[1] {
            e = enc_of($0)
            if (e == "") next
            n = split(e, h, ",")
            for (i = 1; i <= n; i++) b[i] = hexval(h[i])
            vop3b[bits(dword(b, 0), 25, 16)] = 1
            next
        }
        {
            line = $1
            e = $2
            if (substr(e, 1, 1) == "!") { print line "\tLLVM-MC-ERROR"; next }
            n = split(e, h, ",")
            for (i = 1; i <= n; i++) b[i] = hexval(h[i])
            w0 = dword(b, 0)
            top8 = bits(w0, 31, 24)
            top7 = bits(w0, 31, 25)
            top6 = bits(w0, 31, 26)
            cls = ""
            if (fam >= 11 && top6 == 50) cls = "VOPD"
            else if ((fam == 9 && top8 == 211) || (fam >= 10 && top8 == 204)) cls = "VOP3P"
            else if ((fam == 9 && top6 == 52) || (fam >= 10 && top6 == 53)) {
                op = bits(w0, 25, 16)
                cls = op < 256 ? "VOP3-SDST" : (op in vop3b) ? "VOP3b" : "VOP3"
            }
            else if (top7 == 63) cls = "VOP1"
            else if (top7 == 62) cls = "VOPC"
            else if (bits(w0, 31, 31) == 0) cls = "VOP2"
            if (cls == "") { printf "%s\tOTHER-0x%02x\n", line, top8; next }
            if (cls == "VOP1" || cls == "VOP2" || cls == "VOPC") {
                s0 = bits(w0, 8, 0)
                if (s0 == 249 && fam <= 10) cls = cls "-SDWA"
                else if (s0 == 250) cls = cls "-DPP"
                else if ((s0 == 233 || s0 == 234) && fam >= 10) cls = cls "-DPP8"
            } else if (fam >= 11 && cls != "VOPD" && n >= 12) {
                s0 = bits(dword(b, 4), 8, 0)
                if (s0 == 250) cls = cls "-DPP"
                else if (s0 == 233 || s0 == 234) cls = cls "-DPP8"
            }
            print line "\t" cls
        }' "$tmp/probe.out" "$2" >"$3"
}

n=0
failed=0
result() {  # result OK-OR-NOT DESCRIPTION
    n=$((n + 1))
    if [ "$1" = ok ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi
}
nkeys=$(wc -l <"$tmp/keys")
if [ -n "$require" ]; then per=5; else per=4; fi
echo "1..$((nkeys * per))"

while IFS= read -r key; do
    sort "$tmp/$key.all" | uniq -c | awk '{ c = $1; sub(/^ *[0-9]+ /, ""); print c "\t" $0 }' \
        >"$tmp/$key.uniq"
    cut -f2- "$tmp/$key.uniq" >"$tmp/$key.txt"
    assemble_mc "$key" "$tmp/$key.txt" "$tmp/$key.mc"
    classify "$key" "$tmp/$key.mc" "$tmp/$key.cls"
    run_vj "$key" "$tmp/$key.txt" "$tmp/$key.vj"
    # the lines it assembles, in order, then whether each translates
    awk -F '\t' 'substr($2, 1, 1) != "!" { print $1 }' "$tmp/$key.vj" | sort -n >"$tmp/$key.accn"
    awk 'FILENAME == ARGV[1] { want[$1] = 1; next } (FNR in want)' "$tmp/$key.accn" \
        "$tmp/$key.txt" >"$tmp/$key.acc"
    translate_vj "$key" "$tmp/$key.acc" "$tmp/$key.tr0"
    awk -F '\t' 'FILENAME == ARGV[1] { n[FNR] = $1; next } { print n[$1] "\t" $2 }' \
        "$tmp/$key.accn" "$tmp/$key.tr0" >"$tmp/$key.tr"
    # one row per distinct line: count, class, llvm-mc bytes, vop3jit
    # bytes or message, text
    awk -F '\t' '
        FILENAME == ARGV[1] { cnt[FNR] = $1; txt[FNR] = $2; nl = FNR; next }
        FILENAME == ARGV[2] { mc[$1] = $2; next }
        FILENAME == ARGV[3] { cls[$1] = $2; next }
        FILENAME == ARGV[4] { tr[$1] = $2; next }
        { vj[$1] = $2 }
        END {
            for (i = 1; i <= nl; i++)
                print cnt[i] "\t" cls[i] "\t" mc[i] "\t" ((i in vj) ? vj[i] : "!!no result") \
                      "\t" txt[i] "\t" ((i in tr) ? tr[i] : "-")
        }' "$tmp/$key.uniq" "$tmp/$key.mc" "$tmp/$key.cls" "$tmp/$key.tr" "$tmp/$key.vj" \
        >"$tmp/$key.rows"
    [ -z "$dump" ] || cp "$tmp/$key.rows" "$dump/${key%.w*}.rows"

    t=${key%.w*}
    w=${key##*.w}
    awk -F '\t' -v t="$t" -v w="$w" -v req="$require" -v list="$list_refused" \
        -v res="$tmp/$key.res" '
        {
            c = $1; k = $2; mc = $3; vj = $4; txt = $5; trv = $6
            split(txt, f, " "); mn = f[1]
            total += c; distinct++
            if (!(k in tot)) order[++nk] = k
            tot[k] += c
            if (k == "LLVM-MC-ERROR") {
                mcerr += c
                printf "# %s: llvm-mc cannot assemble: %s (%s)\n", t, txt, substr(mc, 2)
                next
            }
            if (substr(vj, 1, 2) == "!!") {
                crash += c
                printf "# %s: vop3jit failed badly: %s (%s)\n", t, txt, substr(vj, 3)
                next
            }
            if (substr(vj, 1, 1) == "!") {
                ref[mn] += c
                if (!(mn in why)) why[mn] = substr(vj, 2)
                if (list) printf "# %s: refused %s: %s (%s)\n", t, k, txt, substr(vj, 2)
                next
            }
            acc[k] += c
            if (trv == "ok") trans[k] += c
            else {
                untr += c
                printf "# %s: assembles but does not translate: %s (%s)\n", t, txt, substr(trv, 2)
            }
            if (vj == mc) match_[k] += c
            else {
                mism[k] += c; nmism += c
                printf "# %s: MISMATCH %s: %s\n#   vop3jit [%s]\n#   llvm-mc [%s]\n", \
                       t, k, txt, vj, mc
            }
        }
        END {
            printf "# %s (wave%s): %d vector ALU instructions, %d distinct\n", t, w, total, \
                   distinct
            printf "# %-13s %7s %7s %9s %7s %9s %10s\n", "encoding", "total", "share", \
                   "accepted", "match", "mismatch", "translates"
            # classes by falling count
            for (i = 1; i <= nk; i++)
                for (j = i + 1; j <= nk; j++)
                    if (tot[order[j]] > tot[order[i]] ||
                        (tot[order[j]] == tot[order[i]] && order[j] < order[i])) {
                        s = order[i]; order[i] = order[j]; order[j] = s
                    }
            for (i = 1; i <= nk; i++) {
                k = order[i]
                printf "# %-13s %7d %6.1f%% %9d %7d %9d %10d\n", k, tot[k], 100 * tot[k] / total, \
                       acc[k], match_[k], mism[k], trans[k]
                ta += acc[k]; tm += match_[k]; tt += trans[k]
            }
            printf "# %-13s %7d %6.1f%% %9d %7d %9d %10d\n", "all", total, 100, ta, tm, nmism, tt
            printf "# %s: %.1f%% of the vector ALU instructions translate\n", t, 100 * tt / total
            # top 25 refused mnemonics
            nr = 0
            for (m in ref) rm[++nr] = m
            for (i = 1; i <= nr; i++)
                for (j = i + 1; j <= nr; j++)
                    if (ref[rm[j]] > ref[rm[i]] || (ref[rm[j]] == ref[rm[i]] && rm[j] < rm[i])) {
                        s = rm[i]; rm[i] = rm[j]; rm[j] = s
                    }
            if (nr) printf "# %s: most common refused mnemonics (static count; first error)\n", t
            for (i = 1; i <= nr && i <= 25; i++)
                printf "#   %-28s %6d  %s\n", rm[i], ref[rm[i]], why[rm[i]]
            if (nr > 25) printf "#   ... and %d more mnemonics\n", nr - 25
            # --require: every instruction of each named class accepted and matching
            bad = ""
            nq = split(req, q, ",")
            for (i = 1; i <= nk; i++) {
                k = order[i]
                for (j = 1; j <= nq; j++) {
                    suf = "-" q[j]
                    if (k == q[j] || (q[j] ~ /^(SDWA|DPP|DPP8)$/ &&
                        substr(k, length(k) - length(suf) + 1) == suf))
                        if (match_[k] != tot[k]) bad = bad " " k "(" match_[k] + 0 "/" tot[k] ")"
                }
            }
            printf "%d %d %d %d %s\n", mcerr + 0, nmism + 0, crash + 0, untr + 0, bad >res
        }' "$tmp/$key.rows"
    read -r mcerr nmism crash untr badreq <"$tmp/$key.res"
    [ "$mcerr" = 0 ] && s=ok || s=no
    result "$s" "$t: llvm-mc-19 assembles every vector ALU line ($mcerr refused)"
    [ "$nmism" = 0 ] && s=ok || s=no
    result "$s" "$t: no byte mismatch between vop3jit and llvm-mc-19 ($nmism)"
    [ "$crash" = 0 ] && s=ok || s=no
    result "$s" "$t: vop3jit refuses cleanly, never crashes ($crash)"
    [ "$untr" = 0 ] && s=ok || s=no
    result "$s" "$t: every line vop3jit assembles also translates ($untr do not)"
    if [ -n "$require" ]; then
        [ -z "$badreq" ] && s=ok || s=no
        result "$s" "$t: all of $require accepted and matching${badreq:+ (short:$badreq)}"
    fi
done <"$tmp/keys"
exit $failed
