#!/bin/sh
# exit_status: one rule for every subcommand (README, `vop3jit --help`):
# 0 on success, 1 for a program or data error (a file that cannot be read,
# bad assembly, machine code or wave state, output that cannot be written),
# 2 for a usage error (an unknown option, command or value, a missing or
# extra argument, options that do not go together), with a message on
# stderr. An unknown --arch lists the targets. Speaks TAP.
set -u
: "${top_builddir:=.}"
vj="$top_builddir/vop3jit"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-status.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
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
# A command that wrongly runs on (bench --trace ignoring an argument runs
# for minutes) is stopped; its status is then timeout's 124, not the one
# wanted.
if command -v timeout >/dev/null 2>&1; then limit="timeout 60"; else limit=; fi

# expect STATUS NAME -- COMMAND...: exactly that status; a failure says why
# on stderr, and a success prints nothing there.
expect() {
    want=$1 name=$2
    shift 3
    $limit "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" -ne "$want" ]; then
        notok "$name: status $want" "got $rc"
    elif [ "$want" -ne 0 ] && [ ! -s "$tmp/err" ]; then
        notok "$name: status $want" "no message"
    elif [ "$want" -eq 0 ] && [ -s "$tmp/err" ]; then
        notok "$name: status $want" "a message on success"
    else
        ok "$name: status $want"
    fi
}

echo 'v_perm_b32 v3, v1, v2, 0x5040100' >"$tmp/perm.s"
echo '0x02,0x00,0x44,0xd6,0x00,0x07,0x0a,0x04' >"$tmp/perm.txt" # v_perm_b32 v2, v0, v3, v2
echo 'v_bogus_b32 v1, v2' >"$tmp/bad.s"
echo '0x02,0x00,0x44' >"$tmp/short.txt"
# valid on gfx1100 (llvm-mc-19), not translated: unsupported, a data error
echo 'v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]' >"$tmp/unsupported.s"
echo '0x00,0x40,0x40,0xcc,0x08,0x21,0x02,0x1c' >"$tmp/unsupported.txt"
echo 'v1 = 0xZZ' >"$tmp/bad.state"
missing="$tmp/no-such-file"
mkdir "$tmp/cache" && chmod 700 "$tmp/cache"

# ---------------------------------------------------------------- success
expect 0 "--help" -- "$vj" --help
expect 0 "--version" -- "$vj" --version
expect 0 "asm" -- "$vj" asm "$tmp/perm.s"
expect 0 "disasm" -- "$vj" disasm "$tmp/perm.txt"
expect 0 "run" -- "$vj" run --engine interp "$tmp/perm.s"
expect 0 "ir" -- "$vj" ir "$tmp/perm.s"
expect 0 "fold" -- "$vj" fold 0x05040100
expect 0 "kernels" -- "$vj" kernels "${top_srcdir:-.}/tests/data/kernels/md5.gfx90a.o"
if "$vj" --version | grep -q 'JIT engine: libgccjit'; then
    expect 0 "cache stats" -- "$vj" cache --cache-dir "$tmp/cache" stats
else # no JIT, no compiled code: the library keeps no disk cache
    expect 1 "cache stats, without the JIT" -- "$vj" cache --cache-dir "$tmp/cache" stats
fi
for sub in asm disasm run ir fold bench cache kernels list scan; do
    expect 0 "$sub --help" -- "$vj" "$sub" --help
done
expect 0 "list" -- "$vj" list --arch gfx90a
expect 0 "bench --trace --help" -- "$vj" bench --trace --help

# ----------------------------------------------------------- usage errors
expect 2 "no command" -- "$vj"
expect 2 "unknown command" -- "$vj" frobnicate
expect 2 "unknown option" -- "$vj" --frobnicate
for sub in asm disasm run ir fold bench cache kernels list scan; do
    expect 2 "$sub: unknown option" -- "$vj" "$sub" --frobnicate
done
expect 2 "list: unknown --arch" -- "$vj" list --arch gfx9999
expect 2 "list: an argument" -- "$vj" list extra
expect 2 "list: --all with --markdown" -- "$vj" list --all --markdown
expect 2 "bench --trace: unknown option" -- "$vj" bench --trace --frobnicate
for sub in asm disasm run ir; do
    in=$tmp/perm.s
    [ "$sub" = disasm ] && in=$tmp/perm.txt # valid input: only the options are wrong
    expect 2 "$sub: unknown --arch" -- "$vj" "$sub" --arch gfx9999 "$in"
    expect 2 "$sub: --wave 48" -- "$vj" "$sub" --wave 48 "$in"
    expect 2 "$sub: --max-input 0" -- "$vj" "$sub" --max-input 0 "$in"
    expect 2 "$sub: wave32 on gfx908 (wave64 only)" -- "$vj" "$sub" -a gfx908 -w 32 "$in"
    expect 2 "$sub: two inputs" -- "$vj" "$sub" "$in" "$in"
