; ERROR: 4:30: operand types of 'select' do not match: 'i32' and 'i64'
; select arms of different types
define i32 @f(i1 %c, i32 %a, i64 %b) {
  %x = select i1 %c, i32 %a, i64 %b
  ret i32 %x
}
