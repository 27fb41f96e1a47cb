// Element types, number conversion and tolerance comparison: NaN, signed zeros, ulp across zero.
#include "tools/Compare.h"

#include "tools/test/TestFiles.h"

#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <limits>

using namespace nvsim::tools;
using nvsim::tools::test::bytesOf;

namespace {

uint64_t f32(float f) { return std::bit_cast<uint32_t>(f); }
uint64_t f64(double d) { return std::bit_cast<uint64_t>(d); }

Tolerance tol(ToleranceKind kind, double abs = 0, double rel = 0, uint64_t ulp = 0) {
  return {kind, abs, rel, ulp};
}

std::string bitsError(ElemType t, const Number &n) {
  std::string why;
  CHECK_FALSE(numberToBits(t, n, why).has_value());
  return why;
}

uint64_t bitsOf(ElemType t, std::string_view text) {
  std::optional<Number> n = parseNumber(text);
  REQUIRE(n.has_value());
  std::string why;
  std::optional<uint64_t> b = numberToBits(t, *n, why);
  INFO(why);
  REQUIRE(b.has_value());
  return *b;
}

} // namespace

TEST_CASE("ElemType: the table") {
  CHECK(elemTypeNames() == "i8, i16, i32, i64, u8, u16, u32, u64, f16, f32, f64");
  CHECK(elemTypeByName("u16") == ElemType::U16);
  CHECK_FALSE(elemTypeByName("float").has_value());
  CHECK(elemBytes(ElemType::F16) == 2);
  CHECK(elemTypeByNpyDescr("<f4") == ElemType::F32);
  CHECK(elemTypeByNpyDescr("=i2") == ElemType::I16);
  CHECK(elemTypeByNpyDescr("|u1") == ElemType::U8);
  CHECK(elemTypeByNpyDescr("|b1") == ElemType::U8);
  CHECK_FALSE(elemTypeByNpyDescr(">f4").has_value());
  CHECK_FALSE(elemTypeByNpyDescr("|f4").has_value());
  CHECK_FALSE(elemTypeByNpyDescr("<c8").has_value());
}

TEST_CASE("Numbers: parsing") {
  CHECK(parseNumber("5")->u == 5);
  CHECK(parseNumber("-7")->i == -7);
  CHECK(parseNumber("0x1f")->u == 31);
  CHECK(parseNumber("-0x10")->i == -16);
  CHECK(parseNumber("-9223372036854775808")->i == std::numeric_limits<int64_t>::min());
  CHECK_FALSE(parseNumber("-9223372036854775809").has_value());
  CHECK_FALSE(parseNumber("18446744073709551616").has_value());
  CHECK(parseNumber("2.5")->f == 2.5);
  CHECK(parseNumber("-1e3")->f == -1000.0);
  CHECK(parseNumber("0x1p-3")->f == 0.125);
  CHECK(std::isnan(parseNumber("nan")->f));
  CHECK(parseNumber("-inf")->f == -std::numeric_limits<double>::infinity());
  CHECK(parseNumber("+Infinity")->f == std::numeric_limits<double>::infinity());
  for (const char *bad : {"", "-", "1x", "0x", "1.5.5", "abc", "1e999", " 1"})
    CHECK_FALSE(parseNumber(bad).has_value());
}

TEST_CASE("Numbers: conversion to element bits") {
  CHECK(bitsOf(ElemType::I8, "-128") == 0x80);
  CHECK(bitsOf(ElemType::I16, "-1") == 0xffff);
  CHECK(bitsOf(ElemType::U64, "18446744073709551615") == UINT64_MAX);
  CHECK(bitsOf(ElemType::I32, "3.0") == 3); // an integral float is an integer
  CHECK(bitsOf(ElemType::F32, "2.5") == 0x40200000);
  CHECK(bitsOf(ElemType::F32, "0.1") == 0x3dcccccd); // rounded to nearest
  CHECK(bitsOf(ElemType::F64, "-1e3") == f64(-1000.0));
  CHECK(bitsOf(ElemType::F32, "7") == f32(7.0f));
  CHECK(bitsOf(ElemType::F16, "65504") == 0x7bff);
  CHECK(bitsOf(ElemType::F16, "-0") == 0x8000);
  CHECK(bitsOf(ElemType::F32, "-0") == 0x80000000);
  CHECK(bitsOf(ElemType::I32, "-0") == 0); // integers have no negative zero
  CHECK(bitsOf(ElemType::U8, "-0x0") == 0);
  CHECK(bitsError(ElemType::I8, Number::ofUnsigned(128)) == "value 128 is out of range for i8 (-128 to 127)");
  CHECK(bitsError(ElemType::U8, Number::ofSigned(-1)) == "value -1 is out of range for u8 (0 to 255)");
  CHECK(bitsError(ElemType::I64, Number::ofFloat(9223372036854775808.0)) ==
        "value 9.223372036854776e+18 is out of range for i64 (-9223372036854775808 to 9223372036854775807)");
  CHECK(bitsError(ElemType::I32, Number::ofFloat(0.5)) == "value 0.5 is not an integer");
  CHECK(bitsError(ElemType::I32, Number::ofFloat(NAN)) == "value nan is not an integer");
  CHECK(bitsError(ElemType::F32, Number::ofFloat(1e39)) == "value 1e+39 is out of range for f32");
  CHECK(bitsError(ElemType::F16, Number::ofUnsigned(65520)) == "value 65520 is out of range for f16");
}

