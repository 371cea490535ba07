#!/bin/sh
# hostile: the vop3jit CLI on hostile input (empty, missing, unreadable and
# binary files, 1 MB lines, registers out of range, unknown targets, bad wave
# state). Each case must exit non-zero, not by a signal, with one stderr line
# naming what and where. Speaks TAP; a subcommand not written yet is a SKIP.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}"
vj="$top_builddir/vop3jit"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-hostile.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
n=0

if [ ! -x "$vj" ]; then
    echo "1..0 # SKIP $vj is not built"
    exit 0
fi

# A known bug in someone else's code is a TAP TODO (automake: XFAIL, and
# XPASS once it is fixed, which tells us to drop the mark): set todo=REASON
# before the case, todo= after it.
todo=
report() { # STATUS NAME [DETAIL]: one TAP line; the stderr we saw as a comment
    n=$((n + 1))
    if [ "$1" = ok ]; then
        echo "ok $n - $2${3:+ # $3}${todo:+ # TODO $todo}"
    else
        echo "not ok $n - $2: $3${todo:+ # TODO $todo}"
        head -c 600 "$tmp/err" | head -n 4 | sed 's/^/#   stderr: /'
    fi
}

# expect_error NAME REGEX [ANYLINES] -- COMMAND...: the command must fail
# (exit 1..127; exactly $status when that is set) with exactly one stderr
# line matching REGEX (grep -E); with ANYLINES=lines every line must match
# instead (one diagnostic per error). stdin is $input (default /dev/null).
status=
input=/dev/null
expect_error() {
    name=$1 re=$2 mode=one
    shift 2
    if [ "$1" = lines ]; then mode=lines; shift; fi
    [ "$1" = -- ] && shift
    "$@" <"$input" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if grep -q 'not implemented' "$tmp/err"; then
        report ok "$name" "SKIP $(head -n 1 "$tmp/err")"
        return
    fi
    lines=$(wc -l <"$tmp/err")
    if [ "$rc" -ge 128 ]; then
        report fail "$name" "killed by signal $((rc - 128))"
    elif [ "$rc" -eq 0 ]; then
        report fail "$name" "exit status 0 (stderr: $lines lines)"
    elif [ -n "$status" ] && [ "$rc" -ne "$status" ]; then
        report fail "$name" "exit status $rc, not $status"
    elif [ "$lines" -eq 0 ]; then
        report fail "$name" "exit $rc with no message"
    elif [ "$mode" = one ] && [ "$lines" -ne 1 ]; then
        report fail "$name" "exit $rc with a $lines-line message"
    elif [ "$mode" = one ] && ! grep -Eq -- "$re" "$tmp/err"; then
        report fail "$name" "message does not match /$re/"
    elif [ "$mode" = lines ] && grep -Evq -- "$re" "$tmp/err"; then
        report fail "$name" "a message line does not match /$re/"
    else
        report ok "$name"
    fi
}

# expect_quiet NAME -- COMMAND...: empty input; llvm-mc accepts it, so may we:
# exit 0 with no output at all, or fail with one message; never a signal.
expect_quiet() {
    name=$1
    shift 2
    "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if grep -q 'not implemented' "$tmp/err"; then
        report ok "$name" "SKIP $(head -n 1 "$tmp/err")"
    elif [ "$rc" -ge 128 ]; then
        report fail "$name" "killed by signal $((rc - 128))"
    elif [ "$rc" -eq 0 ] && [ -s "$tmp/out" ] || [ "$rc" -eq 0 ] && [ -s "$tmp/err" ]; then
        report fail "$name" "exit 0 but printed something"
    elif [ "$rc" -ne 0 ] && [ "$(wc -l <"$tmp/err")" -ne 1 ]; then
        report fail "$name" "exit $rc without a one-line message"
    else
        report ok "$name"
    fi
}

