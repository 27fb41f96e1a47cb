; ERROR: 3:34: blockaddress refers to '%nowhere', which is not a basic block of '@f'
; a blockaddress of a block the function does not have
@p = global ptr blockaddress(@f, %nowhere)

define void @f() {
entry:
  ret void
}
