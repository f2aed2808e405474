// Issue 28 item 3: the languages a shop's widget speaks: English until the owner picks others, saved through the
// widget settings, validated (400, nothing written), and sent to the widget with its config.
import type { WidgetConfig, WidgetSettingsDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/app.ts';
import { body, widgetApp } from '../../test/widget.ts';

const settingsPath = '/api/v1/user/widget/settings';

describe('issue 28 item 3: the widget’s languages', () => {
  it('speaks English by default, saves the owner’s languages in order and sends them with the config', async () => {
    const t = await widgetApp();
    expect((await body<{ data: WidgetSettingsDto }>(await t.app.request(settingsPath, { headers: t.auth }))).data.languages).toEqual(['en']);
    expect((await body<{ data: WidgetConfig }>(await t.call('config'))).data.languages).toEqual(['en']);

    const put = await t.app.request(settingsPath, json('PUT', { languages: ['de', 'en', 'fr'] }, t.auth));
    expect(put.status).toBe(200);
    expect((await body<{ data: WidgetSettingsDto }>(put)).data.languages).toEqual(['de', 'en', 'fr']);
    expect((await body<{ data: WidgetConfig }>(await t.call('config'))).data.languages).toEqual(['de', 'en', 'fr']);
  });

  it('refuses an unknown, repeated or empty list of languages with 400 and keeps the saved ones', async () => {
    const t = await widgetApp();
    await t.app.request(settingsPath, json('PUT', { languages: ['es'] }, t.auth));
    const cases: [unknown, RegExp][] = [
      [['en', 'it'], /Languages must be among en, es, fr, de, pt/],
      [['de', 'de'], /once/],
      [[], /at least one language/],
      ['de', /expected array/i],
    ];
    for (const [languages, message] of cases) {
      const res = await t.app.request(settingsPath, json('PUT', { languages, theme: 'dark' }, t.auth));
      expect(res.status, JSON.stringify(languages)).toBe(400);
      expect((await body<{ error: { message: string } }>(res)).error.message).toMatch(message);
    }
    const saved = (await body<{ data: WidgetSettingsDto }>(await t.app.request(settingsPath, { headers: t.auth }))).data;
    expect(saved).toMatchObject({ languages: ['es'], theme: 'light' });
  });
});
