import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, ensureAll, familyQuery, plannersOfQuery } from '@/api/queries';
import { actsForAnother, getSessionSnapshot } from '@/app/session';

// The routes import their loaders from here, never from the feature's index (decision 350). Meu
// Perfil and Preferências read the signed-in user, whom every protected loader already awaits.

/**
 * /configuracoes/perfil: who may sign in for the person (decision 048), asked beside the route's
 * code but not awaited: the form does not wait for it, and a failed read is said in its section.
 * A planner acting for the person is refused the list, so it is not asked.
 */
export function loadProfile(queryClient: QueryClient): void {
  const snapshot = getSessionSnapshot();
  const id = snapshot.session?.id;
  if (id && !actsForAnother(snapshot)) void queryClient.prefetchQuery(plannersOfQuery(id));
}

/** /configuracoes/categorias: the catalogue and the person's subcategories. */
export const loadCategories = (queryClient: QueryClient) => ensureAll(queryClient, categoriesQuery());

/** /configuracoes/conta-familia: the person's family, if any. */
export const loadFamily = (queryClient: QueryClient) => ensureAll(queryClient, familyQuery());
