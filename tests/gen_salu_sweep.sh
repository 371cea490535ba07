#!/bin/sh
# gen_salu_sweep: regenerate src/frontend/salu.def, the sweep of every scalar
# ALU and program-control opcode (SOP1, SOP2, SOPK, SOPC, SOPP) on every
# target llvm-mc-19 knows, from llvm-mc-19 --disassemble. For each encoding
# and opcode one word is built (sdst s2, ssrc0 s4, ssrc1 s8, simm16 0x234,
# then a literal dword), one llvm-mc process per target and encoding decodes
# them all; the mnemonic it prints is the row's name and the operands it
# prints are the row's shape (which field each one comes from, by its
# register number, and its size). Words of simm16 operands are decoded a
# second time with simm16 0 and 3, which tells an optional operand (s_endpgm)
# and the decimal forms (branch offsets) from the hex ones. The class of a
# row comes from the rules on its name in classify() below. gfx950 and
# gfx1250 are unknown to llvm-mc-19: they follow gfx942 and gfx1200.
#
# With --names it writes src/frontend/salu_names.def instead: the names
# llvm-mc prints in hwreg(...) for every register id (s_getreg_b32 with
# offset 0 and width 32) and the whole sendmsg(...) text of every message
# value it names (s_sendmsg over the bits llvm-mc decodes: id, op and
# stream before GFX11, the 8-bit id from GFX11 on).
#
# Usage: tests/gen_salu_sweep.sh [LLVM_MC] > src/frontend/salu.def
#        tests/gen_salu_sweep.sh --names [LLVM_MC] > src/frontend/salu_names.def
#        tests/gen_salu_sweep.sh --raw [LLVM_MC]   (target enc opcode text...)
set -eu
raw=0
names=0
if [ "${1:-}" = "--raw" ]; then
    raw=1
    shift
elif [ "${1:-}" = "--names" ]; then
    names=1
    shift
fi
MC=${1:-llvm-mc-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
targets="gfx908 gfx90a gfx942 gfx1010 gfx1030 gfx1100 gfx1150 gfx1200"

# splitops(s, a): the operands of a printed instruction split at ", " outside
# parentheses (hwreg(52, 8, 1) is one); both awk programs below take it.
SPLITOPS='
    function splitops(s, a,   n, d, i, c, cur) {
        n = 0; d = 0; cur = ""
        if (s == "") return 0
        for (i = 1; i <= length(s); i++) {
            c = substr(s, i, 1)
            if (c == "(") d++
            if (c == ")") d--
            if (c == "," && d == 0) { a[++n] = cur; cur = ""; if (substr(s, i + 1, 1) == " ") i++; continue }
            cur = cur c
        }
        a[++n] = cur
        return n
    }'

family() {
    case $1 in
    gfx9*) echo 9 ;;
    gfx10*) echo 10 ;;
    gfx11*) echo 11 ;;
    gfx12*) echo 12 ;;
    esac
}

