/* testutil: what every Check test program shares. Each program defines
 * vj_test_suite(); tests/testmain.c runs it. */
#ifndef VJ_TESTUTIL_H
#define VJ_TESTUTIL_H

#include <check.h>
#include <stddef.h>
#include <stdint.h>

/* The suite this test program runs. */
Suite *vj_test_suite(void);

/* A small deterministic generator for random tests (splitmix64). */
static inline uint64_t vj_test_rand(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The bits of a random f32 (in the low half) or f64 drawn for float tests:
 * every class (+-0, +-subnormal, +-smallest and largest normal, +-inf,
 * quiet and signalling NaNs with payloads), values near 1 and rounding
 * ties, near the subnormal and overflow edges, random bits. */
uint64_t vj_test_float(uint64_t *rng, int is64);
/* The bits of a random f16 (issue 29), drawn as vj_test_float draws. */
uint16_t vj_test_f16(uint64_t *rng);
/* A random MODE: every float field (FP16_OVFL too), the default one time
 * in eight. */
uint32_t vj_test_mode(uint64_t *rng);

struct vj_wave;

/* A wave state of wave_size lanes (0: set it later), every register zero,
 * 64-byte aligned as the library's own; free() it. Fails the test when
 * memory runs out. */
struct vj_wave *vj_test_wave_new(unsigned wave_size);

/* The directory of the test data (VJ_TESTDATA, else "tests/data"). */
const char *vj_test_datadir(void);

/* The hand-worked example files (".s") of directory dir, sorted by name,
 * strdup'd into files[0..max-1]; returns how many, or -1 when dir holds
 * more than max (a test then fails rather than dropping some). 0 when dir
 * cannot be read. */
int vj_test_list_examples(const char *dir, char **files, int max);
/* The whole of a file, NUL-terminated (malloc'd); fails the test if it
 * cannot be read. */
char *vj_test_read_file(const char *path);
/* Append n bytes of line and a newline to the NUL-terminated buf (size
 * bytes); fails the test when they do not fit. */
void vj_test_append_line(char *buf, size_t size, const char *line, size_t n);

#endif /* VJ_TESTUTIL_H */
