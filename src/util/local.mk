# util: generic helpers every room may use (no project types here).
libvop3jit_core_la_SOURCES += src/util/strbuf.c src/util/sys.c
noinst_HEADERS += src/util/strbuf.h src/util/sys.h