# probes ENC: lines "opcode kind byte,byte,..." (kind: k the main probe,
# z with simm16 0, t with simm16 3). A literal follows every word: 0xbf800000
# (s_nop 0 on its own), which a K operand takes.
probes() {
    awk -v enc="$1" '
        function bytes(w, n,   s, k) {
            s = ""
            for (k = 0; k < n; k++) { s = s (s == "" ? "" : ",") sprintf("0x%02x", w % 256); w = int(w / 256) }
            return s
        }
        function out(op, kind, w) { print op, kind, bytes(w, 4) "," bytes(3212836864, 4) }
        # SSRC0 and SSRC1 255: the literal 0x12343c00, printed 1.0 by a 16-bit float
        # operand, 0x3c00 by one llvm-mc prints as an integer
        function lit(op, w) { print op, "l", bytes(w, 4) "," bytes(305413120, 4) }
        BEGIN {
            if (enc == "SOP1")
                for (op = 0; op < 256; op++) {
                    out(op, "k", 3196059648 + 2 * 65536 + op * 256 + 4)
                    out(op, "c", 3196059648 + 2 * 65536 + op * 256 + 129) # SSRC0 the constant 1
                    lit(op, 3196059648 + 2 * 65536 + op * 256 + 255)
                    out(op, "d", 3196059648 + 2 * 65536 + op * 256 + 254) # SSRC0 lds_direct
                }
            if (enc == "SOP2")
                for (op = 0; op < 96; op++) {
                    out(op, "k", 2147483648 + op * 8388608 + 2 * 65536 + 8 * 256 + 4)
                    out(op, "c", 2147483648 + op * 8388608 + 2 * 65536 + 130 * 256 + 129)
                    lit(op, 2147483648 + op * 8388608 + 2 * 65536 + 255 * 256 + 255)
                    out(op, "d", 2147483648 + op * 8388608 + 2 * 65536 + 254 * 256 + 254)
                }
            if (enc == "SOPC")
                for (op = 0; op < 128; op++) {
                    out(op, "k", 3204448256 + op * 65536 + 8 * 256 + 4)
                    out(op, "c", 3204448256 + op * 65536 + 130 * 256 + 129)
                    lit(op, 3204448256 + op * 65536 + 255 * 256 + 255)
                    out(op, "d", 3204448256 + op * 65536 + 254 * 256 + 254)
                }
            if (enc == "SOPK")
                for (op = 0; op < 29; op++) {
                    w = 2952790016 + op * 8388608 + 2 * 65536
                    out(op, "k", w + 564); out(op, "z", w); out(op, "t", w + 3)
                }
            if (enc == "SOPP")
                for (op = 0; op < 128; op++) {
                    w = 3212836864 + op * 65536
                    out(op, "k", w + 564); out(op, "z", w); out(op, "t", w + 3)
                }
        }'
}

# run TARGET ENC: lines "opcode kind valid text".
run() {
    probes "$2" >"$tmp/probes"
    # each probe on its own line, then 6 markers (s_nop 0x1000+i)
    awk '{
            print $3
            m = 4096 + NR; s = ""
            for (k = 0; k < 6; k++) s = s (k ? "," : "") sprintf("0x%02x,0x%02x,0x80,0xbf", m % 256, int(m / 256))
            print s
        }' "$tmp/probes" >"$tmp/in"
    mattr=
    [ "$(family "$1")" -ge 10 ] && mattr=-mattr=+wavefrontsize32
    "$MC" --disassemble -arch=amdgcn -mcpu="$1" $mattr "$tmp/in" >"$tmp/out" 2>"$tmp/err" || true
    awk -v errf="$tmp/err" -v outf="$tmp/out" '
        BEGIN {
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
            ok = !(NR in bad) && t != "" && t !~ /Invalid/ && t ~ /^s_/
            print $1, $2, ok, t
        }' "$tmp/probes"
}

