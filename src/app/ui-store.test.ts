import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerConfirmation,
  clearSnack,
  flagFetchError,
  getUiState,
  openGlobalModal,
  requestConfirmation,
  requestDecision,
  resetUiState,
  showSnack,
} from './ui-store';

describe('ui store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetUiState();
  });
  afterEach(() => vi.useRealTimers());

  it('a repeated snack message gets a new id so the bar shows again', () => {
    showSnack('Salvo');
    const first = getUiState().snack;
    showSnack('Salvo');
    expect(getUiState().snack?.message).toBe('Salvo');
    expect(getUiState().snack?.id).not.toBe(first?.id);
    clearSnack();
    expect(getUiState().snack).toBeNull();
  });

  it('the data-fetch error flag clears after 5 s, counted from the last failure', () => {
    flagFetchError();
    vi.advanceTimersByTime(4000);
    flagFetchError();
    vi.advanceTimersByTime(4999);
    expect(getUiState().fetchError).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getUiState().fetchError).toBe(false);
  });

  it('a confirmation resolves with the answer', async () => {
    const answer = requestConfirmation({ title: 'Sair', message: 'Deseja mesmo sair' });
    expect(getUiState().confirm?.message).toBe('Deseja mesmo sair');
    answerConfirmation(true);
    await expect(answer).resolves.toBe(true);
    expect(getUiState().confirm).toBeNull();
  });

  it('a second confirmation cancels the first', async () => {
    const first = requestConfirmation({ title: 'A', message: 'A' });
    requestConfirmation({ title: 'B', message: 'B' });
    await expect(first).resolves.toBe(false);
  });

  it('a yes/no question answers true, false, or null when closed unanswered', async () => {
    const question = { title: 'Série', message: 'Excluir os próximos?', declineLabel: 'Não' };
    for (const answer of [true, false, null]) {
      const asked = requestDecision(question);
      answerConfirmation(answer);
      await expect(asked).resolves.toBe(answer);
    }
    const unanswered = requestConfirmation({ title: 'Sair', message: 'Deseja mesmo sair' });
    answerConfirmation(null);
    await expect(unanswered).resolves.toBe(false);
  });

  it('opens one global modal at a time', () => {
    openGlobalModal('transaction', { type: 'expenses' });
    openGlobalModal('payment');
    expect(getUiState().modal).toEqual({ name: 'payment', props: {} });
  });
});
