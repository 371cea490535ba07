#!/bin/sh
# codeobj_cli: `vop3jit kernels` on the kernel corpus and on hostile code
# objects: a zero-length file, an x86-64 ELF, each corpus file cut at every
# 64th byte, and random bytes flipped (fixed seeds). A bad file must give
# exit 1 and one stderr line naming the file, never a signal; a flipped file
# may also still read (exit 0, no stderr). Speaks TAP, one line per kind of
# case and file, with the counts.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}" "${CC:=cc}"
vj="$top_builddir/vop3jit"
kdir="$top_srcdir/tests/data/kernels"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-codeobj.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'rm -rf "$tmp"' EXIT
if [ ! -x "$vj" ]; then
    echo "1..0 # SKIP $vj is not built"
    exit 0
fi
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() {
    n=$((n + 1))
    echo "not ok $n - $1: $2"
    head -n 3 "$tmp/err" | sed 's/^/#   stderr: /'
}

# refused FILE: exit 1 and exactly one stderr line that names FILE. Sets why.
refused() {
    "$vj" kernels "$1" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    lines=$(wc -l <"$tmp/err")
    if [ "$rc" -ge 128 ]; then why="killed by signal $((rc - 128))"
    elif [ "$rc" -ne 1 ]; then why="exit status $rc, not 1"
    elif [ "$lines" -ne 1 ]; then why="$lines lines on stderr, not 1"
    elif ! grep -q "^vop3jit kernels: $1: " "$tmp/err"; then why="the message does not name $1"
    else return 0
    fi
    return 1
}

# ------------------------------------------------------------ it reads
"$vj" kernels "$kdir/md5.gfx1100.o" >"$tmp/out" 2>"$tmp/err"
rc=$?
cat >"$tmp/want" <<EOF
$kdir/md5.gfx1100.o: gfx1100, code object v5, relocatable, 2 kernels
  md5_blocks  wave32  offset 0x100  size 3124
  md5_short   wave32  offset 0xe00  size 4760
EOF
if [ "$rc" -eq 0 ] && cmp -s "$tmp/out" "$tmp/want" && [ ! -s "$tmp/err" ]; then
    ok "kernels md5.gfx1100.o prints the target and llvm-readelf-19's figures"
else
    notok "kernels md5.gfx1100.o prints the target and llvm-readelf-19's figures" \
        "got: $(tr '\n' '|' <"$tmp/out")"
fi
# Every corpus file reads, with as many kernel lines as codeobj.expected lists.
bad=
for f in "$kdir"/*.o "$kdir"/*.hsaco; do
    b=${f##*/}
    want=$(grep -c "^kernel $b " "$kdir/codeobj.expected")
    got=$("$vj" kernels "$f" 2>"$tmp/err" | grep -c '  wave')
    [ "$got" -eq "$want" ] && [ "$want" -gt 0 ] && [ ! -s "$tmp/err" ] || bad="$bad $b"
done
if [ -z "$bad" ]; then ok "every corpus code object lists its kernels"
else notok "every corpus code object lists its kernels" "wrong:$bad"; fi

# ---------------------------------------------------------- usage, input
"$vj" kernels >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && [ -s "$tmp/err" ]; then ok "no FILE: exit 2"
else notok "no FILE" "exit $rc"; fi
"$vj" kernels --max-input 100 "$kdir/md5.gfx1100.o" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 1 ] && grep -q 'input limit' "$tmp/err"; then ok "--max-input applies"
else notok "--max-input applies" "exit $rc"; fi
if refused "$tmp/no-such-file"; then ok "a missing file: exit 1"
else notok "a missing file" "$why"; fi

# ------------------------------------------------------------- hostile
: >"$tmp/empty.o"
if refused "$tmp/empty.o" && grep -q 'empty file' "$tmp/err"; then
    ok "a zero-length file: exit 1, 'empty file'"
else
    notok "a zero-length file" "${why:-message: $(cat "$tmp/err")}"
fi
# An x86-64 (the host's) ELF, built here; /bin/true when there is no compiler.
echo 'int main(void) { return 0; }' >"$tmp/host.c"
"$CC" -o "$tmp/host.elf" "$tmp/host.c" 2>/dev/null || cp /bin/true "$tmp/host.elf"
why=
if refused "$tmp/host.elf" && grep -q 'not EM_AMDGPU (224)' "$tmp/err"; then
    machine=$(sed 's/.*is \([0-9]* ([^)]*)\).*/\1/' "$tmp/err")
    ok "the host's ELF: exit 1, its e_machine named ($machine)"
else
    notok "the host's ELF" "${why:-message: $(cat "$tmp/err")}"
fi

# Cut at every 64th byte: the section headers are at the end, so each cut
# loses them.
for b in md5.gfx1100.o md5.gfx90a.hsaco crc32.gfx1100.hsaco bytes.gfx90a.o; do
    f="$kdir/$b"
    size=$(wc -c <"$f")
    cut=64 cases=0 failed=
    while [ "$cut" -lt "$size" ]; do
        head -c "$cut" "$f" >"$tmp/cut.o"
        cases=$((cases + 1))
        refused "$tmp/cut.o" || { failed="cut at $cut: $why"; break; }
        cut=$((cut + 64))
    done
    if [ -z "$failed" ]; then ok "$b cut at each of $cases multiples of 64: exit 1, one line"
    else notok "$b truncated" "$failed"; fi
done

# Random flips, a fixed LCG: 1-4 bytes a case, half of them in the ELF
# header or the last quarter (section headers, symbols, strings).
seed=20
rand() { seed=$(( (seed * 1103515245 + 12345) % 2147483648 )); r=$((seed / 65536)); }
for b in md5.gfx1100.o md5.gfx90a.hsaco popcount_hist.gfx1100.hsaco; do
    f="$kdir/$b"
    size=$(wc -c <"$f")
    cases=0 read=0 refusals=0 failed=
    while [ "$cases" -lt 60 ]; do
        cp "$f" "$tmp/flip.o"
        rand; flips=$((r % 4 + 1))
        while [ "$flips" -gt 0 ]; do
            rand
            case $((cases % 3)) in
            0) at=$((r % 64)) ;;
            1) at=$((size - 1 - r % (size / 4))) ;;
            *) rand; at=$(( (r * 32768 + seed % 32768) % size )) ;;
            esac
            old=$(od -An -tu1 -j "$at" -N1 "$tmp/flip.o" | tr -d ' ')
            rand; new=$(( (old ^ (r % 255 + 1)) & 255 ))
            # shellcheck disable=SC2059
            printf "\\$(printf %03o "$new")" |
                dd of="$tmp/flip.o" bs=1 seek="$at" conv=notrunc 2>/dev/null
            flips=$((flips - 1))
        done
        cases=$((cases + 1))
        "$vj" kernels "$tmp/flip.o" >"$tmp/out" 2>"$tmp/err"
        rc=$?
        if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ]; then
            read=$((read + 1))
        elif refused "$tmp/flip.o"; then
            refusals=$((refusals + 1))
        else
            failed="case $cases: ${why:-exit $rc}"
            cp "$tmp/flip.o" "$tmp/finding.o"
            break
        fi
    done
    if [ -z "$failed" ]; then
        ok "$b with $cases sets of flipped bytes: $read read, $refusals refused with one line"
    else
        notok "$b with flipped bytes" "$failed"
    fi
done
echo "1..$n"
