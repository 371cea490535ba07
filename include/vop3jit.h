/* vop3jit: the one public header. A translator backend for AMD GPU VOP3
 * instructions: decode or assemble, lower to IR, optimise, then run on the
 * interpreter or JIT-compile through libgccjit. No global state: everything
 * hangs off a vj_context. Every function that can fail returns vj_status and
 * leaves a message for vj_last_error(). */
#ifndef VOP3JIT_H
#define VOP3JIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define VJ_API __attribute__((visibility("default")))
#else
#define VJ_API
#endif

#define VJ_VERSION_MAJOR 0
#define VJ_VERSION_MINOR 1
#define VJ_VERSION_PATCH 0
#define VJ_VERSION_STRING "0.1.0"

/* ------------------------------------------------------------------ status */

typedef enum vj_status {
    VJ_OK = 0,
    VJ_ERR_ARG,         /* a NULL or out-of-range argument */
    VJ_ERR_NOMEM,       /* an allocation failed */
    VJ_ERR_TARGET,      /* unknown target, or instruction not on this target */
    VJ_ERR_DECODE,      /* invalid instruction encoding (message names the byte offset) */
    VJ_ERR_TRUNCATED,   /* machine code ends inside an instruction */
    VJ_ERR_ASM,         /* assembly syntax error (message is file:line:col: error: ...) */
    VJ_ERR_UNSUPPORTED, /* valid, but not something this library can translate or run */
    VJ_ERR_JIT,         /* the JIT could not serve (not built, compile failed) */
    VJ_ERR_STATE,       /* malformed wave state text, or a wave that does not fit the block */
    VJ_ERR_IO,          /* a file could not be read or written */
    VJ_ERR_IR,          /* the IR verifier rejected a block (an internal error) */
    VJ_ERR_MISMATCH,    /* engines disagreed (vj_compare_engines) */
    VJ_ERR_CODEOBJ,     /* not a well-formed AMDGPU code object (message says what and where) */
    VJ_ERR_LIMIT,       /* a run went past its budget (vj_region_run: a loop that does not end?) */
    VJ_ERR_MEMORY,      /* a memory instruction's lane reached guest memory the wave's map
                           does not give it (message: instruction, lane, address, size) */
    VJ_STATUS_COUNT
} vj_status;

/* A short constant name for a status, e.g. "invalid encoding". */
VJ_API const char *vj_status_string(vj_status status);

/* The library's version string, "0.1.0". */
VJ_API const char *vj_version(void);

/* Non-zero when the library was built with the libgccjit engine. */
VJ_API int vj_jit_available(void);

/* ----------------------------------------------------------------- targets */

/* LLVM -mcpu names; the comments give the aliases vj_target_parse accepts. */
typedef enum vj_target {
    VJ_GFX908,  /* cdna1 */
    VJ_GFX90A,  /* cdna2 */
    VJ_GFX942,  /* cdna3 */
    VJ_GFX950,  /* cdna4 */
    VJ_GFX1010, /* rdna1 */
    VJ_GFX1030, /* rdna2 */
    VJ_GFX1100, /* rdna3 (the default target) */
    VJ_GFX1150, /* rdna3.5 */
    VJ_GFX1200, /* rdna4 */
    VJ_GFX1250, /* cdna5 */
    VJ_TARGET_COUNT
} vj_target;

#define VJ_TARGET_DEFAULT VJ_GFX1100

/* Parse an -mcpu name or alias (case-insensitive). VJ_ERR_TARGET if unknown. */
VJ_API vj_status vj_target_parse(const char *name, vj_target *out);
/* The LLVM -mcpu name of a target, or NULL for an invalid value. */
VJ_API const char *vj_target_name(vj_target target);
/* The target's default wave size: 64 on GFX9 (CDNA), 32 on GFX10+ (RDNA). */
VJ_API unsigned vj_target_default_wave(vj_target target);

/* ----------------------------------------------------------------- context */

typedef enum vj_engine {
    VJ_ENGINE_AUTO = 0, /* JIT when available and it compiled, else the interpreter */
    VJ_ENGINE_INTERP,   /* the IR interpreter */
    VJ_ENGINE_JIT,      /* libgccjit host code (VJ_ERR_JIT when it cannot serve) */
    VJ_ENGINE_REF,      /* the reference evaluator: ISA pseudocode per lane, slow */
    VJ_ENGINE_COUNT
} vj_engine;

VJ_API const char *vj_engine_name(vj_engine engine);
VJ_API vj_status vj_engine_parse(const char *name, vj_engine *out);

/* When blocks get JIT code (vj_options.jit). */
typedef enum vj_jit_policy {
    VJ_JIT_TIERED = 0, /* the default: translating only decodes, lowers and optimises; a
                          block run with VJ_ENGINE_AUTO is interpreted until it has run
                          jit_threshold times, then compiled in the background, and its
                          code serves the runs after it is ready */
    VJ_JIT_EAGER,      /* every translation compiles and waits for the code */
    VJ_JIT_OFF,        /* never compile: the interpreter serves (VJ_ENGINE_JIT fails) */
    VJ_JIT_POLICY_COUNT
} vj_jit_policy;

typedef struct vj_options {
    vj_target target;        /* default VJ_TARGET_DEFAULT */
    unsigned wave_size;      /* 32 or 64; 0 = the target's default. GFX9 (gfx908, gfx90a,
                                gfx942, gfx950) runs wave64 only */
    int optimize;            /* run the IR optimiser (default 1) */
    int jit_opt_level;       /* libgccjit -O level 0..3 (default 1: -O1 with the vectoriser) */
    size_t cache_capacity;   /* translated blocks kept (a bound: memory follows the blocks
                                actually cached, so SIZE_MAX keeps every block); 0 = the
                                default (4096) */
    vj_jit_policy jit;       /* default VJ_JIT_TIERED */
    unsigned jit_threshold;  /* VJ_ENGINE_AUTO runs of a block before it is queued for a
                                compile; 0 = the default: each block's break-even, where
                                its code's savings have paid for its compile
                                (vj_block_jit_threshold says it) */
    unsigned jit_workers;    /* compiles at once; 0 = half the cores, at least 1 */
    unsigned jit_timeout_ms; /* one compile (a batch) before its helper is killed; 0 = 30000 */
    /* Non-zero: run libgccjit inside this process instead of in helper processes (for
     * hosts that may not start processes). libgccjit then can end the whole process on
     * some failures (no assembler on PATH, a full TMPDIR, a crashing assembler: it calls
     * exit()), holds asynchronous signals for the length of a compile, and keeps some
     * memory per compile; a helper process contains all three. */
    int jit_in_process;
    /* The compile helper program; NULL = $VOP3JIT_HELPER, else the installed
     * vop3jit-compile. Read by vj_context_new, not kept. */
    const char *jit_helper;
    /* The disk cache of compiled code, shared by later runs and other processes:
     * a directory (made, mode 0700, if missing); NULL = $VOP3JIT_CACHE_DIR;
     * "" = none even if that is set. With neither the library writes nowhere.
     * A directory not owned by the user or writable by group or others is
     * refused (vj_disk_cache_problem says why) and the context runs without.
     * Read by vj_context_new, not kept. */
    const char *cache_dir;
    uint64_t cache_max_bytes; /* disk cache size bound; 0 = 256 MiB */
    /* Non-zero: strict fidelity. An instruction whose result is approximate (its
     * fidelity is approx: our value is the correctly rounded one, hardware's may
     * differ, as for the transcendentals v_rcp_f32, v_sin_f32...) is refused as
     * VJ_ERR_UNSUPPORTED, naming it and its offset. Default 0: translated, and
     * labelled (vj_inst_desc.approx, vj_block_approx_count, `vop3jit list`). */
    int strict_fidelity;
} vj_options;

