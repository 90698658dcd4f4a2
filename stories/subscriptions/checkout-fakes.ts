import { HttpResponse, http } from 'msw';
import type { PaymentMethodType, PromotionalCode, Subscription } from '@/api/gen/model';
import { addDays, todayIso } from '@/lib/dates';
import { apiError, collection, envelope } from '@/testing/msw';
import { recorder, subscribed } from './fakes';

export const BEMVINDO: PromotionalCode = {
  _id: 'promo1',
  code: 'BEMVINDO20',
  discount: 20,
  discountType: 'percent',
  maxUses: 100,
  uses: 3,
  plans: [],
  active: true,
} as PromotionalCode;

/** 1x1 transparent PNG: the gateway's QR image in the stories. */
const QR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function createdSubscription(paymentType: PaymentMethodType, total: number): Subscription {
  const base = subscribed(30, { paymentType, pendingInvoices: true, state: 'active' });
  return {
    ...base,
    latestInvoice: {
      _id: 'INV_NEW',
      due_date: addDays(todayIso(), 3),
      total,
      status: 'pending',
      secure_url: 'https://faturas.exemplo.com.br/INV_NEW',
      payable_with: paymentType,
      pix:
        paymentType === 'pix'
          ? {
              qrcode: QR,
              qrcode_text: '00020101021226890014br.gov.bcb.pix2567pix.exemplo.com.br/qr/v2/9A8B7C',
            }
          : undefined,
      bank_slip:
        paymentType === 'bank_slip'
          ? {
              digitable_line: '23793.38128 60000.000003 00000.000400 1 84340000002990',
              bank_slip_pdf_url: 'https://faturas.exemplo.com.br/INV_NEW.pdf',
            }
          : undefined,
    },
  };
}

export const checkoutCalls = recorder();

/** Every call of the checkout, recorded; `subscription` answers the last step. */
export function checkoutHandlers(
  subscription?: (body: { paymentType: PaymentMethodType }) => Response | Promise<Response>,
) {
  checkoutCalls.calls.length = 0;
  const record =
    (answer: (request: Request) => Response | Promise<Response>) =>
    async ({ request }: { request: Request }) => {
      await checkoutCalls.record(request);
      return answer(request);
    };
  return [
    http.get(
      '*/api/postalcodes/:cep',
      record((request) =>
        request.url.endsWith('/01310100')
          ? envelope({
              cep: '01310100',
              street: 'Avenida Paulista',
              district: 'Bela Vista',
              city: 'São Paulo',
              state: 'SP',
            })
          : apiError(404, 'CEP INVÁLIDO'),
      ),
    ),
    http.get(
      '*/api/promotionalcodes',
      record((request) =>
        collection(new URL(request.url).searchParams.get('code') === 'BEMVINDO20' ? [BEMVINDO] : []),
      ),
    ),
    http.post(
      '*/api/subscriptions/gateway/client',
      record(() => envelope({ clientId: 'cli_1A2B3C' }, { status: 201 })),
    ),
    http.get('*/api/subscriptions/gateway/config', () =>
      envelope({
        provider: 'dev',
        accountId: 'dev-account',
        testMode: true,
        tokenUrl: '/dev-gateway/v1/payment_token',
      }),
    ),
    http.post(
      '*/dev-gateway/v1/payment_token',
      record(async (request) => {
        const body = (await request.clone().json()) as { data: { number: string } };
        return body.data.number.endsWith('0002')
          ? HttpResponse.json({ errors: { number: 'is invalid' } }, { status: 422 })
          : HttpResponse.json({ id: 'TOK_123', method: 'credit_card', extra_info: { brand: 'VISA' } });
      }),
    ),
    http.post(
      '*/api/subscriptions/gateway/payment',
      record(() =>
        envelope(
          { paymentMethodId: 'PM_1', maskedNumber: 'XXXX-XXXX-XXXX-1111', brand: 'VISA' },
          { status: 201 },
        ),
      ),
    ),
    http.post(
      '*/api/subscriptions/gateway/subscription',
      record(async (request) => {
        const body = (await request.clone().json()) as { paymentType: PaymentMethodType };
        if (subscription) return subscription(body);
        return envelope(createdSubscription(body.paymentType, 29.9), { status: 201 });
      }),
    ),
  ];
}