TEST_CASE("Half precision conversions round to nearest even") {
  CHECK(doubleToHalf(1.0) == 0x3c00);
  CHECK(doubleToHalf(-2.0) == 0xc000);
  CHECK(doubleToHalf(0x1p-24) == 0x0001);           // the smallest subnormal
  CHECK(doubleToHalf(0x1p-25) == 0x0000);           // half of it: a tie, to even
  CHECK(doubleToHalf(0x1.8p-25) == 0x0001);         // above the tie
  CHECK(doubleToHalf(0x1.ffcp-15) == 0x0400);       // rounds up to the smallest normal
  CHECK(doubleToHalf(1.0 + 0x1p-11) == 0x3c00);     // a tie, to even
  CHECK(doubleToHalf(1.0 + 3 * 0x1p-11) == 0x3c02); // a tie, to even (up)
  CHECK(doubleToHalf(65519.0) == 0x7bff);           // below the overflow threshold
  CHECK(doubleToHalf(65520.0) == 0x7c00);           // rounds to infinity
  CHECK(doubleToHalf(-std::numeric_limits<double>::infinity()) == 0xfc00);
  CHECK((doubleToHalf(std::numeric_limits<double>::quiet_NaN()) & 0x7e00) == 0x7e00);
  CHECK(halfToDouble(0x3555) == 0x1.554p-2);
  CHECK(halfToDouble(0x0001) == 0x1p-24);
  CHECK(halfToDouble(0xfbff) == -65504.0);
  CHECK(std::isnan(halfToDouble(0x7e00)));
  for (uint32_t h = 0; h < 0x10000; ++h) // every non-NaN half survives the round trip
    if ((h & 0x7c00) != 0x7c00 || (h & 0x3ff) == 0)
      REQUIRE(doubleToHalf(halfToDouble(uint16_t(h))) == h);
}

TEST_CASE("Element formatting") {
  CHECK(formatElement(ElemType::I8, 0xff) == "-1");
  CHECK(formatElement(ElemType::U8, 0xff) == "255");
  CHECK(formatElement(ElemType::I64, uint64_t(-5)) == "-5");
  CHECK(formatElement(ElemType::F32, 0x3dcccccd) == "0.1");
  CHECK(formatElement(ElemType::F64, f64(0.1)) == "0.1");
  CHECK(formatElement(ElemType::F16, 0x3555) == "0.333251953125");
  CHECK(formatElement(ElemType::F32, 0x7fc00000) == "nan");
  CHECK(formatElement(ElemType::F32, 0xff800000) == "-inf");
}

TEST_CASE("Tolerance: names") {
  CHECK(toleranceKindByName("rel_abs") == ToleranceKind::RelAbs);
  CHECK_FALSE(toleranceKindByName("relabs").has_value());
  CHECK(describeTolerance(tol(ToleranceKind::RelAbs, 1e-6, 1e-5)) == "rel_abs (rel 1e-05, abs 1e-06)");
  CHECK(describeTolerance(tol(ToleranceKind::Ulp, 0, 0, 2)) == "ulp 2");
}