/* The threshold every block had before it became each block's break-even
 * (vj_block_jit_threshold); kept so that code naming it still builds. */
#define VJ_JIT_THRESHOLD_DEFAULT 1000u

/* Fill *opts with the defaults. */
VJ_API void vj_options_init(vj_options *opts);

typedef struct vj_context vj_context;

/* Create a context; opts may be NULL for the defaults. Returns NULL only when
 * memory runs out or opts is invalid (then *status, if given, says which:
 * VJ_ERR_ARG for a value out of range or a wave size the target lacks). */
VJ_API vj_context *vj_context_new(const vj_options *opts, vj_status *status);
VJ_API void vj_context_free(vj_context *ctx);
VJ_API const vj_options *vj_context_options(const vj_context *ctx);

/* The message of the last failure in this context (for the calling thread),
 * or "" when there was none. Valid until the next call on ctx. */
VJ_API const char *vj_last_error(const vj_context *ctx);

/* The last failure as fields: its status (VJ_OK when there was none), where
 * it happened, when it concerns an instruction, and the message. */
#define VJ_NO_POSITION SIZE_MAX
typedef struct vj_error {
    vj_status status;
    size_t offset;       /* byte offset of the instruction in its input, or VJ_NO_POSITION */
    size_t index;        /* its index among the input's instructions, or VJ_NO_POSITION */
    unsigned line;       /* assembly input: its line (1-based), else 0 */
    unsigned column;     /* assembly input: the column the message points at, else 0 */
    const char *message; /* as vj_last_error: valid until the next call on ctx */
} vj_error;
VJ_API void vj_last_error_info(const vj_context *ctx, vj_error *out);

/* Wait until every compile queued in ctx has finished or failed (for tests,
 * benchmarks and hosts that want determinism). Returns at once when none is
 * queued; VJ_ERR_ARG for a NULL ctx. */
VJ_API vj_status vj_jit_wait(vj_context *ctx);

/* The names of the policies ("tiered", "eager", "off") and back. */
VJ_API const char *vj_jit_policy_name(vj_jit_policy policy);
VJ_API vj_status vj_jit_policy_parse(const char *name, vj_jit_policy *out);

/* -------------------------------------------------------------- wave state */

/* One wavefront's registers: 256 VGPRs x wave_size lanes (each register's
 * lanes contiguous), 106 SGPRs, vcc, exec, m0, ttmp0-15, scc, and CDNA's
 * 256 accumulation registers (AGPRs) x wave_size lanes. */
typedef struct vj_wave vj_wave;

VJ_API vj_wave *vj_wave_new(unsigned wave_size); /* 32 or 64; NULL otherwise */
VJ_API void vj_wave_free(vj_wave *wave);
VJ_API unsigned vj_wave_size(const vj_wave *wave);
VJ_API void vj_wave_copy(vj_wave *dst, const vj_wave *src); /* same wave size */

/* Pointer to the wave_size lanes of VGPR reg (0..255), or NULL if out of range. */
VJ_API uint32_t *vj_wave_vgpr(vj_wave *wave, unsigned reg);
VJ_API uint32_t vj_wave_get_vgpr(const vj_wave *wave, unsigned reg, unsigned lane);
VJ_API void vj_wave_set_vgpr(vj_wave *wave, unsigned reg, unsigned lane, uint32_t value);

/* The accumulation registers a0..a255 of CDNA (gfx908, gfx90a, gfx942,
 * gfx950), which v_accvgpr_read_b32, v_accvgpr_write_b32 and
 * v_accvgpr_mov_b32 move values through: as the VGPR calls above. Every
 * wave has them (zero when made); on the other targets nothing reads or
 * writes them. */
VJ_API uint32_t *vj_wave_agpr(vj_wave *wave, unsigned reg);
VJ_API uint32_t vj_wave_get_agpr(const vj_wave *wave, unsigned reg, unsigned lane);
VJ_API void vj_wave_set_agpr(vj_wave *wave, unsigned reg, unsigned lane, uint32_t value);

/* Scalar registers by name: "s0".."s105", "vcc", "vcc_lo", "vcc_hi", "exec",
 * "exec_lo", "exec_hi", "m0", "ttmp0".."ttmp15", "scc". 64-bit names read
 * and write both halves. VJ_ERR_ARG for an unknown name. */
VJ_API vj_status vj_wave_get_sreg(const vj_wave *wave, const char *name, uint64_t *value);
VJ_API vj_status vj_wave_set_sreg(vj_wave *wave, const char *name, uint64_t value);

/* The MODE register's float fields, at their hardware bit positions (LLVM
 * SIDefines.h; docs/design.md "MODE"): what every float instruction reads.
 * FP_ROUND: 0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero;
 * FP_DENORM: bit 0 of a field keeps input denormals, bit 1 output ones (0:
 * flush both, 3: keep both). The f64 fields also govern f16. GFX12 has no
 * IEEE and no DX10_CLAMP bit: there a wave behaves as if both were set,
 * whatever it holds. A new wave starts from VJ_MODE_DEFAULT, the compilers'
 * default for compute code (round to nearest even, denormals kept, IEEE and
 * DX10_CLAMP on); a kernel of a code object from its descriptor
 * (vj_kernel_info.mode). */
#define VJ_MODE_FP_ROUND_F32 0x00000003u  /* bits 1:0 */
#define VJ_MODE_FP_ROUND_F64 0x0000000cu  /* bits 3:2: f64 and f16 */
#define VJ_MODE_FP_DENORM_F32 0x00000030u /* bits 5:4 */
#define VJ_MODE_FP_DENORM_F64 0x000000c0u /* bits 7:6: f64 and f16 */
#define VJ_MODE_DX10_CLAMP 0x00000100u    /* bit 8: clamp turns a NaN into 0 */
#define VJ_MODE_IEEE 0x00000200u          /* bit 9: quiet sNaN inputs; OMOD ignored */
#define VJ_MODE_FP16_OVFL 0x00800000u     /* bit 23: f16 overflow saturates (GFX9+) */
#define VJ_MODE_MASK 0x008003ffu          /* the bits a wave's mode may hold */
#define VJ_MODE_DEFAULT 0x000003f0u

/* The wave's MODE; setting bits outside VJ_MODE_MASK is VJ_ERR_ARG. */
VJ_API uint32_t vj_wave_get_mode(const vj_wave *wave);
VJ_API vj_status vj_wave_set_mode(vj_wave *wave, uint32_t mode);

/* The wave's program counter: the byte address of the instruction it runs
 * next, which a code region's blocks read (s_getpc_b64) and move (branches;
 * vj_region_run). Blocks translated from bytes leave it alone. A new wave
 * has 0. */
VJ_API uint64_t vj_wave_get_pc(const vj_wave *wave);
VJ_API void vj_wave_set_pc(vj_wave *wave, uint64_t pc);

