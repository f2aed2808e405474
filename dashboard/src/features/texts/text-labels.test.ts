// The thread's limit is the API's (issue 26 item 1): kept as a plain number so the customer's page does not load the
// contract's schemas. The English labels are the `texts` area's English (issue 28 item 1).
import { TEXT_MAX_LENGTH as CONTRACT_MAX, TEXT_STATUSES } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { TEXTS_EN } from '../../i18n/areas/texts/en.ts';
import { TEXT_MAX_LENGTH, TEXT_MODE_NOTES, TEXT_STATUS_LABELS } from './text-labels.ts';

describe('text labels', () => {
  it('keeps the contract’s length limit and labels every status', () => {
    expect(TEXT_MAX_LENGTH).toBe(CONTRACT_MAX);
    expect(Object.keys(TEXT_STATUS_LABELS).sort()).toEqual([...TEXT_STATUSES].sort());
  });

  it('says in English what the texts area says in English', () => {
    for (const status of TEXT_STATUSES) expect(TEXTS_EN[`texts.status.${status}`]).toBe(TEXT_STATUS_LABELS[status]);
    expect(TEXTS_EN['texts.mode.offline']).toBe(TEXT_MODE_NOTES.offline);
    expect(TEXTS_EN['texts.mode.unavailable']).toBe(TEXT_MODE_NOTES.unavailable);
  });
});
