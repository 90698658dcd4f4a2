import { describe, expect, it } from 'vitest';
import { chatLink } from './chat-link';

describe('chatLink', () => {
  it('opens the brand phone with the first message', () => {
    expect(chatLink('55 (11) 99999-0000', 'Olá! Curso')).toBe(
      'https://wa.me/5511999990000?text=Ol%C3%A1!%20Curso',
    );
  });
  it('is absent without a phone', () => {
    expect(chatLink('', 'Olá')).toBeUndefined();
  });
});
