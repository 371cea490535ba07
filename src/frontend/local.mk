# frontend: decode, encode, assemble, disassemble.
libvop3jit_core_la_SOURCES += \
	src/frontend/targets.c
noinst_HEADERS += src/frontend/frontend.h src/frontend/insts.def
