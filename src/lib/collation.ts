import { onFirstUse } from './on-first-use.ts';

/**
 * Names in Portuguese order: 'Água e esgoto' with the A's, not after 'Viagens' as code points put
 * it. Made on first use (decision 426).
 */
export const ptBrNames = onFirstUse(() => new Intl.Collator('pt-BR'));
