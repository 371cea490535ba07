/* test_codeobj: the code-object reader (vj_codeobj_open) on the kernel
 * corpus against what llvm-readelf-19 says of it (tests/data/kernels/
 * codeobj.expected, written by regen.sh), on figures worked by hand, and on
 * hostile files: truncated, bytes flipped, foreign, inconsistent. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    size_t cap = 1 << 16, n = 0, got;
    uint8_t *buf = malloc(cap);
    ck_assert_ptr_nonnull(buf);
    while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            buf = realloc(buf, cap *= 2);
            ck_assert_ptr_nonnull(buf);
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

static uint8_t *corpus_file(const char *name, size_t *len)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/kernels/%s", vj_test_datadir(), name);
    return slurp(path, len);
}

static vj_context *new_context(void)
{
    vj_options o;
    vj_options_init(&o);
    o.jit = VJ_JIT_OFF;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

/* A refusal: the status wanted, and one line of message holding want (if
 * not NULL). */
static void expect_refusal(vj_context *ctx, vj_status got, vj_status status, const char *want,
                           const char *what)
{
    const char *msg = vj_last_error(ctx);
    ck_assert_msg(got == status, "%s: status %s, not %s (%s)", what, vj_status_string(got),
                  vj_status_string(status), msg);
    ck_assert_msg(msg[0] && !strchr(msg, '\n'), "%s: message '%s' is not one line", what, msg);
    ck_assert_msg(!want || strstr(msg, want), "%s: message '%s' lacks '%s'", what, msg, want);
}

static vj_status open_bytes(vj_context *ctx, const uint8_t *b, size_t len, vj_codeobj **obj)
{
    *obj = (vj_codeobj *)1; /* must be reset on failure */
    vj_status st = vj_codeobj_open(ctx, b, len, obj);
    if (st != VJ_OK)
        ck_assert_ptr_null(*obj);
    return st;
}

static void put_le(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> 8 * i);
}

static const char *const mode_names[] = {"unsupported", "any", "off", "on"};

/* ------------------------------------------------------------- the corpus */

START_TEST(the_corpus_reads_as_llvm_readelf_says)
{
    char path[4096], line[1024];
    snprintf(path, sizeof path, "%s/kernels/codeobj.expected", vj_test_datadir());
    FILE *f = fopen(path, "r");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    vj_context *ctx = new_context();
    vj_codeobj *obj = NULL;
    uint8_t *file = NULL;
    size_t flen = 0, kernels = 0, next = 0, objects = 0, nkernels = 0;
    char file_name[256] = "";
    while (fgets(line, sizeof line, f)) {
        char a[256], b[256], c[64], d[64], e[64];
        unsigned long long off, size, kd;
        unsigned wave, count;
        if (line[0] == '#')
            continue;
        if (sscanf(line, "object %255s %255s xnack=%63s sramecc=%63s %63s %u", a, b, c, d, e,
                   &count) == 6) {
            ck_assert_msg(!obj || next == nkernels, "%s: %zu kernels, llvm-readelf lists %zu",
                          file_name, nkernels, next);
            vj_codeobj_free(obj);
            free(file);
            snprintf(file_name, sizeof file_name, "%s", a);
            file = corpus_file(a, &flen);
            vj_status st = vj_codeobj_open(ctx, file, flen, &obj);
            ck_assert_msg(st == VJ_OK, "%s: %s", a, vj_last_error(ctx));
            const vj_codeobj_info *info = vj_codeobj_get_info(obj);
            ck_assert_str_eq(vj_target_name(info->target), b);
            ck_assert_msg(strcmp(mode_names[info->xnack], c) == 0, "%s: xnack %s, not %s", a,
                          mode_names[info->xnack], c);
            ck_assert_msg(strcmp(mode_names[info->sramecc], d) == 0, "%s: sramecc %s, not %s", a,
                          mode_names[info->sramecc], d);
            ck_assert_int_eq(info->linked, strcmp(e, "linked") == 0);
            ck_assert_uint_eq(info->version, 5); /* clang-19's default */
            ck_assert_uint_eq(info->kernel_count, count);
            nkernels = count;
            next = 0;
            objects++;
        } else if (sscanf(line, "kernel %255s %255s %llu %llu %llu %u", a, b, &off, &size, &kd,
                          &wave) == 6) {
            ck_assert_str_eq(a, file_name);
            const vj_kernel_info *k = vj_codeobj_kernel(obj, next++);
            ck_assert_msg(k != NULL, "%s: no kernel %zu (%s)", a, next - 1, b);
            ck_assert_str_eq(k->name, b);
            ck_assert_msg(k->code_offset == off && k->code_size == size,
                          "%s %s: code at %llu+%llu, not %llu+%llu", a, b,
                          (unsigned long long)k->code_offset, (unsigned long long)k->code_size,
                          off, size);
            ck_assert_uint_eq(k->descriptor_offset, kd);
            ck_assert_uint_eq(k->wave_size, wave);
            ck_assert(memcmp(k->code, file + off, size) == 0);
            kernels++;
        } else {
            ck_abort_msg("%s: a line that is neither object nor kernel: %s", path, line);
        }
    }
    ck_assert_msg(!obj || next == nkernels, "%s: kernels missing", file_name);
    fclose(f);
    vj_codeobj_free(obj);
    free(file);
    vj_context_free(ctx);
    /* 12 integer sources x 2 targets x (.o, .hsaco) + the two wave64
     * builds, and 7 float sources x 5 targets x 2 (regen.sh) */
    ck_assert_uint_eq(objects, 12 * 2 * 2 + 2 + 7 * 5 * 2);
    ck_assert_uint_ge(kernels, 100);
}
END_TEST