# expect_no_crash NAME -- COMMAND...: input that may be valid (an empty
# program is an empty block): any exit but a signal; a failure needs one line.
expect_no_crash() {
    name=$1
    shift 2
    "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if grep -q 'not implemented' "$tmp/err"; then
        report ok "$name" "SKIP $(head -n 1 "$tmp/err")"
    elif [ "$rc" -ge 128 ]; then
        report fail "$name" "killed by signal $((rc - 128))"
    elif [ "$rc" -ne 0 ] && [ "$(wc -l <"$tmp/err")" -ne 1 ]; then
        report fail "$name" "exit $rc without a one-line message"
    else
        report ok "$name"
    fi
}

# Regular expressions for "where": file:line:col, a byte offset, the file.
at_col() { printf '^%s:[0-9]+:[0-9]+: error: ' "$1"; }
at_byte() { printf '^%s: byte offset [0-9]+: ' "$1"; }
# run and ir name the byte offset of a bad instruction but not the file.
at_byte_any() { printf '^(%s: )?byte offset [0-9]+: ' "$1"; }
at_file() { printf '%s: .+' "$1"; }

# ---------------------------------------------------------------- inputs
repeat() { # COUNT CHAR: COUNT copies of CHAR, no newline
    head -c "$1" /dev/zero | tr '\0' "$2"
}
missing="$tmp/no-such-file.s"
dir="$tmp/a-directory.s"
mkdir "$dir"
: >"$tmp/empty.s"
: >"$tmp/empty.txt"
# Binary garbage: our own executable (or the shell when we are a script).
bin=$top_builddir/.libs/vop3jit
[ -f "$bin" ] || bin=$top_builddir/vop3jit
head -c 65536 "$bin" >"$tmp/garbage.s"
printf '\000v_mov_b32_e64 v0, v1\n' >"$tmp/nul-first.s"
printf 'v_mov_b32_e64 v0, v1\n\000\377\376garbage\n' >"$tmp/nul-later.s"
printf '\377\376\375 v_mov_b32_e64 v0, v1\n' >"$tmp/high-bytes.s"
{ repeat 1048576 a; echo; } >"$tmp/long-word.s"
{ printf 'v_add3_u32 v0, v1, v2, v3'; repeat 1048576 ' '; echo ', junk'; } >"$tmp/long-line.s"
{ printf 'v_mov_b32_e64 v0, '; repeat 1048576 9; echo; } >"$tmp/long-number.s"
echo 'v_mov_b32_e64 v256, v0' >"$tmp/v256-dst.s"
echo 'v_perm_b32 v0, v1, v256, v2' >"$tmp/v256-src.s"
echo 'v_add3_u32 v0, s106, v1, v2' >"$tmp/s106.s"
echo 'v_lshlrev_b64 v[255:256], v0, v[0:1]' >"$tmp/vpair.s"
echo 'v_perm_b32 v0, v1, 0x, v2' >"$tmp/lit-0x.s"
echo 'v_perm_b32 v0, v1, 0x1ffffffff, v2' >"$tmp/lit-wide.s"
echo 'v_perm_b32 v0, v1, 0x12345678' >"$tmp/missing-operand.s"
# Byte lists for disasm: v_perm_b32 with a literal (12 bytes), cut at 10.
echo '0x00,0x00,0x44,0xd6,0x01,0xff,0x09,0x04,0x78,0x56' >"$tmp/trunc-literal.txt"
echo '0x00,0x00,0x44,0xd6,0x01' >"$tmp/trunc-word.txt"
echo '0x00,0x00,0x44,0xd6,0x01,0x05,0x0e,0x1zz' >"$tmp/bad-token.txt"
echo '0x00,0x00,0x44,0xd6,0x01,0x05,0x0e,0x100' >"$tmp/byte-too-big.txt"
{ repeat 1048576 1; echo; } >"$tmp/long-token.txt"
# A whole v_perm_b32 (gfx1100), then a NUL byte at line 2, column 1.
printf '0x02,0x00,0x44,0xd6,0x00,0x07,0x0a,0x04\n\0000x02,0x00,0x44,0xd6\n' >"$tmp/nul-later.txt"
printf '0x02,0x00,0x44,0xd6, # a comment\000\n' >"$tmp/nul-comment.txt"
printf '\000\000\104\326\001' >"$tmp/trunc.bin"
head -c 4096 /dev/zero >"$tmp/zeros.bin"
unreadable="$tmp/unreadable.s"
echo 'v_mov_b32_e64 v0, v1' >"$unreadable"
chmod 000 "$unreadable"

