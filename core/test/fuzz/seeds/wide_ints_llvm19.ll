; Fuzz seed: odd and wide integer widths, big constants, bit intrinsics, overflow intrinsics.
target triple = "nvptx64-nvidia-cuda"

@big = addrspace(1) global i128 170141183460469231731687303715884105727, align 16
@huge = addrspace(1) global i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, align 32
@odd = addrspace(1) global i7 -64, align 1

define i128 @wide(i128 %a, i65 %b, i1 %c, i3 %d) {
  %bx = zext i65 %b to i128
  %m = mul i128 %a, %bx
  %q = udiv i128 %m, 340282366920938463463374607431768211455
  %r = srem i128 %q, -3
  %sh = lshr exact i128 %r, 127
  %ashr = ashr i128 %sh, 1
  %cx = sext i1 %c to i128
  %and = and i128 %ashr, %cx
  %dx = zext i3 %d to i128
  %pop = call i128 @llvm.ctpop.i128(i128 %and)
  %ov = call { i128, i1 } @llvm.umul.with.overflow.i128(i128 %pop, i128 %dx)
  %lo = extractvalue { i128, i1 } %ov, 0
  %t = trunc nuw nsw i128 %lo to i64
  %back = sext i64 %t to i128
  %hex = add i128 %back, u0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
  %s0 = add i128 %hex, s0x7F
  %bs = call i128 @llvm.bswap.i128(i128 %s0)
  ret i128 %bs
}

declare i128 @llvm.ctpop.i128(i128)
declare { i128, i1 } @llvm.umul.with.overflow.i128(i128, i128)
declare i128 @llvm.bswap.i128(i128)
