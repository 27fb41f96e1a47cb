; ERROR: 4:3: expected '{' in function body
; a definition without '{'
define void @f()
  ret void
