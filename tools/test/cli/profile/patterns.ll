; Kernels for the address patterns of profile_cli_test.py's test_pattern_* cases: the shapes the
; profiler counts on fast paths (docs/profile.md, "How it is built, and what it costs"), worked out
; by hand there. One warp of 32 lanes; lane l takes part when bit l of %lanes is set, and reads, %n
; times (j = 0 .. %n - 1), at byte offset off(j) = %offs[l] * (1 + j * %mul) + j * %step of %g
; (global) and at off(j) mod 8192 of @sbuf (shared). No !dbg: the profile's lines are this file's.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sbuf = internal addrspace(3) global [2048 x i32] zeroinitializer, align 128

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; 4-byte accesses through global and shared pointers, and an atomic add at the global offset;
; lanes below %split run one more time (j = %n) than the others.
define void @pattern4(ptr addrspace(1) %offs, ptr addrspace(1) %g, i32 %lanes, i32 %n, i32 %step, i32 %mul,
                      i32 %split) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = lshr i32 %lanes, %tid
  %b = and i32 %bit, 1
  %on = icmp ne i32 %b, 0
  %x = icmp ult i32 %tid, %split
  %xn = zext i1 %x to i32
  %nn = add i32 %n, %xn
  %op = getelementptr i32, ptr addrspace(1) %offs, i32 %tid
  %o = load i32, ptr addrspace(1) %op, align 4
  br i1 %on, label %loop, label %done
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %jm = mul i32 %j, %mul
  %f = add i32 %jm, 1
  %os = mul i32 %o, %f
  %js = mul i32 %j, %step
  %off = add i32 %os, %js
  %gp = getelementptr i8, ptr addrspace(1) %g, i32 %off
  %g4 = load i32, ptr addrspace(1) %gp, align 4
  %so = and i32 %off, 8191
  %sp = getelementptr i8, ptr addrspace(3) @sbuf, i32 %so
  %s4 = load i32, ptr addrspace(3) %sp, align 4
  %a4 = atomicrmw add ptr addrspace(1) %gp, i32 1 monotonic, align 4
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %nn
  br i1 %more, label %loop, label %done
done:
  ret void
}

; 8-byte accesses through generic pointers (the space found from the address).
define void @pattern8(ptr addrspace(1) %offs, ptr addrspace(1) %g, i32 %lanes, i32 %n, i32 %step, i32 %mul) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = lshr i32 %lanes, %tid
  %b = and i32 %bit, 1
  %on = icmp ne i32 %b, 0
  %op = getelementptr i32, ptr addrspace(1) %offs, i32 %tid
  %o = load i32, ptr addrspace(1) %op, align 4
  br i1 %on, label %loop, label %done
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %jm = mul i32 %j, %mul
  %f = add i32 %jm, 1
  %os = mul i32 %o, %f
  %js = mul i32 %j, %step
  %off = add i32 %os, %js
  %gp = getelementptr i8, ptr addrspace(1) %g, i32 %off
  %gg = addrspacecast ptr addrspace(1) %gp to ptr
  %g8 = load i64, ptr %gg, align 8
  %so = and i32 %off, 8191
  %sp = getelementptr i8, ptr addrspace(3) @sbuf, i32 %so
  %sg = addrspacecast ptr addrspace(3) %sp to ptr
  %s8 = load i64, ptr %sg, align 8
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

; 16-byte vector accesses through global and shared pointers.
define void @pattern16(ptr addrspace(1) %offs, ptr addrspace(1) %g, i32 %lanes, i32 %n, i32 %step, i32 %mul) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = lshr i32 %lanes, %tid
  %b = and i32 %bit, 1
  %on = icmp ne i32 %b, 0
  %op = getelementptr i32, ptr addrspace(1) %offs, i32 %tid
  %o = load i32, ptr addrspace(1) %op, align 4
  br i1 %on, label %loop, label %done
loop:
  %j = phi i32 [ 0, %entry ], [ %j1, %loop ]
  %jm = mul i32 %j, %mul
  %f = add i32 %jm, 1
  %os = mul i32 %o, %f
  %js = mul i32 %j, %step
  %off = add i32 %os, %js
  %gp = getelementptr i8, ptr addrspace(1) %g, i32 %off
  %g16 = load <4 x i32>, ptr addrspace(1) %gp, align 16
  %so = and i32 %off, 8191
  %sp = getelementptr i8, ptr addrspace(3) @sbuf, i32 %so
  %s16 = load <4 x i32>, ptr addrspace(3) %sp, align 16
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @pattern4, !"kernel", i32 1}
!1 = !{ptr @pattern8, !"kernel", i32 1}
!2 = !{ptr @pattern16, !"kernel", i32 1}
