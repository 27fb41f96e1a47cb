; Kernels for `nvvm-sim diff` (diff_cli_test.py). The fake driver (tools/test/fakecuda) runs a
; C++ version of each by name, so these and fakecuda.cpp must compute the same thing.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, float, float }

@dyn = external addrspace(3) global [0 x float], align 4

define internal i32 @global_index() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  ret i32 %i
}

; y[i] = a * x[i] + y[i] for i < n (no contraction: two roundings)
define void @saxpy(i32 %n, float %a, ptr addrspace(1) %x, ptr addrspace(1) %y) {
entry:
  %i = call i32 @global_index()
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %k = sext i32 %i to i64
  %px = getelementptr float, ptr addrspace(1) %x, i64 %k
  %py = getelementptr float, ptr addrspace(1) %y, i64 %k
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr addrspace(1) %py, align 4
  br label %done
done:
  ret void
}

; out[i] = float(i) * p.scale + p.add for i < p.n
define void @affine(ptr byval(%struct.P) align 4 %p, ptr addrspace(1) %out) {
entry:
  %i = call i32 @global_index()
  %pn = getelementptr %struct.P, ptr %p, i32 0, i32 0
  %n = load i32, ptr %pn, align 4
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %done
body:
  %ps = getelementptr %struct.P, ptr %p, i32 0, i32 1
  %pa = getelementptr %struct.P, ptr %p, i32 0, i32 2
  %scale = load float, ptr %ps, align 4
  %add = load float, ptr %pa, align 4
  %f = uitofp i32 %i to float
  %m = fmul float %f, %scale
  %r = fadd float %m, %add
  %k = sext i32 %i to i64
  %po = getelementptr float, ptr addrspace(1) %out, i64 %k
  store float %r, ptr addrspace(1) %po, align 4
  br label %done
done:
  ret void
}

; Each block's slice of `in` reversed into `out` through dynamic shared memory (ntid floats).
define void @reverse_blocks(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %i = call i32 @global_index()
  %k = sext i32 %i to i64
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %k
  %v = load float, ptr addrspace(1) %pin, align 4
  %t = zext i32 %tid to i64
  %ps = getelementptr [0 x float], ptr addrspace(3) @dyn, i64 0, i64 %t
  store float %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %last = sub i32 %ntid, 1
  %j = sub i32 %last, %tid
  %jj = zext i32 %j to i64
  %pr = getelementptr [0 x float], ptr addrspace(3) @dyn, i64 0, i64 %jj
  %w = load float, ptr addrspace(3) %pr, align 4
  %po = getelementptr float, ptr addrspace(1) %out, i64 %k
  store float %w, ptr addrspace(1) %po, align 4
  ret void
}

; out[i] = 2^in[i] with the approximate instruction (ex2.approx.f32: 2 ulp)
define void @exp2_approx(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %i = call i32 @global_index()
  %k = sext i32 %i to i64
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %k
  %v = load float, ptr addrspace(1) %pin, align 4
  %e = call float @llvm.nvvm.ex2.approx.f(float %v)
  %po = getelementptr float, ptr addrspace(1) %out, i64 %k
  store float %e, ptr addrspace(1) %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.nvvm.ex2.approx.f(float)

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @saxpy, !"kernel", i32 1}
!1 = !{ptr @affine, !"kernel", i32 1}
!2 = !{ptr @reverse_blocks, !"kernel", i32 1}
!3 = !{ptr @exp2_approx, !"kernel", i32 1}