/* llvm-readelf-19 -S -s md5.gfx1100.o: .text at file offset 0x100, .rodata
 * at 0x2280; md5_blocks = 0 (3124 bytes), md5_short = 0xd00 (4760), their
 * .kd at 0 and 0x40 of .rodata. Wave32: .amdhsa_wavefront_size32 1. */
START_TEST(md5_gfx1100_has_the_figures_worked_by_hand)
{
    size_t len;
    uint8_t *b = corpus_file("md5.gfx1100.o", &len);
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    ck_assert_int_eq(info->target, VJ_GFX1100);
    ck_assert_str_eq(info->target_id, "gfx1100");
    ck_assert_int_eq(info->xnack, VJ_FEATURE_UNSUPPORTED);
    ck_assert_uint_eq(info->kernel_count, 2);
    const vj_kernel_info *k0 = vj_codeobj_kernel(obj, 0), *k1 = vj_codeobj_kernel(obj, 1);
    ck_assert_str_eq(k0->name, "md5_blocks");
    ck_assert_uint_eq(k0->code_offset, 0x100);
    ck_assert_uint_eq(k0->code_size, 3124);
    ck_assert_uint_eq(k0->descriptor_offset, 0x2280);
    ck_assert_uint_eq(k0->wave_size, 32);
    ck_assert_str_eq(k1->name, "md5_short");
    ck_assert_uint_eq(k1->code_offset, 0x100 + 0xd00);
    ck_assert_uint_eq(k1->code_size, 4760);
    ck_assert_uint_eq(k1->descriptor_offset, 0x2280 + 0x40);
    ck_assert_ptr_null(vj_codeobj_kernel(obj, 2));
    vj_codeobj_free(obj);
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* A kernel's waves start from the MODE its descriptor's COMPUTE_PGM_RSRC1
 * gives (AMDGPUUsage: FLOAT_ROUND_MODE_32 13:12, _16_64 15:14,
 * FLOAT_DENORM_MODE_32 17:16, _16_64 19:18, ENABLE_DX10_CLAMP 21,
 * ENABLE_IEEE_MODE 23, FP16_OVFL 26). md5.gfx1100.s says round 0/0, denorm
 * 3/3, dx10_clamp 1, ieee_mode 1, fp16_overflow 0: MODE 0x3f0. With the
 * fields rewritten (round 1/2, denorm 0/3, dx10 0, ieee 1, fp16_ovfl 1) it
 * is 1 | 2 << 2 | 3 << 6 | IEEE (0x200) | FP16_OVFL (0x800000). */
START_TEST(a_kernel_mode_comes_from_its_descriptor)
{
    size_t len;
    uint8_t *b = corpus_file("md5.gfx1100.o", &len);
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
    const vj_kernel_info *k0 = vj_codeobj_kernel(obj, 0);
    ck_assert_uint_eq(k0->mode, 0x3f0);
    ck_assert_uint_eq(k0->mode, VJ_MODE_DEFAULT);
    uint64_t rsrc1_at = k0->descriptor_offset + 48;
    vj_codeobj_free(obj);
    uint32_t rsrc1 = (uint32_t)b[rsrc1_at] | (uint32_t)b[rsrc1_at + 1] << 8 |
                     (uint32_t)b[rsrc1_at + 2] << 16 | (uint32_t)b[rsrc1_at + 3] << 24;
    rsrc1 &= ~(0xffu << 12 | 1u << 21 | 1u << 23 | 1u << 26);
    rsrc1 |= 1u << 12 | 2u << 14 | 0u << 16 | 3u << 18 | 1u << 23 | 1u << 26;
    put_le(b + rsrc1_at, rsrc1, 4);
    ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
    ck_assert_uint_eq(vj_codeobj_kernel(obj, 0)->mode, 0x8002c9);
    vj_codeobj_free(obj);
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* The object keeps its own copy: the caller's buffer may go at once. */
START_TEST(the_object_owns_its_bytes)
{
    size_t len;
    uint8_t *b = corpus_file("crc32.gfx90a.hsaco", &len);
    uint8_t *keep = malloc(len);
    ck_assert_ptr_nonnull(keep);
    memcpy(keep, b, len);
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
    memset(b, 0xa5, len);
    free(b);
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    ck_assert_uint_gt(info->kernel_count, 0);
    for (size_t i = 0; i < info->kernel_count; i++) {
        const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
        ck_assert(memcmp(k->code, keep + k->code_offset, k->code_size) == 0);
        ck_assert(strncmp(k->name, "crc32", 5) == 0);
    }
    vj_codeobj_free(obj);
    vj_context_free(ctx);
    free(keep);
}
END_TEST

/* A stripped .hsaco keeps its kernels in .dynsym. llvm-readelf-19 -S
 * md5.gfx1100.hsaco: section headers at 0x2ca0, [11] is .symtab; with its
 * sh_type (byte 4 of its header) made PROGBITS the reader must fall back. */
START_TEST(a_stripped_hsaco_reads_from_dynsym)
{
    size_t len;
    uint8_t *b = corpus_file("md5.gfx1100.hsaco", &len);
    uint8_t *type = b + 0x2ca0 + 11 * 64 + 4;
    ck_assert_int_eq(type[0], 2); /* SHT_SYMTAB */
    type[0] = 1;
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    ck_assert_msg(vj_codeobj_open(ctx, b, len, &obj) == VJ_OK, "%s", vj_last_error(ctx));
    ck_assert_uint_eq(vj_codeobj_get_info(obj)->kernel_count, 2);
    /* llvm-readelf-19 --dyn-syms: md5_short = 0x2600 (4760), .text at 0x1900, file 0x900 */
    const vj_kernel_info *k = vj_codeobj_kernel(obj, 1);
    ck_assert_str_eq(k->name, "md5_short");
    ck_assert_uint_eq(k->code_offset, 0x2600 - 0x1900 + 0x900);
    ck_assert_uint_eq(k->code_size, 4760);
    vj_codeobj_free(obj);
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* ------------------------------------------------------------ the header */

/* e_flags as clang-19 writes them for -mcpu=gfx90a:FEATURES (llvm-readelf-19
 * -h: 0x53F "xnack, sramecc", 0x73F "xnack+", 0x63F "xnack-", 0xD3F
 * "sramecc+", 0xB3F "xnack+, sramecc-"); target IDs in LLVM's spelling. */
START_TEST(feature_bits_make_the_target_id)
{
    static const struct {
        uint32_t flags;
        vj_feature_mode xnack, sramecc;
        const char *id;
    } cases[] = {
        {0x53f, VJ_FEATURE_ANY, VJ_FEATURE_ANY, "gfx90a"},
        {0x73f, VJ_FEATURE_ON, VJ_FEATURE_ANY, "gfx90a:xnack+"},
        {0x63f, VJ_FEATURE_OFF, VJ_FEATURE_ANY, "gfx90a:xnack-"},
        {0xd3f, VJ_FEATURE_ANY, VJ_FEATURE_ON, "gfx90a:sramecc+"},
        {0xb3f, VJ_FEATURE_ON, VJ_FEATURE_OFF, "gfx90a:sramecc-:xnack+"},
    };
    size_t len;
    uint8_t *b = corpus_file("bitonic.gfx90a.o", &len);
    vj_context *ctx = new_context();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        put_le(b + 48, cases[i].flags, 4); /* e_flags */
        vj_codeobj *obj;
        ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
        const vj_codeobj_info *info = vj_codeobj_get_info(obj);
        ck_assert_str_eq(info->target_id, cases[i].id);
        ck_assert_int_eq(info->xnack, cases[i].xnack);
        ck_assert_int_eq(info->sramecc, cases[i].sramecc);
        vj_codeobj_free(obj);
    }
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* EF_AMDGPU_MACH of each target: clang-19 -mcpu=T -c, llvm-readelf-19 -h;
 * gfx950 and gfx1250 (unknown to LLVM 19) as LLVM later published them. */
START_TEST(each_target_has_its_machine_value)
{
    static const struct {
        unsigned mach;
        vj_target target;
    } cases[] = {
        {0x30, VJ_GFX908},  {0x3f, VJ_GFX90A},  {0x4c, VJ_GFX942},  {0x4f, VJ_GFX950},
        {0x33, VJ_GFX1010}, {0x36, VJ_GFX1030}, {0x41, VJ_GFX1100}, {0x43, VJ_GFX1150},
        {0x48, VJ_GFX1200}, {0x49, VJ_GFX1250},
    };
    size_t len;
    /* wave64 descriptors: valid on every family */
    uint8_t *b = corpus_file("md5.gfx90a.o", &len);
    vj_context *ctx = new_context();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        put_le(b + 48, cases[i].mach, 4);
        vj_codeobj *obj;
        ck_assert_msg(vj_codeobj_open(ctx, b, len, &obj) == VJ_OK, "0x%x: %s", cases[i].mach,
                      vj_last_error(ctx));
        ck_assert_str_eq(vj_target_name(vj_codeobj_get_info(obj)->target),
                         vj_target_name(cases[i].target));
        vj_codeobj_free(obj);
    }
    /* gfx11-generic (clang-19 -mcpu=gfx11-generic -mcode-object-version=6) */
    put_le(b + 48, 0x1000054, 4);
    vj_codeobj *obj;
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_TARGET, "unknown machine 0x54",
                   "gfx11-generic");
    vj_context_free(ctx);
    free(b);
}
END_TEST

START_TEST(a_foreign_elf_is_named_as_such)
{
    size_t len;
    uint8_t *b = slurp("/proc/self/exe", &len); /* this test program: the host's ELF */
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    vj_status st = open_bytes(ctx, b, len, &obj);
#if defined(__x86_64__)
    expect_refusal(ctx, st, VJ_ERR_CODEOBJ, "is 62 (x86-64), not EM_AMDGPU (224)", "x86-64");
#else
    expect_refusal(ctx, st, VJ_ERR_CODEOBJ, "not EM_AMDGPU", "host ELF");
#endif
    vj_context_free(ctx);
    free(b);
}
END_TEST

START_TEST(empty_and_tiny_files_are_refused)
{
    static const struct {
        const char *bytes;
        size_t len;
        const char *want;
    } cases[] = {
        {"", 0, "empty file (0 bytes)"},
        {"\177EL", 3, "not an ELF file"},
        {"hello, world", 12, "not an ELF file"},
        {"\177ELF", 4, "truncated: 4 bytes"},
        {"\177ELF\001\001\001", 16, "ELF class 1 at byte offset 4"},
        {"\177ELF\002\002\001", 16, "not little-endian"},
        {"\177ELF\002\001\001@\003", 40, "truncated: 40 bytes, less than the 64-byte ELF header"},
    };
    vj_context *ctx = new_context();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t buf[64] = {0};
        memcpy(buf, cases[i].bytes, strlen(cases[i].bytes));
        vj_codeobj *obj;
        expect_refusal(ctx, open_bytes(ctx, buf, cases[i].len, &obj), VJ_ERR_CODEOBJ,
                       cases[i].want, cases[i].want);
    }
    vj_codeobj *obj;
    expect_refusal(ctx, open_bytes(ctx, NULL, 0, &obj), VJ_ERR_CODEOBJ, "empty", "NULL, 0");
    vj_context_free(ctx);
}
END_TEST

