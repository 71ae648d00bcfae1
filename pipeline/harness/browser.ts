/**
 * Finding and launching Chromium: CB_CHROMIUM, else Debian's /usr/bin/chromium, else Playwright's
 * own download. Flags keep Chromium off the network on machines without outside access.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { UserError } from '../errors';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--hide-scrollbars',
  '--font-render-hinting=none', '--disable-features=Translate,OptimizationHints,MediaRouter',
];

export const INSTALL_HELP = [
  'No Chromium found. Install one of:',
  '  • Debian/Ubuntu: sudo apt-get install -y chromium      (gives /usr/bin/chromium)',
  '  • Playwright:    npx playwright install chromium',
  '  • or point CB_CHROMIUM at any Chromium/Chrome binary: CB_CHROMIUM=/path/to/chrome',
].join('\n');

export function findChromium(): { path: string; source: string } {
  const env = process.env.CB_CHROMIUM;
  if (env) {
    if (!existsSync(env)) throw new UserError(`CB_CHROMIUM=${env} does not exist.\n${INSTALL_HELP}`);
    return { path: env, source: 'CB_CHROMIUM' };
  }
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: 'system' };
  const pw = chromium.executablePath();
  if (pw && existsSync(pw)) return { path: pw, source: 'playwright' };
  throw new UserError(INSTALL_HELP);
}

export async function launchChromium(): Promise<Browser> {
  const { path } = findChromium();
  return chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
}

export const VIEWPORT = { width: 1280, height: 720 } as const;
