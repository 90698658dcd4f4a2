import { groupThousands } from './money';

/**
 * A whole percentage's number as pt-BR writes it, for the locale texts that add the sign
 * ('{{value}}%'): 2542100 is '2.542.100', -99681961 is '-99.681.961'. The one percent formatter,
 * grouped as the money formatter groups (audit W4, decision 032).
 */
export function formatPercentValue(percent: number): string {
  const whole = Math.round(Math.abs(percent));
  return `${percent < 0 && whole > 0 ? '-' : ''}${groupThousands(whole)}`;
}
