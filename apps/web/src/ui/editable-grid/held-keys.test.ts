import { describe, expect, test } from 'vitest';
import { heldKeyOf, splitHeldKeys } from './held-keys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('held keys', () => {
  test('text, Enter and Tab are held; shortcuts and other keys are not', () => {
    expect(heldKeyOf(key('A'))).toBe('A');
    expect(heldKeyOf(key('Enter'))).toBe('\n');
    expect(heldKeyOf(key('Tab'))).toBe('\t');
    expect(heldKeyOf(key('Tab', { shiftKey: true }))).toBeNull();
    expect(heldKeyOf(key('s', { ctrlKey: true }))).toBeNull();
    expect(heldKeyOf(key('Escape'))).toBeNull();
    expect(heldKeyOf(key('ArrowDown'))).toBeNull();
  });

  test('a scan is split at its first Enter or Tab', () => {
    expect(splitHeldKeys('ASZ-1003\nBUT-2001\n')).toEqual({
      text: 'ASZ-1003',
      submitKey: 'Enter',
      rest: 'BUT-2001\n',
    });
    expect(splitHeldKeys('12\t')).toEqual({ text: '12', submitKey: 'Tab', rest: '' });
    expect(splitHeldKeys('BUT')).toEqual({ text: 'BUT', submitKey: null, rest: '' });
  });
});
