/* objload: a loader for the ELF64 x86-64 relocatable objects libgccjit writes
 * (objload.h). Every header, range, index and relocation is checked against
 * the bytes before it is used; unknown section or relocation kinds and
 * undefined symbols outside a short allow-list are refused. It maps, copies
 * and relocates; it never calls into the object (no constructors). */
#include "config.h"

#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "jit/objload.h"

#define MAX_SECTIONS 1024u
#define MAX_IMAGE    (64u << 20) /* as the disk cache's largest pack */
#define MAX_ALIGN    4096u
#define STUB_SIZE    16u /* jmp *0(%rip); .quad target; two bytes of padding */

/* Where a section's bytes go: text (read+execute), read-only data, data. */
enum seg { SEG_TEXT, SEG_RODATA, SEG_DATA, SEG_COUNT };

struct export
{
    const char *name; /* into names */
    uint8_t *addr;
    int seg;
};

struct vj_obj {
    uint8_t *base;
    size_t size;
    uint8_t *lo[SEG_COUNT], *hi[SEG_COUNT]; /* each segment's bytes */
    char *names;                            /* a copy of the symbols' string table */
    struct export *exports;
    size_t nexports;
};

/* libgcc's popcount helpers, which GCC calls on CPUs without popcnt: this
 * library's own copies. */
static int popcountsi2(unsigned x)
{
    return __builtin_popcount(x);
}

static int popcountdi2(unsigned long long x)
{
    return __builtin_popcountll(x);
}

/* The only undefined symbols an object may use: what GCC itself may call. */
static const struct {
    const char *name;
    void *addr;
} allowed[] = {
    {"memcpy", (void *)memcpy},
    {"memset", (void *)memset},
    {"memmove", (void *)memmove},
    {"__popcountsi2", (void *)popcountsi2},
    {"__popcountdi2", (void *)popcountdi2},
};

/* Placement of one section, or of one symbol's GOT slot or call stub. */
#define NOWHERE UINT64_MAX

struct ld {
    const uint8_t *b;
    size_t len;
    char *why;
    size_t why_size;
    Elf64_Shdr *sh;
    unsigned shnum;
    int seg_of[MAX_SECTIONS]; /* -1: not loaded */
    uint64_t off[MAX_SECTIONS];
    uint64_t seg_size[SEG_COUNT], seg_base[SEG_COUNT];
    const char *shstr;
    size_t shstr_len;
    unsigned symtab;
    size_t nsyms;
    const char *str; /* the symbols' string table, NUL-terminated */
    size_t str_len;
    uint64_t *common; /* per symbol: offset in data of a common symbol */
    uint64_t *got;    /* per symbol: offset of its GOT slot in read-only data */
    uint64_t *stub;   /* per symbol: offset of its call stub in text */
    uint8_t *base;
};

