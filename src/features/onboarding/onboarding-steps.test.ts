import { describe, expect, it } from 'vitest';
import { firstStep, hasPrevious, nextLabel, nextStep, previousStep, stepKind } from './onboarding-steps';

describe('onboarding steps', () => {
  it('starts at the video, or at Receitas when the tutorial was skipped', () => {
    expect([firstStep(false), firstStep(true)]).toEqual([0, 1]);
  });

  it('walks one step at a time: Iniciar, Próxima, Finalizar on Investimentos, then Fechar', () => {
    const labels = [0, 1, 2, 3, 4, 5, 6].map((step) => nextLabel(step, 'standard'));
    expect(labels).toEqual(['start', 'next', 'next', 'next', 'next', 'finish', 'close']);
    expect([0, 1, 5].map((step) => nextStep(step, 'standard'))).toEqual([1, 2, 6]);
    expect(previousStep(3, 'standard', false)).toBe(2);
    expect(previousStep(1, 'standard', true)).toBe(1);
    expect([stepKind(1), stepKind(5), stepKind(6)]).toEqual(['revenues', 'investments', undefined]);
  });

  it('in the client variant Next jumps to the end and Previous back to Receitas', () => {
    expect(nextStep(2, 'client')).toBe(6);
    expect(nextLabel(2, 'client')).toBe('finish');
    expect(previousStep(4, 'client', false)).toBe(1);
  });

  it('offers Anterior only between the first step and the end', () => {
    expect([
      hasPrevious(0, false),
      hasPrevious(1, false),
      hasPrevious(1, true),
      hasPrevious(6, false),
    ]).toEqual([false, true, false, false]);
  });
});
