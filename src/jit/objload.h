/* objload: loads the ELF64 x86-64 relocatable object libgccjit writes
 * (GCC_JIT_OUTPUT_KIND_OBJECT_FILE) into memory of its own, instead of
 * linking a shared object with ld and loading it with dlopen. It treats the
 * bytes as hostile: every offset, size, index and relocation is checked, and
 * anything it does not know is refused with a reason; it never runs code. */
#ifndef VJ_JIT_OBJLOAD_H
#define VJ_JIT_OBJLOAD_H

#include <stddef.h>
#include <stdint.h>

/* A loaded object: text mapped read+execute (never writable at the same
 * time), read-only data read-only, data and bss read+write. */
struct vj_obj;

/* Load the object in bytes[0, len) (the bytes are not kept). NULL with why
 * filled when it is refused or memory ran out. Undefined symbols resolve
 * only against a short allow-list (memcpy, memset, memmove and libgcc's
 * popcount helpers); any other is refused. */
struct vj_obj *vj_obj_load(const uint8_t *bytes, size_t len, char *why, size_t why_size);

/* What a looked-up symbol must be. */
typedef enum vj_obj_kind {
    VJ_OBJ_CODE, /* starts inside the executable sections */
    VJ_OBJ_DATA  /* a pointer-sized, aligned slot inside the writable ones (or common) */
} vj_obj_kind;

/* The address of the global symbol name of that kind, or NULL (also when
 * it is of another kind, or would not hold what the kind says). */
void *vj_obj_symbol(const struct vj_obj *o, const char *name, vj_obj_kind kind);

/* Unmap. NULL-safe. */
void vj_obj_free(struct vj_obj *o);

#endif /* VJ_JIT_OBJLOAD_H */