__attribute__((format(printf, 2, 3))) static int fail(struct ld *l, const char *fmt, ...)
{
    char msg[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(l->why, l->why_size, "object: %s", msg);
    return 0;
}

static int pow2(uint64_t a)
{
    return a && !(a & (a - 1));
}

static uint64_t align_up(uint64_t v, uint64_t a)
{
    return (v + a - 1) & ~(a - 1);
}

static Elf64_Sym sym_at(const struct ld *l, size_t k)
{
    Elf64_Sym s;
    memcpy(&s, l->b + l->sh[l->symtab].sh_offset + k * sizeof s, sizeof s);
    return s;
}

static const char *sym_name(const struct ld *l, const Elf64_Sym *s)
{
    return s->st_name < l->str_len ? l->str + s->st_name : "?";
}

static const char *sec_name(const struct ld *l, unsigned i)
{
    uint32_t n = l->sh[i].sh_name;
    return n < l->shstr_len ? l->shstr + n : "";
}

/* A string table: inside the file (checked before) and NUL-terminated. */
static int strtab_ok(const struct ld *l, unsigned i)
{
    const Elf64_Shdr *s = &l->sh[i];
    return s->sh_type == SHT_STRTAB && s->sh_size > 0 && l->b[s->sh_offset + s->sh_size - 1] == 0;
}

static int check_header(struct ld *l)
{
    Elf64_Ehdr eh;
    if (l->len < sizeof eh)
        return fail(l, "truncated: %zu bytes, not an ELF header", l->len);
    memcpy(&eh, l->b, sizeof eh);
    if (memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0)
        return fail(l, "not an ELF file");
    if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB ||
        eh.e_ident[EI_VERSION] != EV_CURRENT || eh.e_version != EV_CURRENT)
        return fail(l, "not a little-endian ELF64 file");
    if (eh.e_type != ET_REL || eh.e_machine != EM_X86_64)
        return fail(l, "not an x86-64 relocatable object (type %u, machine %u)", eh.e_type,
                    eh.e_machine);
    if (eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shnum == 0 || eh.e_shnum > MAX_SECTIONS ||
        eh.e_shstrndx >= eh.e_shnum)
        return fail(l, "bad section header table (%u sections)", eh.e_shnum);
    if (eh.e_shoff > l->len || (uint64_t)eh.e_shnum * sizeof(Elf64_Shdr) > l->len - eh.e_shoff)
        return fail(l, "truncated: the section headers end past the file");
    l->shnum = eh.e_shnum;
    l->sh = malloc(l->shnum * sizeof *l->sh);
    if (!l->sh)
        return fail(l, "out of memory");
    memcpy(l->sh, l->b + eh.e_shoff, l->shnum * sizeof *l->sh);
    for (unsigned i = 0; i < l->shnum; i++) {
        const Elf64_Shdr *s = &l->sh[i];
        if (s->sh_type != SHT_NOBITS && s->sh_type != SHT_NULL &&
            (s->sh_offset > l->len || s->sh_size > l->len - s->sh_offset))
            return fail(l, "truncated: section %u lies outside the file", i);
    }
    if (!strtab_ok(l, eh.e_shstrndx))
        return fail(l, "bad section name table");
    l->shstr = (const char *)l->b + l->sh[eh.e_shstrndx].sh_offset;
    l->shstr_len = l->sh[eh.e_shstrndx].sh_size;
    return 1;
}

static int find_symtab(struct ld *l)
{
    l->symtab = 0;
    for (unsigned i = 1; i < l->shnum; i++) {
        if (l->sh[i].sh_type == SHT_REL)
            return fail(l, "REL relocations in %s (only RELA is expected)", sec_name(l, i));
        if (l->sh[i].sh_type != SHT_SYMTAB)
            continue;
        if (l->symtab)
            return fail(l, "two symbol tables");
        l->symtab = i;
    }
    if (!l->symtab)
        return fail(l, "no symbol table");
    const Elf64_Shdr *s = &l->sh[l->symtab];
    if (s->sh_entsize != sizeof(Elf64_Sym) || s->sh_size % sizeof(Elf64_Sym) != 0 ||
        s->sh_link >= l->shnum || !strtab_ok(l, s->sh_link))
        return fail(l, "bad symbol table");
    l->nsyms = s->sh_size / sizeof(Elf64_Sym);
    l->str = (const char *)l->b + l->sh[s->sh_link].sh_offset;
    l->str_len = l->sh[s->sh_link].sh_size;
    l->common = malloc((l->nsyms ? l->nsyms : 1) * sizeof *l->common);
    l->got = malloc((l->nsyms ? l->nsyms : 1) * sizeof *l->got);
    l->stub = malloc((l->nsyms ? l->nsyms : 1) * sizeof *l->stub);
    if (!l->common || !l->got || !l->stub)
        return fail(l, "out of memory");
    for (size_t k = 0; k < l->nsyms; k++)
        l->common[k] = l->got[k] = l->stub[k] = NOWHERE;
    return 1;
}