TEST_CASE("Tolerance: exact is bitwise, except that NaN matches NaN") {
  const Tolerance exact = tol(ToleranceKind::Exact);
  CHECK(elementsMatch(ElemType::F32, f32(1.5f), f32(1.5f), exact));
  CHECK_FALSE(elementsMatch(ElemType::F32, f32(0.0f), f32(-0.0f), exact));
  CHECK(elementsMatch(ElemType::F32, 0x7fc00000, 0x7fc00001, exact)); // any NaN payload
  CHECK(elementsMatch(ElemType::F32, 0xffc00000, 0x7fc00000, exact)); // either sign
  CHECK_FALSE(elementsMatch(ElemType::F32, 0x7fc00000, f32(1.0f), exact));
  CHECK_FALSE(elementsMatch(ElemType::F32, f32(1.0f), 0x7fc00000, exact));
  CHECK(elementsMatch(ElemType::F16, 0x7e00, 0xfe01, exact));
  CHECK(elementsMatch(ElemType::I32, 0xffffffff, 0xffffffff, exact));
  CHECK_FALSE(elementsMatch(ElemType::I32, 1, 2, exact));
}

TEST_CASE("Tolerance: abs, rel and rel_abs") {
  CHECK(elementsMatch(ElemType::F64, f64(1.0), f64(1.0 + 1e-7), tol(ToleranceKind::Abs, 1e-6)));
  CHECK_FALSE(elementsMatch(ElemType::F64, f64(1.0), f64(1.0 + 1e-5), tol(ToleranceKind::Abs, 1e-6)));
  CHECK(elementsMatch(ElemType::F64, f64(1000.0), f64(1000.5), tol(ToleranceKind::Rel, 0, 1e-3)));
  CHECK_FALSE(elementsMatch(ElemType::F64, f64(1000.0), f64(1002.0), tol(ToleranceKind::Rel, 0, 1e-3)));
  // rel is relative to the expected value: 0 expected needs abs.
  CHECK_FALSE(elementsMatch(ElemType::F32, f32(1e-9f), f32(0.0f), tol(ToleranceKind::Rel, 0, 0.5)));
  CHECK(elementsMatch(ElemType::F32, f32(1e-9f), f32(0.0f), tol(ToleranceKind::RelAbs, 1e-8, 0.5)));
  CHECK(elementsMatch(ElemType::F32, f32(0.0f), f32(-0.0f), tol(ToleranceKind::Abs, 0))); // equal values
  CHECK(elementsMatch(ElemType::F32, f32(INFINITY), f32(INFINITY), tol(ToleranceKind::Abs, 0)));
  CHECK_FALSE(elementsMatch(ElemType::F32, f32(INFINITY), f32(-INFINITY), tol(ToleranceKind::Abs, 1e30)));
  CHECK_FALSE(elementsMatch(ElemType::F32, f32(INFINITY), f32(3e38f), tol(ToleranceKind::Rel, 0, 1)));
  CHECK(elementsMatch(ElemType::F32, 0x7fc00000, 0x7fc00000, tol(ToleranceKind::RelAbs, 1, 1)));
  CHECK_FALSE(elementsMatch(ElemType::F32, 0x7fc00000, f32(0.0f), tol(ToleranceKind::Abs, 1e30)));
  // Integers: the exact difference.
  CHECK(elementsMatch(ElemType::I8, 0xfe, 0x01, tol(ToleranceKind::Abs, 3))); // -2 vs 1
  CHECK_FALSE(elementsMatch(ElemType::I8, 0xfe, 0x02, tol(ToleranceKind::Abs, 3)));
  CHECK_FALSE(elementsMatch(ElemType::U64, UINT64_MAX, UINT64_MAX - 1, tol(ToleranceKind::Abs, 0.5)));
  CHECK(elementsMatch(ElemType::U64, UINT64_MAX, UINT64_MAX - 1, tol(ToleranceKind::Abs, 1)));
  CHECK_FALSE(elementsMatch(ElemType::I64, uint64_t(INT64_MIN), uint64_t(INT64_MIN + 1),
                            tol(ToleranceKind::Rel, 0, 0)));
  CHECK_FALSE(elementsMatch(ElemType::U64, UINT64_MAX, UINT64_MAX - 2, tol(ToleranceKind::RelAbs, 1, 0)));
  CHECK(elementsMatch(ElemType::U64, 0, UINT64_MAX, tol(ToleranceKind::Abs, 1e30))); // the whole range
  CHECK(elementsMatch(ElemType::U64, 0, UINT64_MAX, tol(ToleranceKind::Ulp, 0, 0, UINT64_MAX)));
}

