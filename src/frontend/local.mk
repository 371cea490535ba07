# frontend: decode, encode, assemble, disassemble; read code objects (libelf).
libvop3jit_core_la_SOURCES += \
	src/frontend/targets.c \
	src/frontend/diag.c \
	src/frontend/operands.c \
	src/frontend/decode.c \
	src/frontend/encode.c \
	src/frontend/asm.c \
	src/frontend/assemble.c \
	src/frontend/disasm.c \
	src/frontend/sdwa.c \
	src/frontend/dpp.c \
	src/frontend/vopd.c \
	src/frontend/vop3p.c \
	src/frontend/codeobj.c \
	src/frontend/length.c \
	src/frontend/valu.c \
	src/frontend/valu_text.c \
	src/frontend/salu.c \
	src/frontend/salu_asm.c \
	src/frontend/mem.c \
	src/frontend/mem_asm.c
noinst_HEADERS += src/frontend/frontend.h src/frontend/lex.h src/frontend/insts.def src/frontend/valu.def \
	src/frontend/salu.def src/frontend/salu_names.def src/frontend/mem.def
EXTRA_DIST += tests/gen_valu_sweep.sh tests/gen_salu_sweep.sh tests/gen_mem_sweep.sh
