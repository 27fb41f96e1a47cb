; ERROR: 4:1: redefinition of type '%T'
; a named type defined twice
%T = type { i32 }
%T = type { float }
