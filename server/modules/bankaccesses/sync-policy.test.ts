import { describe, expect, it } from 'vitest';
import { authorisedAtProvider, connectionHealth, importFrom, needsRefresh } from './sync-policy.ts';

const NOW = new Date('2026-03-10T12:00:00-03:00');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

describe('needsRefresh', () => {
  it.each([
    ['synced an hour ago', { createdAt: ago(500), lastSynced: ago(1) }, false],
    ['synced exactly a day ago', { createdAt: ago(500), lastSynced: ago(24) }, false],
    ['synced a day and an hour ago', { createdAt: ago(500), lastSynced: ago(25) }, true],
    ['never synced, created an hour ago', { createdAt: ago(1), lastSynced: null }, false],
    ['never synced, created two days ago', { createdAt: ago(48), lastSynced: null }, true],
    ['synced recently though created long ago', { createdAt: ago(2000), lastSynced: ago(3) }, false],
  ])('%s: %s', (_case, state, expected) => {
    expect(needsRefresh(state, NOW)).toBe(expected);
  });
});

describe('importFrom', () => {
  it.each([
    ['first sync reads 90 days back', { createdAt: ago(1), lastSynced: null }, '2025-12-10'],
    [
      'later syncs read a week before the last one',
      { createdAt: ago(500), lastSynced: ago(48) },
      '2026-03-01',
    ],
    // 01:30 UTC on March 2 is still March 1 in São Paulo.
    [
      'the last sync day is the São Paulo day',
      { createdAt: ago(500), lastSynced: new Date('2026-03-02T01:30:00Z') },
      '2026-02-22',
    ],
  ])('%s', (_case, state, expected) => {
    expect(importFrom(state, NOW)).toBe(expected);
  });
});

describe('connectionHealth', () => {
  const base = {
    type: 'pluggy',
    status: 'UPDATED',
    lastUpdate: ago(2),
    lastSynced: ago(1),
    lastSyncError: null,
  };
  it.each([
    ['synced, bank data of two hours ago', base, 'ok'],
    ['bank data a day and an hour old', { ...base, lastUpdate: ago(25) }, 'stale'],
    ['bank data exactly a day old', { ...base, lastUpdate: ago(24) }, 'ok'],
    ['never synced', { ...base, lastUpdate: null, lastSynced: null }, 'stale'],
    ['no bank date: the sync date counts', { ...base, lastUpdate: null, lastSynced: ago(30) }, 'stale'],
    ['still authorising', { ...base, status: 'pending', lastSynced: null }, 'pending'],
    ['legacy connector', { ...base, type: 'belvo' }, 'outdated'],
    ['pending wins over legacy', { ...base, type: 'belvo', status: 'pending' }, 'pending'],
    ['last sync waits for the token', { ...base, lastSyncError: 'tokenRequired' }, 'tokenRequired'],
    ['last sync failed at the provider', { ...base, lastSyncError: 'failed' }, 'failing'],
  ])('%s', (_case, state, expected) => {
    expect(connectionHealth(state, NOW)).toBe(expected);
  });
});

describe('authorisedAtProvider', () => {
  it.each([
    ['collected the bank data', 'UPDATED', true],
    ['still waiting for the consent in the bank app', 'WAITING_USER_ACTION', false],
    ['created, nothing collected yet', 'CREATED', false],
    ['collecting', 'UPDATING', false],
    ['waiting for a token', 'WAITING_USER_INPUT', false],
    ['the consent timed out (USER_AUTHORIZATION_PENDING)', 'OUTDATED', false],
    ['refused at login', 'LOGIN_ERROR', false],
  ])('%s: %s', (_case, status, expected) => {
    expect(authorisedAtProvider(status)).toBe(expected);
  });
});