/* Fill every register with pseudo-random values from seed (exec all ones). */
VJ_API void vj_wave_randomize(vj_wave *wave, uint64_t seed);

/* The first place where two wave states differ: VGPRs v0..v255 lane by lane
 * (lanes both waves have), then the scalar registers, then scc, then mode, then
 * pc, then the AGPRs a0..a255 lane by lane. */
typedef struct vj_wave_difference {
    char reg[16];   /* "v3", "vcc_lo", "exec_hi", "s7", "scc", "a5" */
    int lane;       /* the lane for a VGPR or AGPR, -1 for a scalar register */
    uint64_t a, b;  /* the value in the first and in the second state */
} vj_wave_difference;

/* Non-zero when a and b differ; *out (if given) says where first. */
VJ_API int vj_wave_first_difference(const vj_wave *a, const vj_wave *b,
                                    vj_wave_difference *out);

/* Read wave-state text into wave, one register a line:
 *   v1 = 0x11223344          every lane of v1
 *   v1 = x0 x1 ... xN        one value per lane, exactly the wave size
 *   v1[5] = 0x7              one lane
 *   a1 = ...   a1[5] = ...   an AGPR (CDNA's accumulation registers), as a VGPR
 *   s3 = 5   vcc = 0x...   exec = 0x...   m0 = ...   ttmp2 = ...   scc = 1
 *   mode = 0x3f0             the MODE register's float fields (VJ_MODE_*)
 *   pc = 0x1000              the program counter (vj_wave_get_pc)
 * Values are 0x-hex, decimal or -decimal; '#' starts a comment. Registers
 * not named keep their values. On an error (VJ_ERR_STATE, message
 * "file:line:column: error: ...") the wave is left unchanged. */
VJ_API vj_status vj_wave_parse(vj_context *ctx, vj_wave *wave, const char *text,
                               const char *filename);

/* The state as text vj_wave_parse reads back: the n VGPRs listed, one line
 * each, with one value when every lane holds it ("v3 = 0x11223344") and
 * every lane's value otherwise ("v3 = 0x... 0x..."); with vgprs NULL, every
 * VGPR, then the scalar registers and mode (and pc when it is not 0), then
 * each AGPR that has a lane not zero (a wave that never touched them prints
 * as it did before there were AGPRs). malloc'd (release with vj_free); NULL
 * when memory ran out. */
VJ_API char *vj_wave_format(const vj_wave *wave, const unsigned *vgprs, size_t n);
/* The n AGPRs listed, as vj_wave_format writes VGPRs ("a3 = 0x..."). */
VJ_API char *vj_wave_format_agprs(const vj_wave *wave, const unsigned *agprs, size_t n);

/* ------------------------------------------------------------ guest memory */

/* What guest addresses mean to a wave's memory instructions (issue 31): a
 * map of ranges the host lends (host memory it owns and keeps alive while
 * the map is in use), each readable, writable or both, and for the rest an
 * optional handler. The library reads and writes only inside what the map
 * gives: an access outside it (or against its permission) stops the run
 * before the instruction changes anything, VJ_ERR_MEMORY, the message
 * naming the instruction, the lane, the address and the size; memory never
 * mapped is never touched. A map is not changed while a run uses it;
 * several waves (and threads) may run on one map at once (what they write
 * to shared ranges is the host's business, as on hardware). Global, flat
 * and scalar memory instructions use the wave's map; flat addresses are
 * global ones (no LDS or private aperture is modelled yet). */
typedef struct vj_memory vj_memory;

#define VJ_MEM_READ 1u
#define VJ_MEM_WRITE 2u

VJ_API vj_memory *vj_memory_new(void); /* NULL when memory runs out */
VJ_API void vj_memory_free(vj_memory *mem);
/* Lend [host, host + size) as guest [addr, addr + size) with perms
 * (VJ_MEM_READ | VJ_MEM_WRITE). VJ_ERR_ARG for a NULL host, a size of 0,
 * no permission, a range that wraps or overlaps one already mapped. */
VJ_API vj_status vj_memory_map(vj_memory *mem, uint64_t addr, void *host, size_t size,
                               unsigned perms);
/* Remove the range that starts at addr (VJ_ERR_ARG when none does). */
VJ_API vj_status vj_memory_unmap(vj_memory *mem, uint64_t addr);
/* The handler for what no range maps: called with the access (one lane's,
 * size bytes at addr; write non-zero for a store, data then holds the
 * bytes; for a load it fills data); returns 0 when it served the access,
 * non-zero for a fault. NULL: every such access faults. It may be called
 * from JIT code with the thread's x86 MXCSR set to round to nearest, no
 * FTZ or DAZ, exceptions masked, and must leave MXCSR as it found it. */
typedef int (*vj_memory_handler)(void *user, uint64_t addr, void *data, size_t size, int write);
VJ_API void vj_memory_set_handler(vj_memory *mem, vj_memory_handler fn, void *user);
/* Copy size bytes between the map and the host, as a lane's access would
 * (through ranges and the handler, with their permissions): for a host
 * that fills buffers or reads results by guest address. VJ_ERR_MEMORY
 * when some byte is not accessible (nothing is written then). */
VJ_API vj_status vj_memory_read(const vj_memory *mem, uint64_t addr, void *out, size_t size);
VJ_API vj_status vj_memory_write(vj_memory *mem, uint64_t addr, const void *in, size_t size);

/* The map a wave's memory instructions use (NULL: none; every access
 * faults). The wave keeps the pointer, not a copy: the map outlives the
 * runs. vj_wave_copy copies it. */
VJ_API void vj_wave_set_memory(vj_wave *wave, vj_memory *mem);
VJ_API vj_memory *vj_wave_memory(const vj_wave *wave);
/* The wave's LDS: size bytes at lds (the workgroup's, shared by its waves;
 * the host owns it). A DS access past size reads 0 and a store there is
 * dropped, as the ISA says for LDS out of range; no LDS (NULL, 0) is an
 * LDS of size 0. VJ_ERR_ARG for a NULL lds with a size. */
VJ_API vj_status vj_wave_set_lds(vj_wave *wave, void *lds, uint32_t size);
/* The wave's scratch (private memory, what SCRATCH instructions such as
 * scratch_load_dword / scratch_store_b32 reach): per_lane bytes for each
 * lane, lane l's private byte x at bytes[l * per_lane + x], so bytes holds
 * 64 * per_lane bytes (a wave32 uses the first 32 lanes'); the host owns
 * it. A scratch access whose bytes are not all inside [0, per_lane) stops
 * the run with VJ_ERR_MEMORY, naming the lane and its private address, and
 * writes nothing; no scratch (NULL, 0) faults every scratch access.
 * VJ_ERR_ARG for a NULL bytes with a size, or a size over 2^31. */
