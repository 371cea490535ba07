# jit: IR -> libgccjit -> host code, in process or in the compile helper.
# The object loader has no libgccjit in it: built (and tested) either way.
libvop3jit_core_la_SOURCES += src/jit/protocol.c src/jit/objload.c
if HAVE_GCCJIT
libvop3jit_core_la_SOURCES += \
	src/jit/emit.c \
	src/jit/compile.c \
	src/jit/worker.c

# The compile helper the library starts (docs/design.md, "Compile workers").
pkglibexec_PROGRAMS = vop3jit-compile
vop3jit_compile_SOURCES = src/jit/helper.c
vop3jit_compile_CFLAGS = $(AM_CFLAGS) $(GCCJIT_CFLAGS)
vop3jit_compile_LDADD = libvop3jit-core.la
else
libvop3jit_core_la_SOURCES += src/jit/nojit.c
endif
EXTRA_DIST += src/jit/nojit.c src/jit/emit.c src/jit/compile.c src/jit/protocol.c src/jit/objload.c \
	src/jit/worker.c src/jit/helper.c
noinst_HEADERS += src/jit/jit.h src/jit/gen.h src/jit/engine.h src/jit/protocol.h src/jit/objload.h

# Where the library looks for the helper when nothing else names one (for
# every compile of compile.c: the fuzz build compiles it again).
AM_CPPFLAGS += -DVJ_HELPER_PATH='"$(pkglibexecdir)/vop3jit-compile"'
