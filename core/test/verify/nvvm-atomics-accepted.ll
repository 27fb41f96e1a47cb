; VALID
; VALID: fence and atomic loads and stores are accepted (modern libNVVM; see NvvmInstructions.cpp),
; as are cmpxchg on i32/i64/i128 and atomicrmw on 32 and 64 bits in generic, global and shared space.
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
  fence seq_cst
  fence syncscope("block") acq_rel
  %a = load atomic i32, ptr %p acquire, align 4
  store atomic i32 %a, ptr addrspace(1) %g release, align 4
  %b = load atomic float, ptr addrspace(3) %s monotonic, align 4
  %c = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %d = cmpxchg ptr addrspace(1) %g, i64 0, i64 1 acq_rel monotonic
  %e = cmpxchg weak volatile ptr addrspace(3) %s, i128 0, i128 1 syncscope("device") monotonic monotonic
  %f = atomicrmw fadd ptr addrspace(1) %g, float %b monotonic
  %h = atomicrmw fadd ptr addrspace(1) %g, double 1.0 monotonic
  %i = atomicrmw uinc_wrap ptr addrspace(3) %s, i32 5 seq_cst
  ret void
}
