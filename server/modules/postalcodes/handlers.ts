import { PostalCodeUnavailable } from '../../billing/postal-codes.ts';
import { fail } from '../../errors.ts';
import type { Answer, Handlers } from '../types.ts';

export const postalCodesHandlers: Handlers = {
  /** ViaCEP or the local table (decision 437): unknown 404 'CEP INVÁLIDO', unreachable 502. */
  async getPostalAddress(request): Promise<Answer<'getPostalAddress', 200>> {
    const address = await request.server.billing.postalCode(request.params.cep).catch((error: unknown) => {
      if (error instanceof PostalCodeUnavailable) throw fail(502, 'errors.postalCodeUnavailable');
      throw error;
    });
    if (!address) throw fail(404, 'errors.postalCodeInvalid');
    return {
      data: {
        cep: address.cep,
        city: address.city,
        state: address.state,
        ...(address.street ? { street: address.street } : {}),
        ...(address.district ? { district: address.district } : {}),
      },
    };
  },
};
