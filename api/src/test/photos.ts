// Test set-up for the photo tool's stored photos (issue 21): forms, files that are not what they claim, stored
// files on disk, and job rows that fill a limit's window without running the jobs.
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Db } from '../db/client.ts';
import { photoJobs, type PhotoJobKind, type PhotoUploadSource } from '../db/schema/index.ts';
import { newId } from '../lib/crypto.ts';

export interface PhotoFile {
  bytes: Uint8Array;
  name?: string;
  type?: string;
}

/** The multipart form of POST …/photos (and, with `fields`, of …/photo-recolour). */
export function photoForm(photo: PhotoFile | null, fields: Record<string, string | unknown> = {}): FormData {
  const form = new FormData();
  if (photo) form.set('photo', new File([photo.bytes], photo.name ?? 'car.jpg', { type: photo.type ?? 'image/jpeg' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return form;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims `width` × `height` and whose pixel data is a few bytes of nonsense: refused by its
 * size it says 413; decoded, it would fail as a broken image (415).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x01, 0x02])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG sharp would happily render, big enough to pass every size check. */
export const SVG_PHOTO = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#3366aa"/></svg>',
);

/** Files stored under a folder of DATA_DIR (`photos`, `embeddings`), as paths relative to it. */
export function storedFiles(dataDir: string, folder: string): string[] {
  const dir = path.join(dataDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => `${folder}/${name}`)
    .sort();
}

export interface JobRows {
  shopId: string;
  kind: PhotoJobKind;
  source: PhotoUploadSource;
  count: number;
  at: Date;
  userId?: string;
  visitorId?: string;
  ipHash?: string;
  /** Still in flight (no finished_at). */
  running?: boolean;
}

/** Job rows as if `count` jobs had run at `at`: fills a limit's window without running anything. */
export async function insertJobs(db: Db, rows: JobRows): Promise<void> {
  const values = Array.from({ length: rows.count }, () => ({
    id: newId(),
    shopId: rows.shopId,
    kind: rows.kind,
    source: rows.source,
    userId: rows.userId ?? null,
    visitorId: rows.visitorId ?? null,
    ipHash: rows.ipHash ?? null,
    createdAt: rows.at,
    finishedAt: rows.running ? null : rows.at,
  }));
  for (let at = 0; at < values.length; at += 500) await db.insert(photoJobs).values(values.slice(at, at + 500));
}
