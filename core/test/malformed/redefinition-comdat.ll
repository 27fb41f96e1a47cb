; ERROR: 4:1: redefinition of comdat '$c'
; a comdat defined twice
$c = comdat any
$c = comdat any
