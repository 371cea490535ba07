#!/bin/sh
# gen_mem_sweep: regenerate src/frontend/mem.def, the sweep of every memory
# opcode llvm-mc-19 --disassemble knows, per encoding and target (gfx908,
# gfx90a, gfx942, gfx1010, gfx1030, gfx1100, gfx1150, gfx1200; gfx950 and
# gfx1250 follow gfx942 and gfx1200 unmeasured). For each encoding and
# opcode one probe word is built with distinct register fields (data s20 /
# v20, base s[8:9] / v[8:9], ...), each probe a bracketed group of its own
# so that llvm-mc decodes it alone; the mnemonic it prints is the row's
# name, and the operands it prints are the row's shape (which field each
# comes from, by its register number) and sizes (by the register ranges).
# The class (load, store, atomic, cache, other) is from rules on the name.
# MUBUF and MTBUF (GFX12's VBUFFER) are probed through their field layouts
# (buf_word): VDATA v20, VADDR v8 with OFFEN, SRSRC s[8:11], SOFFSET s3; all
# fields 0 for the cache ops; the LDS bit for GFX9/10's LDS forms. The names
# llvm-mc-19 prints in MTBUF's format:[...] are swept into VJ_MEM_FMT rows.
#
# With --texts it writes "target<TAB>text" lines instead: what llvm-mc-19
# prints for a few probe words of every row (the forms that change the
# syntax), which tests/gen_mem_data.sh assembles into the round-trip file.
#
# Usage: tests/gen_mem_sweep.sh [LLVM_MC] > src/frontend/mem.def
#        tests/gen_mem_sweep.sh --texts [LLVM_MC]
set -eu
mode=
if [ "${1:-}" = "--texts" ]; then
    mode=--texts
    shift
fi
MC=${1:-llvm-mc-19}
command -v python3 >/dev/null 2>&1 || { echo "gen_mem_sweep: needs python3" >&2; exit 1; }
exec python3 - "$MC" $mode <<'PY'
import re, struct, subprocess, sys, tempfile, os

MC = sys.argv[1]
TARGETS = ["gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100", "gfx1150", "gfx1200"]
FAMS = {"GFX9": ["gfx908", "gfx90a", "gfx942"], "GFX10": ["gfx1010", "gfx1030"],
        "GFX11": ["gfx1100", "gfx1150"], "GFX12": ["gfx1200"]}

def fam(t):
    return "GFX9" if t.startswith("gfx9") else "GFX10" if t.startswith("gfx10") else \
        "GFX11" if t.startswith("gfx11") else "GFX12"

