/* compile: the JIT engine: its settings, compiling generated contexts into
 * relocatable objects (in this process, or in the helper) and loading them
 * with our own loader (objload.c). It hands out only code it compiled or
 * loaded and found every symbol of, and keeps no state outside struct vj_jit
 * and the code it returns. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "jit/engine.h"
#include "jit/gen.h"
#include "jit/objload.h"
#include "util/sys.h"

void vj_jit_detect_march(char *buf, size_t size)
{
    buf[0] = '\0';
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("x86-64-v4"))
        snprintf(buf, size, "x86-64-v4");
    else if (__builtin_cpu_supports("x86-64-v3"))
        snprintf(buf, size, "x86-64-v3");
#else
    (void)size;
#endif
}

vj_status vj_jit_new_config(const vj_jit_config *config, struct vj_jit **out)
{
    if (!out || !config || config->opt_level < 0 || config->opt_level > 3)
        return VJ_ERR_ARG;
    *out = NULL;
    struct vj_jit *jit = calloc(1, sizeof *jit);
    if (!jit)
        return VJ_ERR_NOMEM;
    jit->settings.opt_level = config->opt_level;
    vj_jit_detect_march(jit->settings.march, sizeof jit->settings.march);
    jit->in_process = config->in_process;
    jit->timeout_ms = config->timeout_ms ? config->timeout_ms : 30000;
    jit->recycle = config->recycle ? config->recycle : 64;
    const char *helper = config->helper;
    if (!helper || !helper[0])
        helper = getenv("VOP3JIT_HELPER");
    if (!helper || !helper[0])
        helper = VJ_HELPER_PATH;
    if (strlen(helper) >= sizeof jit->helper) {
        free(jit);
        return VJ_ERR_ARG;
    }
    snprintf(jit->helper, sizeof jit->helper, "%s", helper);
    atomic_init(&jit->live, 0);
    atomic_init(&jit->refs, 1);
    atomic_init(&jit->seq, 0);
    if (pthread_mutex_init(&jit->lock, NULL) != 0) {
        free(jit);
        return VJ_ERR_NOMEM;
    }
    *out = jit;
    return VJ_OK;
}

vj_status vj_jit_new(int opt_level, struct vj_jit **out)
{
    vj_jit_config c = {.opt_level = opt_level, .in_process = 1};
    return vj_jit_new_config(&c, out);
}

void vj_jit_retain(struct vj_jit *jit)
{
    atomic_fetch_add_explicit(&jit->refs, 1, memory_order_relaxed);
}

/* The last reference: the code directory goes too (its files were unlinked
 * as they were loaded, or by the worker that failed to load them). */
void vj_jit_free(struct vj_jit *jit)
{
    if (!jit || atomic_fetch_sub_explicit(&jit->refs, 1, memory_order_acq_rel) != 1)
        return;
    if (jit->dir[0])
        rmdir(jit->dir);
    pthread_mutex_destroy(&jit->lock);
    free(jit);
}

const vj_jit_settings *vj_jit_settings_of(const struct vj_jit *jit)
{
    return &jit->settings;
}

const char *vj_jit_march(const struct vj_jit *jit)
{
    return jit ? jit->settings.march : "";
}

int vj_jit_opt_level(const struct vj_jit *jit)
{
    return jit ? jit->settings.opt_level : 0;
}

long vj_jit_live_results(struct vj_jit *jit)
{
    return jit ? atomic_load(&jit->live) : 0;
}

vj_status vj_jit_set_extra_option(struct vj_jit *jit, const char *option)
{
    if (!jit)
        return VJ_ERR_ARG;
    if (!option) {
        jit->settings.extra[0] = '\0';
        return VJ_OK;
    }
    if (strlen(option) >= sizeof jit->settings.extra)
        return VJ_ERR_ARG;
    snprintf(jit->settings.extra, sizeof jit->settings.extra, "%s", option);
    return VJ_OK;
}