# ------------------------------------------------------------ vop3jit asm
expect_quiet "asm: empty file" -- "$vj" asm "$tmp/empty.s"
expect_error "asm: nonexistent file" "$(at_file "$missing")" -- "$vj" asm "$missing"
expect_error "asm: directory as file" "$(at_file "$dir")" -- "$vj" asm "$dir"
if [ -r "$unreadable" ]; then # root reads anything: use a file that fails on read
    expect_error "asm: unreadable file (/proc/self/mem: EIO on read)" \
        "$(at_file /proc/self/mem)" -- "$vj" asm /proc/self/mem
else
    expect_error "asm: unreadable file" "$(at_file "$unreadable")" -- "$vj" asm "$unreadable"
fi
expect_error "asm: binary garbage (an ELF file)" "$(at_col "$tmp/garbage.s")" \
    -- "$vj" asm "$tmp/garbage.s"
expect_error "asm: NUL byte before the first instruction" "$(at_col "$tmp/nul-first.s")" \
    -- "$vj" asm "$tmp/nul-first.s"
expect_error "asm: NUL and binary bytes after an instruction" "$(at_col "$tmp/nul-later.s")" \
    -- "$vj" asm "$tmp/nul-later.s"
expect_error "asm: bytes 0xff 0xfe 0xfd" "$(at_col "$tmp/high-bytes.s")" \
    -- "$vj" asm "$tmp/high-bytes.s"
expect_error "asm: 1 MB word" "$(at_col "$tmp/long-word.s")" -- "$vj" asm "$tmp/long-word.s"
expect_error "asm: 1 MB line, error at column 1048604" "^$tmp/long-line.s:1:1048604: error: " \
    -- "$vj" asm "$tmp/long-line.s"
expect_error "asm: 1 MB number" "$(at_col "$tmp/long-number.s")" \
    -- "$vj" asm "$tmp/long-number.s"
expect_error "asm: v256 as destination" "^$tmp/v256-dst.s:1:15: error: " \
    -- "$vj" asm "$tmp/v256-dst.s"
expect_error "asm: v256 as source" "^$tmp/v256-src.s:1:20: error: " -- "$vj" asm "$tmp/v256-src.s"
expect_error "asm: s106" "^$tmp/s106.s:1:16: error: " -- "$vj" asm "$tmp/s106.s"
expect_error "asm: v[255:256]" "$(at_col "$tmp/vpair.s")" -- "$vj" asm "$tmp/vpair.s"
expect_error "asm: literal '0x' without digits" "^$tmp/lit-0x.s:1:20: error: " \
    -- "$vj" asm "$tmp/lit-0x.s"
expect_error "asm: literal wider than 32 bits" "$(at_col "$tmp/lit-wide.s")" \
    -- "$vj" asm "$tmp/lit-wide.s"
expect_error "asm: missing operand" "$(at_col "$tmp/missing-operand.s")" \
    -- "$vj" asm "$tmp/missing-operand.s"
expect_error "asm: unknown target" "gfx9999" -- "$vj" asm -a gfx9999 "$tmp/s106.s"
expect_error "asm: wave size 48" "48" -- "$vj" asm -w 48 "$tmp/s106.s"
expect_error "asm: literal on gfx908 (no literals)" "$(at_col "$tmp/lit-wide.s")" \
    -- "$vj" asm -a gfx908 "$tmp/lit-wide.s"

