// issue 24 item 2: the contract's lists of widget zones, corners, themes, key kinds and lead statuses (core) are the
// ones the tables store, so an answer the contract accepts is one the database can hold, and the other way round.
import * as core from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';

describe('contract vocabulary (issue 24 item 2)', () => {
  it('names the same widget zones, corners, themes, key kinds and lead statuses as the tables', () => {
    expect(core.WIDGET_ZONES).toEqual(schema.WIDGET_ZONES);
    expect(core.WIDGET_CORNERS).toEqual(schema.WIDGET_CORNERS);
    expect(core.WIDGET_THEMES).toEqual(schema.WIDGET_THEMES);
    expect(core.WIDGET_KEY_KINDS).toEqual(schema.WIDGET_KEY_KINDS);
    expect(core.LEAD_STATUSES).toEqual(schema.LEAD_STATUSES);
  });
});