/* The x86-64 levels vj_jit_detect_march names, lowest first: a rank, or -1. */
static int march_rank(const char *m)
{
    static const char *const levels[] = {"", "x86-64-v3", "x86-64-v4"};
    for (int k = 0; k < 3; k++)
        if (strcmp(m, levels[k]) == 0)
            return k;
    return -1;
}

vj_status vj_jit_set_march(struct vj_jit *jit, const char *march)
{
    char host[sizeof jit->settings.march];
    if (!jit || !march)
        return VJ_ERR_ARG;
    vj_jit_detect_march(host, sizeof host);
    int r = march_rank(march);
    if (r < 0 || r > march_rank(host))
        return VJ_ERR_ARG;
    snprintf(jit->settings.march, sizeof jit->settings.march, "%s", march);
    return VJ_OK;
}

/* ------------------------------------------------------------------ code */

struct vj_jit_code {
    atomic_uint refs;
    gcc_jit_result *result; /* compiled in memory by libgccjit, or */
    struct vj_obj *obj;     /* an object loaded by objload.c */
    struct vj_jit *jit;     /* a reference: the engine outlives its code */
};

static struct vj_jit_code *code_new(struct vj_jit *jit)
{
    struct vj_jit_code *code = calloc(1, sizeof *code);
    if (!code)
        return NULL;
    atomic_init(&code->refs, 1); /* the maker's until the blocks have theirs */
    code->jit = jit;
    vj_jit_retain(jit);
    atomic_fetch_add(&jit->live, 1);
    return code;
}

void vj_jit_code_retain(struct vj_jit_code *code)
{
    if (code)
        atomic_fetch_add_explicit(&code->refs, 1, memory_order_relaxed);
}

void vj_jit_code_release(struct vj_jit_code *code)
{
    if (!code || atomic_fetch_sub_explicit(&code->refs, 1, memory_order_acq_rel) != 1)
        return;
    if (code->result)
        gcc_jit_result_release(code->result);
    vj_obj_free(code->obj);
    atomic_fetch_sub(&code->jit->live, 1);
    vj_jit_free(code->jit);
    free(code);
}

static void refuse(vj_jit_out *o, const char *fmt, const char *detail)
{
    o->fn = NULL;
    o->code = NULL;
    snprintf(o->why, sizeof o->why, fmt, detail ? detail : "");
}

/* Store every import's address where the code reads it (VJ_GEN_IMPORTS);
 * the name of the first pointer the code lacks, or NULL. */
static const char *bind_imports(struct vj_jit_code *code,
                                void *(*lookup)(struct vj_jit_code *, const char *))
{
#define BIND(sym, addr)                                                                        \
    {                                                                                          \
        void **slot = lookup(code, sym);                                                       \
        if (!slot)                                                                             \
            return sym;                                                                        \
        *slot = addr();                                                                        \
    }
    VJ_GEN_IMPORTS(BIND)
#undef BIND
    return NULL;
}

/* Hand the blocks listed in which[] their functions "vj_block_<k>" from
 * code, found by lookup (k counts within the group), after storing the perm
 * helper's address where the code reads it. Takes over the maker's
 * reference to code. */
static void hand_out(struct vj_jit_code *code, void *(*lookup)(struct vj_jit_code *, const char *),
                     const size_t *which, size_t m, vj_jit_out *out)
{
    const char *missing = bind_imports(code, lookup);
    for (size_t k = 0; k < m; k++) {
        char name[32];
        snprintf(name, sizeof name, "vj_block_%zu", k);
        void *p = missing ? NULL : lookup(code, name);
        vj_jit_out *o = &out[which[k]];
        if (!p) {
            refuse(o, missing ? "compiled code lacks %s" : "compiled code lacks function %s",
                   missing ? missing : name);
            continue;
        }
        o->fn = (vj_jit_fn)p;
        o->code = code;
        o->why[0] = '\0';
        vj_jit_code_retain(code);
    }
    vj_jit_code_release(code);
}

