import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { loadNamespaces } from '@/app/i18n';
import { remainingAppearDelay } from '@/app/prerendered-page';
import { enforce } from '@/app/route-guard';
import { LOGIN_APPEAR_MS, LoginScreen } from '@/features/auth';

export const Route = createFileRoute('/login')({
  // Where to go once signed in, when a guard sent the person here from a page (audit AH6).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'login' }, context), loadNamespaces(['auth'])]);
  },
  component: LoginPage,
});

function LoginPage() {
  // The page's own markup may have served part of the entrance delay already (decision 375).
  const [appearAfterMs] = useState(() => remainingAppearDelay('/login', LOGIN_APPEAR_MS));
  const { redirect } = Route.useSearch();
  return <LoginScreen appearAfterMs={appearAfterMs} returnTo={redirect} />;
}
