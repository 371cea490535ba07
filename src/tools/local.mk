# tools: the vop3jit command-line program.
vop3jit_SOURCES += \
	src/tools/main.c \
	src/tools/output.c \
	src/tools/program.c \
	src/tools/cmd_asm.c \
	src/tools/cmd_disasm.c \
	src/tools/cmd_scan.c \
	src/tools/cmd_run.c \
	src/tools/cmd_dispatch.c \
	src/tools/cmd_ir.c \
	src/tools/cmd_fold.c \
	src/tools/cmd_bench.c \
	src/tools/cmd_cache.c \
	src/tools/cmd_kernels.c \
	src/tools/cmd_list.c
noinst_HEADERS += src/tools/cli.h
