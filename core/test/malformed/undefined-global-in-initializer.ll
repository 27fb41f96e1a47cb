; ERROR: 3:17: use of undefined value '@nowhere'
; an initializer that points to an undefined global
@p = global ptr @nowhere
