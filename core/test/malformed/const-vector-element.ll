; ERROR: 4:25: vector element #1 is not of type 'i32'
; a vector constant with an element of the wrong type
define <2 x i32> @f() {
  ret <2 x i32> <i32 1, i16 2>
}
