; NVVM IR 1.x sample, from the NVVM IR specification, 10.2.1 "Generic Pointers vs. Non-generic
; Pointers": the loads the section marks "Correct" -- @a and @c through their specific address
; spaces, @b (no address space) through a generic pointer -- plus a local alloca (10.3).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0, align 4 ; 'global' addrspace, @a holds a specific value
@b = global i32 0, align 4              ; 'global' addrspace, @b holds a generic value
@c = addrspace(4) global i32 0, align 4 ; 'constant' addrspace, @c holds a specific value

define i32 @read_all() nounwind {
entry:
  %tmp = alloca i32, align 4
  %va = load i32 addrspace(1)* @a, align 4
  %vb = load i32* @b, align 4
  %vc = load i32 addrspace(4)* @c, align 4
  %ab = add i32 %va, %vb
  %abc = add i32 %ab, %vc
  store volatile i32 %abc, i32* %tmp, align 4
  %r = load volatile i32* %tmp, align 4
  ret i32 %r
}
