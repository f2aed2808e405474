// Rolling deploys (docs/decisions/071): while two versions run side by side, one version's page can ask an instance
// of the other version for a hashed chunk it never had. Every instance therefore copies its build's hashed files
// (the dashboard's `assets/` and the widget's bundle and chunks) into the shared object store at start, and the
// static routes fall back to the store for a hashed name they do not have on disk. Names change with their content,
// so a copy is never overwritten with different bytes and any version's chunk is the same everywhere.
import fs from 'node:fs';
import path from 'node:path';
import type { Storage } from '../services/storage/index.ts';

export type BuildKind = 'dashboard' | 'widget';

const PREFIX = 'build-assets';
/** A plain hashed file name: no folder, nothing a storage key or a URL would read differently. */
const NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/** The object-store key of a build file, or undefined for a name that is not a plain file name. */
export function buildAssetKey(kind: BuildKind, name: string): string | undefined {
  return NAME.test(name) && !name.includes('..') ? `${PREFIX}/${kind}/${name}` : undefined;
}

/** The hashed files of the widget's build, as its manifest lists them (the loader is not hashed: never copied). */
function widgetFiles(dir: string): string[] {
  const text = (() => {
    try {
      return fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8');
    } catch {
      return undefined;
    }
  })();
  if (text === undefined) return [];
  const manifest = JSON.parse(text) as { bundle?: unknown; photo?: unknown; chunks?: unknown };
  const listed: unknown[] = [manifest.bundle, manifest.photo, ...(Array.isArray(manifest.chunks) ? (manifest.chunks as unknown[]) : [])];
  return listed.filter((f): f is string => typeof f === 'string' && buildAssetKey('widget', f) !== undefined);
}

function dashboardFiles(dir: string): string[] {
  try {
    return fs
      .readdirSync(path.join(dir, 'assets'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && buildAssetKey('dashboard', entry.name) !== undefined)
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Copies this build's hashed files into the object store, skipping those already there. Returns how many were
 * copied. A folder that is not built (API-only runs, tests) copies nothing.
 */
export async function publishBuildAssets(storage: Storage, dirs: { dashboardDir?: string; widgetDir?: string }): Promise<number> {
  const files: { key: string; file: string }[] = [];
  if (dirs.dashboardDir) {
    for (const name of dashboardFiles(dirs.dashboardDir)) files.push({ key: buildAssetKey('dashboard', name)!, file: path.join(dirs.dashboardDir, 'assets', name) });
  }
  if (dirs.widgetDir) {
    for (const name of widgetFiles(dirs.widgetDir)) files.push({ key: buildAssetKey('widget', name)!, file: path.join(dirs.widgetDir, name) });
  }
  let copied = 0;
  for (const { key, file } of files) {
    if (await storage.get(key)) continue;
    const bytes = await fs.promises.readFile(file).catch(() => undefined);
    if (!bytes) continue;
    await storage.put(key, bytes);
    copied++;
  }
  return copied;
}

/** The stored copy of another version's hashed file, or null. */
export async function readBuildAsset(storage: Storage, kind: BuildKind, name: string): Promise<Buffer | null> {
  const key = buildAssetKey(kind, name);
  return key === undefined ? null : storage.get(key);
}
