; ERROR: 9:8: invalid 'trunc' from 'i32' to 'i64': the result must be narrower than the source
; ERROR: 10:8: invalid 'zext' from 'i32' to 'i16': the result must be wider than the source
; ERROR: 11:8: invalid 'fptrunc' from 'float' to 'double': the result must be narrower than the source
; ERROR: 12:8: invalid 'bitcast' from 'i32' to 'i64': the source and result must have the same size
; ERROR: 13:8: invalid 'bitcast' from 'ptr addrspace(1)' to 'ptr': a bitcast cannot change the address space (use addrspacecast)
; ERROR: 14:8: invalid 'addrspacecast' from 'ptr addrspace(1)' to 'ptr addrspace(1)': the address spaces must differ
; Casts between the types their opcode converts.
define void @f(i32 %x, float %y, ptr addrspace(1) %p) {
  %a = trunc i32 %x to i64
  %b = zext i32 %x to i16
  %c = fptrunc float %y to double
  %d = bitcast i32 %x to i64
  %e = bitcast ptr addrspace(1) %p to ptr
  %f = addrspacecast ptr addrspace(1) %p to ptr addrspace(1)
  %g = bitcast i32 %x to float
  ret void
}
