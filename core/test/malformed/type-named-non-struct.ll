; ERROR: 3:11: named type '%T' must be a struct type (type aliases are not supported)
; a named type that is not a struct
%T = type i32
