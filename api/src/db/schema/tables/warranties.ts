import { CLAIM_STATUSES, STORED_WARRANTY_STATUSES } from '@wrapsmith/core';
import { bookings } from './bookings.ts';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/** A shop's warranty settings (issue 27 item 2, decision 093): its own workmanship term. No row: the default. */
export const warrantySettings = defineTable((k) =>
  k.table('warranty_settings', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    /** Whole years the shop stands behind its installation (lifting, edges, bubbles). 0: none. */
    workmanshipYears: k.integer('workmanship_years').notNull(),
    updatedAt: k.timestampMs('updated_at').notNull(),
  }),
);

/**
 * One warranty: one film on a completed job and the zones it covers (issue 27 item 2, decision 093). What it says is
 * frozen when issued (film, batch, terms, vehicle), so a later change of the booking, the catalogue or the
 * manufacturer data leaves the certificate true to what was promised. `public_id` is the unguessable id of the
 * public verification page and the certificate's QR code.
 */
export const warranties = defineTable((k) =>
  k.table(
    'warranties',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      bookingId: k.text('booking_id')
        .notNull()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      /** 32 hex characters from the CSPRNG: the verification page's address. */
      publicId: k.text('public_id').notNull(),
      status: k.text('status', { enum: STORED_WARRANTY_STATUSES }).notNull().default('active'),
      /** The catalogue film, when the film was one (null: typed by hand or a custom colour gone since). */
      filmId: k.text('film_id'),
      /** "3M", "Avery Dennison". */
      brandName: k.text('brand_name').notNull().default(''),
      filmName: k.text('film_name').notNull(),
      /** The maker's product code as printed on the roll ("2080-G12"); '' when not known. */
      filmCode: k.text('film_code').notNull().default(''),
      finish: k.text('finish'),
      /** The roll's batch / lot number. */
      batch: k.text('batch').notNull(),
      zones: k.json('zones').$type<string[]>().notNull(),
      /** YYYY-MM-DD. */
      installDate: k.text('install_date').notNull(),
      installer: k.text('installer').notNull(),
      vin: k.text('vin'),
      /** "2024 Toyota Camry". */
      vehicle: k.text('vehicle').notNull(),
      /** The job's picture, drawn on the certificate with the covered zones named; null once the render is deleted. */
      renderId: k.text('render_id').references(() => renders[k.engine].id, { onDelete: 'set null' }),
      /** The manufacturer's term for this finish (vertical surfaces, or all when the maker does not distinguish). */
      manufacturerYears: k.integer('manufacturer_years'),
      /** Horizontal surfaces (hood, roof, trunk) where the maker gives a shorter term. */
      manufacturerHorizontalYears: k.integer('manufacturer_horizontal_years'),
      /** Where the manufacturer's term was read (the facts file's URL), or why there is none. */
      manufacturerSource: k.text('manufacturer_source'),
      workmanshipYears: k.integer('workmanship_years').notNull(),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      voidedAt: k.timestampMs('voided_at'),
    },
    (t) => [
      k.uniqueIndex('warranties_public_id_uq').on(t.publicId),
      k.index('warranties_booking_idx').on(t.bookingId),
      k.index('warranties_shop_idx').on(t.shopId, t.createdAt),
      k.index('warranties_render_idx').on(t.renderId),
    ],
  ),
);

/** Who held a warranty and from when: the first owner when issued, then one row per transfer, kept. */
export const warrantyOwners = defineTable((k) =>
  k.table(
    'warranty_owners',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      warrantyId: k.text('warranty_id')
        .notNull()
        .references(() => warranties[k.engine].id, { onDelete: 'cascade' }),
      name: k.text('name').notNull(),
      /** An email or a phone number, as typed. */
      contact: k.text('contact').notNull().default(''),
      since: k.timestampMs('since').notNull(),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
    },
    (t) => [k.index('warranty_owners_warranty_idx').on(t.warrantyId, t.since)],
  ),
);

/** A claim against a warranty: what happened, its photos and where it stands with the manufacturer. */
export const warrantyClaims = defineTable((k) =>
  k.table(
    'warranty_claims',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      warrantyId: k.text('warranty_id')
        .notNull()
        .references(() => warranties[k.engine].id, { onDelete: 'cascade' }),
      /** YYYY-MM-DD: when the customer reported it. */
      claimDate: k.text('claim_date').notNull(),
      description: k.text('description').notNull(),
      status: k.text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.index('warranty_claims_warranty_idx').on(t.warrantyId, t.createdAt)],
  ),
);

/** A photo of a claim: checked and re-encoded as booking photos are, stored under `warranty-claims/<shopId>/`. */
export const warrantyClaimPhotos = defineTable((k) =>
  k.table(
    'warranty_claim_photos',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      claimId: k.text('claim_id')
        .notNull()
        .references(() => warrantyClaims[k.engine].id, { onDelete: 'cascade' }),
      storageKey: k.text('storage_key').notNull(),
      mime: k.text('mime').notNull(),
      width: k.integer('width').notNull(),
      height: k.integer('height').notNull(),
      bytes: k.integer('bytes').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('warranty_claim_photos_claim_idx').on(t.claimId, t.createdAt)],
  ),
);

export type WarrantySettingsRow = RowOf<typeof warrantySettings>;
export type Warranty = RowOf<typeof warranties>;
export type WarrantyOwner = RowOf<typeof warrantyOwners>;
export type WarrantyClaim = RowOf<typeof warrantyClaims>;
export type WarrantyClaimPhoto = RowOf<typeof warrantyClaimPhotos>;
