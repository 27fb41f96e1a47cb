/* vector_types.h - CUDA's built-in vector types (char1 .. double4, dim3) and their make_ functions,
 * usable in host and device code. Our own header (docs/cuda-programs.md). */
#ifndef NVSIM_VECTOR_TYPES_H
#define NVSIM_VECTOR_TYPES_H

#if defined(__CUDA__)
#define NVSIM_HD __host__ __device__
#else
#define NVSIM_HD
#endif

#define NVSIM_VEC1(T, N, A)                                                                                  \
  struct __attribute__((aligned(A))) N##1 {                                                                  \
    T x;                                                                                                     \
  };                                                                                                         \
  typedef struct N##1 N##1;
#define NVSIM_VEC2(T, N, A)                                                                                  \
  struct __attribute__((aligned(A))) N##2 {                                                                  \
    T x, y;                                                                                                  \
  };                                                                                                         \
  typedef struct N##2 N##2;
#define NVSIM_VEC3(T, N)                                                                                     \
  struct N##3 {                                                                                              \
    T x, y, z;                                                                                               \
  };                                                                                                         \
  typedef struct N##3 N##3;
#define NVSIM_VEC4(T, N, A)                                                                                  \
  struct __attribute__((aligned(A))) N##4 {                                                                  \
    T x, y, z, w;                                                                                            \
  };                                                                                                         \
  typedef struct N##4 N##4;
#define NVSIM_VECS(T, N, A1, A2, A4)                                                                         \
  NVSIM_VEC1(T, N, A1)                                                                                       \
  NVSIM_VEC2(T, N, A2) NVSIM_VEC3(T, N) NVSIM_VEC4(T, N, A4) static inline NVSIM_HD N##1 make_##N##1(T x) {  \
    N##1 v = {x};                                                                                            \
    return v;                                                                                                \
  }                                                                                                          \
  static inline NVSIM_HD N##2 make_##N##2(T x, T y) {                                                        \
    N##2 v = {x, y};                                                                                         \
    return v;                                                                                                \
  }                                                                                                          \
  static inline NVSIM_HD N##3 make_##N##3(T x, T y, T z) {                                                   \
    N##3 v = {x, y, z};                                                                                      \
    return v;                                                                                                \
  }                                                                                                          \
  static inline NVSIM_HD N##4 make_##N##4(T x, T y, T z, T w) {                                              \
    N##4 v = {x, y, z, w};                                                                                   \
    return v;                                                                                                \
  }

NVSIM_VECS(signed char, char, 1, 2, 4)
NVSIM_VECS(unsigned char, uchar, 1, 2, 4)
NVSIM_VECS(short, short, 2, 4, 8)
NVSIM_VECS(unsigned short, ushort, 2, 4, 8)
NVSIM_VECS(int, int, 4, 8, 16)
NVSIM_VECS(unsigned int, uint, 4, 8, 16)
NVSIM_VECS(long, long, 8, 16, 16)
NVSIM_VECS(unsigned long, ulong, 8, 16, 16)
NVSIM_VECS(long long, longlong, 8, 16, 16)
NVSIM_VECS(unsigned long long, ulonglong, 8, 16, 16)
NVSIM_VECS(float, float, 4, 8, 16)
NVSIM_VECS(double, double, 8, 16, 16)
#undef NVSIM_VEC1
#undef NVSIM_VEC2
#undef NVSIM_VEC3
#undef NVSIM_VEC4
#undef NVSIM_VECS

#ifdef __cplusplus
struct dim3 {
  unsigned int x, y, z;
  NVSIM_HD constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  NVSIM_HD constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  NVSIM_HD constexpr operator uint3() const { return uint3{x, y, z}; }
};
#else
typedef struct dim3 {
  unsigned int x, y, z;
} dim3;
#endif

#undef NVSIM_HD
#endif /* NVSIM_VECTOR_TYPES_H */
