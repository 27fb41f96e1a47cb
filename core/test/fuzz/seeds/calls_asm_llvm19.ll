; Fuzz seed: calls of every shape: inline asm, varargs, indirect, tail/musttail, bundles, attributes.
target triple = "nvptx64-nvidia-cuda"

declare i32 @vararg(i32, ...)
declare float @__nv_expf(float) #1
declare void @llvm.assume(i1 noundef)

define internal i32 @callee(i32 %x) noinline {
  %r = tail call i32 @callee2(i32 %x)
  ret i32 %r
}

define internal i32 @callee2(i32 %x) {
  %r = musttail call i32 @callee(i32 %x)
  ret i32 %r
}

define float @caller(ptr %fp, i32 %n, float %f) #0 {
  %a = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %b = call i32 asm "add.s32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %n)
  call void asm sideeffect inteldialect "", "~{memory}"()
  %c = call i32 (i32, ...) @vararg(i32 %b, double 1.0, ptr null)
  %d = call i32 %fp(i32 %c) #2
  %e = notail call fastcc i32 @callee(i32 %d)
  %cmp = icmp sgt i32 %e, 0
  call void @llvm.assume(i1 true) [ "align"(ptr %fp, i64 16), "nonnull"(ptr %fp) ]
  %x = call nnan afn float @__nv_expf(float %f)
  %y = call noundef zeroext i1 @pred(i32 signext %e, ptr nocapture readonly dereferenceable(8) %fp) nounwind
  ret float %x
}

declare zeroext i1 @pred(i32 signext, ptr)

attributes #0 = { convergent nounwind "nvvm.maxntid"="128" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { cold }
