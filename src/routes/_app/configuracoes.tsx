import { createFileRoute, Outlet } from '@tanstack/react-router';

/** Settings tabs live under this route; the settings screens add their tab bar here. */
export const Route = createFileRoute('/_app/configuracoes')({
  component: Outlet,
});
