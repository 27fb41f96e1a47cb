; ERROR: 5:3: expected ',' and an index
; extractvalue needs at least one index
define i32 @f({ i32, i32 } %s) {
  %x = extractvalue { i32, i32 } %s
  ret i32 %x
}
