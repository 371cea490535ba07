# jit: IR -> libgccjit -> host code.
libvop3jit_core_la_SOURCES += \
	src/jit/jit.c
noinst_HEADERS += src/jit/jit.h
