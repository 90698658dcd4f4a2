import { beforeEach, describe, expect, it } from 'vitest';
import { followsIntoClient } from './planner-return';
import { memoryStorage, rememberPlannerLogin, setSessionStorage, startSession } from './session-store';

describe("a tab that takes up another tab's session (audit AG4)", () => {
  beforeEach(() => setSessionStorage(memoryStorage()));

  it.each([
    ['/clientes', 'joao', true],
    ['/clientes/', 'joao', true],
    ['/clientes', 'planner', false],
    ['/painel', 'joao', false],
    ['/movimentacoes', 'joao', false],
  ] as const)("on %s, with the session now %s's, goes into the client: %s", (path, who, follows) => {
    rememberPlannerLogin({ token: 'planner-token', id: 'planner', image: null, clients: [] });
    startSession({ accessToken: `${who}-token`, id: who });
    expect(followsIntoClient(path)).toBe(follows);
  });

  it('a person who is no planner stays where she is', () => {
    startSession({ accessToken: 'ana-token', id: 'ana' });
    expect(followsIntoClient('/clientes')).toBe(false);
  });
});
