// The thread's limit is the API's (issue 26 item 1): kept as a plain number so the customer's page does not load the
// contract's schemas.
import { TEXT_MAX_LENGTH as CONTRACT_MAX, TEXT_STATUSES } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { TEXT_MAX_LENGTH, TEXT_STATUS_LABELS } from './text-labels.ts';

describe('text labels', () => {
  it('keeps the contract’s length limit and labels every status', () => {
    expect(TEXT_MAX_LENGTH).toBe(CONTRACT_MAX);
    expect(Object.keys(TEXT_STATUS_LABELS).sort()).toEqual([...TEXT_STATUSES].sort());
  });
});