START_TEST(null_arguments_are_refused)
{
    vj_codeobj *obj;
    uint8_t byte = 0;
    ck_assert_int_eq(vj_codeobj_open(NULL, &byte, 1, &obj), VJ_ERR_ARG);
    vj_context *ctx = new_context();
    expect_refusal(ctx, vj_codeobj_open(ctx, &byte, 1, NULL), VJ_ERR_ARG, "NULL", "out NULL");
    expect_refusal(ctx, vj_codeobj_open(ctx, NULL, 1, &obj), VJ_ERR_ARG, "NULL", "bytes NULL");
    ck_assert_ptr_null(vj_codeobj_get_info(NULL));
    ck_assert_ptr_null(vj_codeobj_kernel(NULL, 0));
    vj_codeobj_free(NULL);
    vj_context_free(ctx);
}
END_TEST

/* --------------------------------------------------------- inconsistency */

/* GFX9 runs wave64 only: a descriptor asking for wave32 is wrong. */
START_TEST(wave32_on_gfx9_is_refused)
{
    size_t len;
    uint8_t *b = corpus_file("md5.gfx90a.o", &len);
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
    size_t kd = (size_t)vj_codeobj_kernel(obj, 1)->descriptor_offset;
    vj_codeobj_free(obj);
    b[kd + 57] |= 0x04; /* kernel_code_properties bit 10 */
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "'md5_short.kd'",
                   "wave32 bit");
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "GFX9"));
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* The descriptor's entry must reach the kernel's code: in a .hsaco the
 * field itself; in a .o its relocation (llvm-readelf-19 -r md5.gfx1100.o:
 * .rela.rodata at 0x28d8, first entry "md5_blocks + 10"; its addend is the
 * entry's third 8 bytes). */
START_TEST(a_descriptor_entry_must_reach_its_kernel)
{
    size_t len;
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    uint8_t *b = corpus_file("md5.gfx1100.hsaco", &len);
    ck_assert_int_eq(vj_codeobj_open(ctx, b, len, &obj), VJ_OK);
    size_t kd = (size_t)vj_codeobj_kernel(obj, 0)->descriptor_offset;
    vj_codeobj_free(obj);
    b[kd + 17] ^= 0x01; /* 256 bytes off */
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "kernel 'md5_blocks'",
                   "hsaco entry");
    free(b);

    b = corpus_file("md5.gfx1100.o", &len);
    ck_assert_int_eq(b[0x28d8 + 16], 0x10);
    b[0x28d8 + 16] = 0x14;
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "kernel 'md5_blocks'",
                   "relocated entry");
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "reaches 0x4"));
    b[0x28d8 + 16] = 0x10;
    b[0x28d8 + 8] = 4; /* r_info's type: R_AMDGPU_ABS64 */
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "R_AMDGPU_REL64",
                   "relocation type");
    b[0x28d8 + 8] = 5;
    b[0x28d8] = 0x18; /* r_offset: not the entry field any more */
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "no relocation",
                   "relocation missing");
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* llvm-readelf-19 -S -s md5.gfx1100.o: .symtab at 0x2848, symbol 1 is
 * md5_blocks (st_size at +16 of its 24 bytes); .text is section 2. */