static void *result_lookup(struct vj_jit_code *code, const char *name)
{
#define IS_IMPORT(sym, addr) || strcmp(name, sym) == 0
    if (0 VJ_GEN_IMPORTS(IS_IMPORT))
        return gcc_jit_result_get_global(code->result, name);
#undef IS_IMPORT
    return gcc_jit_result_get_code(code->result, name);
}

static void *obj_lookup(struct vj_jit_code *code, const char *name)
{
#define IS_IMPORT(sym, addr) || strcmp(name, sym) == 0
    if (0 VJ_GEN_IMPORTS(IS_IMPORT))
        return vj_obj_symbol(code->obj, name, VJ_OBJ_DATA);
#undef IS_IMPORT
    return vj_obj_symbol(code->obj, name, VJ_OBJ_CODE);
}

/* Generate the m blocks listed in which[] into one new context. A block the
 * generator refuses poisons the context: it is refused and the context is
 * built again without it. NULL (with every block refused, or *fail set for
 * all) when nothing is left to compile. */
static struct vj_gen *generate(const vj_jit_settings *s, const vj_ir_block *const *blocks,
                               size_t *which, size_t *m, vj_jit_out *out, char *fail,
                               size_t fail_size)
{
    for (;;) {
        if (*m == 0)
            return NULL;
        struct vj_gen *gen = vj_gen_new(s, fail, fail_size);
        if (!gen)
            return NULL;
        size_t bad = *m;
        for (size_t k = 0; k < *m; k++) {
            char name[32];
            snprintf(name, sizeof name, "vj_block_%zu", k);
            vj_jit_out *o = &out[which[k]];
            if (!vj_gen_block(gen, blocks[which[k]], name, o->why, sizeof o->why)) {
                bad = k;
                break;
            }
        }
        if (bad == *m) {
            const char *e = gcc_jit_context_get_first_error(vj_gen_context(gen));
            if (!e)
                return gen;
            snprintf(fail, fail_size, "libgccjit: %s", e);
            vj_gen_free(gen);
            return NULL;
        }
        vj_gen_free(gen);
        /* Refused (its why is set): compile the others without it. */
        out[which[bad]].fn = NULL;
        memmove(which + bad, which + bad + 1, (*m - bad - 1) * sizeof *which);
        (*m)--;
    }
}

/* What can be checked before libgccjit runs in this process, where some of
 * its failures end the process: an assembler on PATH and a writable TMPDIR.
 * (A full disk or a crashing assembler cannot be seen coming: that is what
 * the helper process is for.) 0 with why when the compile must not start. */
static int preflight(char *why, size_t size)
{
    const char *path = getenv("PATH");
    int have_as = 0;
    char buf[PATH_MAX];
    for (const char *p = path ? path : ""; !have_as && *p;) {
        size_t n = strcspn(p, ":");
        if (n && n < sizeof buf - 4) {
            snprintf(buf, sizeof buf, "%.*s/as", (int)n, p);
            have_as = access(buf, X_OK) == 0;
        }
        p += n + (p[n] == ':');
    }
    if (!have_as) {
        snprintf(why, size, "no assembler ('as') on PATH: libgccjit would end the process");
        return 0;
    }
    const char *tmp = getenv("TMPDIR");
    if (tmp && tmp[0] && access(tmp, W_OK | X_OK) != 0) {
        snprintf(why, size, "TMPDIR %.100s is not a writable directory", tmp);
        return 0;
    }
    return 1;
}

/* The object file at path, read whole: a plain file of ours of at most
 * MAX_OBJECT bytes, malloc'd. NULL with why otherwise. Its mode bits are
 * the host's umask's business: in our own 0700 directory, under a name we
 * chose, nobody else can reach it whatever they say. */
