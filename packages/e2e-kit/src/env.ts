// The only reader of process.env in the browser-test harness.

/** Debian's chromium unless CHROMIUM_PATH names another build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots go into the tracked screens folders only when they are being refreshed on purpose (`pnpm screens`). */
export const REFRESH_SCREENS = process.env.WRAPSMITH_SCREENS === '1';

/** What the product under test starts from: PATH only, so a developer's own settings stay out of it. */
export function childProcessEnv(vars: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', ...vars };
}
