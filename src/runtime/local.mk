# runtime: context, options, errors, wave state, translation cache, pipeline.
libvop3jit_core_la_SOURCES += \
	src/runtime/status.c \
	src/runtime/version.c
