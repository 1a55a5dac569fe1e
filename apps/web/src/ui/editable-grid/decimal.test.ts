import { expect, it } from 'vitest';
import { parseDecimalText } from './decimal';

it.each([
  ['1 234,5', '1234.5'],
  ['1234.5', '1234.5'],
  ['1\u00a0234,50', '1234.5'],
  ['1\u202f234', '1234'],
  ['0,25', '0.25'],
  ['-0,250', '-0.25'],
  ['007', '7'],
  ['-0', '0'],
  ['+3', '3'],
  ['12,000', '12'],
])('reads %j as %j', (typed, canonical) => {
  expect(parseDecimalText(typed)).toEqual({ ok: true, value: canonical });
});

it('reads blank as no value', () => {
  expect(parseDecimalText('  ')).toEqual({ ok: true, value: null });
});

it.each(['1.234,5', '12,3,4', 'abc', '1e3', ',5', '5,', '1 2 3x', '--1'])('refuses %j', (typed) => {
  expect(parseDecimalText(typed)).toEqual({
    ok: false,
    problem: { key: 'VALIDATION.NOT_A_NUMBER' },
  });
});

it('caps the decimals and keeps the minimum', () => {
  expect(parseDecimalText('1,23456', { scale: 4 })).toEqual({
    ok: false,
    problem: { key: 'UI.GRID_MAX_DECIMALS', values: { scale: 4 } },
  });
  expect(parseDecimalText('1,23450', { scale: 4 })).toEqual({ ok: true, value: '1.2345' });
  expect(parseDecimalText('-1', { min: '0' })).toMatchObject({ ok: false });
  expect(parseDecimalText('0,5', { min: '0.5' })).toEqual({ ok: true, value: '0.5' });
});