VJ_API vj_status vj_wave_set_scratch(vj_wave *wave, void *bytes, size_t per_lane);
/* The private aperture: a buffer load or store (MUBUF) whose address lies
 * in [VJ_PRIVATE_APERTURE, + VJ_PRIVATE_APERTURE_SIZE) reaches the wave's
 * scratch, not the map, laid out as a GFX9/10 private segment buffer lays
 * it out (swizzled, ADD_TID, INDEX_STRIDE the wave size W, ELEMENT_SIZE
 * 4, STRIDE 0): byte y of the aperture is lane (y / 4) % W's
 * private byte (y / (4 W)) * 4 + y % 4, so a descriptor with BASE
 * VJ_PRIVATE_APERTURE gives lane l's private byte x at offset x. A byte
 * outside the lane's per_lane bytes, or a wave without scratch, faults as
 * a scratch access does. vj_dispatch puts such a descriptor in a GFX9/10
 * kernel's private segment buffer SGPRs; other memory instructions (global,
 * flat, s_buffer_load) do not see the aperture. */
#define VJ_PRIVATE_APERTURE 0xfe0000000000ull
#define VJ_PRIVATE_APERTURE_SIZE (1ull << 40)

/* ------------------------------------------------------------------ blocks */

/* A translated straight-line block: decoded, lowered, optimised. */
typedef struct vj_block vj_block;

/* Translate len bytes of machine code for the context's target and wave size.
 * The block is shared with the context's translation cache: release it with
 * vj_block_free. */
VJ_API vj_status vj_translate(vj_context *ctx, const uint8_t *code, size_t len,
                              vj_block **out);

/* Assemble then translate LLVM-syntax text; filename is used in messages. */
VJ_API vj_status vj_translate_asm(vj_context *ctx, const char *text,
                                  const char *filename, vj_block **out);

/* Translate n blocks at once. Under VJ_JIT_EAGER, JIT code for all of them
 * is compiled in as few libgccjit contexts as the workers allow, which is far
 * cheaper than n compiles. codes[i] may be NULL only where lens[i] is 0, as
 * for vj_translate (VJ_ERR_ARG otherwise, naming i). On failure the blocks
 * already translated are released and out[] is all NULL. */
VJ_API vj_status vj_translate_batch(vj_context *ctx, const uint8_t *const *codes,
                                    const size_t *lens, size_t n, vj_block **out);

VJ_API void vj_block_free(vj_block *block);
VJ_API size_t vj_block_inst_count(const vj_block *block);
/* The wave size the block was translated for (a wave state must match). */
VJ_API unsigned vj_block_wave_size(const vj_block *block);
/* How many of the block's instructions have an approximate result (fidelity
 * approx: see vj_options.strict_fidelity); 0 when every result is exact. */
VJ_API size_t vj_block_approx_count(const vj_block *block);
/* The block's IR as text, one node a line under a comment naming each
 * instruction (optimised when the context's options say so). malloc'd:
 * release with vj_free; NULL when memory ran out. */
VJ_API char *vj_block_ir_text(const vj_block *block);
/* The VGPRs the block writes, ascending: fills up to max of them into regs
 * (which may be NULL) and returns how many there are. An m0-relative write
 * (v_movreld_b32 and its kin) counts every register it may reach: from its
 * base to v255. */
VJ_API size_t vj_block_written_vgprs(const vj_block *block, unsigned *regs, size_t max);
/* The same for the AGPRs (a0..a255, CDNA) the block writes. */
VJ_API size_t vj_block_written_agprs(const vj_block *block, unsigned *regs, size_t max);
/* The scalar registers the block writes (the lane masks of compares and
 * carries, exec for v_cmpx, a scalar instruction's destination, exec for
 * the exec family), one 32-bit register each, ascending, then "scc" when a
 * scalar instruction writes SCC, by the names vj_wave_get_sreg takes ("s4",
 * "vcc_lo", "exec_hi", "scc"): fills up to max names and returns how many
 * there are. */
#define VJ_SREG_NAME_MAX 16
VJ_API size_t vj_block_written_sregs(const vj_block *block, char (*names)[VJ_SREG_NAME_MAX],
                                     size_t max);

/* Run a block on a wave (whose size must be the block's). VJ_ENGINE_AUTO
 * runs the block's JIT code when it has some and the interpreter otherwise
 * (under VJ_JIT_TIERED counting the run toward the block's compile).
 * VJ_ENGINE_JIT on a block without code yet compiles it and waits (an
 * explicit request); VJ_ERR_JIT when the JIT cannot serve, with the reason.
 * VJ_ENGINE_INTERP and VJ_ENGINE_REF never start a compile. A run whose
 * m0-relative move (v_movrels_b32 and its kin) names a VGPR past v255 stops
 * before that instruction, every engine alike: VJ_ERR_UNSUPPORTED, the
 * message naming the instruction, its offset and the index; the wave holds
 * what the instructions before it wrote. */
VJ_API vj_status vj_run(vj_context *ctx, vj_block *block, vj_wave *wave, vj_engine engine);

/* Run a block on n waves in turn, as n vj_run calls would, checking the
 * arguments once: for simulators that step every wave of a dispatch through
 * the same block, where a per-call cost would show. Every wave is checked
 * (not NULL, the block's size) before any runs; when an engine then fails,
 * the waves before the one the message names have run. The JIT's float
 * code needs the thread's x86 MXCSR at round to nearest, no FTZ or DAZ:
 * this call (and vj_region_run) sets it once for all its calls and gives
 * the thread's back on return (but for sticky exception flags), a failed
 * run included. */
VJ_API vj_status vj_run_waves(vj_context *ctx, vj_block *block, vj_wave *const *waves, size_t n,
                              vj_engine engine);

/* A block's JIT code as a plain host function, for an emulator that enters
 * translated code directly, as QEMU enters a translation block: fn(wave)
 * does what vj_run(ctx, block, wave, VJ_ENGINE_JIT) does, without vj_run's
 * per-call checks, and returns VJ_OK (0); or, for a block with an
 * m0-relative move whose index went past v255, or a memory instruction
 * whose access the wave's map does not give (issue 31), non-zero, with the
 * wave (and memory) as they were before that instruction:
 * vj_block_jit_status(ctx, block, wave, rc) then gives the status vj_run
 * would have and its message, by name. The caller owes what vj_run would
 * check: wave is a live vj_wave of vj_block_wave_size(block). fn stays valid
 * while the caller holds the block (until its vj_block_free), and may be
 * called from any thread, on different waves at once. A block without code
 * yet is compiled first, and the call waits, as for VJ_ENGINE_JIT. NULL when
 * the block gets no JIT code (not built, JIT off, or refused:
 * vj_block_jit_failure says why), with the reason in vj_last_error(ctx).
 * The block's last engine becomes the JIT. fn leaves the thread's x86 MXCSR
 * as it found it but for its sticky exception flags, which float code may
 * set: a float block sets what it needs for the call and restores it, or,
 * on AVX-512 hosts whose MXCSR has neither FTZ nor DAZ, needs nothing (its
 * instructions carry their own rounding and raise nothing); on other hosts
 * that costs a few ns a call, which vj_run_waves pays once for all its
 * waves. */
typedef int (*vj_block_fn)(vj_wave *wave);
VJ_API vj_block_fn vj_block_jit_entry(vj_context *ctx, vj_block *block);
/* What a non-zero return rc of a vj_block_fn on wave means, as vj_run says
 * it (status and vj_last_error message: VJ_ERR_UNSUPPORTED for an
 * m0-relative index past v255, VJ_ERR_MEMORY for a memory fault); VJ_OK
 * for rc 0. Call it before the wave runs anything else. */
VJ_API vj_status vj_block_jit_status(vj_context *ctx, vj_block *block, const vj_wave *wave,
                                     int rc);

