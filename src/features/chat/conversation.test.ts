import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/app/session/session-store';
import { forgetConversation, getConversation, startTurn, takeReturned } from './conversation';

afterEach(() => forgetConversation());

describe('the conversation', () => {
  it('holds the question while its answer is on its way, then the answer', () => {
    const turn = startTurn('saldo');
    expect(getConversation()).toMatchObject({ waiting: true, entries: [{ from: 'person', text: 'saldo' }] });
    turn.answered({ from: 'assistant', text: 'R$ 10,00' });
    expect(getConversation()).toMatchObject({
      waiting: false,
      entries: [{ text: 'saldo' }, { from: 'assistant', text: 'R$ 10,00' }],
    });
  });

  it('hands a failed question back once, for the box to take (decision 462)', () => {
    startTurn('saldo').failed();
    expect(getConversation()).toMatchObject({ waiting: false, returned: 'saldo' });
    expect(getConversation().entries.at(-1)).toMatchObject({ unavailable: true });
    takeReturned();
    expect(getConversation().returned).toBeNull();
  });

  it('belongs to the session that asked: a logout empties it and a late answer lands nowhere', () => {
    startSession({ accessToken: 'token-ana', id: 'ana' });
    const turn = startTurn('quanto gastei?');
    endSession('permission-denied');
    expect(getConversation()).toEqual({ entries: [], waiting: false, returned: null });
    startSession({ accessToken: 'token-bia', id: 'bia' });
    turn.answered({ from: 'assistant', text: 'Você gastou R$ 10,00 este mês.' });
    turn.failed();
    expect(getConversation()).toEqual({ entries: [], waiting: false, returned: null });
  });
});
