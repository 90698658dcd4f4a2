import { describe, expect, it } from 'vitest';
import { changeOffsets } from './budget-reach';

const all = Array.from({ length: 12 }, (_, index) => index);

describe('changeOffsets', () => {
  it.each([
    ['a one-month edit', { mode: 'edit' }, [0]],
    ['a repeated edit', { mode: 'edit', repeat: true }, all],
    ['a repeated delete', { mode: 'delete', repeat: true }, all],
    ['monthly recurrence', { mode: 'add', recurrentType: 'monthly' }, all],
    ['semiannual recurrence', { mode: 'add', recurrentType: 'semiannual' }, [0, 6]],
    ['annual recurrence', { mode: 'add', recurrentType: 'annual' }, [0]],
    ['annual recurrence, repeated', { mode: 'add', recurrentType: 'annual', repeat: true }, [0]],
    ['3 instalments', { mode: 'add', lastInstallment: 3 }, [0, 1, 2]],
    ['3 instalments, repeated', { mode: 'edit', lastInstallment: 3, repeat: true }, [0, 1, 2]],
    ['1 instalment', { mode: 'add', lastInstallment: 1 }, [0]],
    ['1 instalment, repeated', { mode: 'add', lastInstallment: 1, repeat: true }, [0]],
    ['no instalments (0), repeated', { mode: 'add', lastInstallment: 0, repeat: true }, all],
    ['999 instalments', { mode: 'add', lastInstallment: 999 }, all],
    ['deleting a recurring line', { mode: 'delete', recurrentType: 'monthly' }, [0]],
  ] as const)('%s', (_, change, offsets) => {
    expect(changeOffsets(change)).toEqual(offsets);
  });
});