# --------------------------------------------------------- vop3jit disasm
expect_quiet "disasm: empty file" -- "$vj" disasm "$tmp/empty.txt"
expect_error "disasm: nonexistent file" "$(at_file "$missing")" -- "$vj" disasm "$missing"
expect_error "disasm: directory as file" "$(at_file "$dir")" -- "$vj" disasm "$dir"
expect_error "disasm: truncated literal" "$(at_byte "$tmp/trunc-literal.txt")" \
    -- "$vj" disasm "$tmp/trunc-literal.txt"
expect_error "disasm: truncated word" "$(at_byte "$tmp/trunc-word.txt")" \
    -- "$vj" disasm "$tmp/trunc-word.txt"
expect_error "disasm: --binary, 5 bytes" "$(at_byte "$tmp/trunc.bin")" \
    -- "$vj" disasm --binary "$tmp/trunc.bin"
expect_error "disasm: bad token" "^$tmp/bad-token.txt:1:36: error: " \
    -- "$vj" disasm "$tmp/bad-token.txt"
expect_error "disasm: byte 0x100" "^$tmp/byte-too-big.txt:1:36: error: " \
    -- "$vj" disasm "$tmp/byte-too-big.txt"
expect_error "disasm: 1 MB token" "$(at_col "$tmp/long-token.txt")" \
    -- "$vj" disasm "$tmp/long-token.txt"
expect_error "disasm: NUL byte after a whole instruction" "^$tmp/nul-later.txt:2:1: error: NUL" \
    -- "$vj" disasm "$tmp/nul-later.txt"
expect_error "disasm: NUL byte in a comment" "^$tmp/nul-comment.txt:1:33: error: NUL" \
    -- "$vj" disasm "$tmp/nul-comment.txt"
# garbage.s is an ELF file: disasm and run take it for a code object
expect_error "disasm: binary garbage (an x86-64 ELF file)" \
    "^$tmp/garbage.s: not an AMDGPU code object: e_machine" -- "$vj" disasm "$tmp/garbage.s"
expect_error "disasm: 4 KB of zero bytes, one message per bad word" \
    "$(at_byte "$tmp/zeros.bin")" lines -- "$vj" disasm --binary "$tmp/zeros.bin"
expect_error "disasm: literal on gfx908" "$(at_byte "$tmp/trunc-literal.txt")" lines \
    -- "$vj" disasm -a gfx908 "$tmp/trunc-literal.txt"
expect_error "disasm: unknown target" "gfx9999" -- "$vj" disasm -a gfx9999 "$tmp/trunc-word.txt"

# --------------------------------------------------- vop3jit run and ir
prog="$tmp/perm.s"
echo 'v_perm_b32 v3, v1, v2, 0x5040100' >"$prog"
printf 'v1 = 1 2 3\n' >"$tmp/lanes.state"
printf 'v1 = 0xZZ\n' >"$tmp/badvalue.state"
printf 'v256 = 1\n' >"$tmp/v256.state"
printf 's106 = 1\n' >"$tmp/s106.state"
printf 'v1 = 0x1ffffffff\n' >"$tmp/wide.state"
printf 'v1[32] = 1\n' >"$tmp/lane32.state"
printf 'v1 = 1\nv2 = \n' >"$tmp/novalue.state"
printf '\000v1 = 5\n' >"$tmp/nul-first.state"
cp "$tmp/garbage.s" "$tmp/garbage.state"
{ printf 'v1 ='; repeat 524288 '7' | sed 's/7/ 7/g'; echo; } >"$tmp/long.state"
printf '\000\000\104\326\001\377\011\004\170\126' >"$tmp/trunc-literal.bin"

expect_error "run: state with 3 lanes for wave32" "^$tmp/lanes.state:1:6: error: " \
    -- "$vj" run -s "$tmp/lanes.state" "$prog"
expect_error "run: state with 3 lanes for wave64" "^$tmp/lanes.state:1:6: error: " \
    -- "$vj" run -w 64 -s "$tmp/lanes.state" "$prog"