done
expect 2 "run: no PROGRAM" -- "$vj" run
expect 2 "ir: no PROGRAM" -- "$vj" ir
expect 2 "run: unknown --engine" -- "$vj" run --engine warp "$tmp/perm.s"
expect 2 "run: unknown --jit" -- "$vj" run --jit sometimes "$tmp/perm.s"
expect 2 "run: --random-state that is not a number" -- "$vj" run -r xyz "$tmp/perm.s"
expect 2 "run: --jit-timeout 0" -- "$vj" run --jit-timeout 0 "$tmp/perm.s"
expect 2 "run: --base not dword aligned" -- "$vj" run --flow --base 6 "$tmp/perm.s"
expect 2 "run: --max-blocks 0" -- "$vj" run --flow --max-blocks 0 "$tmp/perm.s"
expect 1 "run: --flow with --block" -- "$vj" run --flow --block 0 "$tmp/perm.s"
expect 0 "run --flow: to the end of the code (outside the region)" \
    -- "$vj" run --flow --engine interp "$tmp/perm.s"
expect 2 "fold: no selector" -- "$vj" fold
expect 2 "fold: a selector that is not hex" -- "$vj" fold 0xZZ
expect 2 "cache: no action" -- "$vj" cache --cache-dir "$tmp/cache"
expect 2 "cache: unknown action" -- "$vj" cache --cache-dir "$tmp/cache" tidy
expect 2 "cache: an extra argument" -- "$vj" cache --cache-dir "$tmp/cache" stats extra
expect 2 "kernels: no FILE" -- "$vj" kernels
expect 2 "kernels: --max-input 0" -- "$vj" kernels --max-input 0 "$tmp/perm.s"
expect 2 "bench: an extra argument" -- "$vj" bench extra
expect 2 "bench: --wave 48" -- "$vj" bench --wave 48
expect 2 "bench --trace: an extra argument" -- "$vj" bench --trace extra
expect 2 "bench --trace: --max 0" -- "$vj" bench --trace --max 0

# ------------------------------------------------- program and data errors
for sub in asm disasm run ir kernels; do
    expect 1 "$sub: a missing input file" -- "$vj" "$sub" "$missing"
done
expect 1 "kernels: assembly text, not a code object" -- "$vj" kernels "$tmp/perm.s"
expect 1 "run: a missing --state file" -- "$vj" run --state "$missing" "$tmp/perm.s"
expect 1 "asm: an unknown instruction" -- "$vj" asm "$tmp/bad.s"
expect 1 "run: an unknown instruction" -- "$vj" run "$tmp/bad.s"
expect 1 "ir: an unknown instruction" -- "$vj" ir "$tmp/bad.s"
expect 1 "disasm: a truncated instruction" -- "$vj" disasm "$tmp/short.txt"
expect 1 "asm: a valid instruction we do not translate" \
    -- "$vj" asm --arch gfx1100 "$tmp/unsupported.s"
# disasm lists it (as a comment that names it): the input is valid
expect 0 "disasm: a valid instruction we do not translate" \
    -- "$vj" disasm --arch gfx1100 "$tmp/unsupported.txt"
expect 1 "run: a valid instruction we do not translate" \
    -- "$vj" run --arch gfx1100 "$tmp/unsupported.s"
expect 1 "disasm: assembly text as a byte list" -- "$vj" disasm "$tmp/perm.s"
expect 1 "run: a bad wave state" -- "$vj" run --state "$tmp/bad.state" "$tmp/perm.s"
expect 1 "cache: a directory that cannot be made" -- "$vj" cache --cache-dir /proc/no/such stats
expect 1 "bench: a --csv file that cannot be written" \
    -- "$vj" bench --quick --csv "$tmp/no/such/dir/r.csv"
expect 1 "bench --trace: a --csv file that cannot be written" \
    -- "$vj" bench --trace --csv "$tmp/no/such/dir/r.csv"

# ----------------------------------------------- an unknown --arch lists
# The targets of the README: every -mcpu name must be in the one message.
"$vj" asm --arch gfx9999 "$tmp/perm.s" >/dev/null 2>"$tmp/err"
missing_names=
for t in gfx908 gfx90a gfx942 gfx950 gfx1010 gfx1030 gfx1100 gfx1150 gfx1200 gfx1250; do
    grep -qw "$t" "$tmp/err" || missing_names="$missing_names $t"
done
if [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "gfx9999" "$tmp/err" && [ -z "$missing_names" ]; then
    ok "an unknown --arch names itself and lists every target in one line"
else
    notok "an unknown --arch names itself and lists every target in one line" \
        "missing:${missing_names:- none}"
fi
# getopt's own messages carry the program's name, as every other one does.
"$vj" run --frobnicate "$tmp/perm.s" >/dev/null 2>"$tmp/err"
if head -n 1 "$tmp/err" | grep -q "^vop3jit run: unrecognized option '--frobnicate'"; then
    ok "an unknown option is reported as 'vop3jit run: ...'"
else
    notok "an unknown option is reported as 'vop3jit run: ...'" "$(head -n 1 "$tmp/err")"
fi

echo "1..$n"