/* Reserve size bytes aligned to align at the end of segment seg. */
static int reserve(struct ld *l, int seg, uint64_t size, uint64_t align, uint64_t *at)
{
    uint64_t o = align_up(l->seg_size[seg], align);
    if (size > MAX_IMAGE || o > MAX_IMAGE - size)
        return fail(l, "too large to load");
    *at = o;
    l->seg_size[seg] = o + size;
    return 1;
}

/* Which sections are loaded, and where in their segment. Unwind tables are
 * not (nothing registers them) and notes are not; constructors, TLS and
 * writable code are refused. */
static int place_sections(struct ld *l)
{
    for (unsigned i = 0; i < l->shnum; i++) {
        const Elf64_Shdr *s = &l->sh[i];
        l->seg_of[i] = -1;
        if (!(s->sh_flags & SHF_ALLOC) || s->sh_type == SHT_NOTE ||
            s->sh_type == SHT_X86_64_UNWIND || strcmp(sec_name(l, i), ".eh_frame") == 0)
            continue;
        if (s->sh_type == SHT_INIT_ARRAY || s->sh_type == SHT_FINI_ARRAY ||
            s->sh_type == SHT_PREINIT_ARRAY)
            return fail(l, "section %s holds constructors or destructors", sec_name(l, i));
        if (s->sh_type != SHT_PROGBITS && s->sh_type != SHT_NOBITS)
            return fail(l, "allocated section %s of unsupported type %u", sec_name(l, i),
                        s->sh_type);
        if (s->sh_flags & SHF_TLS)
            return fail(l, "thread-local section %s", sec_name(l, i));
        uint64_t a = s->sh_addralign ? s->sh_addralign : 1;
        if (!pow2(a) || a > MAX_ALIGN)
            return fail(l, "section %s: bad alignment %llu", sec_name(l, i),
                        (unsigned long long)a);
        int seg = SEG_RODATA;
        if (s->sh_flags & SHF_EXECINSTR) {
            if (s->sh_flags & SHF_WRITE)
                return fail(l, "section %s is writable and executable", sec_name(l, i));
            if (s->sh_type == SHT_NOBITS)
                return fail(l, "executable section %s has no bytes", sec_name(l, i));
            seg = SEG_TEXT;
        } else if (s->sh_flags & SHF_WRITE) {
            seg = SEG_DATA;
        }
        if (!reserve(l, seg, s->sh_size, a, &l->off[i]))
            return 0;
        l->seg_of[i] = seg;
    }
    /* Common symbols (an uninitialised global, as the exported helper
     * pointers are) live in data. */
    for (size_t k = 1; k < l->nsyms; k++) {
        Elf64_Sym s = sym_at(l, k);
        if (s.st_shndx != SHN_COMMON)
            continue;
        if (!pow2(s.st_value) || s.st_value > MAX_ALIGN)
            return fail(l, "common symbol %s: bad alignment %llu", sym_name(l, &s),
                        (unsigned long long)s.st_value);
        if (!reserve(l, SEG_DATA, s.st_size, s.st_value, &l->common[k]))
            return 0;
    }
    return 1;
}

static const void *allowed_addr(const char *name)
{
    for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
        if (strcmp(allowed[i].name, name) == 0)
            return allowed[i].addr;
    return NULL;
}

/* The address of symbol k once mapped (offsets before, with base 0 and
 * seg_base set). 0 with why when it cannot be resolved. */
