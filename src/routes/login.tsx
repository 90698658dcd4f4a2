import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { loadNamespaces } from '@/app/i18n';
import { remainingAppearDelay } from '@/app/prerendered-page';
import { enforce } from '@/app/route-guard';
import { LOGIN_APPEAR_MS, LoginScreen } from '@/features/auth';

export const Route = createFileRoute('/login')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'login' }, context), loadNamespaces(['auth'])]);
  },
  component: LoginPage,
});

function LoginPage() {
  // The page's own markup may have served part of the entrance delay already (decision 375).
  const [appearAfterMs] = useState(() => remainingAppearDelay('/login', LOGIN_APPEAR_MS));
  return <LoginScreen appearAfterMs={appearAfterMs} />;
}
