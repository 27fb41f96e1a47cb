; switch on i32 (negative, zero, large and extreme case values, default), on i64 (values beyond
; 32 bits) and on i8 (case 255 is -1), several cases sharing a destination. Per lane:
;   out[3 tid + 0] = code of the i32 switch on v32[tid]
;   out[3 tid + 1] = code of the i64 switch on v64[tid]
;   out[3 tid + 2] = code of the i8 switch on trunc(v32[tid])
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @switches(ptr %v32, ptr %v64, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr inbounds i32, ptr %v32, i64 %i
  %a = load i32, ptr %pa, align 4
  %pb = getelementptr inbounds i64, ptr %v64, i64 %i
  %b = load i64, ptr %pb, align 8
  switch i32 %a, label %d32 [
    i32 -5, label %c1
    i32 0, label %c2
    i32 1, label %c3
    i32 2, label %c3
    i32 7, label %c4
    i32 1000000, label %c5
    i32 2147483647, label %c6
    i32 -2147483648, label %c7
  ]

c1:
  br label %s32
c2:
  br label %s32
c3:
  br label %s32
c4:
  br label %s32
c5:
  br label %s32
c6:
  br label %s32
c7:
  br label %s32
d32:
  br label %s32

s32:
  %r32 = phi i32 [ 1, %c1 ], [ 2, %c2 ], [ 3, %c3 ], [ 4, %c4 ], [ 5, %c5 ], [ 6, %c6 ], [ 7, %c7 ], [ 99, %d32 ]
  %base = mul i64 %i, 3
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %r32, ptr %o0, align 4
  switch i64 %b, label %d64 [
    i64 1099511627776, label %k1
    i64 -1, label %k2
    i64 0, label %k3
    i64 4294967296, label %k4
    i64 4294967295, label %k5
  ]

k1:
  br label %s64
k2:
  br label %s64
k3:
  br label %s64
k4:
  br label %s64
k5:
  br label %s64
d64:
  br label %s64

s64:
  %r64 = phi i32 [ 11, %k1 ], [ 12, %k2 ], [ 13, %k3 ], [ 14, %k4 ], [ 15, %k5 ], [ 98, %d64 ]
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %r64, ptr %o1, align 4
  %a8 = trunc i32 %a to i8
  switch i8 %a8, label %d8 [
    i8 -1, label %m1
    i8 7, label %m2
    i8 -128, label %m3
  ]

m1:
  br label %s8
m2:
  br label %s8
m3:
  br label %s8
d8:
  br label %s8

s8:
  %r8 = phi i32 [ 21, %m1 ], [ 22, %m2 ], [ 23, %m3 ], [ 97, %d8 ]
  %o2 = getelementptr inbounds i32, ptr %o0, i64 2
  store i32 %r8, ptr %o2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @switches, !"kernel", i32 1}