for t in $targets; do
    for e in SOP1 SOP2 SOPC SOPK SOPP; do
        run "$t" "$e" | awk -v t="$t" -v e="$e" '
            $3 == 1 { txt = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", txt); txt_[$1, $2] = txt; ops[$1] = 1 }
            $3 == 0 && $2 == "c" { txt = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", txt); txt_[$1, $2] = txt }
            END {
                for (op in ops)
                    if ((op, "k") in txt_ || (op, "z") in txt_)
                        printf "%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", t, e, op, txt_[op, "k"], txt_[op, "z"], txt_[op, "t"], txt_[op, "c"], txt_[op, "l"], txt_[op, "d"]
            }'
    done
done | sort -t "$(printf '\t')" -k1,1 -k2,2 -k3,3n >"$tmp/sweep"

for t in $targets; do
    if [ "$(grep -c "^$t	" "$tmp/sweep")" -lt 150 ]; then
        echo "gen_salu_sweep: only $(grep -c "^$t	" "$tmp/sweep") opcodes for $t" >&2
        exit 1
    fi
done

# names TARGET: lines "HWREG id text" and "MSG value text" for the target
names() {
    fam=$(family "$1")
    gr=$(awk -F '\t' -v t="$1" '$1 == t && $4 ~ /^s_getreg_b32 / { print $3 }' "$tmp/sweep")
    sm=$(awk -F '\t' -v t="$1" '$1 == t && $4 ~ /^s_sendmsg / { print $3 }' "$tmp/sweep")
    awk -v gr="$gr" -v sm="$sm" -v fam="$fam" '
        function bytes(w,   s, k) {
            s = ""
            for (k = 0; k < 4; k++) { s = s (s == "" ? "" : ",") sprintf("0x%02x", w % 256); w = int(w / 256) }
            return s
        }
        BEGIN {
            for (id = 0; id < 64; id++) print bytes(2952790016 + gr * 8388608 + 2 * 65536 + id + 31 * 2048)
            for (v = 0; v < (fam >= 11 ? 256 : 1024); v++) print bytes(3212836864 + sm * 65536 + v)
        }' >"$tmp/nin"
    "$MC" --disassemble -arch=amdgcn -mcpu="$1" "$tmp/nin" 2>/dev/null |
        awk -v fam="$fam" '
            /s_getreg_b32/ { sub(/.*hwreg\(/, ""); sub(/\)$/, ""); if ($0 ~ /^HW_REG/) print "HWREG", h, $0; h++ }
            /s_sendmsg/ { sub(/^[ \t]*s_sendmsg /, ""); if ($0 ~ /MSG_/) print "MSG", m, $0; m++ }'
}

if [ "$names" = 1 ]; then
    for t in $targets; do names "$t" | sed "s/^/$t /"; done | awk '
        function fambit(t) { return t ~ /^gfx9/ ? "GFX9" : t ~ /^gfx10/ ? "GFX10" : t ~ /^gfx11/ ? "GFX11" : "GFX12" }
        {
            t = $1; kind = $2; v = $3; txt = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", txt)
            key = fambit(t) SUBSEP kind SUBSEP v SUBSEP txt
            if (!(key in mask)) keys[++nk] = key
            mask[key] = mask[key] " " t
        }
        END {
            nt["GFX9"] = "gfx908 gfx90a gfx942"; nt["GFX10"] = "gfx1010 gfx1030"
            nt["GFX11"] = "gfx1100 gfx1150"; nt["GFX12"] = "gfx1200"
            print "/* salu_names.def: GENERATED by tests/gen_salu_sweep.sh --names from llvm-mc-19"
            print " * --disassemble; do not edit. The names llvm-mc-19 prints in scalar operands."
            print " *"
            print " * VJ_SALU_HWREG(FAMILY, ID, \"name\", TARGETS): hwreg(name) for a register id."
            print " * VJ_SALU_MSG(FAMILY, VALUE, \"text\", TARGETS): the whole sendmsg(...) text of a"
            print " *   message value (the bits llvm-mc decodes: 9:0 before GFX11, 7:0 from GFX11 on)."
            print " * TARGETS as in salu.def. */"
            for (i = 1; i <= nk; i++) {
                split(keys[i], k, SUBSEP)
                m = mask[keys[i]]; tg = ""
                split(nt[k[1]], all, " "); full = 1
                for (a in all) if (index(m " ", " " all[a] " ") == 0) full = 0
                if (full) tg = "ALL"
                else {
                    split(substr(m, 2), have, " ")
                    for (a = 1; a in have; a++) tg = tg (tg == "" ? "" : " | ") "T(" toupper(have[a]) ")"
                }
                if (k[2] == "HWREG") printf "VJ_SALU_HWREG(%s, %d, \"%s\", %s)\n", k[1], k[3], k[4], tg
                else printf "VJ_SALU_MSG(%s, 0x%03x, \"%s\", %s)\n", k[1], k[3], k[4], tg
            }
        }'
    exit 0
fi

if [ "$raw" = 1 ]; then
    cat "$tmp/sweep"
    exit 0
fi

# refusals TARGET: what llvm-mc-19's assembler refuses in each source operand
# of a SOP1/SOP2/SOPC row, which its disassembler prints all the same. The
# row's text is assembled with that operand replaced by each class: R an
# SGPR (as printed), I the inline constant 5, L a literal, M m0 (exec for a
# 64-bit one), C src_scc, P src_shared_base. Lines "enc opcode index letter".
refusals() {
    mattr=
    [ "$(family "$1")" -ge 10 ] && mattr=-mattr=+wavefrontsize32
    awk -F '\t' -v t="$1" -v fam="$(family "$1")" "$SPLITOPS"'
        # (a row with a K literal is left out: a second literal is refused by its value)
        $1 == t && ($2 == "SOP1" || $2 == "SOP2" || $2 == "SOPC") && $4 !~ /0xbf800000|-1\.0/ {
            mn = $4; sub(/ .*/, "", mn); rest = $4; sub(/^[^ ]+ ?/, "", rest)
            split("", o); n = splitops(rest, o)
            for (i = 1; i <= n; i++) {
                if (o[i] !~ /^(s4|s8|s\[4:5\]|s\[8:9\])$/) continue
                wide = o[i] ~ /\[/
                split("R I L M N C P Q S T W", cl, " ")
                split(o[i] " 5 0x1234 " (wide ? "exec" : "m0") " null src_scc src_shared_base src_shared_limit src_private_base src_private_limit src_pops_exiting_wave_id", v, " ")
                # the code each class is encoded as (the SSRC byte: 0 SSRC0, 1 SSRC1)
                split("- - - " (wide ? 126 : fam >= 11 ? 125 : 124) " " (fam >= 11 ? 124 : 125) " 253 235 236 237 238 239", want, " ")
                byte = o[i] ~ /8/ ? 1 : 0
                for (c = 1; c <= 11; c++) {
                    line = mn
                    for (j = 1; j <= n; j++) line = line (j == 1 ? " " : ", ") (j == i ? v[c] : o[j])
                    print $2, $3, i - 1, cl[c], want[c], byte > "/dev/stderr"
                    print line
                }
            }
        }' "$tmp/sweep" 2>"$tmp/rkeys" >"$tmp/rlines"
    # an error: the class is refused; an encoding whose SSRC byte is not the
    # class's code: llvm-mc encodes the name as another code ("=CLASS code")
    "$MC" -arch=amdgcn -mcpu="$1" $mattr -show-encoding "$tmp/rlines" >"$tmp/rout" 2>"$tmp/rerr" || true
    awk -v keys="$tmp/rkeys" -v errs="$tmp/rerr" '
            function hex(h,   v, k) { v = 0; sub(/^0x/, "", h); for (k = 1; k <= length(h); k++) v = v * 16 + index("0123456789abcdef", substr(h, k, 1)) - 1; return v }
            BEGIN {
                while ((getline l < keys) > 0) key[++n] = l
                while ((getline l < errs) > 0) if (l ~ /: error: /) { split(l, f, ":"); bad[f[2] + 0] = 1 }
            }
            /encoding:/ {
                enc++
                while (enc in bad) enc++
                split(key[enc], k, " ")
                if (k[5] == "-") next
                b = $0; sub(/.*encoding: \[/, "", b); split(b, by, ",")
                got = hex(by[k[6] + 1])
                if (got != k[5] + 0) print k[1], k[2], k[3], "=" k[4], got
            }
            END { for (i in bad) { split(key[i], k, " "); print k[1], k[2], k[3], k[4] } }' "$tmp/rout" | sort -u
}
for t in $targets; do refusals "$t" | sed "s/^/$t /"; done >"$tmp/refuse"

awk -F '\t' -v refuse="$tmp/refuse" "$SPLITOPS"'
    # The class of a name: the rules, in order.
    function classify(n) {
        if (n ~ /^s_(endpgm|code_end)/) return "END"
        if (n ~ /^s_(branch|cbranch_|setpc|swappc|call_|rfe_|subvector_loop)/) return "BRANCH"
        if (n ~ /^s_(getreg|setreg|denorm_mode|round_mode|set_gpr_idx|setprio|version)/) return "MODE"
        if (n ~ /^s_(sendmsg|trap|barrier|sethalt|setkill|ttrace|icache|wakeup|sleep|get_barrier|signal|wait_event|incperflevel|decperflevel|rfe)/) return "MSG"
        if (n ~ /^s_(nop|waitcnt|wait_|delay_alu|clause|set_inst_prefetch|singleuse|prefetch|inst_prefetch|endpgm_ordered)/) return "WAIT"
        if (n ~ /saveexec|wrexec|^s_(and|or|xor|andn[12]|orn[12]|nand|nor|xnor)_not[01]_/) return "EXEC"
        if (n ~ /^s_cmpk?_/ || n ~ /^s_bitcmp/) return "CMP"
        if (n ~ /(^|_)(f16|f32|f64)(_|$)/ || n ~ /^s_(ceil|floor|trunc|rndne|fmac|fmaak|fmamk)/) return "FLOAT"
        if (n ~ /^s_(movrel|getpc|cbranch_join|set_gpr|movreld|movrels|sendmsg_rtn|abs|alloc|lshl|dcache|memtime|memrealtime)/) return n ~ /^s_(movrel|abs|lshl)/ ? "INT" : "OTHER"
        if (n ~ /^s_(add|sub|addc|subb|addk|mul|min|max|and|or|xor|andn|orn|nand|nor|xnor|lshr|ashr|bfm|bfe|cselect|mov|cmov|not|wqm|brev|bcnt|ff0|ff1|flbit|sext|bitset|bitreplicate|quadmask|absdiff|lshl|pack|movk|cmovk|mulk|getpc|ctz|clz|cls)/) return "INT"
        return "OTHER"
    }
    function fambit(t) { return t ~ /^gfx9/ ? "GFX9" : t ~ /^gfx10/ ? "GFX10" : t ~ /^gfx11/ ? "GFX11" : "GFX12" }
    # shape of one printed operand: o from the main probe (0x234), zero and
    # three from the simm16 0 and 3 probes
    function opnd(e, o, zero, three,   all) {
        all = o " " zero " " three
        if (o ~ /^s\[2:3\]$/) return "D64"
        if (o == "s2") return "D32"
        if (o ~ /^s\[4:5\]$/) return "A64"
        if (o == "s4") return "A32"
        if (o ~ /^s\[8:9\]$/) return "B64"
        if (o == "s8") return "B32"
        if (o == "-1.0") return "K32"
        if (o == "0xbf800000") return "KHEX"
        if (o ~ /^hwreg\(/) return "HWREG"
        if (o ~ /^sendmsg\(/ && e == "SOP1") return "AMSG"
        if (all ~ /sendmsg\(/) return "SENDMSG"
        if (all ~ /gpr_idx\(/) return "GPRIDX"
        if (all ~ /depctr_/) return "DEPCTR"
        if (all ~ /UC_VERSION/) return "VERSION"
        if (all ~ /cnt\(/) return "WAITCNT"
        if (all ~ /instid|instskip/) return "DELAY"
        if (o == "564") return "DEC"
        if (o == "0x234") return three == "3" ? "IMM" : "HEX"
        return "?" o
    }
    {
        t = $1; e = $2; op = $3; txt = $4; z = $5; th = $6
        # valid only with SIMM16 0 (s_code_end): the shape ZERO
        zero_only = txt == ""
        if (zero_only) txt = z
        mn = txt; sub(/ .*/, "", mn)
        rest = txt; sub(/^[^ ]+ ?/, "", rest)
        zr = z; sub(/^[^ ]+ ?/, "", zr)
        tr = th; sub(/^[^ ]+ ?/, "", tr)
        # the operand the simm16 probes print (the last one)
        split("", zo); split("", to); split("", o)
        splitops(zr, zo); splitops(tr, to)
        n = splitops(rest, o)
        sh = ""
        for (i = 1; i <= n; i++) {
            x = opnd(e, o[i], zo[i], to[i])
            if (x == "DEC" && classify(mn) == "BRANCH") x = "LABEL"
            sh = sh (sh == "" ? "" : ", ") x
        }
        # 16-bit sources: the literal printed as its low half
        if ($8 != "") {
            lt = $8; sub(/^[^ ]+ ?/, "", lt)
            split("", lo); splitops(lt, lo); sh2 = ""
            split(sh, cur, /, /)
            for (i = 1; i <= n; i++) {
                x = cur[i]
                if (lo[i] == "1.0" && x ~ /^[AB]32$/) sub(/32/, "16", x)
                if (lo[i] == "0x3c00" && x ~ /^[AB]32$/) sub(/32/, "16H", x)
                sh2 = sh2 (sh2 == "" ? "" : ", ") x
            }
            sh = sh2
        }
        # SSRC0 a register only: llvm-mc prints a constant there as invalid
        if ($7 ~ /(^| )1\/\*Invalid immediate/) { sub(/A32/, "R32", sh); sub(/A64/, "R64", sh) }
        if ($7 ~ /(^| )2\/\*Invalid immediate/) { sub(/B32/, "S32", sh); sub(/B64/, "S64", sh) }
        if (zero_only) sh = "ZERO"
        # an operand printed at 0x234 and not at 0: optional (s_endpgm)
        if (n == 1 && zr == "" && (e == "SOPP")) sh = sh "_OPT"
        while (split(sh, cnt, /, /) < 4) sh = sh (sh == "" ? "NO" : ", NO")
        # every source takes lds_direct: llvm-mc prints it there without a comment
        if ($9 ~ /src_lds_direct/ && $9 !~ /Invalid/) lds[fambit(t) SUBSEP e SUBSEP op] = lds[fambit(t) SUBSEP e SUBSEP op] " " t
        f = fambit(t)
        key = f SUBSEP e SUBSEP op SUBSEP mn SUBSEP sh
        if (!(key in mask)) { keys[++nk] = key; cls[key] = classify(mn) }
        mask[key] = mask[key] " " t
    }
    END {
        nt["GFX9"] = "gfx908 gfx90a gfx942"; nt["GFX10"] = "gfx1010 gfx1030"
        nt["GFX11"] = "gfx1100 gfx1150"; nt["GFX12"] = "gfx1200"
        rank["SOP1"] = 1; rank["SOP2"] = 2; rank["SOPK"] = 3; rank["SOPC"] = 4; rank["SOPP"] = 5
        print "/* salu.def: GENERATED by tests/gen_salu_sweep.sh from llvm-mc-19 --disassemble;"
        print " * do not edit. Every scalar opcode of SOP1, SOP2, SOPK, SOPC and SOPP on every"
        print " * target llvm-mc-19 knows, with the name and the operands llvm-mc prints."
        print " *"
        print " * VJ_SALU(FAMILY, ENC, OPCODE, \"name\", O1, O2, O3, O4, CLASS, TARGETS)"
        print " *   O1..O4: the operands in the order llvm-mc prints them (NO: none): D32/D64"
        print " *     SDST, A32/A64 SSRC0 and B32/B64 SSRC1 (a register or a constant of"
        print " *     that size; R32/R64 SSRC0, S32/S64 SSRC1 no constant; A16/B16 a 16-bit source, whose"
        print " *     literal is its low half, printed as a float when it is an inline one;"
        print " *     A16H/B16H the same printed as an integer), K32"
        print " *     the literal dword after the word, printed as a 32-bit source, KHEX in hex; SIMM16 as IMM (decimal"
        print " *     when an inline integer, else hex), HEX, DEC, LABEL (a branch offset in"
        print " *     dwords), HWREG, SENDMSG, WAITCNT, DELAY, DEPCTR, VERSION, GPRIDX (the"
        print " *     field as gpr_idx(...)), AMSG (SSRC0 as sendmsg(...)); _OPT: not printed"
        print " *     when 0 (s_endpgm); ZERO: no operand, and SIMM16 must be 0 (s_code_end)."
        print " *   CLASS: INT, EXEC, CMP, BRANCH, END, WAIT (waits and hints), MSG (message,"
        print " *     trap, barrier), FLOAT, MODE (mode, getreg/setreg, priority), OTHER."
        print " *   TARGETS: ALL, or the targets of the family that have the row. */"
        print "#ifndef VJ_SALU"
        print "#error define VJ_SALU before including salu.def"
        print "#endif"
        for (i = 1; i <= nk; i++) {
            split(keys[i], k, SUBSEP)
            sk[i] = sprintf("%02d %d %04d %s %s", substr(k[1], 4) + 0, rank[k[2]], k[3], k[4], k[5])
            idx[sk[i]] = i
        }
        n = 0
        for (s in idx) order[++n] = s
        for (i = 2; i <= n; i++) { v = order[i]; for (j = i - 1; j >= 1 && order[j] > v; j--) order[j + 1] = order[j]; order[j + 1] = v }
        last = ""
        for (i = 1; i <= n; i++) {
            key = keys[idx[order[i]]]
            split(key, k, SUBSEP)
            fam = k[1]; enc = k[2]
            if (fam " " enc != last) { printf "\n/* %s %s */\n", fam, enc; last = fam " " enc }
            m = mask[key]; tg = ""
            split(nt[fam], all, " "); full = 1
            for (a in all) if (index(m " ", " " all[a] " ") == 0) full = 0
            if (full) tg = "ALL"
            else {
                split(substr(m, 2), have, " ")
                for (a = 1; a in have; a++) tg = tg (tg == "" ? "" : " | ") "T(" toupper(have[a]) ")"
            }
            printf "VJ_SALU(%s, %s, 0x%02x, \"%s\", %s, %s, %s)\n", fam, enc, k[3], k[4], k[5], cls[key], tg
        }
        print "\n/* The rows whose sources llvm-mc-19 prints src_lds_direct in without an"
        print " * \"Invalid\" comment (the others: invalid): VJ_SALU_LDS(FAMILY, ENC, OPCODE,"
        print " * TARGETS). */"
        print "#ifndef VJ_SALU_LDS"
        print "#define VJ_SALU_LDS(fam, enc, op, tg)"
        print "#define VJ_SALU_LDS_UNDEF"
        print "#endif"
        nl = 0
        for (lk in lds) ls[++nl] = lk
        for (i = 2; i <= nl; i++) { v = ls[i]; for (j = i - 1; j >= 1 && ls[j] > v; j--) ls[j + 1] = ls[j]; ls[j + 1] = v }
        for (i = 1; i <= nl; i++) {
            lk = ls[i]
            split(lk, k, SUBSEP); m = lds[lk]; tg = ""
            split(nt[k[1]], a2, " "); full = 1
            for (a in a2) if (index(m " ", " " a2[a] " ") == 0) full = 0
            if (full) tg = "ALL"
            else { split(substr(m, 2), have, " "); for (a = 1; a in have; a++) tg = tg (tg == "" ? "" : " | ") "T(" toupper(have[a]) ")" }
            printf "VJ_SALU_LDS(%s, %s, 0x%02x, %s)\n", k[1], k[2], k[3], tg
        }
        print "#ifdef VJ_SALU_LDS_UNDEF"
        print "#undef VJ_SALU_LDS"
        print "#undef VJ_SALU_LDS_UNDEF"
        print "#endif"
        # the refusals: per family, row and operand, the classes and targets
        while ((getline l < refuse) > 0) {
            split(l, rf, " ")
            if (rf[5] ~ /^=/) {
                ak = fambit(rf[1]) SUBSEP rf[2] SUBSEP sprintf("%03d", rf[3]) SUBSEP rf[4] SUBSEP substr(rf[5], 2) SUBSEP rf[6]
                if (!(ak in at)) aks[++na] = ak
                at[ak] = at[ak] " " rf[1]
                continue
            }
            rk = fambit(rf[1]) SUBSEP rf[2] SUBSEP sprintf("%03d", rf[3]) SUBSEP rf[4]
            if (index(cl[rk], rf[5]) == 0) cl[rk] = cl[rk] rf[5]
            rt[rk SUBSEP rf[5]] = rt[rk SUBSEP rf[5]] " " rf[1]
        }
        print "\n/* What llvm-mc-19 assembles in no target of the row (its disassembler"
        print " * prints it all the same): VJ_SALU_REFUSE(FAMILY, ENC, OPCODE, OPERAND,"
        print " * \"classes\"), OPERAND the index in O1..O4, classes of R an SGPR, I an inline"
        print " * constant, L a literal, M m0 (exec for a 64-bit one), C src_scc, P"
        print " * src_shared_base; a class refused on some targets only is listed per target"
        print " * as VJ_SALU_REFUSE_ON(..., TARGETS); N null, Q src_shared_limit, S"
        print " * src_private_base, T src_private_limit, W src_pops_exiting_wave_id."
        print " * VJ_SALU_ASM_AS(FAMILY, ENC, OPCODE, OPERAND, class, code, TARGETS): a class"
        print " * llvm-mc-19 encodes as another source code there (an inline integer). */"
        print "#ifndef VJ_SALU_REFUSE"
        print "#define VJ_SALU_REFUSE(fam, enc, op, i, classes)"
        print "#define VJ_SALU_REFUSE_ON(fam, enc, op, i, classes, tg)"
        print "#define VJ_SALU_REFUSE_UNDEF"
        print "#endif"
        print "#ifndef VJ_SALU_ASM_AS"
        print "#define VJ_SALU_ASM_AS(fam, enc, op, i, cls, code, tg)"
        print "#define VJ_SALU_ASM_AS_UNDEF"
        print "#endif"
        nr = 0
        for (rk in cl) rs[++nr] = rk
        for (i = 2; i <= nr; i++) { v = rs[i]; for (j = i - 1; j >= 1 && rs[j] > v; j--) rs[j + 1] = rs[j]; rs[j + 1] = v }
        for (i = 1; i <= nr; i++) {
            split(rs[i], k, SUBSEP)
            all_c = ""; some = ""
            for (c = 1; c <= length(cl[rs[i]]); c++) {
                ch = substr(cl[rs[i]], c, 1)
                m = rt[rs[i] SUBSEP ch]; split(nt[k[1]], a2, " "); full = 1
                for (a in a2) if (index(m " ", " " a2[a] " ") == 0) full = 0
                if (full) all_c = all_c ch
                else {
                    tg = ""; split(substr(m, 2), have, " ")
                    for (a = 1; a in have; a++) tg = tg (tg == "" ? "" : " | ") "T(" toupper(have[a]) ")"
                    printf "VJ_SALU_REFUSE_ON(%s, %s, 0x%02x, %d, \"%s\", %s)\n", k[1], k[2], k[3], k[4], ch, tg
                }
            }
            if (all_c != "") printf "VJ_SALU_REFUSE(%s, %s, 0x%02x, %d, \"%s\")\n", k[1], k[2], k[3], k[4], all_c
        }
        for (i = 2; i <= na; i++) { v = aks[i]; for (j = i - 1; j >= 1 && aks[j] > v; j--) aks[j + 1] = aks[j]; aks[j + 1] = v }
        for (i = 1; i <= na; i++) {
            split(aks[i], k, SUBSEP); m = at[aks[i]]; tg = ""
            split(nt[k[1]], a2, " "); full = 1
            for (a in a2) if (index(m " ", " " a2[a] " ") == 0) full = 0
            if (full) tg = "ALL"
            else { split(substr(m, 2), have, " "); for (a = 1; a in have; a++) tg = tg (tg == "" ? "" : " | ") "T(" toupper(have[a]) ")" }
            printf "VJ_SALU_ASM_AS(%s, %s, 0x%02x, %d, '\''%s'\'', 0x%02x, %s)\n", k[1], k[2], k[3], k[4], k[5], k[6], tg
        }
        print "#ifdef VJ_SALU_REFUSE_UNDEF"
        print "#undef VJ_SALU_REFUSE"
        print "#undef VJ_SALU_REFUSE_ON"
        print "#undef VJ_SALU_REFUSE_UNDEF"
        print "#endif"
        print "#ifdef VJ_SALU_ASM_AS_UNDEF"
        print "#undef VJ_SALU_ASM_AS"
        print "#undef VJ_SALU_ASM_AS_UNDEF"
        print "#endif"
    }' "$tmp/sweep"
