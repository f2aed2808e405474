// The API's layers as eslint.config.js enforces them (issue 24 item 5, decision 078), run through ESLint itself: db/
// never imports services, routes, commands or seed/; services never import routes, commands or seed/. A planted
// violation fails; the imports each layer is meant to use pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Only the rule under test, and no TypeScript program: the boundaries are syntax, and building the type-aware
// program the full lint needs took half a minute of the suite's critical path (the lint task runs the rest).
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

// Loading the config and the parser once, up front.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'api/src/db/scope.ts' });
}, 240_000);

/** Lints `code` as if it were the existing file `filePath` (type-aware rules need a file of the project). */
async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('issue 24 item 5: db/ is the ground floor', () => {
  const dbFile = 'api/src/db/scope.ts';

  it.each([
    "import { grant } from '../services/credits/index.ts';",
    "import { createOwner } from '../seed/factories.ts';",
    "import { leadRoutes } from '../routes/leads/leads.routes.ts';",
  ])('fails on %s', async (line) => {
    const messages = await restrictedImports(`${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`, dbFile);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('db/ never imports services');
  });

  it('passes its own folder and lib/', async () => {
    const code = "import { firstRow } from './tx.ts';\nimport { newId } from '../lib/crypto.ts';\nexport const used = [firstRow, newId];\n";
    expect(await restrictedImports(code, dbFile)).toEqual([]);
  });
});

describe('issue 24 item 5: services sit under routes, commands and seed/', () => {
  const serviceFile = 'api/src/services/leads/leads.ts';

  it('fails on a route or the seed, passes db/ and another service', async () => {
    const planted = "import { toLeadDto } from '../../routes/leads/leads.handlers.ts';\nimport { DEMO } from '../../seed/seed.ts';\nexport const used = [toLeadDto, DEMO];\n";
    expect(await restrictedImports(planted, serviceFile)).toHaveLength(2);
    const legal = "import { forShop } from '../../db/scope.ts';\nimport { notify } from '../notifications/index.ts';\nexport const used = [forShop, notify];\n";
    expect(await restrictedImports(legal, serviceFile)).toEqual([]);
  });
});

describe('issue 24 item 5: the render pipeline takes the widget\'s admission as a hook', () => {
  it('fails on an import of the widget\'s limits, passes the films service', async () => {
    const planted = "import { admitVisitorRender } from '../widget/widget-limits.ts';\nexport const used = admitVisitorRender;\n";
    const messages = await restrictedImports(planted, 'api/src/services/render/pipeline.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('admission as a hook');
    const legal = "import { findOfferedFilm } from '../films/index.ts';\nexport const used = findOfferedFilm;\n";
    expect(await restrictedImports(legal, 'api/src/services/render/pipeline.ts')).toEqual([]);
    const route = "import { widgetRoutes } from '../../routes/widget/widget.routes.ts';\nexport const used = widgetRoutes;\n";
    expect(await restrictedImports(route, 'api/src/services/render/pipeline.ts')).toHaveLength(1);
  });
});
