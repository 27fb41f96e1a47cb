// Subprocesses: input and both outputs through pipes, exit statuses, signals, time limits.
#include "conformance/backends/Subprocess.h"

#include <doctest/doctest.h>

#include <chrono>

using namespace nvsim::backends;

TEST_CASE("a child's input and output pass through pipes without deadlock") {
  // 4 MB is far more than a pipe holds: cat writes while it is still being fed.
  std::string input;
  for (int i = 0; input.size() < (4u << 20); ++i)
    input += std::to_string(i) + "\n";
  SubprocessResult r = runSubprocess({"/bin/cat"}, input, 60);
  CHECK(r.ok());
  CHECK(r.out == input);
  CHECK(r.err.empty());
}

TEST_CASE("exit status and standard error are reported") {
  SubprocessResult r = runSubprocess({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"}, {}, 60);
  CHECK(r.started);
  CHECK(r.exited);
  CHECK_FALSE(r.ok());
  CHECK(r.exitCode == 3);
  CHECK(r.out == "out\n");
  CHECK(r.err == "err\n");
  CHECK(r.describe(60) == "exit status 3");
}

TEST_CASE("a child that ends on a signal") {
  SubprocessResult r = runSubprocess({"/bin/sh", "-c", "kill -SEGV $$"}, {}, 60);
  CHECK_FALSE(r.exited);
  CHECK(r.signal == 11);
  CHECK(r.describe(60) == "killed by signal 11 (Segmentation fault)");
}

TEST_CASE("a child that does not read its input neither blocks nor ends this process") {
  SubprocessResult r = runSubprocess({"/bin/true"}, std::string(8u << 20, 'x'), 60);
  CHECK(r.ok());
}

TEST_CASE("a child past its time limit is killed") {
  const auto start = std::chrono::steady_clock::now();
  SubprocessResult r = runSubprocess({"/bin/sh", "-c", "sleep 30"}, {}, 1);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(r.timedOut);
  CHECK_FALSE(r.ok());
  CHECK(r.describe(1) == "timed out after 1 s");
  CHECK(seconds < 10);
}

TEST_CASE("a program that does not exist is not started") {
  SubprocessResult r = runSubprocess({"/nonexistent/tool", "--version"}, {}, 60);
  CHECK_FALSE(r.started);
  CHECK(r.error == "/nonexistent/tool: No such file or directory");
  CHECK(r.describe(60) == "could not start: /nonexistent/tool: No such file or directory");
}

TEST_CASE("the working folder, and temporary folders removed after use") {
  std::string path;
  {
    TempDir dir;
    REQUIRE_FALSE(dir.path().empty());
    path = dir.path();
    CHECK(dir.write("a.txt", "hello"));
    SubprocessResult r = runSubprocess({"/bin/cat", "a.txt"}, {}, 60, dir.path());
    CHECK(r.out == "hello");
  }
  CHECK_FALSE(isExecutableFile(path + "/a.txt"));
  CHECK(runSubprocess({"/bin/cat", path + "/a.txt"}, {}, 60).exitCode == 1);
}

TEST_CASE("programs on PATH") {
  CHECK(isExecutableFile(findOnPath("sh")));
  CHECK(findOnPath("no-such-tool-nvvm-sim").empty());
  CHECK_FALSE(isExecutableFile("/bin"));
  TempDir dir;
  REQUIRE(dir.write("plain.txt", "not a program"));
  CHECK_FALSE(isExecutableFile(dir.path() + "/plain.txt"));
}
