export interface PostalAddress {
  cep: string;
  street?: string | undefined;
  district?: string | undefined;
  city: string;
  state: string;
}

/** undefined = unknown code ('CEP INVÁLIDO'); throws PostalCodeUnavailable when the service is down. */
export type PostalCodeLookup = (cep: string) => Promise<PostalAddress | undefined>;

export class PostalCodeUnavailable extends Error {}

/** The offline table (CEP_PROVIDER=local, tests): a few real codes, enough for the flows. */
export const LOCAL_POSTAL_CODES: Record<string, PostalAddress> = {
  '01310100': {
    cep: '01310100',
    street: 'Avenida Paulista',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  '04101300': {
    cep: '04101300',
    street: 'Rua Vergueiro',
    district: 'Vila Mariana',
    city: 'São Paulo',
    state: 'SP',
  },
  '20040020': {
    cep: '20040020',
    street: 'Avenida Rio Branco',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
  '30130010': {
    cep: '30130010',
    street: 'Praça Sete de Setembro',
    district: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  '70040010': {
    cep: '70040010',
    street: 'Esplanada dos Ministérios',
    district: 'Zona Cívico-Administrativa',
    city: 'Brasília',
    state: 'DF',
  },
  '80010000': {
    cep: '80010000',
    street: 'Rua XV de Novembro',
    district: 'Centro',
    city: 'Curitiba',
    state: 'PR',
  },
};

export const localPostalCodes: PostalCodeLookup = async (cep) => LOCAL_POSTAL_CODES[cep];

/**
 * ViaCEP's documented API (https://viacep.com.br/ws/{cep}/json/): `{ "erro": true }` for an unknown
 * code. A timeout keeps the form usable when it is slow; answers (and unknowns) are cached.
 */
export function viaCep(options: {
  baseUrl?: string;
  timeoutMs?: number;
  cacheSize?: number;
  fetch?: typeof fetch;
}): PostalCodeLookup {
  const base = (options.baseUrl ?? 'https://viacep.com.br').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const cache = new Map<string, PostalAddress | null>();
  const limit = options.cacheSize ?? 5000;
  return async (cep) => {
    const cached = cache.get(cep);
    if (cached !== undefined) return cached ?? undefined;
    let json: Record<string, unknown>;
    try {
      const response = await doFetch(`${base}/ws/${cep}/json/`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (response.status === 400) return undefined;
      if (!response.ok) throw new PostalCodeUnavailable(String(response.status));
      json = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      throw error instanceof PostalCodeUnavailable ? error : new PostalCodeUnavailable(String(error));
    }
    const text = (key: string) =>
      typeof json[key] === 'string' && json[key] ? (json[key] as string) : undefined;
    const found =
      json.erro || !text('localidade') || !text('uf')
        ? null
        : {
            cep,
            street: text('logradouro'),
            district: text('bairro'),
            city: text('localidade') as string,
            state: text('uf') as string,
          };
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(cep, found);
    return found ?? undefined;
  };
}