#define MAX_OBJECT (64u << 20)
static uint8_t *read_object(const char *path, size_t *len, char *why, size_t why_size)
{
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st;
    uint8_t *p = NULL;
    if (fd < 0) {
        snprintf(why, why_size, "compiled code is missing (%s)", strerror(errno));
        return NULL;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid())
        snprintf(why, why_size, "compiled code is not a plain file of ours");
    else if (st.st_size <= 0 || st.st_size > MAX_OBJECT)
        snprintf(why, why_size, "compiled code of %lld bytes", (long long)st.st_size);
    else if (!(p = malloc((size_t)st.st_size)))
        snprintf(why, why_size, "out of memory");
    size_t done = 0;
    while (p && done < (size_t)st.st_size) {
        ssize_t k = pread(fd, p + done, (size_t)st.st_size - done, (off_t)done);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            snprintf(why, why_size, "cannot read compiled code: %s",
                     k < 0 ? strerror(errno) : "short file");
            free(p);
            p = NULL;
        }
        done += k > 0 ? (size_t)k : 0;
    }
    close(fd);
    *len = done;
    return p;
}

/* New code holding the object at path, its imports bound. NULL with why
 * when it cannot be read or loaded; VJ_ERR_NOMEM in *st when memory ran
 * out. */
static struct vj_jit_code *load_path(struct vj_jit *jit, const char *path, char *why,
                                     size_t why_size, vj_status *st)
{
    size_t len = 0;
    uint8_t *bytes = read_object(path, &len, why, why_size);
    struct vj_jit_code *code = NULL;
    *st = VJ_ERR_JIT;
    if (bytes)
        *st = vj_jit_load_bytes(jit, bytes, len, &code, why, why_size);
    free(bytes);
    return code;
}

/* Compile the m blocks listed in which[] in one context: into an object
 * file in the engine's directory, loaded by objload.c (libgccjit's own
 * in-memory result, linked with ld and loaded with dlopen, only when no
 * directory can be made). Returns 1 when a compile was attempted and failed
 * as a whole (the caller may split). */
static int compile_group(const struct vj_jit *jit, const vj_ir_block *const *blocks,
                         size_t *which, size_t m, vj_jit_out *out, vj_jit_report *rep)
{
    char fail[200] = "";
    if (!preflight(fail, sizeof fail)) {
        for (size_t k = 0; k < m; k++)
            refuse(&out[which[k]], "%s", fail);
        return 0;
    }
    struct vj_gen *gen = generate(&jit->settings, blocks, which, &m, out, fail, sizeof fail);
    if (!gen) {
        for (size_t k = 0; fail[0] && k < m; k++)
            refuse(&out[which[k]], "%s", fail);
        return 0;
    }
    gcc_jit_context *cx = vj_gen_context(gen);
    char path[PATH_MAX + 16];
    int to_file = vj_jit_temp_path((struct vj_jit *)jit, path, sizeof path, fail, sizeof fail);
    fail[0] = '\0';
    /* libgccjit compiles one context at a time anyway (a process-wide lock
     * inside it), but ThreadSanitizer sees unguarded global state in GCC
     * 12's compile path: compiles through one engine are serialised here
     * too. */
    pthread_mutex_lock((pthread_mutex_t *)&jit->lock);
    /* libgccjit's driver exit()s the whole process when a signal interrupts
     * its wait for the assembler (EINTR from a handler installed without
     * SA_RESTART, e.g. a host's interval timer): keep asynchronous signals
     * blocked while it compiles; they are delivered when the mask is
     * restored. (docs/robustness.md) */
    sigset_t old_mask;
    vj_block_async_signals(&old_mask);
    double t0 = vj_now_seconds();
    gcc_jit_result *res = NULL;
    if (to_file)
        gcc_jit_context_compile_to_file(cx, GCC_JIT_OUTPUT_KIND_OBJECT_FILE, path);
    else
        res = gcc_jit_context_compile(cx);
    rep->seconds += vj_now_seconds() - t0;
    pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
    pthread_mutex_unlock((pthread_mutex_t *)&jit->lock);
    rep->compiles++;
    const char *e = gcc_jit_context_get_first_error(cx);
    struct vj_jit_code *code = NULL;
    int whole = 0; /* the compile failed as a whole: worth splitting */
    if ((!to_file && !res) || e) {
        snprintf(fail, sizeof fail, "libgccjit compile failed: %s", e ? e : "no result");
        whole = 1;
    } else if (to_file) {
        vj_status st;
        code = load_path((struct vj_jit *)jit, path, fail, sizeof fail, &st);
    } else if (!(code = code_new((struct vj_jit *)jit))) {
        snprintf(fail, sizeof fail, "out of memory");
    } else {
        code->result = res;
        res = NULL;
    }
    if (to_file)
        unlink(path);
    vj_gen_free(gen);
    if (res)
        gcc_jit_result_release(res);
    if (!code) {
        rep->failed++;
        if (m > 1 && whole)
            return 1;
        for (size_t k = 0; k < m; k++)
            refuse(&out[which[k]], "%s", fail);
        return 0;
    }
    hand_out(code, code->obj ? obj_lookup : result_lookup, which, m, out);
    return 0;
}

