// The entry of a render worker thread (render-pool.ts): draws one scene per message and answers with the PNG,
// or with the error's message (an Error does not survive postMessage with its class).
import { parentPort, threadId } from 'node:worker_threads';
import type { RenderScene } from '@wrapsmith/render';
import { drawPng } from './draw.ts';
import type { WorkerReply } from './render-pool.ts';

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread of the render pool');
const port = parentPort;
port.on('message', (scene: RenderScene) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, png: drawPng(scene), threadId };
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
