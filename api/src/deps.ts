// The app's services put together from its settings and database: the one place that does it, for the server
// (index.ts), the tests (test/app.ts) and the benches. `overrides` replaces any of them (a test's fake engine).
import type { AppDeps } from './lib/context.ts';
import { createBillingProvider } from './services/billing/index.ts';
import { createDepositProvider } from './services/deposits/index.ts';
import { createEmailService } from './services/email/index.ts';
import { createRenderService } from './services/render/index.ts';
import { createTextService } from './services/sms/index.ts';
import { createStorage } from './services/storage/index.ts';

export function assembleDeps(base: Pick<AppDeps, 'env' | 'db' | 'log' | 'now'>, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    ...base,
    email: overrides.email ?? createEmailService(base),
    storage: overrides.storage ?? createStorage(base.env, base.log),
    render: overrides.render ?? createRenderService(base.env),
    billing: overrides.billing ?? createBillingProvider(base),
    deposits: overrides.deposits ?? createDepositProvider(base),
    texts: overrides.texts ?? createTextService(base),
    ...overrides,
  };
}
