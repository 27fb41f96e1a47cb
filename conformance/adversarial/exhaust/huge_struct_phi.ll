; ADV-WHY: a phi of { [134217728 x i64], [134217728 x i64] } (2 GiB) built by insertvalue in a loop:
; ADV-WHY: aggregate registers sized from a type must be bounded before they are allocated.
; ADV-RUN: run %s --kernel k --grid 1 --block 1 --arg buf:i64:4
; ADV-EXIT: 3
; ADV-STDERR: huge_struct_phi\.ll:\d+:\d+: error: [^\n]*(?:too large|not supported|larger|memory)
; ADV-RSS-MIB: 256
; ADV-SECONDS: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%big = type { [134217728 x i64], [134217728 x i64] }

define ptx_kernel void @k(ptr %buf) {
entry:
  br label %loop

loop:
  %acc = phi %big [ zeroinitializer, %entry ], [ %next, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %next = insertvalue %big %acc, i64 %i, 0, 5
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done

done:
  %e = extractvalue %big %next, 0, 5
  store i64 %e, ptr %buf, align 8
  ret void
}
