import type { GatewayConfig } from '@/api/gen/model';
import { onlyDigits } from '@/lib/masks';

/**
 * The card leaves the browser only for the gateway's tokeniser (decision 433): Iugu's
 * payment_token request, posted to `tokenUrl` (Iugu, or the development gateway on our origin).
 * Our API receives the token's id, never the number.
 */

export interface CardData {
  number: string;
  owner: string;
  expiry: string;
  cvv: string;
}

export function paymentTokenRequest(config: GatewayConfig, card: CardData) {
  const [first = '', ...rest] = card.owner.trim().split(/\s+/);
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    account_id: config.accountId,
    method: 'credit_card',
    test: config.testMode,
    data: {
      number: onlyDigits(card.number),
      verification_value: card.cvv.trim(),
      first_name: first,
      last_name: rest.join(' '),
      month: month.padStart(2, '0'),
      year: year.length === 2 ? `20${year}` : year,
    },
  };
}

export class CardRefused extends Error {
  override readonly name = 'CardRefused';
}

/** Posts the card to the gateway's tokeniser and answers the token's id. */
export async function tokeniseCard(
  config: GatewayConfig,
  card: CardData,
  send: typeof fetch = fetch,
): Promise<string> {
  const response = await send(config.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(paymentTokenRequest(config, card)),
  });
  const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (!response.ok || typeof body?.id !== 'string')
    throw new CardRefused(`tokeniser answered ${response.status}`);
  return body.id;
}
