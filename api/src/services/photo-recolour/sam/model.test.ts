import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { loadSam, SAM_THREADS_MAX, samThreads } from './model.ts';

describe("the segmentation model's threads (decision 105)", () => {
  it('shares the cores among the photo workers, at least one thread and at most four', () => {
    // A 2-core machine runs one photo worker (a core stays for the requests), which then has both cores.
    expect(samThreads(2, 1)).toBe(2);
    expect(samThreads(4, 2)).toBe(2);
    expect(samThreads(3, 2)).toBe(1);
    expect(samThreads(1, 1)).toBe(1);
    expect(samThreads(64, 2)).toBe(SAM_THREADS_MAX);
    expect(samThreads(8, 0)).toBe(SAM_THREADS_MAX);
  });

  it('loads the model with those threads', async () => {
    await loadSam();
    expect(ort.env.wasm.numThreads).toBe(samThreads());
  });
});
