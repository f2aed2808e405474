// The entry of a photo worker thread (pool.ts): one job per message (an embedding, a selection or a recolour),
// answered with its bytes (transferred, not copied) or with the error's message. The segmentation model is loaded
// on the first job that needs it and kept for the thread's life.
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './pool.ts';
import { runPhotoJob, type PhotoJob } from './recolour-photo.ts';

if (!parentPort) throw new Error('photo-recolour/worker.ts runs as a worker thread of the photo pool');
const port = parentPort;
// One job at a time: the pool never sends a second before the first is answered.
port.on('message', (job: PhotoJob) => {
  runPhotoJob(job).then(
    (result) =>
      port.postMessage({ ok: true, ...result } satisfies WorkerReply, [
        result.bytes.buffer as ArrayBuffer,
        ...(result.alpha && result.alpha.buffer !== result.bytes.buffer ? [result.alpha.buffer as ArrayBuffer] : []),
        ...(result.fromTaps ? [result.fromTaps.mask.buffer as ArrayBuffer] : []),
      ]),
    (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply),
  );
});