/* The engine that the last vj_run of this block used (VJ_ENGINE_COUNT before
 * the first run), and if the JIT was refused, why (NULL when it was not). */
VJ_API vj_engine vj_block_last_engine(const vj_block *block);
VJ_API const char *vj_block_jit_failure(const vj_block *block);
/* How many VJ_ENGINE_AUTO runs queue this block for a compile under
 * VJ_JIT_TIERED: vj_options.jit_threshold when set, else the block's own
 * break-even, which falls with its length and wave size (docs/design.md). */
VJ_API unsigned vj_block_jit_threshold(const vj_block *block);

/* ----------------------------------------------------------- frontend only */

/* Assemble LLVM-syntax text into machine code (*out malloc'd, release with
 * vj_free). Errors are "file:line:col: error: ...". */
VJ_API vj_status vj_assemble(vj_context *ctx, const char *text, const char *filename,
                             uint8_t **out, size_t *out_len);

/* Assemble as much of a text as can be, as llvm-mc does: compiler output
 * (labels, directives, comments) is taken as written, every line that
 * assembles gives its bytes and every line that does not gives an error
 * record. The instructions fall into runs of straight-line vector ALU code:
 * a label (where control may enter), a scalar instruction (assembled, and in
 * no run: its bytes lie between two runs), a refused line (an instruction we
 * do not assemble: a memory one, say) or a data directive ends one.
 * Returns VJ_OK even when lines were refused (count them with
 * vj_listing_error_count); fails only on a NULL argument or no memory. */
typedef struct vj_listing vj_listing;
VJ_API vj_status vj_assemble_listing(vj_context *ctx, const char *text, const char *filename,
                                     vj_listing **out);
VJ_API void vj_listing_free(vj_listing *listing);
/* All the assembled bytes, in text order (valid while the listing lives). */
VJ_API const uint8_t *vj_listing_code(const vj_listing *listing, size_t *len);
/* The refused lines: status (VJ_ERR_ASM, VJ_ERR_UNSUPPORTED, VJ_ERR_TARGET),
 * line, column and message ("file:line:col: error: ..."); offset and index
 * are VJ_NO_POSITION. NULL when i is out of range. */
VJ_API size_t vj_listing_error_count(const vj_listing *listing);
VJ_API const vj_error *vj_listing_error(const vj_listing *listing, size_t i);
/* The runs: run i's bytes (a part of vj_listing_code), their length, and the
 * text line of its first instruction; NULL when i is out of range. */
VJ_API size_t vj_listing_run_count(const vj_listing *listing);
VJ_API const uint8_t *vj_listing_run(const vj_listing *listing, size_t i, size_t *len,
                                     unsigned *first_line);

/* Disassemble the instruction at code[offset], writing LLVM syntax into text
 * (NUL-terminated) and its length in bytes (4 to 12) into *inst_len (if not
 * NULL). Besides what vj_translate takes, it prints the 32-bit forms of the
 * float instructions whose operands are all 32-bit (v_mul_f32_e32,
 * v_cvt_f32_u32_e32), as llvm-mc does; the translates field of
 * vj_inst_describe says whether vj_translate takes an instruction. Any other
 * valid vector ALU instruction we do not decode is VJ_ERR_UNSUPPORTED, by
 * name. When the text does not fit in text_size bytes: VJ_ERR_ARG, as for
 * vj_fold_describe; text then holds as much as fits, *inst_len is set, and
 * the message says the size needed (vj_disassemble_sized gives it as a
 * number). text may be NULL when text_size is 0: only *inst_len is set. */
VJ_API vj_status vj_disassemble(vj_context *ctx, const uint8_t *code, size_t len,
                                size_t offset, char *text, size_t text_size,
                                size_t *inst_len);

/* vj_disassemble, and *text_needed (if not NULL) gets the size of buffer the
 * text needs, its NUL included, whether it fit or not, once the instruction
 * has decoded: with text NULL and text_size 0 it is a query (VJ_OK). */
VJ_API vj_status vj_disassemble_sized(vj_context *ctx, const uint8_t *code, size_t len,
                                      size_t offset, char *text, size_t text_size,
                                      size_t *inst_len, size_t *text_needed);

/* ------------------------------------------------- instruction length, kind */

/* Encoding classes of every target's machine code, by the manuals' names.
 * One class serves each format several families share: GFX12's VDS and
 * VDSDIR are VJ_CLASS_DS and VJ_CLASS_LDSDIR, its VFLAT, VGLOBAL and
 * VSCRATCH are VJ_CLASS_FLAT, GLOBAL and SCRATCH (12 bytes there, 8 before).
 * VINTRP is GFX9/10's 4-byte interpolation, VINTERP GFX11+'s 8-byte one. A
 * VOP1, VOP2 or VOPC word with an SDWA or DPP dword keeps its class. */
typedef enum vj_inst_class {
    VJ_CLASS_INVALID = 0,
    VJ_CLASS_SOP1,
    VJ_CLASS_SOP2,
    VJ_CLASS_SOPK,
    VJ_CLASS_SOPC,
    VJ_CLASS_SOPP,
    VJ_CLASS_SMEM,
    VJ_CLASS_VOP1,
    VJ_CLASS_VOP2,
    VJ_CLASS_VOPC,
    VJ_CLASS_VOP3,
    VJ_CLASS_VOP3P,
    VJ_CLASS_VOPD,
    VJ_CLASS_VINTRP,
    VJ_CLASS_VINTERP,
    VJ_CLASS_LDSDIR,
    VJ_CLASS_DS,
    VJ_CLASS_MUBUF,
    VJ_CLASS_MTBUF,
    VJ_CLASS_MIMG,
    VJ_CLASS_FLAT,
    VJ_CLASS_GLOBAL,
    VJ_CLASS_SCRATCH,
    VJ_CLASS_EXP,
    VJ_CLASS_VBUFFER,
    VJ_CLASS_VIMAGE,
    VJ_CLASS_VSAMPLE,
    VJ_CLASS_COUNT
} vj_inst_class;

/* The lower-case name of a class ("sop1", "vop3p", "vbuffer"; "invalid"),
 * or NULL for a value out of range. */
VJ_API const char *vj_inst_class_name(vj_inst_class cls);
/* Non-zero for the vector ALU classes (VOP1, VOP2, VOPC, VOP3, VOP3P, VOPD),
 * the ones vj_disassemble and vj_translate decode. */
VJ_API int vj_inst_class_is_valu(vj_inst_class cls);

/* How an instruction leaves the straight line. Everything but NONE ends a
 * block. s_getpc, s_sethalt, s_sleep, barriers and waits do not. */
typedef enum vj_inst_flow {
    VJ_FLOW_NONE = 0, /* falls through to the next instruction */
    VJ_FLOW_JUMP,     /* s_branch: always to the target */
    VJ_FLOW_BRANCH,   /* s_cbranch_*, s_cbranch_i_fork, s_subvector_loop_*: the target
                         or the next instruction */
    VJ_FLOW_CALL,     /* s_call_b64 (a target), s_swappc_b64 (through registers) */
    VJ_FLOW_INDIRECT, /* s_setpc_b64, s_rfe_b64, GFX9's s_cbranch_join, s_cbranch_g_fork,
                         s_rfe_restore_b64: where registers say */
    VJ_FLOW_TRAP,     /* s_trap: to the trap handler */
    VJ_FLOW_END,      /* s_endpgm, s_endpgm_saved, s_endpgm_ordered_ps_done, s_code_end */
    VJ_FLOW_COUNT
} vj_inst_flow;

