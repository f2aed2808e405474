// The welcome popup flags of spec §4, kept in browser storage beside the session: the login count from the
// login response, and the welcomeShown / showWelcome flags.
const LOGIN_COUNT = 'loginCount';
const WELCOME_SHOWN = 'welcomeShown';
const SHOW_WELCOME = 'showWelcome';

export function recordLogin(loginCount: number): void {
  localStorage.setItem(LOGIN_COUNT, String(loginCount));
  if (!localStorage.getItem(WELCOME_SHOWN)) {
    localStorage.setItem(SHOW_WELCOME, 'true');
    localStorage.setItem(WELCOME_SHOWN, 'true');
  }
}

/** The popup shows while the stored login count is below 1. */
export function shouldShowWelcome(): boolean {
  const stored = localStorage.getItem(LOGIN_COUNT);
  return stored !== null && Number(stored) < 1;
}

export function dismissWelcome(): void {
  localStorage.setItem(LOGIN_COUNT, '1');
  localStorage.removeItem(SHOW_WELCOME);
}
