# ir: op table, builder, lowering, optimiser, printer, verifier.
libvop3jit_core_la_SOURCES += \
	src/ir/opt.c
noinst_HEADERS += src/ir/ir.h src/ir/ops.def src/ir/state.h
