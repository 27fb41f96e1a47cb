; ERROR: 4:38: invalid indices for extractvalue
; extractvalue past the end of the struct
define i32 @f({ i32, i32 } %s) {
  %x = extractvalue { i32, i32 } %s, 2
  ret i32 %x
}
