# runtime: context, options, errors, wave state, translation cache, blocks,
# translation, running, and the compile queue.
libvop3jit_core_la_SOURCES += \
	src/runtime/status.c \
	src/runtime/version.c \
	src/runtime/context.c \
	src/runtime/fold_api.c \
	src/runtime/attach.c \
	src/runtime/block.c \
	src/runtime/translate.c \
	src/runtime/prefix.c \
	src/runtime/region.c \
	src/runtime/dispatch.c \
	src/runtime/run.c \
	src/runtime/tier.c \
	src/runtime/disk.c \
	src/runtime/statefile.c \
	src/runtime/wave.c \
	src/runtime/cache.c
noinst_HEADERS += src/runtime/runtime.h src/runtime/block.h src/runtime/wave.h src/runtime/cache.h \
	src/runtime/tier.h src/runtime/disk.h
# the public assembler and disassembler calls (they record into the context)
libvop3jit_core_la_SOURCES += src/runtime/frontend_api.c
