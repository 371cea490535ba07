#!/bin/sh
# write_errors: every subcommand whose standard output cannot be written
# (/dev/full, a closed descriptor, a pipe whose reader has gone while SIGPIPE
# is ignored) must say so, "vop3jit: error writing standard output: REASON",
# and exit 1, not 0 with its output silently lost. Speaks TAP.
set -u
: "${top_builddir:=.}" "${VJ_TESTDATA:=tests/data}"
vj="$top_builddir/vop3jit"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/vj-write.XXXXXX") || { echo "1..0 # SKIP mktemp"; exit 0; }
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
    head -n 4 "$tmp/err" | sed 's/^/#   stderr: /'
}

# The inputs: what each subcommand reads, all valid, so that the only
# failure is the write.
echo 'v_perm_b32 v3, v1, v2, 0x5040100' >"$tmp/perm.s"
echo '0x02,0x00,0x44,0xd6,0x00,0x07,0x0a,0x04' >"$tmp/perm.txt" # v_perm_b32 v2, v0, v3, v2
mkdir "$tmp/cache" && chmod 700 "$tmp/cache"
# Without the JIT the library keeps no disk cache and 'cache' has nothing to
# print: its --help stands in.
if "$vj" --version | grep -q 'JIT engine: libgccjit'; then
    cache_stats="$vj cache --cache-dir $tmp/cache stats"
else
    cache_stats="$vj cache --help"
fi

# check NAME REASON-REGEX: the last command's status ($tmp/rc) is 1 and its
# stderr ends with the one message about standard output (bench prints its
# progress there before it).
check() {
    rc=$(cat "$tmp/rc")
    if [ "$rc" -ne 1 ]; then
        notok "$1" "exit status $rc, not 1"
    elif [ "$(grep -c 'standard output' "$tmp/err")" -ne 1 ]; then
        notok "$1" "not one message about standard output"
    elif ! tail -n 1 "$tmp/err" | grep -Eq "^vop3jit: error writing standard output: $2\$"; then
        notok "$1" "the last stderr line does not say /$2/"
    else
        ok "$1"
    fi
}

# to_full, to_closed, to_gone_pipe COMMAND...: run with stdout so broken.
to_full() {
    "$@" >/dev/full 2>"$tmp/err" </dev/null
    echo $? >"$tmp/rc"
}
to_closed() {
    "$@" >&- 2>"$tmp/err" </dev/null
    echo $? >"$tmp/rc"
}
# The reader closes its end and only then lets the writer start, so that the
# write meets a pipe without readers for certain; SIGPIPE is ignored in the
# writer (an ignored signal stays ignored across exec).
to_gone_pipe() {
    rm -f "$tmp/gone"
    (
        trap '' PIPE
        while [ ! -e "$tmp/gone" ]; do sleep 0.01; done
        "$@" 2>"$tmp/err" </dev/null
        echo $? >"$tmp/rc"
    ) | {
        exec 0<&-
        : >"$tmp/gone"
    }
}

# Each subcommand in the form that prints the most (bench: its quickest
# real run, about 8 KB of table, more than one stdio buffer).
set -- \
    "asm" "$vj asm $tmp/perm.s" \
    "disasm" "$vj disasm $tmp/perm.txt" \
    "run" "$vj run --engine interp --random-state 1 $tmp/perm.s" \
    "ir" "$vj ir --opt $tmp/perm.s" \
    "fold" "$vj fold 0x05040100 0x00010203" \
    "cache stats" "$cache_stats" \
    "bench" "$vj bench --quick --wave 32 --insts 200 --reps 1 --jit off" \
    "--version" "$vj --version" \
    "--help" "$vj --help"
while [ $# -ge 2 ]; do
    name=$1 cmd=$2
    shift 2
    # shellcheck disable=SC2086 # cmd is split into words on purpose
    to_full $cmd
    check "$name, stdout /dev/full" "No space left on device"
    # shellcheck disable=SC2086
    to_closed $cmd
    check "$name, stdout closed" "Bad file descriptor"
    # shellcheck disable=SC2086
    to_gone_pipe $cmd
    check "$name, stdout a pipe without a reader, SIGPIPE ignored" "Broken pipe"
done

# Every subcommand's --help is printed by the same stdout.
for sub in asm disasm run ir fold bench cache; do
    to_full "$vj" "$sub" --help
    check "$sub --help, stdout /dev/full" "No space left on device"
done

# The writes that do work are not disturbed: a healthy pipe gets it all.
"$vj" fold 0x05040100 2>"$tmp/err" | cat >"$tmp/out"
if grep -q '^0x05040100 -> ' "$tmp/out" && [ ! -s "$tmp/err" ]; then
    ok "fold through a working pipe prints its line and nothing on stderr"
else
    notok "fold through a working pipe prints its line and nothing on stderr" "$(cat "$tmp/out")"
fi
# Nothing to print, nothing lost: an empty program assembles to no output,
# so a closed stdout is no error (as for coreutils).
: >"$tmp/empty.s"
to_closed "$vj" asm "$tmp/empty.s"
if [ "$(cat "$tmp/rc")" -eq 0 ] && [ ! -s "$tmp/err" ]; then
    ok "asm of an empty file, stdout closed: exit 0, silent"
else
    notok "asm of an empty file, stdout closed: exit 0, silent" "status $(cat "$tmp/rc")"
fi
# A failure that printed nothing says its own reason only.
to_closed "$vj" disasm "$tmp/no-such-file.txt"
if [ "$(cat "$tmp/rc")" -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
    grep -q "no-such-file.txt" "$tmp/err"; then
    ok "disasm of a missing file, stdout closed: only the read error"
else
    notok "disasm of a missing file, stdout closed: only the read error" "status $(cat "$tmp/rc")"
fi

echo "1..$n"
