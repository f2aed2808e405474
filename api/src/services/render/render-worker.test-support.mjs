// A stand-in render worker for the pool's tests: the scene's film name says what to do.
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', (scene) => {
  if (scene.film.name === 'crash') process.exit(3);
  if (scene.film.name === 'fail') parentPort.postMessage({ ok: false, message: 'no such template' });
  else if (scene.film.name === 'hang') return;
  else parentPort.postMessage({ ok: true, png: new Uint8Array([threadId % 256]), threadId });
});
