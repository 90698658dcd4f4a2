import { describe, expect, it } from 'vitest';
import { errorOutcome, successOutcome } from './pluggy-outcome';

const item = { id: 'item-1', connector: { id: 201, name: 'Itaú' }, status: 'UPDATED' };

describe('successOutcome', () => {
  it.each([
    [
      'an item with its connector',
      { item },
      { kind: 'connected', itemId: 'item-1', connector: 201, institution: 'Itaú', pending: false },
    ],
    ['no item', {}, { kind: 'failed' }],
    ['an item without connector', { item: { id: 'x' } }, { kind: 'failed' }],
    ['nothing', undefined, { kind: 'failed' }],
  ])('%s', (_, data, expected) => {
    expect(successOutcome(data)).toEqual(expected);
  });
});

describe('errorOutcome', () => {
  const pending = { kind: 'connected', itemId: 'item-1', connector: 201, institution: 'Itaú', pending: true };
  it.each([
    ['pending in the message', { message: 'USER_AUTHORIZATION_PENDING', data: { item } }, pending],
    [
      'pending as the item execution status',
      { message: 'x', data: { item: { ...item, executionStatus: 'USER_AUTHORIZATION_PENDING' } } },
      pending,
    ],
    [
      'pending as the item error code',
      { data: { item: { ...item, error: { code: 'USER_AUTHORIZATION_PENDING' } } } },
      pending,
    ],
    ['pending without an item', { message: 'USER_AUTHORIZATION_PENDING' }, { kind: 'failed' }],
    [
      'wrong credentials',
      { message: 'INVALID_CREDENTIALS', data: { item: { ...item, status: 'LOGIN_ERROR' } } },
      { kind: 'failed' },
    ],
    ['nothing', undefined, { kind: 'failed' }],
  ])('%s', (_, error, expected) => {
    expect(errorOutcome(error)).toEqual(expected);
  });
});
