import {
  createGatewayClient,
  createGatewayPayment,
  createGatewaySubscription,
  getGatewayConfig,
} from '@/api/gen/endpoints/subscriptions/subscriptions';
import type { GatewayConfig, Subscription, User } from '@/api/gen/model';
import { payloadOf } from '@/api/queries';
import { type CheckoutValues, gatewayClientOf } from './checkout-schema';
import { tokeniseCard } from './tokenise';

export type PayStep = 'client' | 'card' | 'payment' | 'subscription';

/**
 * The checkout's calls in order, each announced before it starts: the gateway client (billing
 * data), for a card the browser's tokenisation and the saved payment method, then the subscription
 * with the promotional code. Answers the new subscription (its `latestInvoice` to pay).
 */
export async function pay(
  values: CheckoutValues,
  user: Pick<User, 'email' | 'phoneNumber'>,
  onStep: (step: PayStep) => void,
  promotionalCode: string | undefined,
): Promise<Subscription> {
  onStep('client');
  const { clientId } = payloadOf(await createGatewayClient(gatewayClientOf(values, user)));
  if (values.paymentType === 'credit_card') {
    onStep('card');
    const config: GatewayConfig = payloadOf(await getGatewayConfig());
    const cardToken = await tokeniseCard(config, {
      number: values.cardNumber,
      owner: values.cardOwner,
      expiry: values.cardExpiry,
      cvv: values.cardCvv,
    });
    onStep('payment');
    await createGatewayPayment({ clientId, paymentType: 'credit_card', cardToken });
  }
  onStep('subscription');
  const answer = await createGatewaySubscription({
    clientId,
    plan: values.plan as Subscription['plan'],
    paymentType: values.paymentType,
    promotionalCode,
  });
  return payloadOf(answer);
}
