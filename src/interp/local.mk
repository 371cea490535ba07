# interp: the IR interpreter and the reference evaluator.
libvop3jit_core_la_SOURCES += \
	src/interp/reference.c \
	src/interp/interp.c
noinst_HEADERS += src/interp/interp.h src/interp/runners.h
