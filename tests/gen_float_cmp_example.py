#!/usr/bin/env python3
# gen_float_cmp_example.py: writes tests/data/float_cmp_all_{f32_gfx90a,f64_gfx942}.s,
# every GFX9 f32 (f64) compare, v_cmpx and class test, the expected masks
# worked per lane from each name's relation with Python's IEEE comparisons
# (false on a NaN, -0 == +0) and the class from the bits: an oracle that
# shares nothing with the library. Run from the source tree's top.
import math
import struct

L = 64
PREDS = ['f', 'lt', 'eq', 'le', 'gt', 'lg', 'ge', 'o', 'u', 'nge', 'nlg', 'ngt', 'nle', 'neq',
         'nlt', 'tru']
REL = {'f': lambda a, b: False, 'lt': lambda a, b: a < b, 'eq': lambda a, b: a == b,
       'le': lambda a, b: a <= b, 'gt': lambda a, b: a > b,
       'lg': lambda a, b: a < b or a > b, 'ge': lambda a, b: a >= b,
       'o': lambda a, b: not (math.isnan(a) or math.isnan(b)),
       'u': lambda a, b: math.isnan(a) or math.isnan(b), 'nge': lambda a, b: not a >= b,
       'nlg': lambda a, b: not (a < b or a > b), 'ngt': lambda a, b: not a > b,
       'nle': lambda a, b: not a <= b, 'neq': lambda a, b: not a == b,
       'nlt': lambda a, b: not a < b, 'tru': lambda a, b: True}
# cmpx order: exec shrinks through the list, f last
ORDER = ['tru', 'o', 'nlg', 'le', 'ge', 'nle', 'u', 'ngt', 'nge', 'lg', 'neq', 'nlt', 'lt',
         'gt', 'eq', 'f']
PAIRS = {
    'f32': [(0x3f800000, 0x40000000), (0x40000000, 0x3f800000), (0x3f800000, 0x3f800000),
            (0x80000000, 0x00000000), (0x3f800000, 0x7fc00000), (0x7fc00000, 0x3f800000),
            (0x7f800001, 0x7f800001), (0xff800000, 0x7f800000)],
    'f64': [(0x3ff0000000000000, 0x4000000000000000), (0x4000000000000000, 0x3ff0000000000000),
            (0x3ff0000000000000, 0x3ff0000000000000), (0x8000000000000000, 0),
            (0x3ff0000000000000, 0x7ff8000000000000), (0x7ff8000000000000, 0x3ff0000000000000),
            (0x7ff0000000000001, 0x7ff0000000000001), (0xfff0000000000000, 0x7ff0000000000000)],
}
CLASSES = {
    'f32': [0x7f800001, 0x7fc00000, 0xff800000, 0xbf800000, 0x80000001, 0x80000000, 0, 1,
            0x3f800000, 0x7f800000],
    'f64': [0x7ff0000000000001, 0x7ff8000000000000, 0xfff0000000000000, 0xbff0000000000000,
            0x8000000000000001, 0x8000000000000000, 0, 1, 0x3ff0000000000000,
            0x7ff0000000000000],
}


def value(bits, ty):
    if ty == 'f32':
        return struct.unpack('<f', struct.pack('<I', bits))[0]
    return struct.unpack('<d', struct.pack('<Q', bits))[0]


def class_bit(bits, ty):
    fb, eb = (23, 8) if ty == 'f32' else (52, 11)
    s, e, f = bits >> (fb + eb) & 1, bits >> fb & ((1 << eb) - 1), bits & ((1 << fb) - 1)
    if e == (1 << eb) - 1:
        if f:
            return 1 if f >> (fb - 1) & 1 else 0
        return 2 if s else 9
    if e == 0:
        if f == 0:
            return 5 if s else 6
        return 4 if s else 7
    return 3 if s else 8


def lanes(vals):
    return ' '.join('0x%x' % v for v in vals)


def mask(bits):
    return sum(1 << l for l, b in enumerate(bits) if b)


