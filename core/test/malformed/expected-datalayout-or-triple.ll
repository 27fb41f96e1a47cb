; ERROR: 3:8: expected 'datalayout' or 'triple' after 'target'
; 'target' followed by something else
target cpu = "sm_80"
