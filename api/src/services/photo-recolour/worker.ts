// The entry of a recolour worker thread (pool.ts): one photo per message, answered with its pixels (transferred,
// not copied) or with the error's message.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './pool.ts';
import { recolourPhoto, type RecolourJob } from './recolour-photo.ts';

if (!parentPort) throw new Error('photo-recolour/worker.ts runs as a worker thread of the recolour pool');
const port = parentPort;
port.on('message', (job: RecolourJob) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, ...recolourPhoto(job) };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, reply.ok ? [reply.rgba.buffer as ArrayBuffer] : []);
});
