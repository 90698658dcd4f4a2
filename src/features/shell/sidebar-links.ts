import type { HideableScreen } from '@/app/brand';

export type SidebarPath =
  | '/painel'
  | '/movimentacoes'
  | '/calendario'
  | '/planejamento'
  | '/carteiras'
  | '/objetivos'
  | '/tarefas'
  | '/relatorio'
  | '/educacional'
  | '/especialistas'
  | '/produtos'
  | '/configuracoes';

export interface SidebarLink {
  to: SidebarPath;
  /** Key in the shell namespace. */
  label: string;
  screen?: HideableScreen;
  hiddenForPlanners?: boolean;
}

/** The spec's sidebar, in its order. */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: '/painel', label: 'nav.dashboard' },
  { to: '/movimentacoes', label: 'nav.transactions' },
  { to: '/calendario', label: 'nav.calendar', hiddenForPlanners: true },
  { to: '/planejamento', label: 'nav.planning' },
  { to: '/carteiras', label: 'nav.wallets' },
  { to: '/objetivos', label: 'nav.objectives' },
  { to: '/tarefas', label: 'nav.tasks', screen: 'tarefas' },
  { to: '/relatorio', label: 'nav.report' },
  { to: '/educacional', label: 'nav.educational', screen: 'educacional' },
  { to: '/especialistas', label: 'nav.experts', screen: 'especialistas' },
  { to: '/produtos', label: 'nav.products', screen: 'produtos' },
  { to: '/configuracoes', label: 'nav.settings' },
];

export function visibleSidebarLinks(options: {
  hiddenScreens: readonly HideableScreen[];
  actsAsPlanner: boolean;
}): SidebarLink[] {
  return SIDEBAR_LINKS.filter(
    (link) =>
      !(link.screen && options.hiddenScreens.includes(link.screen)) &&
      !(link.hiddenForPlanners && options.actsAsPlanner),
  );
}

/** Bank connections on a legacy connector (not Pluggy) must be migrated: settings call for attention. */
export function bankAccessesNeedAttention(accesses: ReadonlyArray<{ type?: string | null }>): boolean {
  return accesses.some((access) => access.type !== 'pluggy');
}