/* Compile a group; when it fails as a whole, retry each half, so that one
 * bad block costs log2(m) extra compiles rather than sinking the batch. */
static void compile_split(const struct vj_jit *jit, const vj_ir_block *const *blocks,
                          size_t *which, size_t m, vj_jit_out *out, vj_jit_report *rep)
{
    if (m == 0)
        return;
    size_t *copy = malloc(m * sizeof *copy);
    if (!copy) {
        for (size_t k = 0; k < m; k++)
            refuse(&out[which[k]], "%s", "out of memory");
        return;
    }
    memcpy(copy, which, m * sizeof *copy); /* compile_group drops refused blocks */
    if (compile_group(jit, blocks, copy, m, out, rep)) {
        compile_split(jit, blocks, which, m / 2, out, rep);
        compile_split(jit, blocks, which + m / 2, m - m / 2, out, rep);
    }
    free(copy);
}

/* The blocks that pass the generator's shape checks, listed in which[]. */
static size_t checked(const vj_ir_block *const *blocks, size_t n, vj_jit_out *out, size_t *which)
{
    size_t m = 0;
    for (size_t k = 0; k < n; k++) {
        memset(&out[k], 0, sizeof out[k]);
        if (vj_gen_check(blocks[k], out[k].why, sizeof out[k].why))
            which[m++] = k;
    }
    return m;
}

vj_status vj_jit_compile(const struct vj_jit *jit, const vj_ir_block *const *blocks, size_t n,
                         vj_jit_out *out, vj_jit_report *report)
{
    vj_jit_report dummy;
    if (!report)
        report = &dummy;
    memset(report, 0, sizeof *report);
    if (!jit || (!blocks && n) || (!out && n))
        return VJ_ERR_ARG;
    if (n == 0)
        return VJ_OK;
    size_t *which = malloc(n * sizeof *which);
    if (!which)
        return VJ_ERR_NOMEM;
    compile_split(jit, blocks, which, checked(blocks, n, out, which), out, report);
    free(which);
    return VJ_OK;
}

vj_status vj_jit_compile_to_file(const vj_jit_settings *settings, const vj_ir_block *const *blocks,
                                 size_t n, const char *path, vj_jit_out *out, char *whole,
                                 size_t whole_size, vj_jit_report *report)
{
    memset(report, 0, sizeof *report);
    whole[0] = '\0';
    size_t *which = malloc((n ? n : 1) * sizeof *which);
    if (!which)
        return VJ_ERR_NOMEM;
    size_t m = checked(blocks, n, out, which);
    struct vj_gen *gen = generate(settings, blocks, which, &m, out, whole, whole_size);
    free(which);
    if (!gen) {
        /* (a refused block's own reason, say a float op with no emitter
         * yet, is what its caller shows: keep the first in the message) */
        const char *first = "";
        for (size_t k = 0; k < n && !first[0]; k++)
            first = out[k].why;
        if (!whole[0])
            snprintf(whole, whole_size, "no block left to compile%s%.150s", first[0] ? ": " : "",
                     first);
        return VJ_OK;
    }
    gcc_jit_context *cx = vj_gen_context(gen);
    /* For measuring where a compile's time goes (docs/performance.md):
     * VOP3JIT_COMPILE_TIMES=FILE appends libgccjit's own phase timings. */
    const char *times = getenv("VOP3JIT_COMPILE_TIMES");
    gcc_jit_timer *timer = times && times[0] ? gcc_jit_timer_new() : NULL;
    if (timer)
        gcc_jit_context_set_timer(cx, timer);
    double t0 = vj_now_seconds();
    gcc_jit_context_compile_to_file(cx, GCC_JIT_OUTPUT_KIND_OBJECT_FILE, path);
    report->seconds = vj_now_seconds() - t0;
    if (timer) {
        FILE *f = fopen(times, "a");
        if (f) {
            fprintf(f, "== %zu blocks, %.1f ms\n", n, report->seconds * 1e3);
            gcc_jit_timer_print(timer, f);
            fclose(f);
        }
        gcc_jit_timer_release(timer);
    }
    report->compiles = 1;
    const char *e = gcc_jit_context_get_first_error(cx);
    if (e) {
        snprintf(whole, whole_size, "libgccjit compile failed: %s", e);
        report->failed = 1;
    }
    vj_gen_free(gen);
    return VJ_OK;
}

