import type { Root } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

// A fresh copy of the module per test: the hand-over is module state, as the two entries share it.
async function freshHandover() {
  vi.resetModules();
  return import('./handover');
}

const root = { render: () => undefined, unmount: () => undefined } as unknown as Root;

describe('the login entry hands the page over to the app', () => {
  it('starts the app at once when nothing holds it', async () => {
    const { heldAppStart, handOver } = await freshHandover();
    handOver({ root, to: '/painel' });
    expect(heldAppStart()).toBeUndefined();
  });

  it('makes a held app wait for the address and the root', async () => {
    const { holdAppStart, heldAppStart, handOver } = await freshHandover();
    holdAppStart();
    const held = heldAppStart();
    expect(held).toBeInstanceOf(Promise);
    let given: unknown;
    void held?.then((value) => {
      given = value;
    });
    await Promise.resolve();
    expect(given).toBeUndefined();
    handOver({ root, to: '/cadastro' });
    await expect(held).resolves.toEqual({ root, to: '/cadastro' });
  });

  it('holds once: a second hold keeps the first hand-over', async () => {
    const { holdAppStart, heldAppStart, handOver } = await freshHandover();
    holdAppStart();
    const first = heldAppStart();
    holdAppStart();
    expect(heldAppStart()).toBe(first);
    handOver({ root, to: '/painel' });
    handOver({ root, to: '/cadastro' });
    await expect(first).resolves.toEqual({ root, to: '/painel' });
  });
});
