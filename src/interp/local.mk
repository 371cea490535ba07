# interp: the IR interpreter and the reference evaluator.
libvop3jit_core_la_SOURCES +=
noinst_HEADERS += src/interp/interp.h