expect_error "run: state value 0xZZ" "$(at_col "$tmp/badvalue.state")" \
    -- "$vj" run -s "$tmp/badvalue.state" "$prog"
expect_error "run: state value wider than 32 bits" "$(at_col "$tmp/wide.state")" \
    -- "$vj" run -s "$tmp/wide.state" "$prog"
expect_error "run: state register v256" "$(at_col "$tmp/v256.state")" \
    -- "$vj" run -s "$tmp/v256.state" "$prog"
expect_error "run: state register s106" "$(at_col "$tmp/s106.state")" \
    -- "$vj" run -s "$tmp/s106.state" "$prog"
expect_error "run: state lane 32 of wave32" "$(at_col "$tmp/lane32.state")" \
    -- "$vj" run -s "$tmp/lane32.state" "$prog"
expect_error "run: state register without a value" "$(at_col "$tmp/novalue.state")" \
    -- "$vj" run -s "$tmp/novalue.state" "$prog"
expect_error "run: state of 524288 values on a 1 MB line" "$(at_col "$tmp/long.state")" \
    -- "$vj" run -s "$tmp/long.state" "$prog"
expect_error "run: binary garbage as a state file" "$(at_col "$tmp/garbage.state")" \
    -- "$vj" run -s "$tmp/garbage.state" "$prog"
expect_error "run: state file starting with a NUL byte" "$(at_col "$tmp/nul-first.state")" \
    -- "$vj" run -s "$tmp/nul-first.state" "$prog"
expect_error "run: nonexistent state file" "$(at_file "$missing")" \
    -- "$vj" run -s "$missing" "$prog"
expect_error "run: directory as state file" "$(at_file "$dir")" -- "$vj" run -s "$dir" "$prog"
expect_error "run: nonexistent program" "$(at_file "$missing")" -- "$vj" run "$missing"
expect_error "run: directory as program" "$(at_file "$dir")" -- "$vj" run "$dir"
expect_error "run: binary garbage as a program (an x86-64 ELF file)" \
    "^$tmp/garbage.s: not an AMDGPU code object: e_machine" -- "$vj" run "$tmp/garbage.s"
expect_error "run: program starting with a NUL byte" "$(at_col "$tmp/nul-first.s")" \
    -- "$vj" run "$tmp/nul-first.s"
expect_error "run: v256 in the program" "^$tmp/v256-src.s:1:20: error: " \
    -- "$vj" run "$tmp/v256-src.s"
expect_error "run: 1 MB line in the program" "^$tmp/long-line.s:1:1048604: error: " \
    -- "$vj" run "$tmp/long-line.s"
expect_error "run: --binary truncated literal" "$(at_byte_any "$tmp/trunc-literal.bin")" \
    -- "$vj" run --binary "$tmp/trunc-literal.bin"
expect_error "run: --binary 4 KB of zero bytes" "$(at_byte_any "$tmp/zeros.bin")" \
    -- "$vj" run --binary "$tmp/zeros.bin"
expect_error "run: empty program" "^$tmp/empty.s: error: no instructions" \
    -- "$vj" run "$tmp/empty.s"
expect_error "run: --binary empty program" "^$tmp/empty.s: error: no instructions" \
    -- "$vj" run --binary "$tmp/empty.s"
expect_error "run: unknown target" "gfx9999" -- "$vj" run -a gfx9999 "$prog"
expect_error "run: wave32 on gfx908" "(wave|32)" -- "$vj" run -a gfx908 -w 32 "$prog"
expect_error "run: unknown engine" "warp" -- "$vj" run -e warp "$prog"
expect_error "run: seed that is not a number" "xyz" -- "$vj" run -r xyz "$prog"
for e in interp ref jit all; do
    expect_error "run -e $e: state with 3 lanes" "^$tmp/lanes.state:1:6: error: " \
        -- "$vj" run -e "$e" -s "$tmp/lanes.state" "$prog"
done