START_TEST(a_kernel_outside_its_section_is_named)
{
    size_t len;
    uint8_t *b = corpus_file("md5.gfx1100.o", &len);
    vj_context *ctx = new_context();
    vj_codeobj *obj;
    uint8_t *size = b + 0x2848 + 24 + 16;
    ck_assert_int_eq(size[0] | size[1] << 8, 3124);
    put_le(size, 0x2181, 8);
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ,
                   "kernel 'md5_blocks': 8577 bytes at 0x0 run outside section 2 (.text)", "size");
    put_le(size, UINT64_MAX, 8);
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "section 2 (.text)",
                   "huge size");
    put_le(size, 0, 8);
    expect_refusal(ctx, open_bytes(ctx, b, len, &obj), VJ_ERR_CODEOBJ, "size 0", "zero size");
    vj_context_free(ctx);
    free(b);
}
END_TEST

/* ---------------------------------------------------------------- hostile */

static const char *const hostile_files[] = {"md5.gfx1100.o", "md5.gfx90a.hsaco",
                                            "popcount_hist.gfx1100.hsaco", "bytes.gfx90a.o"};

/* Cut at every 64th byte (and at each of the first 128): the section
 * headers are at the end, so every cut loses them. */
START_TEST(every_truncation_is_refused)
{
    vj_context *ctx = new_context();
    size_t cases = 0;
    for (size_t f = 0; f < sizeof hostile_files / sizeof hostile_files[0]; f++) {
        size_t len;
        uint8_t *b = corpus_file(hostile_files[f], &len);
        for (size_t cut = 0; cut < len; cut += cut < 128 ? 1 : 64) {
            uint8_t *copy = malloc(cut ? cut : 1); /* exactly cut bytes: ASan sees overreads */
            ck_assert_ptr_nonnull(copy);
            memcpy(copy, b, cut);
            vj_codeobj *obj;
            char what[128];
            snprintf(what, sizeof what, "%s cut at %zu", hostile_files[f], cut);
            expect_refusal(ctx, open_bytes(ctx, copy, cut, &obj), VJ_ERR_CODEOBJ, NULL, what);
            free(copy);
            cases++;
        }
        free(b);
    }
    ck_assert_uint_gt(cases, 500);
    vj_context_free(ctx);
}
END_TEST

