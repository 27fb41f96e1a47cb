; ERROR: 4:13: '%v' defined with type 'float' but expected 'i32'
; the stored value is not of the written type
define void @f(ptr %p, float %v) {
  store i32 %v, ptr %p
  ret void
}
