; ADV-WHY: a store into the kernel's by-value parameter through its param-space address (kernel
; ADV-WHY: parameters are read-only), and a read 4 KiB past the parameters.
; ADV-RUN: run %s --kernel k --grid 1 --block 1 --threads 1 --arg bytes:0100000002000000
; ADV-EXIT: 1
; ADV-STDERR: kernel fault in k:\n(?:write to read-only memory|[^\n]*param)[^\n]*\n  in block \(0,0,0\) thread \(0,0,0\)\n  at \S*param_store\.ll:15:\d+: 
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, i32 }

define ptx_kernel void @k(ptr byval(%struct.P) align 4 %p) {
entry:
  %pp = addrspacecast ptr %p to ptr addrspace(101)
  %q = getelementptr inbounds %struct.P, ptr addrspace(101) %pp, i64 0, i32 1
  store volatile i32 7, ptr addrspace(101) %q, align 4
  %far = getelementptr i8, ptr addrspace(101) %pp, i64 4096
  %v = load volatile i32, ptr addrspace(101) %far, align 4
  ret void
}
