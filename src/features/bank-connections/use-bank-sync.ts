import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitBankToken, syncBankAccess } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import { ApiError } from '@/api/http';
import type { Outcome } from '@/ui/form';
import { invalidateBankQueries } from './invalidate';

export type SyncOutcome = Outcome;

/** The sync the bank holds back until its app token is typed (428: `message` is the link id). */
export interface TokenRequest {
  accessId: string;
  linkId: string;
}

const TOKEN_NEEDED = 428;
const TOKEN_REFUSED = 400;

/**
 * Sync of one connection at a time, its result per connection, and the 428 token round: the prompt
 * asks for the token, a refused token keeps the prompt open with the server's text.
 */
export function useBankSync() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, SyncOutcome>>({});
  const [tokenRequest, setTokenRequest] = useState<TokenRequest | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  const settle = (accessId: string, outcome: SyncOutcome) => {
    setOutcomes((current) => ({ ...current, [accessId]: outcome }));
    void invalidateBankQueries(queryClient);
  };
  const success = (message: string | undefined) => ({
    tone: 'success' as const,
    message: message || t('bank-connections:messages.synced'),
  });
  const failure = { tone: 'failure' as const, message: t('bank-connections:messages.syncFailed') };

  async function sync(accessId: string) {
    setBusyId(accessId);
    try {
      const answer = await syncBankAccess(accessId, {});
      settle(accessId, success(answer.status === 200 ? answer.data.message : undefined));
    } catch (error) {
      if (error instanceof ApiError && error.status === TOKEN_NEEDED) {
        setTokenError(null);
        setTokenRequest({ accessId, linkId: error.message });
      } else {
        settle(accessId, failure);
      }
    } finally {
      setBusyId(null);
    }
  }

  async function submitToken(token: string) {
    if (!tokenRequest) return;
    const { accessId, linkId } = tokenRequest;
    setBusyId(accessId);
    try {
      const answer = await submitBankToken(accessId, { token, linkId });
      setTokenRequest(null);
      settle(accessId, success(answer.status === 200 ? answer.data.message : undefined));
    } catch (error) {
      if (error instanceof ApiError && error.status === TOKEN_REFUSED) {
        setTokenError(error.message || t('bank-connections:messages.invalidToken'));
      } else {
        setTokenRequest(null);
        settle(accessId, failure);
      }
    } finally {
      setBusyId(null);
    }
  }

  return {
    sync,
    submitToken,
    cancelToken: () => setTokenRequest(null),
    busyId,
    outcomes,
    tokenRequest,
    tokenError,
  };
}
