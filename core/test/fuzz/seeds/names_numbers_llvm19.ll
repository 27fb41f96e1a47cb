; Fuzz seed: naming corners: numbered values and blocks, quoted and escaped names, comments, spacing.
target triple = "nvptx64-nvidia-cuda"

@0 = global i32 1
@"with space" = global ptr @0
@.dotted$name_1 = global i8 2		; tab and comment
@-1 = global i8 3

define i32 @"\22quoted\22"(i32 %0, i32 %"arg with space") {
1:
  %2 = add i32 %0, %"arg with space"   ; numbered from the arguments on
  %named.1 = sub i32 %2, -0
  br label %"block name"

"block name":
  %3 = phi i32 [ %2, %1 ], [ %4, %"block name" ]
  %4 = add i32 %3, 1
  %done = icmp eq i32 %4, 100
  br i1 %done, label %5, label %"block name"

5:
  ret i32 %4
}