expect_error "ir: nonexistent program" "$(at_file "$missing")" -- "$vj" ir "$missing"
expect_error "ir: directory as program" "$(at_file "$dir")" -- "$vj" ir "$dir"
expect_error "ir: binary garbage as a program" "$(at_col "$tmp/garbage.s")" \
    -- "$vj" ir "$tmp/garbage.s"
expect_error "ir: program starting with a NUL byte" "$(at_col "$tmp/nul-first.s")" \
    -- "$vj" ir "$tmp/nul-first.s"
expect_error "ir: s106 in the program" "^$tmp/s106.s:1:16: error: " -- "$vj" ir "$tmp/s106.s"
expect_error "ir: --binary truncated literal" "$(at_byte_any "$tmp/trunc-literal.bin")" \
    -- "$vj" ir --binary "$tmp/trunc-literal.bin"
expect_error "ir: unknown target" "gfx9999" -- "$vj" ir -a gfx9999 "$prog"
expect_no_crash "ir: empty program" -- "$vj" ir "$tmp/empty.s"

# ------------------------------------------------- input size limits
# Every file the CLI reads is refused past --max-input BYTES (default 64 MiB,
# 67108864 bytes): /dev/zero, which never ends, included. Exit status 1.
limit_re() { printf '^vop3jit %s: %s: larger than the input limit of %s bytes' "$1" "$2" "$3"; }
big=67108864
status=1
expect_error "asm: /dev/zero" "$(limit_re asm /dev/zero $big)" -- "$vj" asm /dev/zero
expect_error "disasm: /dev/zero" "$(limit_re disasm /dev/zero $big)" -- "$vj" disasm /dev/zero
expect_error "disasm --binary: /dev/zero" "$(limit_re disasm /dev/zero $big)" \
    -- "$vj" disasm --binary /dev/zero
expect_error "run: /dev/zero as the program" "$(limit_re run /dev/zero $big)" \
    -- "$vj" run /dev/zero
expect_error "run: /dev/zero as the state" "$(limit_re run /dev/zero $big)" \
    -- "$vj" run --state /dev/zero "$prog"
expect_error "ir: /dev/zero" "$(limit_re ir /dev/zero $big)" -- "$vj" ir --binary /dev/zero
input=/dev/zero
expect_error "asm: /dev/zero as standard input" "$(limit_re asm '<stdin>' $big)" -- "$vj" asm -
input=/dev/null
# A regular file one byte over a limit the option sets (K = 1024).
{ repeat 1024 ' '; echo 'v_perm_b32 v3, v1, v2, 0x5040100'; } >"$tmp/over.s" # 1057 bytes
expect_error "run --max-input 1056: a 1057-byte program" "$(limit_re run "$tmp/over.s" 1056)" \
    -- "$vj" run --max-input 1056 "$tmp/over.s"
expect_error "asm --max-input=1K: a 1057-byte file" "$(limit_re asm "$tmp/over.s" 1024)" \
    -- "$vj" asm --max-input=1K "$tmp/over.s"
expect_error "run --max-input 1K: a 1057-byte state file" \
    "$(limit_re run "$tmp/over.s" 1024)" -- "$vj" run --max-input 1K -s "$tmp/over.s" "$prog"
status=2
for bad in 0 -1 abc 12Q 1.5M 99999999999999999999999; do
    expect_error "run --max-input $bad: a usage error" "max-input" \
        -- "$vj" run --max-input "$bad" "$prog"
done
status=
# The limit itself is allowed: a file of exactly BYTES is read.
"$vj" run --max-input 1057 "$tmp/over.s" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 0 ] && grep -q '^v3 = ' "$tmp/out"; then
    report ok "run --max-input 1057: a 1057-byte program runs"
else
    report fail "run --max-input 1057: a 1057-byte program runs" "exit $rc"
fi
for sub in asm disasm run ir; do
    if "$vj" "$sub" --help | grep -q -- '--max-input=BYTES'; then
        report ok "$sub --help documents --max-input"
    else
        report fail "$sub --help documents --max-input" "not in the help"
    fi
done

echo "1..$n"
