// Issue 24 item 5: a widget render looks its film up once (the widget's "is it offered" look-up is the one the
// pipeline draws). That the pipeline imports no widget limits is a lint rule (src/lint-layers.test.ts).
import { describe, expect, it, vi } from 'vitest';
import * as films from '../../services/films/index.ts';
import { body, renderBody, widgetApp } from '../../test/widget.ts';

vi.mock('../../services/films/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof films>();
  return { ...original, findOfferedFilm: vi.fn(original.findOfferedFilm), matchFilm: vi.fn(original.matchFilm) };
});

describe('issue 24 item 5: a widget render and the pipeline', () => {
  it('looks the film up once per render', async () => {
    const t = await widgetApp({ credits: 5 });
    vi.mocked(films.findOfferedFilm).mockClear();
    vi.mocked(films.matchFilm).mockClear();
    const res = await t.call('render', { body: renderBody() });
    expect(res.status).toBe(200);
    expect((await body<{ data: { renderId: string } }>(res)).data.renderId).toBeTruthy();
    expect(vi.mocked(films.findOfferedFilm)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(films.matchFilm)).not.toHaveBeenCalled();
  });

});
