// The import boundaries of eslint.config.js, run through ESLint itself: pages never import other pages, and nothing
// but the router imports pages. A planted violation fails; the imports a page is meant to use pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('pages never import pages', () => {
  const page = 'dashboard/src/pages/leads/planted.tsx';

  it("fails on an import from another page's folder", async () => {
    const code = "import { customerName } from '../appointment/booking-format.ts';\nexport const name = customerName;\n";
    const messages = await restrictedImports(code, page);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('dashboard/src/features/');
  });

  it('fails on a page reached through src/pages', async () => {
    const code = "import { CustomersPage } from '../../pages/customers/customers-page.tsx';\nexport const page = CustomersPage;\n";
    expect(await restrictedImports(code, page)).toHaveLength(1);
  });

  it('passes its own folder, features, components and lib', async () => {
    const code = [
      "import { LEAD_MESSAGES } from './lead-messages.ts';",
      "import { customerName } from '../../features/bookings/booking-format.ts';",
      "import { Alert } from '../../components/alert.tsx';",
      "import { fieldErrors } from '../../lib/form-errors.ts';",
      "import './leads.css';",
      'export const used = [LEAD_MESSAGES, customerName, Alert, fieldErrors];',
      '',
    ].join('\n');
    expect(await restrictedImports(code, page)).toEqual([]);
  });

  it('lets a sub-page import its parent page folder, not another page', async () => {
    const subPage = 'dashboard/src/pages/settings/widget/planted.tsx';
    const own = "import { SettingsPage } from '../settings-page.tsx';\nimport { viewerOf } from '../../../features/viewer/viewer.ts';\nexport const used = [SettingsPage, viewerOf];\n";
    expect(await restrictedImports(own, subPage)).toEqual([]);
    const other = "import { LeadsPage } from '../../leads/leads-page.tsx';\nexport const used = LeadsPage;\n";
    expect(await restrictedImports(other, subPage)).toHaveLength(1);
  });
});

describe('features never import pages', () => {
  it('fails on a planted page import and passes a feature import', async () => {
    const feature = 'dashboard/src/features/bookings/planted.ts';
    const planted = "import { AgendaView } from '../../pages/appointment/agenda-view.tsx';\nexport const used = AgendaView;\n";
    expect(await restrictedImports(planted, feature)).toHaveLength(1);
    const legal = "import { viewerOf } from '../viewer/viewer.ts';\nimport { formatDay } from './local-day.ts';\nexport const used = [viewerOf, formatDay];\n";
    expect(await restrictedImports(legal, feature)).toEqual([]);
  });
});
