import { beforeEach, describe, expect, it } from 'vitest';
import { followsIntoClient } from './planner-return';
import { rememberPlannerLogin, setSessionStorage, startSession } from './session-store';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("a tab that takes up another tab's session (audit AG4)", () => {
  beforeEach(() => setSessionStorage(memory()));

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
