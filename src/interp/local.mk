# interp: the IR interpreter (its float ops in fp.c), the reference
# evaluator (its float arithmetic in reffloat.c, with GNU MPFR), and the
# perm row kernel the interpreter and the JIT share.
libvop3jit_core_la_SOURCES += \
	src/interp/reference.c \
	src/interp/refscalar.c \
	src/interp/interp.c \
	src/interp/fp.c \
	src/interp/reffloat.c \
	src/interp/permrows.c \
	src/interp/guestmem.c \
	src/interp/refmem.c \
	src/interp/refbuf.c \
	src/interp/refatomic.c
noinst_HEADERS += src/interp/interp.h src/interp/runners.h src/interp/permrows.h \
	src/interp/fp.h src/ir/fpmode.h src/interp/guestmem.h
