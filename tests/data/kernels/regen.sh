#!/bin/sh
# regen.sh: rebuild the kernel corpus from the .cl sources here with
# clang-19: KERNEL.TARGET.s (assembly), KERNEL.TARGET.o (relocatable code
# objects, clang -c) and KERNEL.TARGET.hsaco (linked by ld.lld), plus
# md5.gfx1100-wave64.o/.hsaco (RDNA built for wave64), and codeobj.expected,
# what llvm-readelf-19 says of every code object (the reader's test data).
# Run it from anywhere; it works in its own directory and passes clang bare
# file names, so no path of this machine ends up in the outputs.
# Needs clang-19, lld-19 and llvm-19 (Debian packages); set CLANG, READELF
# to use others. The outputs are deterministic: two runs give identical files.
set -eu
CLANG=${CLANG:-clang-19}
READELF=${READELF:-llvm-readelf-19}
TARGETS=${TARGETS:-"gfx1100 gfx90a"}
# The float kernels (float_*.cl) are built for five targets: RDNA3, RDNA4
# (the *_num min/max, no IEEE bit), RDNA2, CDNA2 and CDNA3 (packed f32).
FLOAT_TARGETS=${FLOAT_TARGETS:-"gfx1100 gfx1200 gfx1030 gfx90a gfx942"}
cd "$(dirname "$0")"
for tool in "$CLANG" "$READELF"; do
    command -v "$tool" >/dev/null 2>&1 || { echo "regen.sh: $tool not found" >&2; exit 1; }
done
FLAGS="-x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O3"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/regen.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# waves FILE.s: "NAME WAVE" for each kernel, as the compiler's own
# .amdhsa_kernel block says it (.amdhsa_wavefront_size32 1, else wave64).
waves() {
    awk '$1 == ".amdhsa_kernel" { k = $2; w = 64 }
         $1 == ".amdhsa_wavefront_size32" && $2 == 1 { w = 32 }
         $1 == ".end_amdhsa_kernel" { print k, w }' "$1"
}

# expect FILE WAVES: codeobj.expected's lines for one code object, from
# llvm-readelf-19's header, section and .symtab listings (hex by hand: mawk
# has no strtonum). A kernel is a FUNC symbol NAME with an OBJECT NAME.kd;
# file offsets are the section's offset plus the symbol's value, less the
# section's address in a linked object.
expect() {
    "$READELF" -h -S -s -W "$1" | awk -v file="$1" -v wavefile="$2" '
    function hex(s,   i, v) {
        v = 0; s = tolower(s); sub(/^0x/, "", s)
        for (i = 1; i <= length(s); i++)
            v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
        return v
    }
    function mode(f) {
        return f == "none" ? "unsupported" : f == "+" ? "on" : f == "-" ? "off" : "any"
    }
    BEGIN { while ((getline line < wavefile) > 0) { split(line, p, " "); wave[p[1]] = p[2] } }
    $1 == "Type:" { type = $2 }
    $1 == "Flags:" {
        mach = $3; sub(/,$/, "", mach); xnack = "none"; sramecc = "none"
        for (i = 4; i <= NF; i++) {
            ft = $i; sub(/,$/, "", ft)
            if (ft ~ /^xnack/) xnack = substr(ft, 6)
            if (ft ~ /^sramecc/) sramecc = substr(ft, 8)
        }
    }
    /^ *\[ *[0-9]+\]/ {
        line = $0; sub(/^ *\[ */, "", line); n = split(line, f, " ")
        idx = f[1]; sub(/\]$/, "", idx)
        addr[idx] = hex(f[4]); off[idx] = hex(f[5])
    }
    /^Symbol table / { insym = index($0, "'\''.symtab'\''") > 0 }
    insym && $1 ~ /^[0-9]+:$/ && NF >= 8 {
        if ($4 == "FUNC") { fv[$8] = hex($2); fs[$8] = $3; fn[$8] = $7 }
        if ($4 == "OBJECT" && $8 ~ /\.kd$/) { kd[++nkd] = $8; kv[$8] = hex($2); kn[$8] = $7 }
    }
    END {
        base = type == "DYN"
        printf "object %s %s xnack=%s sramecc=%s %s %d\n", file, mach, \
            mode(xnack), mode(sramecc), \
            type == "DYN" ? "linked" : "relocatable", nkd
        for (i = 1; i <= nkd; i++) {
            d = kd[i]; k = substr(d, 1, length(d) - 3)
            if (!(k in fv)) {
                print "regen.sh: " file ": no function for " d > "/dev/stderr"
                exit 1
            }
            printf "kernel %s %s %d %d %d %d\n", file, k,
                off[fn[k]] + fv[k] - (base ? addr[fn[k]] : 0), fs[k],
                off[kn[d]] + kv[d] - (base ? addr[kn[d]] : 0), wave[k]
        }
    }'
}

{
    echo "# What llvm-readelf-19 -h -S -s says of each code object here (written by regen.sh):"
    echo "# object FILE TARGET xnack=MODE sramecc=MODE KIND KERNELS"
    echo "# kernel FILE NAME CODE_OFFSET CODE_SIZE DESCRIPTOR_OFFSET WAVE  (offsets in the file;"
    echo "#   WAVE from the .amdhsa_kernel block of clang-19's assembly for the same build)"
} >"$tmp/expected"
for src in *.cl; do
    k=${src%.cl}
    case $src in float_*) targets=$FLOAT_TARGETS ;; *) targets=$TARGETS ;; esac
    for t in $targets; do
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -S -o "$k.$t.s" "$src"
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -c -o "$k.$t.o" "$src"
        # shellcheck disable=SC2086
        "$CLANG" $FLAGS -mcpu="$t" -o "$k.$t.hsaco" "$src"
        waves "$k.$t.s" >"$tmp/waves"
        expect "$k.$t.o" "$tmp/waves" >>"$tmp/expected"
        expect "$k.$t.hsaco" "$tmp/waves" >>"$tmp/expected"
        echo "$k.$t.s $k.$t.o $k.$t.hsaco"
    done
done
# RDNA in wave64: the descriptor, not the target, says the wave size.
W64="$FLAGS -mcpu=gfx1100 -mwavefrontsize64"
# shellcheck disable=SC2086
"$CLANG" $W64 -S -o "$tmp/w64.s" md5.cl
# shellcheck disable=SC2086
"$CLANG" $W64 -c -o md5.gfx1100-wave64.o md5.cl
# shellcheck disable=SC2086
"$CLANG" $W64 -o md5.gfx1100-wave64.hsaco md5.cl
waves "$tmp/w64.s" >"$tmp/waves"
expect md5.gfx1100-wave64.o "$tmp/waves" >>"$tmp/expected"
expect md5.gfx1100-wave64.hsaco "$tmp/waves" >>"$tmp/expected"
echo "md5.gfx1100-wave64.o md5.gfx1100-wave64.hsaco"
mv "$tmp/expected" codeobj.expected
