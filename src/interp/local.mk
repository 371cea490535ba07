# interp: the IR interpreter, the reference evaluator, and the perm row
# kernel the interpreter and the JIT share.
libvop3jit_core_la_SOURCES += \
	src/interp/reference.c \
	src/interp/interp.c \
	src/interp/permrows.c
noinst_HEADERS += src/interp/interp.h src/interp/runners.h src/interp/permrows.h