static int sym_value(struct ld *l, size_t k, uint64_t *out)
{
    Elf64_Sym s = sym_at(l, k);
    if (k == 0) {
        *out = 0;
        return 1;
    }
    if (s.st_shndx == SHN_UNDEF) {
        const void *a = allowed_addr(sym_name(l, &s));
        if (!a)
            return fail(l, "undefined symbol %s is not allowed", sym_name(l, &s));
        *out = (uint64_t)(uintptr_t)a;
        return 1;
    }
    if (s.st_shndx == SHN_ABS) {
        *out = s.st_value;
        return 1;
    }
    if (s.st_shndx == SHN_COMMON) {
        *out = (uint64_t)(uintptr_t)l->base + l->seg_base[SEG_DATA] + l->common[k];
        return 1;
    }
    if (s.st_shndx >= l->shnum)
        return fail(l, "symbol %s in section index %u", sym_name(l, &s), s.st_shndx);
    if (l->seg_of[s.st_shndx] < 0)
        return fail(l, "symbol %s is in a section not loaded", sym_name(l, &s));
    if (s.st_value > l->sh[s.st_shndx].sh_size)
        return fail(l, "symbol %s lies outside its section", sym_name(l, &s));
    *out = (uint64_t)(uintptr_t)l->base + l->seg_base[l->seg_of[s.st_shndx]] + l->off[s.st_shndx] +
           s.st_value;
    return 1;
}

/* The bytes a relocation type writes; 0 for none, -1 for a type we do not
 * apply. */
static int width(uint32_t type)
{
    switch (type) {
    case R_X86_64_NONE:
        return 0;
    case R_X86_64_64:
    case R_X86_64_PC64:
        return 8;
    case R_X86_64_PC32:
    case R_X86_64_PLT32:
    case R_X86_64_32:
    case R_X86_64_32S:
    case R_X86_64_GOTPCREL:
    case R_X86_64_GOTPCRELX:
    case R_X86_64_REX_GOTPCRELX:
        return 4;
    default:
        return -1;
    }
}

static int is_got(uint32_t type)
{
    return type == R_X86_64_GOTPCREL || type == R_X86_64_GOTPCRELX ||
           type == R_X86_64_REX_GOTPCRELX;
}

/* The relocation sections that apply to loaded sections: each checked
 * (link, entry size) and each entry checked (symbol, type, range), GOT
 * slots and call stubs reserved. With apply, the entries are applied
 * (after the mapping). */
