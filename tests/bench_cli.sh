#!/bin/sh
# bench_cli: `vop3jit bench` end to end on a short run: every engine and
# baseline gets a figure in the table, the CSV and the JSON (the JIT rows
# when the JIT is built), the acceptance lines are printed, and bad
# arguments or an output path that cannot be written end the run at once
# with a message and a non-zero status. Speaks TAP. The figures themselves
# are not checked: timings are for bench/, never for a test.
set -u
: "${top_builddir:=.}"
vj="$top_builddir/vop3jit"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo "1..17"
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; shift; for l in "$@"; do echo "# $l"; done; }

if "$vj" --version | grep -q 'JIT engine: libgccjit'; then jit=1; else jit=0; fi
engines="reference per-byte interp hand"
[ $jit = 1 ] && engines="$engines jit-O2 jit-entry"

"$vj" bench --quick --wave 32 --insts 2000 --reps 1 --csv "$tmp/r.csv" \
    --json "$tmp/r.json" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 0 ]; then ok "a short run exits 0"
else notok "a short run exits 0" "status $rc" "$(tail -3 "$tmp/err")"; fi

# csv_missing KIND ENGINES: the workload/engine pairs of wave32 rows of KIND
# without a positive number of ns per execution in the CSV.
csv_missing() {
    for e in $2; do
        for w in W1 W2 W3 W4a W4b W4c; do
            grep -Eq "^$1,$w,32,$e,ns_per_exec,[0-9]*[1-9][0-9.e+-]*,ns\$" "$tmp/r.csv" ||
                printf ' %s' "$w/$e"
        done
    done
}
missing=$(csv_missing run "$engines")
if [ -z "$missing" ]; then ok "the CSV has every workload x engine ($engines)"
else notok "the CSV has every workload x engine" "missing:$missing"; fi

half="per-byte interp"
[ $jit = 1 ] && half="$half jit-O2"
missing=$(csv_missing half_exec "$half")
if [ -z "$missing" ] && grep -q '^Half exec: every other lane active' "$tmp/out"
then ok "half exec: a table, and a CSV figure for every workload x engine ($half)"
else notok "half exec: a table, and a CSV figure for every workload x engine" "missing:$missing"; fi

if grep -q '^run,W1,64,' "$tmp/r.csv"; then notok "--wave 32 measures no wave64" "$(grep -m1 '^run,W1,64,' "$tmp/r.csv")"
else ok "--wave 32 measures no wave64"; fi

missing=""
for e in $engines; do
    grep -q "{\"kind\": \"run\", \"workload\": \"W1\", \"wave\": 32, \"engine\": \"$e\", \"metric\": \"ns_per_exec\", \"value\": [0-9]*[1-9][0-9.e+-]*, \"unit\": \"ns\"}" \
        "$tmp/r.json" || missing="$missing $e"
done
if [ -z "$missing" ] && head -c1 "$tmp/r.json" | grep -q '{' && tail -n1 "$tmp/r.json" | grep -q '}'
then ok "the JSON has a W1 run for every engine"
else notok "the JSON has a W1 run for every engine" "missing:$missing"; fi

# The CSV and the JSON are written from one list of figures: the same rows.
csv_rows=$(tail -n +2 "$tmp/r.csv" | sort)
json_rows=$(sed -n 's/^ *{"kind": "\([^"]*\)", "workload": "\([^"]*\)", "wave": \([0-9]*\), "engine": "\([^"]*\)", "metric": "\([^"]*\)", "value": \([^,]*\), "unit": "\([^"]*\)"},*$/\1,\2,\3,\4,\5,\6,\7/p' "$tmp/r.json" |
    sed 's/,"never",/,inf,/' | sort)
if [ -n "$csv_rows" ] && [ "$csv_rows" = "$json_rows" ]
then ok "the CSV and the JSON hold the same $(echo "$csv_rows" | wc -l) figures"
else notok "the CSV and the JSON hold the same figures" \
    "$(printf '%s\n' "$csv_rows" >"$tmp/c"; printf '%s\n' "$json_rows" >"$tmp/j"; diff "$tmp/c" "$tmp/j" | head -n 4)"; fi

lines=$(grep -c 'need' "$tmp/out")
want=15 # per wave: W1 x3, W2 x2, W4 x3, W5 x3, W6 x3; and the cache hit
if [ "$lines" -eq $want ]; then ok "one wave prints $want acceptance lines"
else notok "one wave prints $want acceptance lines" "got $lines" "$(grep need "$tmp/out")"; fi

