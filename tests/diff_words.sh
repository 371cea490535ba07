# diff_words.sh, sourced by salu_diff.sh and mem_diff.sh: one target's
# half of their differential. $tmp/in holds the words, each line a word's
# bytes followed by a line of s_nop markers (4096 + its index); $MC, $VJ, $t,
# $fam and $tmp are the caller's, $diff_valid the pattern a text must match
# to count as valid (salu: '^s_'; mem: '.'). Both disassemble the words (the
# first text after each marker is the word's; a comment or "Invalid" text is
# invalid), then both assemble every text llvm-mc-19 found valid. Sets
# words, lines, dmis (disassembly mismatches), amis (assembly mismatches).
diff_words() {
    mattr=
    [ "$fam" != GFX9 ] && mattr=-mattr=+wavefrontsize32
    "$MC" --disassemble -arch=amdgcn -mcpu="$t" $mattr "$tmp/in" >"$tmp/mc" 2>"$tmp/mcerr" || true
    "$VJ" disasm -a "$t" "$tmp/in" >"$tmp/vj" 2>"$tmp/vjerr" || true
    # the first text after each marker (and its verdict) per word
    pick() {
        awk -v errf="$2" -v kind="$3" -v valid="$diff_valid" '
            function hex(h,   v, k) { v = 0; for (k = 1; k <= length(h); k++) v = v * 16 + index("0123456789abcdef", substr(h, k, 1)) - 1; return v }
            BEGIN {
                while ((getline l < errf) > 0) {
                    if (kind == "mc" && l ~ /:[0-9]+:1: warning: /) { sub(/:1: warning: .*/, "", l); sub(/.*:/, "", l); bad[(l + 1) / 2] = 1 }
                }
                cur = 1
            }
            {
                l = $0; sub(/^[ \t]+/, "", l); sub(/[ \t]+$/, "", l)
                if (l == "" || l == ".text") next
                if (l ~ /^s_nop 0x[0-9a-f]+$/) {
                    m = l; sub(/^s_nop 0x/, "", m); v = hex(m)
                    if (v > 4096) { cur = v - 4096 + 1; next }
                }
                if (!(cur in text)) text[cur] = l
            }
            END {
                for (i = 1; i < cur || i in text; i++) {
                    t = (i in text) ? text[i] : "invalid"
                    if (kind == "mc" && (i in bad)) t = "invalid"
                    if (t ~ /^;/ || t !~ valid || t ~ /[Ii]nvalid/) t = "invalid"
                    print i "\t" t
                }
            }' "$1"
    }
    pick "$tmp/mc" "$tmp/mcerr" mc >"$tmp/mc.t"
    pick "$tmp/vj" "$tmp/vjerr" vj >"$tmp/vj.t"
    words=$(wc -l <"$tmp/mc.t")
    awk 'NR % 2 == 1' "$tmp/in" >"$tmp/words"
    dmis=$(paste "$tmp/mc.t" "$tmp/vj.t" "$tmp/words" | awk -v t="$t" -F '\t' '$2 != $4 { n++; if (n <= 5) print "# disasm: " $5 ": llvm-mc: " $2 "  vop3jit: " $4 > det; print t, $5, $2, " || ", $4 >> mis } END { print n + 0 }' mis="${VJ_DIFF_LOG:-/dev/null}" det="$tmp/det")
    [ -f "$tmp/det" ] && cat "$tmp/det" && rm -f "$tmp/det"
    # assembly: every valid text, both assemblers
    awk -F '\t' '$2 != "invalid" { print $2 }' "$tmp/mc.t" >"$tmp/lines.s"
    lines=$(wc -l <"$tmp/lines.s")
    "$MC" -arch=amdgcn -mcpu="$t" $mattr -show-encoding "$tmp/lines.s" 2>"$tmp/mc.aerr" |
        grep 'encoding:' | sed 's/.*; encoding: //' >"$tmp/mc.e" || true
    "$VJ" asm -a "$t" "$tmp/lines.s" 2>"$tmp/vj.aerr" | sed 's/.*; encoding: //' >"$tmp/vj.e" || true
    amis=$(diff "$tmp/mc.e" "$tmp/vj.e" | grep -c '^[<>]' || true)
    [ -n "${VJ_DIFF_LOG:-}" ] && diff "$tmp/mc.e" "$tmp/vj.e" | grep '^[<>]' | sed "s/^/$t asm /" >>"$VJ_DIFF_LOG"
    [ -n "${VJ_DIFF_LOG:-}" ] && sed "s/^/$t asmerr /" "$tmp/vj.aerr" >>"$VJ_DIFF_LOG"
    [ -n "${VJ_DIFF_LOG:-}" ] && grep -A1 error: "$tmp/mc.aerr" | sed "s/^/$t mcaerr /" >>"$VJ_DIFF_LOG"
    if [ "$amis" != 0 ]; then
        diff "$tmp/mc.e" "$tmp/vj.e" | head -6 | sed 's/^/# /'
        head -3 "$tmp/vj.aerr" | sed 's/^/# /'
    fi
}
