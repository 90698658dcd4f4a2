import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, ensureAll, familyQuery } from '@/api/queries';

// The routes import their loaders from here, never from the feature's index (decision 350). Meu
// Perfil and Preferências read only the signed-in user, whom every protected loader already awaits.

/** /configuracoes/categorias: the catalogue and the person's subcategories. */
export const loadCategories = (queryClient: QueryClient) => ensureAll(queryClient, categoriesQuery());

/** /configuracoes/conta-familia: the person's family, if any. */
export const loadFamily = (queryClient: QueryClient) => ensureAll(queryClient, familyQuery());
