; ERROR: 3:13: void type only allowed for function results
; 'void' is only a function result type
@g = global void
