; Defines the kernel of twice.ll a second time: linking it is an error.
define void @twice(ptr %out) {
  ret void
}
