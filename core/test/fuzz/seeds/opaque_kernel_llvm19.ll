; Fuzz seed: an LLVM 19 style kernel with opaque pointers, annotations and modern attributes.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scale = internal addrspace(4) constant float 2.500000e+00, align 4

define dso_local ptx_kernel void @scale_add(ptr addrspace(1) noalias nocapture noundef readonly %x, ptr addrspace(1) noalias nocapture noundef %y, i32 noundef range(i32 0, 1048576) %n) local_unnamed_addr #0 {
entry:
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul nuw nsw i32 %ctaid, %ntid
  %i = add nuw nsw i32 %base, %tid
  %inb = icmp ult i32 %i, %n
  br i1 %inb, label %body, label %exit, !prof !3

body:
  %idx = zext nneg i32 %i to i64
  %px = getelementptr inbounds nuw float, ptr addrspace(1) %x, i64 %idx
  %vx = load float, ptr addrspace(1) %px, align 4, !tbaa !4
  %s = load float, ptr addrspace(4) @scale, align 4
  %m = fmul contract float %vx, %s
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx
  %vy = load float, ptr addrspace(1) %py, align 4, !tbaa !4
  %r = fadd contract float %m, %vy
  store float %r, ptr addrspace(1) %py, align 4, !tbaa !4
  %flags = or disjoint i32 %tid, 1048576
  br label %exit

exit:
  ret void
}

declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @scale_add, !"kernel", i32 1}
!1 = !{ptr @scale_add, !"maxntidx", i32 256}
!2 = !{ptr @scale_add, !"minctasm", i32 2}
!3 = !{!"branch_weights", i32 2000, i32 1}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