if [ $jit = 1 ]; then
    if grep -Eq 'wave32 W1: JIT time / hand-written ceiling .*\[jit-O2 code, entered directly\]' "$tmp/out" &&
        grep -q "the same through vj_run" "$tmp/out"
    then ok "W1's ceiling line compares code entered directly, and shows vj_run's"
    else notok "W1's ceiling line compares code entered directly, and shows vj_run's" \
        "$(grep 'W1' "$tmp/out" | tail -4)"; fi
else
    ok "# SKIP no JIT: no direct entry to compare"
fi

# Refusals: at once, with a message naming the problem.
refused() { # description expected-status expected-message args...
    d=$1 st=$2 msg=$3
    shift 3
    out=$("$vj" bench "$@" 2>&1 >/dev/null)
    got=$?
    if [ $got -eq "$st" ] && printf '%s\n' "$out" | grep -q -- "$msg" &&
        ! printf '%s\n' "$out" | grep -q "bench: wave"; then ok "$d"
    else notok "$d" "status $got (want $st)" "$out"; fi
}
refused "--wave 48 is refused" 2 "invalid argument '48'" --wave 48
refused "an unknown option is refused" 2 "unrecognized option" --no-such-option
refused "an unwritable --csv path ends the run before it starts" 1 \
    "$tmp/no/such/dir/r.csv" --quick --csv "$tmp/no/such/dir/r.csv"

# bench --compile: a tiny run prints every table, its code agreeing with the interpreter.
if [ $jit = 1 ]; then
    "$vj" bench --compile --blocks=3 --batches=2 --levels=1 --runs=2 >"$tmp/c.out" 2>"$tmp/c.err"
    rc=$?
    if [ $rc -eq 0 ] && grep -q '^Fixed cost of one compile' "$tmp/c.out" &&
        grep -Eq '^2 +[0-9.]+ +[0-9.]+$' "$tmp/c.out" &&
        grep -Eq '^jit-O1 .* 0$' "$tmp/c.out" && grep -q '3 real' "$tmp/c.out"
    then ok "bench --compile on 3 real blocks: fixed cost, batches of 2, -O1 with 0 differences"
    else notok "bench --compile on 3 real blocks" "status $rc" "$(cat "$tmp/c.out" "$tmp/c.err")"; fi
else
    ok "# SKIP no JIT: bench --compile needs it"
fi
refused "bench --compile --set=bogus is refused" 2 "bench --compile --help" --compile --set=bogus
refused "bench --compile: the real blocks are wave32 code" 2 "bench --compile --help" \
    --compile --wave=64

# bench --flow: W7 through the region call, every engine's end state the
# reference's (the run fails otherwise), and the transition figure.
"$vj" bench --flow --quick --reps 1 >"$tmp/f.out" 2>"$tmp/f.err"
rc=$?
if [ $rc -eq 0 ] && grep -q "61 blocks, 4331 instructions a run; every engine's end state equals" \
    "$tmp/f.out" && grep -Eq '^interp +[0-9]+ ' "$tmp/f.out" &&
    { [ $jit = 0 ] || grep -q '^JIT block transition: [0-9.]* ns' "$tmp/f.out"; }
then ok "bench --flow: W7 agrees with the reference, figures printed"
else notok "bench --flow" "status $rc" "$(cat "$tmp/f.out" "$tmp/f.err")"; fi
refused "bench --flow --reps 0 is refused" 2 "bench --flow --help" --flow --reps 0

# The real blocks are the corpus's runs as the generator cuts them today.
src=${top_srcdir:-.}
if sh "$src/tests/gen_real_blocks.sh" "$vj" gfx1100 >"$tmp/real.s" 2>/dev/null &&
    cmp -s "$tmp/real.s" "$src/tests/data/blocks/real_gfx1100.s"
then ok "tests/data/blocks/real_gfx1100.s is what tests/gen_real_blocks.sh makes"
else notok "tests/data/blocks/real_gfx1100.s is what tests/gen_real_blocks.sh makes" \
    "regenerate: tests/gen_real_blocks.sh build/vop3jit gfx1100 > tests/data/blocks/real_gfx1100.s" \
    "$(diff "$tmp/real.s" "$src/tests/data/blocks/real_gfx1100.s" | head -5)"; fi
