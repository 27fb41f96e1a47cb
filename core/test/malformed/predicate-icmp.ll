; ERROR: 4:13: expected icmp comparison predicate
; an icmp predicate that does not exist
define i1 @f(i32 %a) {
  %c = icmp lt i32 %a, 0
  ret i1 %c
}