/* Random bytes flipped (fixed seeds): either a code object whose kernels
 * lie inside the file, or a one-line refusal; never a crash. */
START_TEST(flipped_bytes_are_read_or_refused)
{
    vj_context *ctx = new_context();
    size_t refused = 0, read = 0;
    for (size_t f = 0; f < sizeof hostile_files / sizeof hostile_files[0]; f++) {
        size_t len;
        uint8_t *b = corpus_file(hostile_files[f], &len);
        uint8_t *copy = malloc(len);
        ck_assert_ptr_nonnull(copy);
        uint64_t seed = 0x5eed0000 + f;
        for (unsigned round = 0; round < 600; round++) {
            memcpy(copy, b, len);
            unsigned flips = 1 + (unsigned)(vj_test_rand(&seed) % 8);
            /* Half the rounds flip inside the headers and tables, where
             * the reader looks: the first 64 bytes and the last quarter. */
            for (unsigned i = 0; i < flips; i++) {
                uint64_t r = vj_test_rand(&seed);
                size_t at = round % 2 ? (size_t)(r % len)
                            : r & 1   ? (size_t)(r >> 1) % 64
                                      : len - 1 - (size_t)(r >> 1) % (len / 4);
                copy[at] ^= (uint8_t)(1 + (r >> 40) % 255);
            }
            vj_codeobj *obj;
            vj_status st = open_bytes(ctx, copy, len, &obj);
            if (st != VJ_OK) {
                char what[128];
                snprintf(what, sizeof what, "%s round %u", hostile_files[f], round);
                expect_refusal(ctx, st, st == VJ_ERR_TARGET ? VJ_ERR_TARGET : VJ_ERR_CODEOBJ, NULL,
                               what);
                refused++;
                continue;
            }
            const vj_codeobj_info *info = vj_codeobj_get_info(obj);
            for (size_t i = 0; i < info->kernel_count; i++) {
                const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
                ck_assert(k->code_offset <= len && k->code_size <= len - k->code_offset);
                ck_assert(k->descriptor_offset <= len - 64);
                ck_assert(k->wave_size == 32 || k->wave_size == 64);
                ck_assert(memcmp(k->code, copy + k->code_offset, k->code_size) == 0);
            }
            vj_codeobj_free(obj);
            read++;
        }
        free(copy);
        free(b);
    }
    /* Both outcomes happen: the flips reach what the reader checks. */
    ck_assert_uint_gt(refused, 200);
    ck_assert_uint_gt(read, 200);
    vj_context_free(ctx);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("codeobj");
    TCase *tc = tcase_create("corpus");
    tcase_add_test(tc, the_corpus_reads_as_llvm_readelf_says);
    tcase_add_test(tc, md5_gfx1100_has_the_figures_worked_by_hand);
    tcase_add_test(tc, the_object_owns_its_bytes);
    tcase_add_test(tc, a_kernel_mode_comes_from_its_descriptor);
    tcase_add_test(tc, a_stripped_hsaco_reads_from_dynsym);
    suite_add_tcase(s, tc);
    tc = tcase_create("header");
    tcase_add_test(tc, feature_bits_make_the_target_id);
    tcase_add_test(tc, each_target_has_its_machine_value);
    tcase_add_test(tc, a_foreign_elf_is_named_as_such);
    tcase_add_test(tc, empty_and_tiny_files_are_refused);
    tcase_add_test(tc, null_arguments_are_refused);
    suite_add_tcase(s, tc);
    tc = tcase_create("inconsistent");
    tcase_add_test(tc, wave32_on_gfx9_is_refused);
    tcase_add_test(tc, a_descriptor_entry_must_reach_its_kernel);
    tcase_add_test(tc, a_kernel_outside_its_section_is_named);
    suite_add_tcase(s, tc);
    tc = tcase_create("hostile");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, every_truncation_is_refused);
    tcase_add_test(tc, flipped_bytes_are_read_or_refused);
    suite_add_tcase(s, tc);
    return s;
}