/* One instruction's length and kind, found without translating it. */
typedef struct vj_inst_desc {
    size_t length;      /* bytes, 4 to 20 (literal, SDWA/DPP dword, NSA dwords included);
                           0 when the call failed */
    vj_inst_class cls;  /* VJ_CLASS_INVALID when no class of the target has the word */
    int translatable;   /* non-zero when the decoder takes it (a vector ALU word of an
                           instruction this library supports, for the context's target
                           and wave size: vj_disassemble succeeds); lowering still refuses
                           the operands no hardware means (see vj_translate's errors) */
    int ends_block;     /* non-zero when flow is not VJ_FLOW_NONE */
    vj_inst_flow flow;
    int has_target;     /* the instruction names its target in a 16-bit offset */
    int64_t target;     /* then: the target's byte offset from this instruction's
                           first byte (4 + 4 * the signed offset) */
    int hint;           /* a scheduling hint with no architectural effect: s_nop, and
                           GFX11+'s s_delay_alu */
    int approx;         /* non-zero when translatable and its fidelity is approx: our
                           result is the correctly rounded value, hardware's may differ
                           (a transcendental); strict_fidelity refuses it */
} vj_inst_desc;

/* Describe the instruction at code[offset] for the context's target. Every
 * class of every target has a length, whether or not its opcode is defined:
 * a word llvm-mc-19 disassembles gets the length llvm-mc-19 gives it.
 * VJ_ERR_DECODE when no class of the target has the word (*out is then
 * zero but for cls, VJ_CLASS_INVALID); VJ_ERR_TRUNCATED when fewer bytes
 * remain than the instruction needs (out->cls is set, out->length 0, the
 * message says how many bytes it needs). Both messages name the offset. */
VJ_API vj_status vj_inst_describe(vj_context *ctx, const uint8_t *code, size_t len,
                                  size_t offset, vj_inst_desc *out);

/* -------------------------------------------------- translating a prefix */

/* Why vj_translate_prefix stopped where it did. */
typedef enum vj_stop_reason {
    VJ_STOP_END = 0,     /* the end of the input */
    VJ_STOP_UNSUPPORTED, /* an instruction this library does not translate: another class
                            than vector ALU, or one it does not take (the message says) */
    VJ_STOP_BLOCK_END,   /* an instruction that leaves the straight line (a branch, a call,
                            s_setpc, s_endpgm, a trap): not part of the block */
    VJ_STOP_INVALID,     /* a word no class of the target defines, or the input ends inside
                            an instruction (stop_status VJ_ERR_DECODE or VJ_ERR_TRUNCATED) */
    VJ_STOP_LIMIT,       /* the block holds the most instructions a block may (65535) */
    VJ_STOP_COUNT
} vj_stop_reason;

/* The short name of a reason: "end", "unsupported", "block end", "invalid",
 * "limit"; NULL out of range. */
VJ_API const char *vj_stop_reason_name(vj_stop_reason reason);

typedef struct vj_prefix {
    size_t length;            /* bytes from the offset to the end of the block's last
                                 instruction (0: none translatable there) */
    size_t count;             /* instructions in the block */
    size_t hints_skipped;     /* s_nop / s_delay_alu left out of it (VJ_PREFIX_SKIP_HINTS) */
    vj_stop_reason reason;
    size_t stop_offset;       /* the instruction that stopped it (the input's length at
                                 VJ_STOP_END) */
    vj_inst_class stop_class; /* its class (VJ_CLASS_INVALID when none) */
    vj_status stop_status;    /* VJ_OK, or what translating it alone would give */
    char stop_name[48];       /* its mnemonic when this library knows it, else "" */
    char message[256];        /* why, in words ("" at VJ_STOP_END) */
    size_t next_offset;       /* where a next run may start: past the stopping instruction
                                 (by its length; 4 bytes past an invalid word) */
} vj_prefix;

/* Skip the scheduling hints s_nop and s_delay_alu (GFX11+) inside a run: they
 * have no architectural effect. Without it they end the run. */
#define VJ_PREFIX_SKIP_HINTS 1u
#define VJ_PREFIX_DEFAULT VJ_PREFIX_SKIP_HINTS

/* Translate the longest run of instructions from code[offset] that this
 * library translates, as QEMU translates from a PC until an instruction ends
 * the block: *info says how far it got and why it stopped, as fields. *out
 * is the block (NULL when info->count is 0: the instruction at offset is
 * not one we translate; that is VJ_OK too). A translation failure of the
 * run itself is its status. */
VJ_API vj_status vj_translate_prefix(vj_context *ctx, const uint8_t *code, size_t len,
                                     size_t offset, unsigned flags, vj_block **out,
                                     vj_prefix *info);

/* ------------------------------------------------------------ code regions */

/* A code region: machine code at a base address (a kernel's code, or bytes
 * the host owns), run as an emulator runs it (issue 30): from the wave's
 * PC, a block is a basic block: the instructions up to and including the
 * first branch (s_branch, s_cbranch_scc0/scc1/vccz/vccnz/execz/execnz,
 * s_setpc_b64, s_swappc_b64, s_call_b64) or s_endpgm, or up to the first
 * instruction this library does not run (memory, LDS, barrier, message,
 * ...), which it leaves for the caller. Its blocks read the PC (s_getpc_b64)
 * and leave in it where the wave goes on. The bytes are copied: when the
 * host changes its code, it says so (vj_region_write), or makes a new
 * region. The region keeps its blocks by address, so a
 * loop translates each once; it uses its context's options and JIT policy.
 * Several threads may run one region at once, on different waves. It holds
 * a pointer for every 4 bytes of its code (blocks are translated only where
 * a run goes). Free it before its context. */
typedef struct vj_region vj_region;

/* base: the address of code[0] (dword aligned). */
VJ_API vj_status vj_region_new(vj_context *ctx, const uint8_t *code, size_t len, uint64_t base,
                               vj_region **out);
VJ_API void vj_region_free(vj_region *region);

/* The host changed len bytes of its code at address addr (inside the
 * region): the region takes the new bytes and drops every block that
 * decoded any of the old ones (a block reads up to 20 bytes past its end,
 * the instruction that stopped it), as TCG invalidates translation blocks
 * on a write to their code. No run of the region may be in progress; the
 * blocks a caller holds (vj_region_block) stay valid but are stale.
 * VJ_ERR_ARG when the range is not inside the region. */
VJ_API vj_status vj_region_write(vj_region *region, uint64_t addr, const uint8_t *bytes,
                                 size_t len);

/* The block at address pc (translated the first time), retained for the
 * caller (vj_block_free); NULL, VJ_OK, when the instruction at pc is one
 * left for the caller. vj_run on it with the wave's PC at pc runs it. A pc
 * outside the region or not dword aligned is VJ_ERR_ARG; a word no class
 * of the target defines at pc, VJ_ERR_DECODE (naming the offset). */
VJ_API vj_status vj_region_block(vj_region *region, uint64_t pc, vj_block **out);

