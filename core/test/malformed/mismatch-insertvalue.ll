; ERROR: 4:39: inserted value has type 'i32', not 'float'
; insertvalue of a value with the wrong type for the field
define { i32, float } @f({ i32, float } %s) {
  %t = insertvalue { i32, float } %s, i32 1, 1
  ret { i32, float } %t
}
