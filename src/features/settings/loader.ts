import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, ensureAll, familyQuery, plannersOfQuery } from '@/api/queries';
import { getSessionSnapshot } from '@/app/session/session-store';

// The routes import their loaders from here, never from the feature's index (decision 350). Meu
// Perfil and Preferências read the signed-in user, whom every protected loader already awaits.

/**
 * /configuracoes/perfil: who may sign in for the person (decision 048), asked beside the route's
 * code but not awaited: the form does not wait for it, and a failed read is said in its section.
 * A planner acting for the person is refused the list, so it is not asked.
 */
export function loadProfile(queryClient: QueryClient): void {
  const { session, plannerLogin } = getSessionSnapshot();
  const actsForAnother = plannerLogin !== null && session?.id !== plannerLogin.id;
  if (session?.id && !actsForAnother) void queryClient.prefetchQuery(plannersOfQuery(session.id));
}

/** /configuracoes/categorias: the catalogue and the person's subcategories. */
export const loadCategories = (queryClient: QueryClient) => ensureAll(queryClient, categoriesQuery());

/** /configuracoes/conta-familia: the person's family, if any. */
export const loadFamily = (queryClient: QueryClient) => ensureAll(queryClient, familyQuery());