def disasm(t, words):
    """llvm-mc-19's text for each probe (a list of byte strings), '' if invalid."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        for b in words:
            f.write("[" + ",".join("0x%02x" % x for x in b) + "]\n")
        name = f.name
    mattr = [] if fam(t) == "GFX9" else ["-mattr=+wavefrontsize32"]
    p = subprocess.run([MC, "--disassemble", "-arch=amdgcn", "-mcpu=" + t] + mattr + [name],
                       capture_output=True, text=True)
    os.unlink(name)
    bad = set()
    for l in p.stderr.splitlines():
        m = re.match(r".*:(\d+):\d+: warning: ", l)
        if m:
            bad.add(int(m.group(1)) - 1)
    out = [l.strip() for l in p.stdout.splitlines() if l.strip() and l.strip() != ".text"]
    # one line per valid group, in order
    res, k = [], 0
    for i in range(len(words)):
        if i in bad:
            res.append("")
        else:
            res.append(out[k] if k < len(out) else "")
            k += 1
    return res

def le(*ws):
    b = b""
    for w in ws:
        b += (w & 0xffffffff).to_bytes(4, "little")
    return b

def split_ops(s):
    return [x for x in s.split(", ")] if s else []

def dwords(op):
    m = re.match(r"^[sv]\[(\d+):(\d+)\]$", op)
    return int(m.group(2)) - int(m.group(1)) + 1 if m else 1

def mclass(name):
    if "atomic" in name: return "ATOMIC"
    if "store" in name or "write" in name: return "STORE"
    if "load" in name or "read" in name: return "LOAD"
    if re.search(r"inv|wb|discard|probe|prefetch", name): return "CACHE"
    return "OTHER"

# ------------------------------------------------------------------- SMEM
def smem_probe(t, op):
    f = fam(t)
    null = 124 if f in ("GFX11", "GFX12") else 125
    if f == "GFX9":
        return le(0xc0000000 | op << 18 | 1 << 17 | 20 << 6 | 4, 0x10)
    if f == "GFX12":
        return le(0xf4000000 | op << 13 | 20 << 6 | 4, 0x10 | null << 25)
    return le(0xf4000000 | op << 18 | 20 << 6 | 4, 0x10 | null << 25)

def smem_zero(t, op):
    f = fam(t)
    if f == "GFX9":
        return le(0xc0000000 | op << 18, 0)
    if f == "GFX12":
        return le(0xf4000000 | op << 13, 0)
    return le(0xf4000000 | op << 18, 0)

def smem_shape(text):
    name, _, rest = text.partition(" ")
    ops = split_ops(rest)
    if not ops:
        return name, "S_NONE", 0, 0
    if ops[0] == "20":
        return name, "S_PROBE", 0, dwords(ops[1])
    if ops[0] == "0x10":
        return name, "S_PCREL", 0, 0
    if ops[0] in ("s20",) or ops[0].startswith("s[20:"):
        if len(ops) == 1:
            return name, "S_TIME", dwords(ops[0]), 0
        return name, "S_DATA", dwords(ops[0]), dwords(ops[1])
    if ops[0].startswith("s[8:"):
        return name, "S_PREFETCH" if len(ops) == 4 else "S_BASE", 0, dwords(ops[0])
    raise SystemExit("gen_mem_sweep: SMEM shape of '%s'" % text)

def sweep_smem(t):
    n = 64 if fam(t) == "GFX12" else 256
    a = disasm(t, [smem_probe(t, op) for op in range(n)])
    z = disasm(t, [smem_zero(t, op) for op in range(n)])
    rows = []
    for op in range(n):
        text = a[op] or z[op]
        if not text.startswith("s_"):
            continue
        if not a[op]:  # only the zero probe: no operands of its own (s_dcache_inv, s_memtime)
            text = z[op].replace("s[0:1]", "s[20:21]")
        name, shape, d, b = smem_shape(text)
        rows.append((op, name, shape, 0, d, b))
    return rows

def texts_smem(t, rows):
    """Probe words of every row in the forms that change the syntax: the
    immediate offset, SOFFSET, both, a negative offset, the cache bits."""
    f = fam(t)
    null = 124 if f in ("GFX11", "GFX12") else 125
    words = []
    for op, name, shape, dst, d, b in rows:
        if f == "GFX9":
            w0 = 0xc0000000 | op << 18 | 20 << 6 | 4
            if shape in ("S_NONE", "S_TIME"):
                words += [le(w0, 0)]
                continue
            words += [le(w0 | 1 << 17, 0x10), le(w0, 7), le(w0 | 1 << 17 | 1 << 14, 0x10 | 7 << 25),
                      le(w0 | 1 << 17 | 1 << 16, 0x1ffff0)]
        elif f == "GFX12":
            w0 = 0xf4000000 | op << 13 | 20 << 6 | 4
            words += [le(w0, 0x10 | null << 25), le(w0, 7 << 25), le(w0 | 1 << 23 | 3 << 21, 0xfffff0 | null << 25),
                      le(w0 | 3 << 23 | 3 << 21, 0x10 | 7 << 25), le(w0 | 1 << 24 | 1 << 21, 0 | null << 25)]
        else:
            w0 = 0xf4000000 | op << 18 | 20 << 6 | 4
            glc, dlc = (16, 14) if f == "GFX10" else (14, 13)
            words += [le(w0, 0x10 | null << 25), le(w0, 7 << 25), le(w0, 0x10 | 7 << 25), le(w0, null << 25),
                      le(w0 | 1 << glc | 1 << dlc, 0x1ffff0 | null << 25)]
    return [x for x in disasm(t, words) if x]

# ------------------------------------------------------ FLAT, GLOBAL, SCRATCH
SEGS = {"FLAT": 0, "SCRATCH": 1, "GLOBAL": 2}

def flat_word(t, enc, op, rtn=0, saddr_off=True):
    """A probe: VADDR v8, VDATA v20, VDST v40, SADDR off (or s[4:5]/s4)."""
    f = fam(t)
    seg = SEGS[enc]
    if f == "GFX12":
        pre = {"FLAT": 0xec, "SCRATCH": 0xed, "GLOBAL": 0xee}[enc]
        sa = 124 if saddr_off else 4
        sve = 1 if enc == "SCRATCH" else 0
        return le(pre << 24 | op << 14 | sa, 40 | sve << 17 | rtn << 20 | 20 << 23, 8)
    if f == "GFX9":
        sa, glc, segs = (0x7f if saddr_off else 4), 16, 14
        if enc == "FLAT":
            sa = 0  # GFX9's FLAT takes only SADDR 0
        w0 = 0xdc000000 | op << 18 | seg << segs | rtn << glc
        if enc == "SCRATCH" and t == "gfx942":
            w0 |= 1 << 13  # SVE: the VADDR is used
        return le(w0, 8 | 20 << 8 | sa << 16 | 40 << 24)
    if f == "GFX10":
        sa = 0x7d if saddr_off else 4
        return le(0xdc000000 | op << 18 | seg << 14 | rtn << 16, 8 | 20 << 8 | sa << 16 | 40 << 24)
    sa = 0x7c if saddr_off else 4
    sve = 1 if enc == "SCRATCH" else 0
    return le(0xdc000000 | op << 18 | seg << 16 | rtn << 14, 8 | 20 << 8 | sa << 16 | sve << 23 | 40 << 24)

def vcount(op, first):
    m = re.match(r"^v(\d+)$", op)
    if m and int(m.group(1)) == first:
        return 1
    m = re.match(r"^v\[(\d+):(\d+)\]$", op)
    if m and int(m.group(1)) == first:
        return int(m.group(2)) - first + 1
    return 0

def flat_shape(text):
    """(name, shape, dst, data, addr) from a probe's text; dst 40, data 20, addr 8."""
    name, _, rest = text.partition(" ")
    ops = [o for o in split_ops(rest.split(" offset:")[0]) if o]
    # the trailing modifiers follow the last operand after a space
    if ops:
        ops[-1] = ops[-1].split(" ")[0]
    dst = vcount(ops[0], 40) if ops else 0
    i = 1 if dst else 0
    addr = vcount(ops[i], 8) if i < len(ops) else 0
    if addr:
        i += 1
    data = vcount(ops[i], 20) if i < len(ops) else 0
    shape = "F_LOAD" if dst and not data else "F_STORE" if data and not dst else \
        "F_ATOMIC" if dst and data else "F_ADDR" if addr else "F_NONE"
    return name, shape, dst, data, addr

