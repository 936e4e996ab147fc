#!/usr/bin/env bash
# The C ABI's C tests: builds libnonet_ffi (static and dynamic), compiles the C test
# program and the README's example with the system C compiler against each, runs them,
# then runs the test program, static and dynamic, under valgrind, which must report no
# error and no leak.
# Needs cc and valgrind (Debian: gcc, valgrind). Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/../.."

cargo build -q -p nonet-ffi
target="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
lib="$target/debug"
out="$target/nonet-ffi-c"
mkdir -p "$out"
src=crates/nonet-ffi/tests/c
cflags=(-std=c11 -Wall -Wextra -Werror -pedantic -g -Icrates/nonet-ffi/include)

# The static library carries Rust's standard library; what it needs from the system
# is what `rustc --print native-static-libs` lists on Linux.
sys=(-lpthread -ldl -lm)
for prog in nonet_test example; do
  cc "${cflags[@]}" "$src/$prog.c" "$lib/libnonet_ffi.a" "${sys[@]}" -o "$out/${prog}_static"
  cc "${cflags[@]}" "$src/$prog.c" -L"$lib" -lnonet_ffi -Wl,-rpath,"$lib" -pthread -o "$out/${prog}_dynamic"
done

echo "== C tests, static library"
"$out/nonet_test_static"
echo "== C tests, dynamic library"
"$out/nonet_test_dynamic"

echo "== the README's example"
# The README shows example.c as it is (less its first line, a comment).
readme_example="$(awk '/^## C and Swift/ { s = 1 } s && /^```c$/ { c = 1; next } c && /^```$/ { exit } c' README.md)"
if [ "$readme_example" != "$(tail -n +2 "$src/example.c")" ]; then
  echo "the README's C example differs from $src/example.c" >&2
  diff <(echo "$readme_example") <(tail -n +2 "$src/example.c") >&2 || true
  exit 1
fi
expected=534678912672195348198342567859761423426853791713924856961537284287419635345286179
for kind in static dynamic; do
  first="$("$out/example_$kind" | head -1)"
  [ "$first" = "$expected" ] || { echo "example ($kind) printed $first, expected $expected" >&2; exit 1; }
done

for kind in static dynamic; do
  echo "== C tests under valgrind, $kind library (2 threads)"
  valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=1 \
    "$out/nonet_test_$kind" 2
done
