// initcheck of a struct field never set: a first kernel initialises an array of particles but
// forgets the mass field; the second kernel copies each particle (at -O0 a memcpy of the whole
// struct, padding after `kind` included: a copy, no use yet) and uses its mass, a value that no
// kernel and no host copy wrote, in the result it stores to global memory.
// Fix (-DCLEAN): init_particles sets the mass too (the padding stays unwritten: copying it is fine).
struct Particle {
  int pos;
  char kind;
  int vel;
  int mass;
};
extern "C" __global__ void init_particles(Particle *ps, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ps[i].pos = in[i];
  ps[i].kind = 'p';
  ps[i].vel = 1;
#ifdef CLEAN
  ps[i].mass = 2;
#endif
}
extern "C" __global__ void momentum(const Particle *ps, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Particle p = ps[i];
  out[i] = p.mass * p.vel + p.pos + (p.kind == 'p'); // @read
}
