// Lets preact's after-paint timers end inside the test file. preact/hooks runs effects after the next frame, with a
// 100 ms timeout beside the frame request; the timeout then calls cancelAnimationFrame. When the last test of a file
// rendered just before the DOM environment went away, that timeout fired later (a busy machine), found no
// cancelAnimationFrame and failed the run as an uncaught error. A timer set after all of a file's tests, and longer,
// fires after it: by then the after-paint work has run, with the DOM still there.
import { afterAll } from 'vitest';

/** Longer than preact's after-paint timeout (100 ms). */
const AFTER_PAINT_MS = 150;

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, AFTER_PAINT_MS)));
