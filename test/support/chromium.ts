import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (test set-up installs it); playwright-core drives it and never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Headless Chromium; throws with Chromium's own message when it cannot start (missing binary, sandbox, libs). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}
