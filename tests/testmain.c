/* testmain: runs the program's suite; output format comes from the
 * environment (make check asks Check for TAP on stdout). */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/state.h"
#include "vop3jit.h"
#include "testutil.h"

struct vj_wave *vj_test_wave_new(unsigned wave_size)
{
    struct vj_wave *w = aligned_alloc(64, sizeof *w);
    ck_assert_ptr_nonnull(w);
    memset(w, 0, sizeof *w);
    w->wave_size = wave_size;
    return w;
}

const char *vj_test_datadir(void)
{
    const char *d = getenv("VJ_TESTDATA");
    return d && *d ? d : "tests/data";
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int vj_test_list_examples(const char *dir, char **files, int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0, too_many = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len > 2 && strcmp(e->d_name + len - 2, ".s") == 0) {
            if (n < max)
                files[n++] = strdup(e->d_name);
            else
                too_many = 1;
        }
    }
    closedir(d);
    qsort(files, (size_t)n, sizeof files[0], cmp_names);
    return too_many ? -1 : n;
}

char *vj_test_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = calloc(1, (size_t)len + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(fread(text, 1, (size_t)len, f) == (size_t)len, "cannot read %s", path);
    fclose(f);
    return text;
}

void vj_test_append_line(char *buf, size_t size, const char *line, size_t n)
{
    size_t k = strlen(buf);
    ck_assert_msg(k + n + 2 < size, "state text too long");
    memcpy(buf + k, line, n);
    buf[k + n] = '\n';
    buf[k + n + 1] = '\0';
}

/* f32 values of every class, and the neighbourhoods where rounding turns. */
static const uint32_t special32[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00400000,
    0x00800000, 0x80800000, 0x00800001, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe, 0x7f800000,
    0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001, 0x7fbfffff, 0x7fc00123,
    0xff812345, 0x3f800000, 0xbf800000, 0x3f000000, 0x40000000, 0x3f800001, 0x3f7fffff,
    0x33800000, 0x33c00000, 0x34000000, 0x4b000000, 0x4b7fffff, 0x3fffffff, 0x7effffff,
    0x0c000000, 0x26800000, 0x1f800000,
};
static const uint64_t special64[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x8000000000000001ull,
    0x000fffffffffffffull, 0x800fffffffffffffull, 0x0010000000000000ull, 0x8010000000000000ull,
    0x7fefffffffffffffull, 0xffefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
    0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff0000000000001ull, 0xfff0000000012345ull,
    0x7ff7ffffffffffffull, 0x7ff8000000abcdefull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
    0x3fe0000000000000ull, 0x4000000000000000ull, 0x3ff0000000000001ull, 0x3fefffffffffffffull,
    0x3ca0000000000000ull, 0x3ca8000000000000ull, 0x4330000000000000ull, 0x0010000000000001ull,
    0x1ff0000000000000ull, 0x2000000000000000ull,
};
#define N32 (sizeof special32 / sizeof special32[0])
#define N64 (sizeof special64 / sizeof special64[0])

uint64_t vj_test_float(uint64_t *rng, int is64)
{
    uint64_t r = vj_test_rand(rng), x = vj_test_rand(rng);
    unsigned fb = is64 ? 52 : 23, eb = is64 ? 11 : 8;
    uint64_t fmask = (1ull << fb) - 1, emax = (1ull << eb) - 1, bias = emax >> 1;
    uint64_t sign = (r >> 60 & 1) << (fb + eb);
    uint64_t frac = x & fmask;
    switch (r & 7) {
    case 0:
    case 1:
        return is64 ? special64[(r >> 8) % N64] : special32[(r >> 8) % N32];
    case 2: /* a subnormal */
        return sign | (frac >> (r >> 16 & 15));
    case 3: /* a NaN, quiet or signalling, with a payload */
        return sign | emax << fb | (frac ? frac : 1);
    case 4: /* near 1: exponents a few apart, fractions with few bits (ties) */
        frac &= (r >> 20 & 1) ? ~0ull << (fb - (r >> 24 & 7)) : fmask;
        return sign | (bias - 3 + (r >> 32 & 7)) << fb | (frac & fmask);
    case 5: /* around an exponent where results go subnormal or overflow */
        return sign | ((r >> 32 & 1) ? (r >> 40) % 40 : emax - 1 - (r >> 40) % 8) << fb | frac;
    default:
        return is64 ? x : (uint32_t)x;
    }
}

/* f16 values of every class (issue 29), and where rounding turns. */
static const uint16_t special16[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x83ff, 0x0200, 0x0400, 0x8400, 0x0401, 0x7bff,
    0xfbff, 0x7bfe, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7c01, 0xfc01, 0x7dff, 0x7e12, 0xfd23,
    0x3c00, 0xbc00, 0x3800, 0x4000, 0x3c01, 0x3bff, 0x1400, 0x1000, 0x1200, 0x6400, 0x67ff,
    0x7800, 0x7a00, 0x0c00, 0x2400,
};
#define N16 (sizeof special16 / sizeof special16[0])

uint16_t vj_test_f16(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng), x = vj_test_rand(rng);
    uint16_t sign = (uint16_t)((r >> 60 & 1) << 15), frac = (uint16_t)(x & 0x3ff);
    switch (r & 7) {
    case 0:
    case 1:
        return special16[(r >> 8) % N16];
    case 2: /* a subnormal */
        return (uint16_t)(sign | frac >> (r >> 16 & 7));
    case 3: /* a NaN, quiet or signalling, with a payload */
        return (uint16_t)(sign | 0x7c00 | (frac ? frac : 1));
    case 4: /* near 1: exponents a few apart, fractions with few bits (ties) */
        frac &= (r >> 20 & 1) ? (uint16_t)(0x3ff << (10 - (r >> 24 & 7))) : 0x3ff;
        return (uint16_t)(sign | (12 + (r >> 32 & 7)) << 10 | (frac & 0x3ff));
    case 5: /* around an exponent where results go subnormal or overflow */
        return (uint16_t)(sign | ((r >> 32 & 1) ? (r >> 40) % 6 : 30 - (r >> 40) % 4) << 10 | frac);
    default:
        return (uint16_t)x;
    }
}

uint32_t vj_test_mode(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    if ((r & 7) == 0)
        return VJ_MODE_DEFAULT;
    return (uint32_t)(r >> 8) & VJ_MODE_MASK;
}

int main(void)
{
    SRunner *sr = srunner_create(vj_test_suite());
    srunner_run_all(sr, CK_ENV);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
