# jit: IR -> libgccjit -> host code.
libvop3jit_core_la_SOURCES +=