static int relocations(struct ld *l, int apply)
{
    for (unsigned i = 0; i < l->shnum; i++) {
        const Elf64_Shdr *rs = &l->sh[i];
        if (rs->sh_type != SHT_RELA)
            continue;
        if (rs->sh_info >= l->shnum)
            return fail(l, "relocation section %s for section index %u", sec_name(l, i),
                        rs->sh_info);
        unsigned t = rs->sh_info;
        if (l->seg_of[t] < 0)
            continue; /* for a section not loaded (unwind tables) */
        if (rs->sh_link != l->symtab || rs->sh_entsize != sizeof(Elf64_Rela) ||
            rs->sh_size % sizeof(Elf64_Rela) != 0)
            return fail(l, "bad relocation section %s", sec_name(l, i));
        if (l->sh[t].sh_type == SHT_NOBITS)
            return fail(l, "relocations for %s, which has no bytes", sec_name(l, t));
        size_t n = rs->sh_size / sizeof(Elf64_Rela);
        for (size_t j = 0; j < n; j++) {
            Elf64_Rela r;
            memcpy(&r, l->b + rs->sh_offset + j * sizeof r, sizeof r);
            uint32_t type = ELF64_R_TYPE(r.r_info);
            size_t k = ELF64_R_SYM(r.r_info);
            int w = width(type);
            if (w < 0)
                return fail(l, "unknown relocation type %u", type);
            if (k >= l->nsyms)
                return fail(l, "relocation against symbol index %zu, past the table", k);
            if (r.r_offset > l->sh[t].sh_size || (uint64_t)w > l->sh[t].sh_size - r.r_offset)
                return fail(l, "relocation at %s+%llu lies outside its section", sec_name(l, t),
                            (unsigned long long)r.r_offset);
            uint64_t S;
            if (!sym_value(l, k, &S))
                return 0;
            Elf64_Sym s = sym_at(l, k);
            int external = k && s.st_shndx == SHN_UNDEF;
            int call = type == R_X86_64_PC32 || type == R_X86_64_PLT32;
            if (!apply) {
                if (is_got(type) && l->got[k] == NOWHERE &&
                    !reserve(l, SEG_RODATA, 8, 8, &l->got[k]))
                    return 0;
                if (call && external && l->stub[k] == NOWHERE &&
                    !reserve(l, SEG_TEXT, STUB_SIZE, 16, &l->stub[k]))
                    return 0;
                continue;
            }
            uint8_t *P = l->base + l->seg_base[l->seg_of[t]] + l->off[t] + r.r_offset;
            uint64_t p = (uint64_t)(uintptr_t)P, A = (uint64_t)r.r_addend, v;
            if (is_got(type))
                S = (uint64_t)(uintptr_t)l->base + l->seg_base[SEG_RODATA] + l->got[k];
            else if (call && external)
                S = (uint64_t)(uintptr_t)l->base + l->seg_base[SEG_TEXT] + l->stub[k];
            switch (type) {
            case R_X86_64_NONE:
                continue;
            case R_X86_64_64:
                v = S + A;
                memcpy(P, &v, 8);
                continue;
            case R_X86_64_PC64:
                v = S + A - p;
                memcpy(P, &v, 8);
                continue;
            case R_X86_64_32:
                v = S + A;
                if (v > UINT32_MAX)
                    return fail(l, "R_X86_64_32 value out of reach at %s+%llu", sec_name(l, t),
                                (unsigned long long)r.r_offset);
                break;
            case R_X86_64_32S:
                v = S + A;
                if ((int64_t)v != (int32_t)v)
                    return fail(l, "R_X86_64_32S value out of reach at %s+%llu", sec_name(l, t),
                                (unsigned long long)r.r_offset);
                break;
            default: /* PC32, PLT32 and the GOT-relative ones */
                v = S + A - p;
                if ((int64_t)v != (int32_t)v)
                    return fail(l, "32-bit PC-relative relocation out of reach at %s+%llu",
                                sec_name(l, t), (unsigned long long)r.r_offset);
                break;
            }
            uint32_t v32 = (uint32_t)v;
            memcpy(P, &v32, 4);
        }
    }
    return 1;
}

/* Fill the GOT slots and call stubs (the mapping is writable still). */
static int fill_slots(struct ld *l)
{
    for (size_t k = 0; k < l->nsyms; k++) {
        if (l->got[k] == NOWHERE && l->stub[k] == NOWHERE)
            continue;
        uint64_t S;
        if (!sym_value(l, k, &S))
            return 0;
        if (l->got[k] != NOWHERE)
            memcpy(l->base + l->seg_base[SEG_RODATA] + l->got[k], &S, 8);
        if (l->stub[k] != NOWHERE) {
            uint8_t *p = l->base + l->seg_base[SEG_TEXT] + l->stub[k];
            static const uint8_t jmp[6] = {0xff, 0x25, 0, 0, 0, 0}; /* jmp *0(%rip) */
            memcpy(p, jmp, sizeof jmp);
            memcpy(p + 6, &S, 8);
            p[14] = p[15] = 0xcc; /* int3 */
        }
    }
    return 1;
}

/* The global symbols defined in loaded sections (or common), by name. */
static int collect_exports(struct ld *l, struct vj_obj *o)
{
    o->names = malloc(l->str_len);
    o->exports = malloc((l->nsyms ? l->nsyms : 1) * sizeof *o->exports);
    if (!o->names || !o->exports)
        return fail(l, "out of memory");
    memcpy(o->names, l->str, l->str_len);
    for (size_t k = 1; k < l->nsyms; k++) {
        Elf64_Sym s = sym_at(l, k);
        int bind = ELF64_ST_BIND(s.st_info);
        if ((bind != STB_GLOBAL && bind != STB_WEAK) || s.st_name == 0 ||
            s.st_name >= l->str_len || s.st_shndx == SHN_UNDEF || s.st_shndx == SHN_ABS)
            continue;
        int seg = s.st_shndx == SHN_COMMON ? SEG_DATA
                  : s.st_shndx < l->shnum  ? l->seg_of[s.st_shndx]
                                           : -1;
        uint64_t v;
        if (seg < 0 || !sym_value(l, k, &v))
            continue; /* not loaded: never looked up */
        o->exports[o->nexports++] =
            (struct export){o->names + s.st_name, (uint8_t *)(uintptr_t)v, seg};
    }
    return 1;
}

