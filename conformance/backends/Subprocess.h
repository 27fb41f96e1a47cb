// Running an outside tool (llc, llvm-dis, ptxas) without a shell: arguments as given, standard
// input from a string, standard output and error captured, killed when it runs past a time limit.
#pragma once

#include <string>
#include <vector>

namespace nvsim::backends {

struct SubprocessResult {
  bool started = false;  ///< the program was found and executed
  bool exited = false;   ///< it exited normally (then `exitCode` holds its status)
  int exitCode = -1;     ///< exit status when `exited`
  int signal = 0;        ///< the signal that ended it, when it did not exit
  bool timedOut = false; ///< killed after the time limit
  std::string out, err;  ///< what it wrote to standard output and standard error
  std::string error;     ///< why it could not be started

  bool ok() const { return exited && exitCode == 0; }
  /// "exit status 1", "killed by signal 6 (Aborted)", "timed out after 5 s", "could not start: ...".
  std::string describe(unsigned timeoutSeconds) const;
};

/// Runs `argv[0]` (a path: no PATH search) with `argv` as its arguments, in `workDir` when it is not
/// empty. `input` is written to its standard input, which is then closed. After `timeoutSeconds`
/// (0: no limit) the program and its process group are killed with SIGKILL.
SubprocessResult runSubprocess(const std::vector<std::string> &argv, const std::string &input,
                               unsigned timeoutSeconds, const std::string &workDir = {});

/// The first executable file called `name` in the folders of $PATH; empty when there is none.
std::string findOnPath(const std::string &name);

/// Whether `path` names an executable regular file.
bool isExecutableFile(const std::string &path);

/// The value of environment variable `name`; empty when it is unset or empty.
std::string envValue(const char *name);

/// A fresh private folder under $TMPDIR (or /tmp), removed with everything in it when the object
/// goes. `path()` is empty when it could not be made (`error()` says why).
class TempDir {
public:
  /// A folder named PREFIX-XXXXXX.
  explicit TempDir(const std::string &prefix = "nvvm-sim-ptx");
  ~TempDir();
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  const std::string &path() const { return path_; }
  const std::string &error() const { return error_; }
  /// Writes `text` to `path()/name`; false (with `error()`) on failure.
  bool write(const std::string &name, const std::string &text);
  /// Keeps the folder when the object goes (for a user who asked to see the files).
  void keep() { keep_ = true; }

private:
  std::string path_, error_;
  bool keep_ = false;
};

} // namespace nvsim::backends
