# ir: op table, builder, lowering, optimiser (with the perm planner),
# printer, verifier.
libvop3jit_core_la_SOURCES += \
	src/ir/opt.c \
	src/ir/permplan.c \
	src/ir/ir.c \
	src/ir/lower.c \
	src/ir/lower_salu.c \
	src/ir/lower_mem.c \
	src/ir/lower_buf.c \
	src/ir/lower_atomic.c \
	src/ir/print.c \
	src/ir/verify.c
noinst_HEADERS += src/ir/ir.h src/ir/ops.def src/ir/state.h src/ir/sem.h src/ir/permplan.h src/ir/memop.h
