import { describe, expect, it } from 'vitest';
import { fabOffsetStyle } from './widget-root.tsx';

describe('fabOffsetStyle', () => {
  it('reads right then bottom, one number for both, in px up to 400', () => {
    expect(fabOffsetStyle('24 96')).toEqual({ '--wsw-fab-x': '24px', '--wsw-fab-y': '96px' });
    expect(fabOffsetStyle('32px')).toEqual({ '--wsw-fab-x': '32px', '--wsw-fab-y': '32px' });
    expect(fabOffsetStyle('999 0')).toEqual({ '--wsw-fab-x': '400px', '--wsw-fab-y': '0px' });
  });

  it('keeps the default for no offset or no number in it', () => {
    expect(fabOffsetStyle(undefined)).toBeUndefined();
    expect(fabOffsetStyle('far away')).toBeUndefined();
  });
});