struct vj_obj *vj_obj_load(const uint8_t *bytes, size_t len, char *why, size_t why_size)
{
    struct ld *l = calloc(1, sizeof *l);
    struct vj_obj *o = calloc(1, sizeof *o);
    if (!l || !o) {
        snprintf(why, why_size, "object: out of memory");
        free(l);
        free(o);
        return NULL;
    }
    *l = (struct ld){.b = bytes, .len = len, .why = why, .why_size = why_size};
    int ok = bytes && check_header(l) && find_symtab(l) && place_sections(l) && relocations(l, 0);
    size_t page = (size_t)sysconf(_SC_PAGESIZE), total = 0;
    if (ok) {
        for (int g = 0; g < SEG_COUNT; g++) {
            l->seg_base[g] = total;
            total += align_up(l->seg_size[g], page);
        }
        if (!total)
            total = page;
        void *m = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (m == MAP_FAILED)
            ok = fail(l, "cannot map %zu bytes", total);
        else
            l->base = m;
    }
    for (unsigned i = 0; ok && i < l->shnum; i++)
        if (l->seg_of[i] >= 0 && l->sh[i].sh_type == SHT_PROGBITS)
            memcpy(l->base + l->seg_base[l->seg_of[i]] + l->off[i], bytes + l->sh[i].sh_offset,
                   l->sh[i].sh_size);
    ok = ok && fill_slots(l) && relocations(l, 1);
    /* Text becomes read+execute only once written; never both. */
    if (ok && ((l->seg_size[SEG_TEXT] &&
                mprotect(l->base, l->seg_base[SEG_RODATA], PROT_READ | PROT_EXEC) != 0) ||
               (l->seg_size[SEG_RODATA] &&
                mprotect(l->base + l->seg_base[SEG_RODATA],
                         l->seg_base[SEG_DATA] - l->seg_base[SEG_RODATA], PROT_READ) != 0)))
        ok = fail(l, "cannot protect the mapping");
    o->base = l->base;
    o->size = total;
    for (int g = 0; ok && g < SEG_COUNT; g++) {
        o->lo[g] = l->base + l->seg_base[g];
        o->hi[g] = o->lo[g] + l->seg_size[g];
    }
    ok = ok && collect_exports(l, o);
    free(l->sh);
    free(l->common);
    free(l->got);
    free(l->stub);
    free(l);
    if (!ok) {
        vj_obj_free(o);
        return NULL;
    }
    return o;
}

void *vj_obj_symbol(const struct vj_obj *o, const char *name, vj_obj_kind kind)
{
    int want = kind == VJ_OBJ_CODE ? SEG_TEXT : SEG_DATA;
    for (size_t i = 0; o && i < o->nexports; i++) {
        uint8_t *a = o->exports[i].addr;
        if (o->exports[i].seg != want || strcmp(o->exports[i].name, name) != 0 || a < o->lo[want])
            continue;
        /* A function starts inside text; a pointer slot, which the caller
         * will write, lies whole and aligned inside data. */
        if (kind == VJ_OBJ_CODE ? a < o->hi[want]
                                : (size_t)(o->hi[want] - a) >= sizeof(void *) &&
                                      (uintptr_t)a % sizeof(void *) == 0)
            return a;
    }
    return NULL;
}

void vj_obj_free(struct vj_obj *o)
{
    if (!o)
        return;
    if (o->base)
        munmap(o->base, o->size);
    free(o->names);
    free(o->exports);
    free(o);
}
