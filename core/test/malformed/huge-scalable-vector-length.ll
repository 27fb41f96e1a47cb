; ERROR: 3:32: integer constant is too large: 99999999999999999999999
; a scalable vector length beyond 64 bits
@g = external global <vscale x 99999999999999999999999 x i8>
