// The Hono environment shared by every router: dependencies and the signed-in viewer.
import type { Permissions, Role } from '@wrapsmith/core';
import type { Db } from '../db/client.ts';
import type { Session, Shop, User } from '../db/schema/index.ts';
import type { ShopScope } from '../db/scope.ts';
import type { Env } from '../env.ts';
import type { BillingProvider } from '../services/billing/index.ts';
import type { DepositProvider } from '../services/deposits/types.ts';
import type { EmailService } from '../services/email/index.ts';
import type { RenderService } from '../services/render/index.ts';
import type { TextService } from '../services/sms/types.ts';
import type { Storage } from '../services/storage/index.ts';
import type { Logger } from './logger.ts';

export interface AppDeps {
  env: Env;
  db: Db;
  log: Logger;
  email: EmailService;
  /** Text messages: Twilio, the offline outbox, or refused when neither is set up (decision 089). */
  texts: TextService;
  /** Images on disk (DATA_DIR) or in an S3 bucket (docs/decisions/038). */
  storage: Storage;
  /** Render engine, PNG cache and render rate limits. */
  render: RenderService;
  /** Stripe, or the offline checkout when no Stripe key is configured. */
  billing: BillingProvider;
  /** Deposits on the shops' own accounts: Stripe Connect, or the offline test deposit account (decision 084). */
  deposits: DepositProvider;
  /** Injected so tests can move time (OTP and reset expiry, rate-limit windows, session renewal). */
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
  };
}

/** Who is calling: set by requireUser(). `scope` is the only way handlers reach the shop's rows. */
export interface Viewer {
  readonly user: User;
  readonly shop: Shop;
  role: Role;
  /** The role's levels per area under the shop's role matrix (decision 062). */
  readonly permissions: Permissions;
  session: Session;
  scope: ShopScope;
}

export interface AuthedEnv {
  Variables: {
    deps: AppDeps;
    viewer: Viewer;
  };
}
