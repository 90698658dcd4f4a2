/** The settings tabs in the spec's order; the plan tab's label is decision 182. */
export const SETTINGS_TABS = [
  { to: '/configuracoes/perfil', label: 'routes:settingsProfile' },
  { to: '/configuracoes/categorias', label: 'routes:settingsCategories' },
  { to: '/configuracoes/preferencias', label: 'routes:settingsPreferences' },
  { to: '/configuracoes/conta-familia', label: 'routes:settingsFamily' },
  { to: '/configuracoes/contas-automaticas', label: 'routes:settingsBankAccess' },
  { to: '/configuracoes/plano', label: 'routes:settingsPlan' },
] as const;
