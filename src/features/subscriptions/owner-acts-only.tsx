import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useActsForAnother } from '@/app/session';

/**
 * Subscribing, changing the plan, cancelling and reactivating are the account owner's acts, which the
 * server refuses to a planner signed in for a client (decision 109): the planner reads the plan on Meu
 * plano instead, where none of them is offered.
 */
export function OwnerActsOnly({ children }: { children: ReactNode }) {
  return useActsForAnother() ? <Navigate to="/configuracoes/plano" replace /> : children;
}
