# ir: op table, builder, lowering, optimiser, printer, verifier, and the
# perm row kernel the interpreter and the JIT share.
libvop3jit_core_la_SOURCES += \
	src/ir/opt.c \
	src/ir/permrows.c \
	src/ir/fold.c \
	src/ir/ir.c \
	src/ir/lower.c \
	src/ir/print.c \
	src/ir/verify.c
noinst_HEADERS += src/ir/ir.h src/ir/ops.def src/ir/state.h src/ir/sem.h src/ir/fold.h src/ir/permrows.h
