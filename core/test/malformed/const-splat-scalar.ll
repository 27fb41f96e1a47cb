; ERROR: 4:11: invalid constant for type 'i32'
; splat for a scalar type
define i32 @f() {
  ret i32 splat (i32 1)
}