/* Why a run stopped. */
typedef enum vj_exit_reason {
    VJ_EXIT_TAKEN = 0,   /* a branch went to its target (s_branch, a conditional branch
                            whose condition held, s_setpc_b64, s_swappc_b64, s_call_b64) */
    VJ_EXIT_NOT_TAKEN,   /* a conditional branch did not: the PC is the next instruction */
    VJ_EXIT_FALLTHROUGH, /* the block ended without a branch (at the region's end, or it
                            held a block's most instructions): the PC is the next one */
    VJ_EXIT_END,         /* s_endpgm: the program ended; the PC is the s_endpgm */
    VJ_EXIT_HOST,        /* an instruction left for the caller: the PC is it; offset, cls,
                            name, status and message say which and why */
    VJ_EXIT_OUTSIDE,     /* the PC is outside the region (a jump out of it) */
    VJ_EXIT_BUDGET,      /* vj_region_run ran its budget of blocks (VJ_ERR_LIMIT) */
    VJ_EXIT_COUNT
} vj_exit_reason;

/* "branch taken", "branch not taken", "fall through", "end of program",
 * "left for the caller", "outside the region", "budget"; NULL out of range. */
VJ_API const char *vj_exit_reason_name(vj_exit_reason reason);

typedef struct vj_exit {
    vj_exit_reason reason;
    uint64_t pc;         /* the wave's PC after the run: where it goes on */
    size_t offset;       /* region offset of the last block's last instruction; at
                            VJ_EXIT_HOST, of the instruction left for the caller */
    vj_inst_class cls;   /* VJ_EXIT_HOST: that instruction's class */
    size_t length;       /* VJ_EXIT_HOST: its length in bytes, so that a caller that ran it
                            goes on at pc + length (0: no class of the target has it) */
    vj_status status;    /* VJ_EXIT_HOST: why it is left (VJ_ERR_UNSUPPORTED, ...) */
    char name[48];       /* VJ_EXIT_HOST: its mnemonic when known, else "" */
    char message[256];   /* VJ_EXIT_HOST: the refusal in words */
    uint64_t blocks;     /* blocks run */
    uint64_t insts;      /* instructions run */
} vj_exit;

/* Run one block from the wave's PC on an engine (as vj_run), and say why it
 * stopped. The wave's size must be the context's. */
VJ_API vj_status vj_region_step(vj_region *region, vj_wave *wave, vj_engine engine,
                                vj_exit *out);

/* Run from the wave's PC block by block, following branches, until the
 * program ends (VJ_EXIT_END), an instruction is left for the caller
 * (VJ_EXIT_HOST) or the PC leaves the region (VJ_EXIT_OUTSIDE): VJ_OK. After
 * max_blocks blocks (0: VJ_REGION_BUDGET_DEFAULT) it stops with VJ_ERR_LIMIT
 * (reason VJ_EXIT_BUDGET), so that a loop that does not end cannot hang the
 * host; the wave is then as the last block left it. An engine's failure
 * is its status, the wave as that block left it. */
#define VJ_REGION_BUDGET_DEFAULT 1000000u
VJ_API vj_status vj_region_run(vj_region *region, vj_wave *wave, vj_engine engine,
                               uint64_t max_blocks, vj_exit *out);

/* Release memory this library handed out (vj_assemble output, text dumps). */
VJ_API void vj_free(void *p);

/* ------------------------------------------------------------ code objects */

/* An AMDGPU ELF code object: a relocatable object (clang -c, ET_REL) or a
 * linked one (.hsaco, ET_DYN). Read through elfutils' libelf. */
typedef struct vj_codeobj vj_codeobj;

/* How a code object sets a target feature (e_flags, code object v4+). */
typedef enum vj_feature_mode {
    VJ_FEATURE_UNSUPPORTED = 0, /* the target has no such feature */
    VJ_FEATURE_ANY,             /* code runs with the feature on or off */
    VJ_FEATURE_OFF,
    VJ_FEATURE_ON
} vj_feature_mode;

typedef struct vj_codeobj_info {
    vj_target target;        /* from e_flags' machine field */
    char target_id[40];      /* LLVM's target ID: "gfx90a", "gfx90a:sramecc+:xnack-" */
    unsigned version;        /* code object version: 4, 5 or 6 */
    int linked;              /* non-zero for ET_DYN (linked), zero for ET_REL */
    vj_feature_mode xnack;
    vj_feature_mode sramecc;
    size_t kernel_count;
} vj_codeobj_info;

/* One kernel: a function symbol NAME in an executable section and its
 * kernel descriptor NAME.kd. Everything points into the vj_codeobj. */
typedef struct vj_kernel_info {
    const char *name;           /* the function symbol's name */
    const uint8_t *code;        /* code_size bytes of machine code */
    uint64_t code_offset;       /* where the code starts in the file (byte offset) */
    uint64_t code_size;         /* the function symbol's size */
    uint64_t descriptor_offset; /* where the 64-byte descriptor starts in the file */
    unsigned wave_size;         /* 32 or 64, from the descriptor (always 64 on GFX9) */
    uint64_t address;           /* the function symbol's value: its offset in its section
                                   in a relocatable object, its virtual address in a linked
                                   one (the address llvm-objdump -d prints) */
    uint32_t mode;              /* the MODE its waves start with (VJ_MODE_*), from the
                                   descriptor's COMPUTE_PGM_RSRC1: FLOAT_MODE, DX10_CLAMP,
                                   IEEE_MODE, FP16_OVFL */
    const uint8_t *descriptor;  /* its 64-byte kernel descriptor (AMDGPUUsage), as in the
                                   file: what vj_dispatch reads (issue 31) */
} vj_kernel_info;

/* Read a code object from len bytes. The bytes are copied: the caller may
 * release them at once, and what the object returns lives until
 * vj_codeobj_free. Nothing in the file is trusted: a truncated, foreign
 * (not EM_AMDGPU), inconsistent or hostile file gives VJ_ERR_CODEOBJ, and an
 * AMDGPU machine that is not one of our targets VJ_ERR_TARGET ("unknown
 * machine 0x.."), with a message naming what is wrong and where (section,
 * symbol, byte offset). The context only receives the message: its target
 * and options play no part. libelf keeps one process-wide setting, its ELF
 * version, which every call sets again (to the same value). */
VJ_API vj_status vj_codeobj_open(vj_context *ctx, const uint8_t *bytes, size_t len,
                                 vj_codeobj **out);
VJ_API void vj_codeobj_free(vj_codeobj *obj);
/* What the ELF header says, and how many kernels there are (NULL for NULL). */
VJ_API const vj_codeobj_info *vj_codeobj_get_info(const vj_codeobj *obj);
/* Kernel i (0 .. kernel_count-1) in symbol table order, or NULL. */
VJ_API const vj_kernel_info *vj_codeobj_kernel(const vj_codeobj *obj, size_t i);

/* --------------------------------------------------------------- dispatch */

