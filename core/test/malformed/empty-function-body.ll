; ERROR: 4:1: function body requires at least one basic block
; a definition with no basic block
define void @f() {
}
