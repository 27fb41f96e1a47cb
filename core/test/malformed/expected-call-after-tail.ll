; ERROR: 6:8: expected 'call' after tail marker
; 'tail' must be followed by 'call'
declare void @g()

define void @f() {
  tail invoke void @g()
  ret void
}
