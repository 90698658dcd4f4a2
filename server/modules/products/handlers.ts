import { fail } from '../../errors.ts';
import type { ProductRow } from '../../repositories/learning.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';

const present = (row: ProductRow): Schemas['Product'] => ({
  _id: row.id,
  name: row.name,
  image: row.image,
  aboutMessage: row.aboutMessage,
});

/** Products are served whatever the brand hides: the tasks screen fetches them too (decision 264). */
export const productsHandlers: Handlers = {
  async listProducts(request): Promise<Answer<'listProducts', 200>> {
    const items = (await request.server.repos.learning.products()).map(present);
    return { data: { items, total: items.length } };
  },

  async getProduct(request): Promise<Answer<'getProduct', 200>> {
    const row = await request.server.repos.learning.product(request.params.id);
    if (!row) throw fail(404, 'errors.notFound');
    return { data: present(row) };
  },
};
