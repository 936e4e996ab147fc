// The system's Chromium (Debian's /usr/bin/chromium), driven headless by playwright-core,
// which downloads no browser of its own.

import { chromium } from 'playwright-core';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/** Launches Chromium from $NONET_CHROMIUM or /usr/bin/chromium. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.NONET_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
  });
}
