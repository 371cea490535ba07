/* cli: what the vop3jit subcommands share. The tool is thin: each subcommand
 * parses its options and calls the public API; no translation logic here. */
#ifndef VJ_CLI_H
#define VJ_CLI_H

#include <stdio.h>

#include "vop3jit.h"

/* A subcommand: argv[0] is the subcommand's name. Returns the exit status. */
typedef int (*vj_cmd_fn)(int argc, char **argv);

/* The PROGRAM of run and ir translated (src/tools/program.c): machine code
 * or an assembly text as a whole, or with block >= 0 that run of a text's
 * straight-line vector ALU code (vj_assemble_listing). NULL, with the error
 * printed, on failure. */
vj_block *vj_cli_translate(vj_context *ctx, const char *subcmd, const char *prog, size_t len,
                           const char *shown, int binary, long block);

/* Parse llvm-mc's byte-list text into malloc'd bytes (src/tools/cmd_disasm.c);
 * 0, with FILE:LINE:COL said, on a malformed token. */
int vj_cli_parse_bytes(const char *path, const char *text, uint8_t **out, size_t *out_len);

/* A code object read from bytes, or NULL with why said on stderr, naming
 * the file (src/tools/program.c). */
vj_codeobj *vj_cli_codeobj_open(const vj_options *opts, const uint8_t *bytes, size_t len,
                                const char *shown);
/* A context for one kernel: opts with the object's target and the kernel's
 * wave size; NULL, said, when it cannot be made. */
vj_context *vj_cli_kernel_context(const vj_options *opts, const vj_codeobj_info *info,
                                  const vj_kernel_info *k, const char *subcmd);
/* The kernel a name picks (or the only one), or NULL with why said. */
const vj_kernel_info *vj_cli_pick_kernel(const vj_codeobj *obj, const char *name,
                                         const char *shown);
/* A code object's kernel (by name, or its only one), run `offset` bytes
 * into it (offset >= 0) or its block-th run, as scan numbers them. On
 * success *ctx is replaced by a context for the object's target and the
 * kernel's wave size, made from *opts; arch_given / wave_given say the user
 * set those, which must then agree; *mode (if not NULL) gets the MODE the
 * kernel's descriptor starts its waves with. NULL, with the error said, on
 * failure. */
vj_block *vj_cli_translate_kernel(vj_context **ctx, const vj_options *opts, int arch_given,
                                  int wave_given, const char *subcmd, const uint8_t *bytes,
                                  size_t len, const char *shown, const char *kernel, long offset,
                                  long block, uint32_t *mode);

/* A code object's kernel (by name, or its only one) as a code region at its
 * address (*entry), for `run --flow`; *ctx and *mode as for
 * vj_cli_translate_kernel. NULL, said, on failure. */
vj_region *vj_cli_kernel_region(vj_context **ctx, const vj_options *opts, int arch_given,
                                 int wave_given, const char *subcmd, const uint8_t *bytes,
                                 size_t len, const char *shown, const char *kernel,
                                 uint64_t *entry, uint32_t *mode);

int vj_cmd_asm(int argc, char **argv);
int vj_cmd_scan(int argc, char **argv);
int vj_cmd_disasm(int argc, char **argv);
int vj_cmd_run(int argc, char **argv);
int vj_cmd_dispatch(int argc, char **argv);
int vj_cmd_ir(int argc, char **argv);
int vj_cmd_fold(int argc, char **argv);
int vj_cmd_bench(int argc, char **argv);
int vj_cmd_cache(int argc, char **argv);
int vj_cmd_kernels(int argc, char **argv);
int vj_cmd_list(int argc, char **argv);

/* The program name for messages ("vop3jit"). */
extern const char *vj_prog;

/* Print "vop3jit SUBCMD: message" to stderr. */
void vj_cli_error(const char *subcmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Read a whole file ("-" = stdin) into a NUL-terminated malloc'd buffer.
 * On failure (a read error, or more bytes than the input limit) prints a
 * message naming the file and returns NULL. */
char *vj_cli_read_file(const char *subcmd, const char *path, size_t *len);

/* The input limit: the most bytes the program reads from any one file, 64
 * MiB unless --max-input=BYTES says otherwise (up to 2^40). Every
 * subcommand that reads files takes the option, as VJ_CLI_OPT_MAX_INPUT. */
#define VJ_CLI_MAX_INPUT_DEFAULT ((size_t)64 << 20)
#define VJ_CLI_MAX_INPUT_LIMIT   (1ull << 40)
#define VJ_CLI_OPT_MAX_INPUT     1000

/* --max-input=BYTES: set the limit, or print why not and return 0. */
int vj_cli_max_input_option(const char *arg, const char *subcmd);
/* --block K: a run number; 0 (after saying why) when arg is not one. */
int vj_cli_block_option(const char *arg, long *block, const char *subcmd);

/* The --arch (c = 'a') and --wave (c = 'w') options every translating
 * subcommand takes: set them in *opts, or print why not and return 0. */
int vj_cli_target_option(int c, const char *arg, vj_options *opts, const char *subcmd);

/* vj_context_new for a subcommand: NULL after printing why, with *rc set to
 * the exit status (2 when the options do not go together, else 1). */
vj_context *vj_cli_context_new(const vj_options *opts, const char *subcmd, int *rc);

/* --jit off|tiered|eager: set opts->jit, or print why not and return 0. */
int vj_cli_jit_option(const char *arg, vj_options *opts, const char *subcmd);

/* The disk cache directory the program uses unless told otherwise:
 * $VOP3JIT_CACHE_DIR, else $XDG_CACHE_HOME/vop3jit, else ~/.cache/vop3jit
 * ("" when there is no home). */
const char *vj_cli_cache_dir(void);

/* Print the one-line warning when the context refused its cache directory. */
void vj_cli_cache_warning(const vj_context *ctx, const char *subcmd);

/* Text inputs are C strings to the library, so a NUL byte would silently cut
 * them short: report it as "PATH:LINE:COL: error: ..." and return 1. */
int vj_cli_has_nul(const char *path, const char *text, size_t len);

/* Standard output (src/tools/output.c). Open at the start of main: every
 * later write to stdout is checked. Close at its end, with the status main
 * would return: flushes and closes stdout and, when any write failed, says
 * "vop3jit: error writing standard output: REASON" on stderr and returns 1
 * (rc itself when that already says a failure). */
void vj_cli_stdout_open(void);
int vj_cli_stdout_close(int rc);

#endif /* VJ_CLI_H */