TEST_CASE("Tolerance: ulp counts representable values, across zero too") {
  const Tolerance ulp1 = tol(ToleranceKind::Ulp, 0, 0, 1), ulp0 = tol(ToleranceKind::Ulp);
  CHECK(ulpDistance(ElemType::F32, f32(1.0f), f32(std::nextafter(1.0f, 2.0f))) == 1);
  CHECK(ulpDistance(ElemType::F32, f32(0.0f), f32(-0.0f)) == 0);
  CHECK(ulpDistance(ElemType::F32, 0x00000001, 0x80000001) == 2); // smallest subnormals, both signs
  CHECK(ulpDistance(ElemType::F32, f32(-1.0f), f32(1.0f)) == 2 * 0x3f800000ull);
  CHECK(ulpDistance(ElemType::F64, f64(-INFINITY), f64(INFINITY)) == 2 * 0x7ff0000000000000ull);
  CHECK(ulpDistance(ElemType::F32, f32(3.4028235e38f), f32(INFINITY)) == 1);
  CHECK(ulpDistance(ElemType::F16, 0x3c00, 0xbc00) == 2 * 0x3c00);
  CHECK(ulpDistance(ElemType::I32, 0xffffffff, 1) == 2);
  CHECK(ulpDistance(ElemType::I64, 0x8000000000000000, 0x7fffffffffffffff) == UINT64_MAX);
  CHECK(elementsMatch(ElemType::F32, f32(0.0f), f32(-0.0f), ulp0));
  CHECK(elementsMatch(ElemType::F32, 0x00000001, 0x00000000, ulp1));
  CHECK(elementsMatch(ElemType::F32, 0x00000000, 0x80000001, ulp1));
  CHECK_FALSE(elementsMatch(ElemType::F32, 0x00000001, 0x80000001, ulp1));
  CHECK(elementsMatch(ElemType::F32, 0x7fc00000, 0xffffffff, ulp0)); // NaN matches NaN
  CHECK_FALSE(elementsMatch(ElemType::F32, 0x7f800000, 0x7fc00000, tol(ToleranceKind::Ulp, 0, 0, 1u << 30)));
}

TEST_CASE("Tolerance: buffer comparison keeps the first mismatches") {
  std::vector<float> expected = {1, 2, 3, 4, 5, 6};
  std::vector<float> actual = {1, 2.5f, 3, NAN, 5, 7};
  Comparison c =
      compareElements(ElemType::F32, bytesOf(actual), bytesOf(expected), tol(ToleranceKind::Exact), 2);
  CHECK(c.elements == 6);
  CHECK(c.mismatches == 3);
  REQUIRE(c.first.size() == 2);
  CHECK(c.first[0].index == 1);
  CHECK(c.first[1].index == 3);
  CHECK(formatMismatch(ElemType::F32, c.first[0]) == "[1] actual 2.5 (0x40200000), expected 2 (0x40000000)");
  CHECK(formatMismatch(ElemType::F32, c.first[1]) == "[3] actual nan (0x7fc00000), expected 4 (0x40800000)");
  CHECK(formatMismatch(ElemType::I16, {7, 0xffff, 3}) == "[7] actual -1, expected 3");
  CHECK(formatMismatch(ElemType::F64, {0, f64(1.0), f64(0.5)}) ==
        "[0] actual 1 (0x3ff0000000000000), expected 0.5 (0x3fe0000000000000)");
}

TEST_CASE("compareElements: long buffers, mismatches in several 4 KiB chunks and past the last whole one") {
  // 3000 doubles: 5.86 chunks of 512 elements; mismatches in chunk 0, chunk 2 and the tail.
  std::vector<double> expected(3000), actual;
  for (size_t i = 0; i < expected.size(); ++i)
    expected[i] = double(i) * 0.5;
  actual = expected;
  actual[3] = 1000;    // chunk 0
  actual[1100] = -1;   // chunk 2 (elements 1024..1535)
  actual[2999] = 1e30; // the partial last chunk
  Comparison c =
      compareElements(ElemType::F64, bytesOf(actual), bytesOf(expected), tol(ToleranceKind::Exact), 2);
  CHECK(c.elements == 3000);
  CHECK(c.mismatches == 3);
  REQUIRE(c.first.size() == 2); // `keep` holds across chunks
  CHECK(c.first[0].index == 3);
  CHECK(c.first[1].index == 1100);
  CHECK(c.first[1].actual == f64(-1.0));
  CHECK(c.first[1].expected == f64(550.0));
  // A tolerance still decides the chunks that differ: 1100's difference (551) is within abs 600,
  // 3's (998.5) and 2999's are not.
  c = compareElements(ElemType::F64, bytesOf(actual), bytesOf(expected), tol(ToleranceKind::Abs, 600), 10);
  CHECK(c.mismatches == 2);
  REQUIRE(c.first.size() == 2);
  CHECK(c.first[0].index == 3);
  CHECK(c.first[1].index == 2999);
}
