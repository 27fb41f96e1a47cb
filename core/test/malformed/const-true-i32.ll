; ERROR: 4:11: 'true' and 'false' must have i1 type
; 'true' is only for i1
define i32 @f() {
  ret i32 true
}
