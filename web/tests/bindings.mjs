// The page's own bindings (web/dist/pkg), loaded in node: the test asks the library
// what the page should show (a puzzle's solution, the message for a bad paste) instead
// of writing those answers down.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The bindings' module, instantiated synchronously from the built .wasm. */
export async function loadBindings(pkg) {
  const glue = await import(pathToFileURL(join(pkg, 'nonet_web.js')).href);
  glue.initSync({ module: readFileSync(join(pkg, 'nonet_web_bg.wasm')) });
  return glue;
}

/** The message the library throws for `call()`, or null when it does not throw. */
export function thrown(call) {
  try {
    call();
    return null;
  } catch (e) {
    return String(e?.message ?? e);
  }
}