vj_status vj_jit_load_file(struct vj_jit *jit, const char *path, size_t n, const uint8_t *ok,
                           vj_jit_out *out, char *why, size_t why_size)
{
    size_t *which = malloc((n ? n : 1) * sizeof *which);
    if (!which)
        return VJ_ERR_NOMEM;
    size_t m = 0;
    for (size_t k = 0; k < n; k++)
        if (ok[k])
            which[m++] = k;
    vj_status st;
    struct vj_jit_code *code = load_path(jit, path, why, why_size, &st);
    if (code)
        hand_out(code, obj_lookup, which, m, out);
    free(which);
    return code ? VJ_OK : st;
}

int vj_jit_temp_path(struct vj_jit *jit, char *path, size_t size, char *why, size_t why_size)
{
    pthread_mutex_lock(&jit->lock);
    int ok = 1;
    if (!jit->dir[0]) {
        const char *tmp = getenv("TMPDIR");
        if (!tmp || !tmp[0])
            tmp = "/tmp";
        char dir[PATH_MAX];
        if (snprintf(dir, sizeof dir, "%s/vop3jit-XXXXXX", tmp) >= (int)sizeof dir ||
            !mkdtemp(dir)) {
            snprintf(why, why_size, "cannot make a directory for compiled code in %.100s: %s",
                     tmp, strerror(errno));
            ok = 0;
        } else {
            snprintf(jit->dir, sizeof jit->dir, "%s", dir);
        }
    }
    pthread_mutex_unlock(&jit->lock);
    if (ok && snprintf(path, size, "%s/c%u.o", jit->dir, atomic_fetch_add(&jit->seq, 1)) >=
                  (int)size) {
        snprintf(why, why_size, "the path of compiled code is too long");
        ok = 0;
    }
    return ok;
}

vj_status vj_jit_load_bytes(struct vj_jit *jit, const uint8_t *bytes, size_t len,
                            struct vj_jit_code **out, char *why, size_t why_size)
{
    *out = NULL;
    char whyobj[160];
    struct vj_obj *obj = vj_obj_load(bytes, len, whyobj, sizeof whyobj);
    if (!obj) {
        snprintf(why, why_size, "cannot load compiled code: %s", whyobj);
        return VJ_ERR_JIT;
    }
    struct vj_jit_code *code = code_new(jit);
    if (!code) {
        vj_obj_free(obj);
        snprintf(why, why_size, "out of memory");
        return VJ_ERR_NOMEM;
    }
    code->obj = obj;
    const char *missing = bind_imports(code, obj_lookup);
    if (missing) {
        snprintf(why, why_size, "compiled code lacks %s", missing);
        vj_jit_code_release(code);
        return VJ_ERR_JIT;
    }
    *out = code;
    return VJ_OK;
}

vj_jit_fn vj_jit_code_function(struct vj_jit_code *code, const char *name)
{
    return code && code->obj ? (vj_jit_fn)vj_obj_symbol(code->obj, name, VJ_OBJ_CODE) : NULL;
}
