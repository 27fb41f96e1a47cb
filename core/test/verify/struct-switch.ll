; ERROR: 5:3: duplicate switch case value 1
; Switch case values are distinct. (LLVM's parser rejects duplicates too.)
define void @f(i32 %c) {
entry:
  switch i32 %c, label %done [ i32 1, label %one
                               i32 2, label %one
                               i32 1, label %done ]
one:
  br label %done
done:
  ret void
}
