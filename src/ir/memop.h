/* memop: what a memory op's imm says (ops.def's memory section, issue 31). */
#ifndef VJ_IR_MEMOP_H
#define VJ_IR_MEMOP_H

#define VJ_MEMI_SIZE_MASK 0x1fu /* bytes: 1, 2 or 4 (LD, SLD, ST); 1 to 16 (MEMCHK) */
#define VJ_MEMI_SEXT 0x20u      /* LD: a sub-dword value is sign-extended (else zero) */
#define VJ_MEMI_LDS 0x40u       /* the wave's LDS (an i32 address), else its memory map */
#define VJ_MEMI_WRITE 0x80u     /* MEMCHK: the access is a store */
#define VJ_MEMI_MASK 0xffu

#endif /* VJ_IR_MEMOP_H */
