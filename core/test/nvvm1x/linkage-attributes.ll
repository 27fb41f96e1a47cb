; NVVM IR 1.x sample, from the NVVM IR specification, chapter 3 "High Level Structure" (3.1 Linkage
; Types, 3.3 Visibility Styles, 3.4 Named Types, 3.7 Aliases, 3.11 Function Attributes, 3.12
; Module-Level Inline Assembly), chapter 7 (llvm.used) and 14.1: LLVM 3.2 forms of each, including
; inline function attributes, `alias` without a value type and a call through a bitcast constant.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm "// hand-written PTX comment kept by the front end"

%struct.pair = type { i32, float }
%struct.node = type { %struct.node*, i32 }

@private_table = private addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 4, i32 8], align 4
@internal_count = internal addrspace(1) global i32 0, align 4
@common_flag = common addrspace(1) global i32 0, align 4
@weak_pair = weak addrspace(1) global %struct.pair { i32 1, float 2.500000e+00 }, align 4
@odr_value = linkonce_odr addrspace(1) global i32 5, align 4
@external_value = external addrspace(1) global i32
@hidden_value = hidden addrspace(1) global i32 3, align 4
@head = addrspace(1) global %struct.node zeroinitializer, align 8
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 (i32)* @square to i8*)], section "llvm.metadata"

@square_alias = alias i32 (i32)* @square

define linkonce_odr i32 @square(i32 %x) nounwind readnone alwaysinline {
entry:
  %r = mul nsw i32 %x, %x
  ret i32 %r
}

define available_externally i32 @twice(i32 %x) nounwind readnone inlinehint {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define weak protected void @touch(i32 %v) nounwind noinline optsize {
entry:
  %e = load i32 addrspace(1)* @external_value, align 4
  %s = add i32 %e, %v
  store i32 %s, i32 addrspace(1)* @internal_count, align 4
  ret void
}

declare void @untyped_helper(...)

declare void @abort() noreturn nounwind

define void @driver(i32 %n) nounwind {
entry:
  %sq = call i32 @square_alias(i32 %n)
  %tw = call i32 @twice(i32 %sq)
  call void @touch(i32 %tw)
  call void bitcast (void (...)* @untyped_helper to void (i32)*)(i32 %tw)
  %k = getelementptr inbounds [4 x i32] addrspace(4)* @private_table, i32 0, i32 2
  %kv = load i32 addrspace(4)* %k, align 4
  %bad = icmp eq i32 %kv, 0
  br i1 %bad, label %fail, label %ok

fail:
  call void @abort() noreturn nounwind
  unreachable

ok:
  %next = getelementptr inbounds %struct.node addrspace(1)* @head, i32 0, i32 0
  store %struct.node* null, %struct.node* addrspace(1)* %next, align 8
  ret void
}

!nvvm.annotations = !{!0}
!0 = metadata !{void (i32)* @driver, metadata !"kernel", i32 1}