/* Run a code object's kernel over a grid (issue 31, item 3), as a GPU's
 * dispatcher starts it: every workgroup's waves from the kernel descriptor
 * (the user SGPRs it asks for: kernarg pointer, dispatch packet, the
 * private segment buffer (GFX9/10: a descriptor of the private aperture,
 * VJ_PRIVATE_APERTURE; GFX11+: a swizzled descriptor that such a buffer
 * access is refused on), and zeros for the queue pointer,
 * dispatch id and flat scratch init; the workgroup ids it enables after
 * them and the private segment wave offset, 0; work-item ids in v0, packed 10 bits
 * each on gfx90a, gfx942, gfx950 and GFX11+, else v0, v1, v2; exec the
 * lanes the workgroup has; MODE from the descriptor), an LDS of its group
 * segment size per workgroup, zeroed, and each wave run block by block
 * (vj_region_run) on the engine asked for. The waves of a workgroup run in
 * turn and meet at s_barrier (GFX12: s_barrier_signal/s_barrier_wait);
 * workgroups run on `threads` host threads at once, sharing the blocks.
 * The context must be for the kernel's target and wave size. The kernel
 * reads and writes guest memory through `memory` (its kernarg segment at
 * `kernarg` among it); the dispatch packet is mapped at
 * VJ_DISPATCH_PACKET_ADDR for the run when the descriptor asks for it.
 * Each wave gets the kernel's private segment size of scratch a lane,
 * zeroed (vj_wave_set_scratch). A kernel that needs what is not modelled
 * (a dynamic stack, workgroup info) is
 * VJ_ERR_UNSUPPORTED before anything runs; an instruction left for the
 * caller (an atomic, a buffer access), a memory fault or a wave past its
 * budget stops the dispatch with its status, the message naming the
 * workgroup, the wave and the instruction (the other workgroups running
 * then finish their current block). */
#define VJ_DISPATCH_PACKET_ADDR 0xfffe00000000ull
typedef struct vj_dispatch_desc {
    const vj_kernel_info *kernel; /* vj_codeobj_kernel's: its code and descriptor */
    uint32_t grid[3];             /* work-items in x, y, z (HSA's grid size; 0 counts as 1) */
    uint32_t block[3];            /* work-items per workgroup (0 counts as 1) */
    vj_memory *memory;
    uint64_t kernarg;             /* guest address of the kernarg segment */
    unsigned threads;             /* host threads; 0 = the host's cores */
    vj_engine engine;
    uint64_t max_blocks;          /* blocks per wave before VJ_ERR_LIMIT; 0 = 10^8 */
    /* called from the calling thread now and then: workgroups done, of total */
    void (*progress)(void *user, uint64_t done, uint64_t total);
    void *user;
} vj_dispatch_desc;
typedef struct vj_dispatch_stats {
    uint64_t workgroups, waves, blocks, insts;
} vj_dispatch_stats;
VJ_API vj_status vj_dispatch(vj_context *ctx, const vj_dispatch_desc *desc,
                             vj_dispatch_stats *stats);

/* ---------------------------------------------------------------- folding */

/* vj_fold_describe flags. */
#define VJ_FOLD_SAME_SOURCES 1u /* S0 and S1 are one value: perm(x, x, selector) */

/* What the optimiser makes of a v_perm_b32 whose selector it knows. */
typedef struct vj_fold_info {
    unsigned ops;       /* IR ops of the folded form; source reads and constants not counted */
    unsigned perm_cost; /* the price, in the same ops, the optimiser puts on a generic perm */
    int keeps_perm;     /* non-zero when nothing was cheaper and the generic perm stays */
} vj_fold_info;

/* Write into buf what v_perm_b32 with this selector folds to, as an expression
 * a person can read over the sources S0 and S1 (nothing known of their
 * values): "bswap(S1)", "S1 << 8", "(S1 & 0xffff) | (S0 << 16)", a constant,
 * or "perm(S0, S1)" when the perm is kept. info may be NULL. VJ_ERR_ARG when
 * buf is NULL, size is 0, flags has unknown bits, or the text does not fit
 * (buf then holds as much as fits). */
VJ_API vj_status vj_fold_describe(uint32_t selector, unsigned flags, char *buf, size_t size,
                                  vj_fold_info *info);

/* ------------------------------------------------------------- statistics */

typedef struct vj_stats {
    uint64_t hits;          /* translations served from the cache */
    uint64_t misses;        /* translations that had to be built */
    uint64_t compiles;      /* libgccjit compiles (a batch counts once) */
    uint64_t compiled_blocks; /* blocks given host code */
    uint64_t jit_failures;  /* blocks the JIT refused (they run interpreted) */
    uint64_t evictions;     /* blocks dropped from the cache */
    double compile_seconds; /* wall time spent compiling (in libgccjit or its helpers) */
    size_t blocks;          /* blocks in the cache now */
    uint64_t interp_runs;   /* block runs the interpreter served */
    uint64_t queued;        /* blocks queued for a compile (tiered or on request) */
    uint64_t compile_failures; /* compiles that failed as a whole (helper crashed, timed
                                  out or could not start, libgccjit error) */
    double wait_seconds;    /* time callers spent waiting for compiles */
    uint64_t disk_hits;     /* blocks whose code came from the disk cache */
    uint64_t disk_misses;   /* disk cache lookups that found nothing */
    uint64_t disk_stores;   /* blocks written (in pack files, one per compiled batch) */
    uint64_t disk_evictions; /* packs removed to keep the cache under its bound */
    uint64_t disk_write_failures; /* entries that could not be written (a full disk) */
    uint64_t disk_rejected[5]; /* packs found but not used, by vj_disk_reject */
} vj_stats;

/* Why a disk cache pack was not used (vj_stats.disk_rejected). Packs that
 * are corrupt, give a wrong key or do not load are removed and their blocks
 * recompiled; unsafe ones and another version's are left. */
typedef enum vj_disk_reject {
    VJ_DISK_CORRUPT,    /* truncated, bad magic, or a checksum that does not match */
    VJ_DISK_VERSION,    /* another pack format version */
    VJ_DISK_KEY,        /* a key stored in it is not its block's */
    VJ_DISK_UNLOADABLE, /* it passed the checks but did not load, or lacked its function */
    VJ_DISK_UNSAFE,     /* not a plain file owned by the user, writable by others, or a symlink */
    VJ_DISK_REJECT_COUNT
} vj_disk_reject;

/* Why the context's disk cache directory was refused or could not be made,
 * or NULL when it is in use or none was asked for. */
VJ_API const char *vj_disk_cache_problem(const vj_context *ctx);

/* What vj_disk_cache_walk found. */
typedef struct vj_disk_cache_info {
    uint64_t entries;  /* pack files found */
    uint64_t bytes;    /* their size */
    uint64_t bad;      /* of those, entries that fail the checks (verify, clear) */
    uint64_t removed;  /* entries removed (verify: the bad ones; clear: all) */
} vj_disk_cache_info;

typedef enum vj_disk_cache_op {
    VJ_DISK_STATS,  /* count entries and bytes */
    VJ_DISK_VERIFY, /* also check each entry's structure and checksum; remove bad ones */
    VJ_DISK_CLEAR   /* remove every entry */
} vj_disk_cache_op;

/* Walk the context's disk cache directory. VJ_ERR_ARG when the context has
 * none (vj_disk_cache_problem may say why), VJ_ERR_IO when it cannot be read. */
VJ_API vj_status vj_disk_cache_walk(vj_context *ctx, vj_disk_cache_op op,
                                    vj_disk_cache_info *out);

VJ_API void vj_get_stats(const vj_context *ctx, vj_stats *out);

#ifdef __cplusplus
}
#endif

#endif /* VOP3JIT_H */