def sweep_flat(enc):
    def sweep(t):
        n = 256 if fam(t) == "GFX12" else 128
        a = disasm(t, [flat_word(t, enc, op) for op in range(n)])
        r = disasm(t, [flat_word(t, enc, op, rtn=1) for op in range(n)])
        rows = []
        for op in range(n):
            if not a[op] or not re.match(r"^(flat|global|scratch)_", a[op]):
                continue
            name, shape, dst, data, addr = flat_shape(a[op])
            if "atomic" in name and r[op]:  # the returning form's VDST
                _, rshape, rdst, _, _ = flat_shape(r[op])
                if rshape == "F_ATOMIC":
                    shape, dst = "F_ATOMIC", rdst
            rows.append((op, name, shape, dst, data, addr))
        return rows
    return sweep

def texts_flat(enc):
    """Probes of every row: SADDR off and set, the returning atomic, an
    offset and the cache bits (GLC/SLC/DLC, gfx942's SC0/NT/SC1, GFX12's
    TH and SCOPE)."""
    def texts(t, rows):
        f = fam(t)
        words = []
        for op, name, shape, dst, d, b in rows:
            for rtn in (0, 1):
                for off in (True, False):
                    w = list(struct.unpack("<%dI" % (len(flat_word(t, enc, op)) // 4),
                                           flat_word(t, enc, op, rtn, off)))
                    words.append(le(*w))
                    if f == "GFX12":
                        w[1] |= 1 << 18 | 2 << 20 if not rtn else 1 << 19
                        w[2] |= 0x40 << 8
                    else:
                        w[0] |= 0x40 | 1 << (17 if f != "GFX11" else 15)
                        if f == "GFX10":
                            w[0] |= 1 << 12
                        elif f == "GFX11":
                            w[0] |= 1 << 13
                        elif t == "gfx942":
                            w[0] |= 1 << 25
                    words.append(le(*w))
        return [x for x in disasm(t, words) if x]
    return texts

# ------------------------------------------------------------------- DS
# Fields: VDST v40, ADDR v8, DATA0 v20, DATA1 v30, OFFSET0 1, OFFSET1 2.
# llvm-mc-19 refuses a DS word with a register field its row does not
# read, so each opcode is probed with every subset of the four fields.
def ds_word(t, op, mask, off=0x0201, gds=0):
    f = fam(t)
    w1 = (8 if mask & 2 else 0) | (20 << 8 if mask & 4 else 0) | (30 << 16 if mask & 8 else 0) | \
        (40 << 24 if mask & 1 else 0)
    if f == "GFX9":
        return le(0xd8000000 | op << 17 | gds << 16 | off, w1)
    return le(0xd8000000 | op << 18 | gds << 17 | off, w1)

def ds_shape(text):
    """(name, ops, dst, data, offs): ops the letters of the printed operands
    (D vdst, A addr, X data0, Y data1), offs 1 (offset:), 2 (offset0/1) or
    0, the sizes of VDST and DATA0."""
    name, _, rest = text.partition(" ")
    head = "" if rest.startswith("offset") or rest.startswith("gds") else \
        rest.split(" offset")[0].split(" gds")[0]
    ops = split_ops(head)
    letters, dst, data = "", 0, 0
    for o in ops:
        for letter, first in (("D", 40), ("A", 8), ("X", 20), ("Y", 30)):
            n = vcount(o, first)
            if n:
                letters += letter
                if letter == "D": dst = n
                if letter == "X": data = n
                break
        else:
            raise SystemExit("gen_mem_sweep: DS operand '%s' in '%s'" % (o, text))
    offs = 2 if "offset0:" in rest else 1 if "offset:" in rest else 0
    return name, letters, dst, data, offs

def sweep_ds(t):
    masks = list(range(16))
    words = [ds_word(t, op, m) for op in range(256) for m in masks]
    zero = [ds_word(t, op, m, off=0) for op in range(256) for m in masks]
    gds = [ds_word(t, op, m, gds=1) for op in range(256) for m in masks]
    a = disasm(t, words)
    z = disasm(t, zero)
    g = disasm(t, gds) if fam(t) != "GFX12" else [""] * len(gds)
    rows = []
    for op in range(256):
        best = None
        for k, m in enumerate(masks):
            x = a[op * 16 + k] or z[op * 16 + k] or g[op * 16 + k]
            if x and x.startswith("ds_") and (best is None or bin(m).count("1") > best[0]):
                best = (bin(m).count("1"), x)
        if best:
            name, letters, dst, data, offs = ds_shape(best[1])
            rows.append((op, name, "DS_" + (letters or "NONE") + "_O%d" % offs, dst, data, 1 if "A" in letters else 0))
    return rows

# ------------------------------------------------------------ MUBUF, MTBUF
# The field layouts (bit k of the 64- or 96-bit word), measured with
# llvm-mc-19 one bit at a time: mem.c's buffer layouts, for the probes.
BUF_FIELDS = {
    ("GFX9", "MUBUF"): dict(OFFSET=(0, 12), OFFEN=(12, 1), IDXEN=(13, 1), GLC=(14, 1), SC1=(15, 1),
                            LDS=(16, 1), SLC=(17, 1), OP=(18, 7), VADDR=(32, 8), VDATA=(40, 8),
                            SRSRC=(48, 5), TFE=(55, 1), SOFFSET=(56, 8)),
    ("GFX9", "MTBUF"): dict(OFFSET=(0, 12), OFFEN=(12, 1), IDXEN=(13, 1), GLC=(14, 1), OP=(15, 4),
                            FORMAT=(19, 7), VADDR=(32, 8), VDATA=(40, 8), SRSRC=(48, 5), SC1=(53, 1),
                            SLC=(54, 1), TFE=(55, 1), SOFFSET=(56, 8)),
    ("GFX10", "MUBUF"): dict(OFFSET=(0, 12), OFFEN=(12, 1), IDXEN=(13, 1), GLC=(14, 1), DLC=(15, 1),
                             LDS=(16, 1), OP=(18, 7), OPM=(25, 1), VADDR=(32, 8), VDATA=(40, 8),
                             SRSRC=(48, 5), SLC=(54, 1), TFE=(55, 1), SOFFSET=(56, 8)),
    ("GFX10", "MTBUF"): dict(OFFSET=(0, 12), OFFEN=(12, 1), IDXEN=(13, 1), GLC=(14, 1), DLC=(15, 1),
                             OP=(16, 3), FORMAT=(19, 7), VADDR=(32, 8), VDATA=(40, 8), SRSRC=(48, 5),
                             OPM=(53, 1), SLC=(54, 1), TFE=(55, 1), SOFFSET=(56, 8)),
    ("GFX11", "MUBUF"): dict(OFFSET=(0, 12), SLC=(12, 1), DLC=(13, 1), GLC=(14, 1), OP=(18, 8),
                             VADDR=(32, 8), VDATA=(40, 8), SRSRC=(48, 5), TFE=(53, 1), OFFEN=(54, 1),
                             IDXEN=(55, 1), SOFFSET=(56, 8)),
    ("GFX11", "MTBUF"): dict(OFFSET=(0, 12), SLC=(12, 1), DLC=(13, 1), GLC=(14, 1), OP=(15, 4),
                             FORMAT=(19, 7), VADDR=(32, 8), VDATA=(40, 8), SRSRC=(48, 5), TFE=(53, 1),
                             OFFEN=(54, 1), IDXEN=(55, 1), SOFFSET=(56, 8)),
    ("GFX12", "MUBUF"): dict(SOFFSET=(0, 7), OP=(14, 8), TFE=(22, 1), VDATA=(32, 8), SRSRC=(41, 9),
                             SCOPE=(50, 2), TH=(52, 3), FORMAT=(55, 7), OFFEN=(62, 1), IDXEN=(63, 1),
                             VADDR=(64, 8), OFFSET=(72, 24)),
    ("GFX12", "MTBUF"): dict(SOFFSET=(0, 7), OP=(14, 4), TFE=(22, 1), VDATA=(32, 8), SRSRC=(41, 9),
                             SCOPE=(50, 2), TH=(52, 3), FORMAT=(55, 7), OFFEN=(62, 1), IDXEN=(63, 1),
                             VADDR=(64, 8), OFFSET=(72, 24)),
}
BUF_MATCH = {("GFX9", "MUBUF"): 0xe0000000, ("GFX9", "MTBUF"): 0xe8000000,
             ("GFX10", "MUBUF"): 0xe0000000, ("GFX10", "MTBUF"): 0xe8000000,
             ("GFX11", "MUBUF"): 0xe0000000, ("GFX11", "MTBUF"): 0xe8000000,
             ("GFX12", "MUBUF"): 0xc4000000, ("GFX12", "MTBUF"): 0xc4200000}

def buf_word(t, enc, op, **fv):
    """A buffer word with the opcode and the given fields (SRSRC as its
    first SGPR; the format 1, its default, unless given)."""
    f = fam(t)
    lay = BUF_FIELDS[(f, enc)]
    n = 3 if f == "GFX12" else 2
    v = BUF_MATCH[(f, enc)]
    def put(name, x):
        nonlocal v
        lo, w = lay[name]
        v |= (x & ((1 << w) - 1)) << lo
    ow = lay["OP"][1]
    put("OP", op)
    if "OPM" in lay:
        put("OPM", op >> ow)
    if "FORMAT" in lay and "FORMAT" not in fv:
        put("FORMAT", 1)
    for k, x in fv.items():
        if k == "SRSRC" and f != "GFX12":
            x //= 4
        if k in lay:
            put(k, x)
    return le(*[(v >> (32 * i)) & 0xffffffff for i in range(n)])

def buf_ops(t, enc):
    f = fam(t)
    if enc == "MTBUF":
        return range(16 if f != "GFX10" else 16)
    return range(128 if f in ("GFX9",) else 256 if f != "GFX12" else 128)

def buf_shape(text):
    """(name, shape, data, addr) from a probe's text: vdata v20, vaddr v8,
    SRSRC s[8:11], SOFFSET s3."""
    name, _, rest = text.partition(" ")
    ops = split_ops(rest.split(" ")[0] if False else rest)
    ops = [o.split(" ")[0] for o in ops]
    if not ops or not ops[0]:
        return name, "B_NONE", 0, 0
    d = vcount(ops[0], 20)
    if d:
        return name, "B_DATA", d, 1
    if ops[0] in ("v8", "off") or ops[0].startswith("v[8:"):
        return name, "B_ADDR", 0, 1
    return name, "B_RSRC", 0, 0

def sweep_buf(enc):
    def sweep(t):
        f = fam(t)
        ops = list(buf_ops(t, enc))
        so = 3
        full = dict(VADDR=8, VDATA=20, SRSRC=8, SOFFSET=so, OFFEN=1)
        a = disasm(t, [buf_word(t, enc, op, **full) for op in ops])
        z = disasm(t, [buf_word(t, enc, op) for op in ops])
        lds = disasm(t, [buf_word(t, enc, op, SRSRC=8, SOFFSET=so, LDS=1) for op in ops]) \
            if enc == "MUBUF" and f in ("GFX9", "GFX10") else [""] * len(ops)
        rows = []
        for i, op in enumerate(ops):
            text = a[i] or z[i] or lds[i]
            if not text or not re.match(r"^t?buffer_", text):
                continue
            name, shape, d, b = buf_shape(a[i] or z[i] or lds[i].replace(" lds", ""))
            if shape == "B_NONE" and not a[i] and not z[i]:
                shape = "B_RSRC"
            if shape == "B_DATA" and lds[i] and " lds" in lds[i]:
                shape = "B_DATA_LDS"
            if shape == "B_NONE" and lds[i] and not z[i]:
                shape = "B_RSRC"
            rows.append((op, name, shape, 0, d, b))
        return rows
    return sweep

def texts_buf(enc):
    """Probes of every row: no address, offen, idxen, both, an offset, the
    cache bits, SOFFSET null and an inline constant, TFE, the LDS form, a
    format, AGPRs on gfx90a/942."""
    def texts(t, rows):
        f = fam(t)
        null = 124 if f in ("GFX11", "GFX12") else 125
        words = []
        for op, name, shape, dst, d, b in rows:
            base = dict(VADDR=8, VDATA=20, SRSRC=8, SOFFSET=3)
            forms = [dict(), dict(OFFEN=1, OFFSET=4095), dict(IDXEN=1, OFFSET=16),
                     dict(OFFEN=1, IDXEN=1, SOFFSET=null), dict(SOFFSET=128 + 5, OFFSET=1),
                     dict(SOFFSET=0, SRSRC=96)]
            if f == "GFX12":
                forms += [dict(OFFSET=0x7fffff, TH=1, SCOPE=3), dict(TH=3, SCOPE=1, OFFEN=1),
                          dict(TFE=1), dict(SOFFSET=null, TH=2, SCOPE=2)]
            else:
                forms += [dict(GLC=1, SLC=1, DLC=1, SC1=1), dict(TFE=1), dict(GLC=1, OFFEN=1),
                          dict(SOFFSET=240)]
            if shape == "B_DATA_LDS" or shape == "B_RSRC":
                forms += [dict(LDS=1), dict(LDS=1, OFFEN=1, OFFSET=8)]
            if enc == "MTBUF":
                forms += [dict(FORMAT=22), dict(FORMAT=0x7f, OFFEN=1), dict(FORMAT=0), dict(FORMAT=4 | 7 << 4),
                          dict(FORMAT=60)]
            if t in ("gfx90a", "gfx942"):
                forms += [dict(TFE=1, GLC=1)]  # bit 55: ACC
            for fv in forms:
                x = dict(base)
                x.update(fv)
                words.append(buf_word(t, enc, op, **x))
        return [x for x in disasm(t, words) if x]
    return texts

FMT_SWEEP = {}
def sweep_formats(t):
    """The names llvm-mc-19 prints in format:[...]: GFX9's data formats
    (DFMT, 0-15) and numeric formats (NFMT, 0-7), GFX10+'s unified formats
    (0-127). A value it prints as a number has no row."""
    f = fam(t)
    op = 0
    if f == "GFX9":
        ws = [buf_word(t, "MTBUF", op, VDATA=20, SRSRC=8, SOFFSET=3, FORMAT=dfmt) for dfmt in range(16)] + \
             [buf_word(t, "MTBUF", op, VDATA=20, SRSRC=8, SOFFSET=3, FORMAT=1 | nf << 4) for nf in range(8)]
        out = []
        for i, x in enumerate(disasm(t, ws)):
            m = re.search(r"format:\[([A-Z0-9_]+)", x)
            kind = "DFMT" if i < 16 else "NFMT"
            v = i if i < 16 else i - 16
            if m:
                out.append((kind, v, m.group(1)))
            elif x:  # the default: printed as nothing
                out.append((kind, v, "BUF_DATA_FORMAT_8" if kind == "DFMT" else "BUF_NUM_FORMAT_UNORM"))
        return out
    ws = [buf_word(t, "MTBUF", op, VDATA=20, SRSRC=8, SOFFSET=3, FORMAT=v) for v in range(128)]
    out = []
    for v, x in enumerate(disasm(t, ws)):
        m = re.search(r"format:\[([A-Z0-9_]+)\]", x)
        if m:
            out.append(("UFMT", v, m.group(1)))
        elif x and "format:" not in x:
            out.append(("UFMT", v, "BUF_FMT_8_UNORM"))
    return out

SWEEPS = [("SMEM", sweep_smem), ("FLAT", sweep_flat("FLAT")), ("GLOBAL", sweep_flat("GLOBAL")),
          ("SCRATCH", sweep_flat("SCRATCH")), ("DS", sweep_ds), ("MUBUF", sweep_buf("MUBUF")),
          ("MTBUF", sweep_buf("MTBUF"))]
def texts_ds(t, rows):
    """Every DS row with its operands, an offset (both offsets) and none,
    gds where the row takes it; ds_swizzle_b32 in each swizzle form."""
    f = fam(t)
    words = []
    for op, name, shape, dst, d, b in rows:
        letters = shape.split("_")[1]
        mask = (1 if "D" in letters else 0) | (2 if "A" in letters else 0) | \
            (4 if "X" in letters else 0) | (8 if "Y" in letters else 0)
        for off in (0x0201, 0):
            for gds in ((0, 1) if f != "GFX12" else (0,)):
                words.append(ds_word(t, op, mask, off=off, gds=gds))
        if name == "ds_swizzle_b32":
            for off in (0x80e4, 0x7c1f, 0x101f, 0x005c, 0x00bc, 0x6169, 0x8100):
                words.append(ds_word(t, op, mask, off=off))
    return [x for x in disasm(t, words) if x]

TEXTS = {"SMEM": texts_smem, "DS": texts_ds, "FLAT": texts_flat("FLAT"), "GLOBAL": texts_flat("GLOBAL"),
         "SCRATCH": texts_flat("SCRATCH"), "MUBUF": texts_buf("MUBUF"), "MTBUF": texts_buf("MTBUF")}

def main_texts():
    for enc, fn in SWEEPS:
        for t in TARGETS:
            for x in sorted(set(TEXTS[enc](t, fn(t)))):
                print(t + "\t" + x)

def main():
    if len(sys.argv) > 2 and sys.argv[2] == "--texts":
        return main_texts()
    rows = {}  # (fam, enc, op, name, shape...) -> targets
    order = []
    for enc, fn in SWEEPS:
        for t in TARGETS:
            for r in fn(t):
                key = (fam(t), enc) + r
                if key not in rows:
                    rows[key] = []
                    order.append(key)
                rows[key].append(t)
    print("""/* mem.def: GENERATED by tests/gen_mem_sweep.sh from llvm-mc-19 --disassemble; do
 * not edit. Every memory opcode llvm-mc-19 knows, per encoding and family, with
 * its name and the operands it prints.
 *
 * VJ_MEM(FAMILY, ENC, OPCODE, "name", SHAPE, DST, DATA, BASE, CLASS, TARGETS)
 *   SHAPE: the operands in printed order. SMEM: S_DATA (sdata, sbase, offset),
 *     S_TIME (sdata), S_NONE, S_PROBE (sdata as an immediate, sbase, offset),
 *     S_BASE (sbase, offset), S_PREFETCH (sbase, offset, soffset, sdata as an
 *     immediate), S_PCREL (offset, soffset, immediate).
 *     FLAT, GLOBAL, SCRATCH: F_LOAD (vdst, vaddr...), F_STORE (vaddr, vdata...),
 *     F_ATOMIC (vdst when it returns, vaddr, vdata...), F_ADDR (vaddr...), F_NONE.
 *     DS: DS_<letters>_O<n>: the operands printed (D vdst, A addr, X data0, Y
 *     data1) and the offset (O1 offset:, O2 offset0: and offset1:, O0 none).
 *     MUBUF, MTBUF: B_DATA (vdata, vaddr or off, srsrc, soffset), B_DATA_LDS
 *     (the same, and an LDS form without vdata), B_ADDR (vaddr or off, srsrc,
 *     soffset), B_RSRC (srsrc, soffset: the LDS form only), B_NONE.
 *   DST, DATA, BASE: the sizes in dwords (0: none) of the destination (VDST;
 *     an atomic's when it returns), the data (SDATA, VDATA) and the base
 *     (SBASE; VADDR of FLAT and of GLOBAL without SADDR).
 *   CLASS: LOAD, STORE, ATOMIC, CACHE, OTHER (by rules on the name).
 *   TARGETS: ALL, or the targets of the family that have the row.
 *
 * VJ_MEM_FMT(FAMILY, KIND, VALUE, "name"): a name llvm-mc-19 prints in an
 *   MTBUF's format:[...]: GFX9's DFMT (data format) and NFMT (numeric
 *   format), GFX10+'s UFMT (unified); a value without one prints as a number. */
#if !defined(VJ_MEM) || !defined(VJ_MEM_FMT)
#error define VJ_MEM and VJ_MEM_FMT before including mem.def
#endif""")
    cur = None
    for key in sorted(order, key=lambda k: (["GFX9", "GFX10", "GFX11", "GFX12"].index(k[0]),
                                             [e for e, _ in SWEEPS].index(k[1]), k[2])):
        f, enc, op, name, shape, dst, d, b = key
        if (f, enc) != cur:
            cur = (f, enc)
            print("\n/* %s %s */" % (f, enc))
        ts = rows[key]
        tg = "ALL" if sorted(ts) == sorted(FAMS[f]) else \
            " | ".join("T(%s)" % x.upper() for x in ts)
        print('VJ_MEM(%s, %s, 0x%02x, "%s", %s, %d, %d, %d, %s, %s)' %
              (f, enc, op, name, shape, dst, d, b, mclass(name), tg))
    # the buffer format names, per family (measured on its first target)
    print("\n/* the names in MTBUF's format:[...] */")
    for f, ts in FAMS.items():
        for kind, v, name in sweep_formats(ts[0]):
            print('VJ_MEM_FMT(%s, %s, %d, "%s")' % (f, kind, v, name))

main()
PY
