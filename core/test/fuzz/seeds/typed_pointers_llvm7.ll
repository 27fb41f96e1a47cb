; Fuzz seed: NVVM IR 2.0 / LLVM 7 text as libNVVM and numba produce it: typed pointers everywhere.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { i32, float }
%opaque.T = type opaque

@tile = internal addrspace(3) global [128 x float] undef, align 4
@counter = addrspace(1) global i32 0, align 4
@msg = private unnamed_addr addrspace(4) constant [6 x i8] c"hello\00", align 1

define void @reduce(float* nocapture readonly %in, float* nocapture %out, %struct.Pair* byval(%struct.Pair) align 4 %pair) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %gin = addrspacecast float* %in to float addrspace(1)*
  %p = getelementptr inbounds float, float addrspace(1)* %gin, i64 %idx
  %v = load float, float addrspace(1)* %p, align 4
  %s = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @tile, i64 0, i64 %idx
  store float %v, float addrspace(3)* %s, align 4
  call void @llvm.nvvm.barrier0()
  %f = getelementptr inbounds %struct.Pair, %struct.Pair* %pair, i64 0, i32 1
  %w = load float, float* %f, align 4
  %first = load float, float addrspace(3)* getelementptr inbounds ([128 x float], [128 x float] addrspace(3)* @tile, i64 0, i64 0), align 4
  %sum = fadd float %first, %w
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %write, label %done

write:
  store float %sum, float* %out, align 4
  %old = atomicrmw add i32 addrspace(1)* @counter, i32 1 seq_cst
  %cas = cmpxchg i32 addrspace(1)* @counter, i32 1, i32 2 monotonic monotonic
  %bc = bitcast float* %out to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %bc, i8 0, i64 4, i1 false)
  %str = getelementptr [6 x i8], [6 x i8] addrspace(4)* @msg, i64 0, i64 0
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare void @llvm.nvvm.barrier0() #2
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3
declare void @use(%opaque.T*)

attributes #0 = { nounwind "no-frame-pointer-elim"="false" }
attributes #1 = { nounwind readnone }
attributes #2 = { convergent nounwind }
attributes #3 = { argmemonly nounwind willreturn writeonly }

!nvvm.annotations = !{!0, !1}
!nvvmir.version = !{!2}

!0 = !{void (float*, float*, %struct.Pair*)* @reduce, !"kernel", i32 1}
!1 = !{void (float*, float*, %struct.Pair*)* @reduce, !"maxntidx", i32 128, !"reqntidy", i32 1}
!2 = !{i32 1, i32 2}
