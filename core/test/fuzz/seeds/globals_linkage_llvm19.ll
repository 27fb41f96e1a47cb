; Fuzz seed: module-level syntax: linkages, visibility, comdats, aliases, sections, TLS, module asm.
source_filename = "globals.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
module asm "// inline module asm"

$grp = comdat any
$odr = comdat nodeduplicate
$weakodr = comdat largest

@0 = private unnamed_addr constant [3 x i8] c"ab\00"
@1 = internal global i32 5
@ext = external addrspace(1) global i32, align 4
@weak = weak addrspace(1) global float 1.0, align 4
@common = common addrspace(1) global i64 0, align 8
@link = linkonce_odr hidden addrspace(1) global i16 3, comdat($grp), align 2
@weakodr = weak_odr protected addrspace(1) global i8 9, comdat, align 1
@avail = available_externally addrspace(1) constant i32 4
@tls = thread_local(initialexec) global i32 0
@sec = dso_local addrspace(1) global i32 1, section ".nv.global.custom", align 4
@ext_init = addrspace(1) externally_initialized global [2 x i32] zeroinitializer, align 4
@llvm.used = appending global [2 x ptr] [ptr @f, ptr addrspacecast (ptr addrspace(1) @sec to ptr)], section "llvm.metadata"
@"quoted name \22" = global i8 0
@al = alias i32, ptr @1
@al2 = internal alias i32, getelementptr (i32, ptr @1, i64 0)

define linkonce_odr hidden i32 @f() section ".text.f" comdat($grp) align 16 {
  %v = load i32, ptr @1, align 4
  %w = load i32, ptr @al, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define internal fastcc void @"\01odd"() unnamed_addr {
  ret void
}

declare extern_weak i32 @maybe(i32, ...)