def write(ty, arch):
    out = []
    wide = ty == 'f64'
    out.append(f"""; Every GFX9 {ty} compare, v_cmpx and class test ({arch}, wave64), each on
; eight pairs of sources, lane l holding pair l % 8: (1, 2), (2, 1), (1, 1),
; (-0, +0), (1, qNaN), (qNaN, 1), (sNaN, sNaN), (-inf, +inf). The expected
; masks are each name's relation as the ISA's pseudocode writes it (lt: S0 <
; S1, nge: !(S0 >= S1), o: neither is a NaN, u: either is, ...), worked per
; lane by tests/gen_float_cmp_example.py with Python's IEEE comparisons (false
; on a NaN, -0 == +0), not by this library. class: the mask's bit for the
; source's class (0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6
; +0, 7 +subnormal, 8 +normal, 9 +inf), the mask varying by lane. v_cmpx on
; GFX9 writes its SGPR pair and exec: each one's mask is its relation under
; the exec the one before it left (exec shrinks to 0 at v_cmpx_f).
;! arch {arch}
;= mode = 0x3f0""")
    pa = [PAIRS[ty][l % 8][0] for l in range(L)]
    pb = [PAIRS[ty][l % 8][1] for l in range(L)]
    cv = [CLASSES[ty][l % 10] for l in range(L)]
    cm = [0x3ff if l < 10 else (1 << (l * 7) % 10) if l < 40 else 0x3ff & ~(1 << l % 10)
          for l in range(L)]
    if wide:
        out.append(';= v4 = ' + lanes([x & 0xffffffff for x in pa]))
        out.append(';= v5 = ' + lanes([x >> 32 for x in pa]))
        out.append(';= v6 = ' + lanes([x & 0xffffffff for x in pb]))
        out.append(';= v7 = ' + lanes([x >> 32 for x in pb]))
        out.append(';= v10 = ' + lanes([x & 0xffffffff for x in cv]))
        out.append(';= v11 = ' + lanes([x >> 32 for x in cv]))
        srcs, csrc = 'v[4:5], v[6:7]', 'v[10:11]'
    else:
        out.append(';= v1 = ' + lanes(pa))
        out.append(';= v2 = ' + lanes(pb))
        out.append(';= v8 = ' + lanes(cv))
        srcs, csrc = 'v1, v2', 'v8'
    out.append(';= v12 = ' + lanes(cm))
    a = [value(x, ty) for x in pa]
    b = [value(x, ty) for x in pb]
    sreg = [0]

    def pair(text, m):
        s = sreg[0]
        sreg[0] += 2
        out.append(text.replace('SD', f's[{s}:{s + 1}]'))
        out.append(f';? s{s} = 0x{m & 0xffffffff:08x}')
        out.append(f';? s{s + 1} = 0x{m >> 32:08x}')

    for p in PREDS:
        m = mask([REL[p](a[l], b[l]) for l in range(L)])
        if p == 'lt':  # the one 32-bit form: vcc
            out.append(f'v_cmp_{p}_{ty} vcc, {srcs}')
            out.append(f';? vcc = 0x{m:016x}')
        else:
            pair(f'v_cmp_{p}_{ty}_e64 SD, {srcs}', m)
    pair(f'v_cmp_class_{ty}_e64 SD, {csrc}, v12',
         mask([cm[l] >> class_bit(cv[l], ty) & 1 for l in range(L)]))
    ex = (1 << 64) - 1
    for p in ORDER:
        ex &= mask([REL[p](a[l], b[l]) for l in range(L)])
        pair(f'v_cmpx_{p}_{ty}_e64 SD, {srcs}', ex)
    pair(f'v_cmpx_class_{ty}_e64 SD, {csrc}, v12', 0)
    out.append(f';? exec = 0x{ex:016x}')
    with open(f'tests/data/float_cmp_all_{ty}_{arch}.s', 'w') as f:
        f.write('\n'.join(out) + '\n')


write('f32', 'gfx90a')
write('f64', 'gfx942')
