; A .ll case's headers, read by run.py (the module itself is never parsed by the fake).
; ADV-WHY: the header form of a case
; ADV-RUN: exit 1
; ADV-EXIT: 1
; ADV-STDERR: exiting
; ADV-STDERR: \s+with 1
