// The dashboard's words in English (issue 28 item 1, decision 099): the source catalogue, in three areas that travel
// with the screens using them (./en/auth.ts, ./en/frame.ts, ./en/language.ts, ./en/studio.ts), so the entry carries none. Every other
// language's file has the same keys and arguments (i18n.test.ts, catalogueProblems). English has no plural or
// select (a test checks), so it fills its `{arguments}` by name and the ICU formatter travels with the other
// languages' chunks only. Numbers and dates are formatted first (useFormat) and passed in as text. Translated so far:
// the public sign-up, log-in and verify screens, the forgot-password dialog, the reset-password, invite and undo
// pages (./en/account.ts), the app's frame and the Studio (/tool, /aitool).
import { ACCOUNT_EN } from './en/account.ts';
import { AUTH_EN } from './en/auth.ts';
import { FRAME_EN } from './en/frame.ts';
import { LANGUAGE_EN } from './en/language.ts';
import { STUDIO_EN } from './en/studio.ts';
import { WELCOME_EN } from './en/welcome.ts';

export const EN = { ...AUTH_EN, ...ACCOUNT_EN, ...FRAME_EN, ...LANGUAGE_EN, ...STUDIO_EN, ...WELCOME_EN };

export type MessageKey = keyof typeof EN;
export type DashboardCatalogue = Record<MessageKey, string>;
