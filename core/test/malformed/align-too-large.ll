; ERROR: 4:30: huge alignments are not supported yet
; an alignment above 2^32
define void @f(ptr %p) {
  store i32 0, ptr %p, align 8589934592
  ret void
}
