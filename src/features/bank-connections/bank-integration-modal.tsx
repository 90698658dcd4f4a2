import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBankAccess, migrateBankAccess } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import { createOpenBankingAccessToken } from '@/api/gen/endpoints/open-banking/open-banking';
import { ApiError } from '@/api/http';
import { bankAccessesQuery, payloadOf } from '@/api/queries';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Skeleton } from '@/ui/skeleton';
import { connectingBlocked } from './access-state';
import styles from './bank-connections.module.css';
import { isDemoToken } from './banks';
import { DemoWidget, type WidgetResult } from './demo-widget';
import { invalidateBankQueries } from './invalidate';
import { PluggyConnect } from './pluggy-connect';
import type { ConnectOutcome } from './pluggy-outcome';

export interface BankIntegrationModalProps {
  onClose: () => void;
  /** Reconnects a legacy connector through the widget instead of adding a new connection. */
  migrate?: { accessId: string; institution: string };
  nonce?: () => string;
}

type Stage =
  | { kind: 'opening' }
  | { kind: 'widget'; demo: boolean; token: string; widgetUrl?: string }
  | { kind: 'saving' }
  | { kind: 'done'; tone: 'success' | 'failure'; lines: string[]; retry: boolean };

/** The global 'bank integration' modal: the widget, then the saved connection or what went wrong. */
export function BankIntegrationModal({ onClose, migrate, nonce }: BankIntegrationModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A global modal's read, opened over any screen: it waits for the list (or its failure) before the
  // widget; over Contas Conectadas the route already loaded these options, so it asks nothing.
  const accesses = useQuery(bankAccessesQuery());
  const blocked = !migrate && accesses.data !== undefined && connectingBlocked(accesses.data);
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const widgetFailed = useCallback(
    (): Stage => ({
      kind: 'done',
      tone: 'failure',
      lines: [t('bank-connections:messages.widgetFailed')],
      retry: true,
    }),
    [t],
  );

  const open = useCallback(async () => {
    setStage({ kind: 'opening' });
    try {
      const answer = await createOpenBankingAccessToken({});
      const { accessToken: token, widgetUrl } = payloadOf(answer);
      setStage(
        token
          ? { kind: 'widget', demo: isDemoToken(token), token, ...(widgetUrl ? { widgetUrl } : {}) }
          : widgetFailed(),
      );
    } catch {
      setStage(widgetFailed());
    }
  }, [widgetFailed]);

  const ready = accesses.data !== undefined || accesses.isError;
  useEffect(() => {
    if (ready && !blocked) void open();
  }, [ready, blocked, open]);

  async function save({ itemId, bank, pending }: WidgetResult) {
    setStage({ kind: 'saving' });
    try {
      if (migrate) {
        await migrateBankAccess(migrate.accessId, {
          itemId,
          name: bank.institution,
          type: 'pluggy',
          connector: bank.connector,
        });
      } else {
        await createBankAccess({
          linkId: itemId,
          institution: bank.institution,
          type: 'pluggy',
          connector: bank.connector,
          ...(pending ? { status: 'pending', active: false } : {}),
        });
      }
      const lines = migrate
        ? [t('bank-connections:messages.migrated')]
        : [t('bank-connections:messages.added'), t('bank-connections:messages.addedNote')];
      if (pending) lines.push(t('bank-connections:pendingWarning'));
      setStage({ kind: 'done', tone: 'success', lines, retry: false });
    } catch (error) {
      // A 409 says why this connection cannot be kept (an account already connected, decision 026,
      // or an old connector to update first): those words, not "contact support".
      const refusal = error instanceof ApiError && error.status === 409 ? error.message : '';
      setStage({
        kind: 'done',
        tone: 'failure',
        lines: [refusal || t('bank-connections:messages.saveFailed')],
        retry: false,
      });
    }
    await invalidateBankQueries(queryClient);
  }

  const title = migrate
    ? t('bank-connections:widget.updateTitle', { institution: migrate.institution })
    : t('bank-connections:widget.title');
  // The provider's widget opens its own overlay on the page; a modal <dialog> would leave it inert
  // (showModal puts ours on top and the rest out of reach), so ours steps aside while it is up and
  // comes back for saving and the outcome (decision 484).
  const realWidget = stage.kind === 'widget' && !stage.demo && stage.widgetUrl ? stage : null;
  const outcome = (result: ConnectOutcome) =>
    result.kind === 'connected'
      ? save({
          itemId: result.itemId,
          bank: { institution: result.institution, connector: result.connector },
          pending: result.pending,
        })
      : setStage(widgetFailed());

  return (
    <>
      {realWidget?.widgetUrl ? (
        <PluggyConnect
          scriptUrl={realWidget.widgetUrl}
          connectToken={realWidget.token}
          onOutcome={(result) => void outcome(result)}
          onClose={onClose}
        />
      ) : null}
      <Modal open={!realWidget} onClose={onClose} title={title} width={480}>
        {!ready ? <Skeleton variant="rect" count={1} height={120} /> : null}
        {blocked ? (
          <div className={styles.result} data-tone="failure">
            <p role="alert">{t('bank-connections:messages.blocked')}</p>
            <div className={styles.actions}>
              <Button onClick={onClose}>{t('bank-connections:widget.close')}</Button>
            </div>
          </div>
        ) : null}
        {ready && !blocked ? (
          <StageView stage={stage} onResult={save} onRetry={open} onClose={onClose} nonce={nonce} />
        ) : null}
      </Modal>
    </>
  );
}

interface StageViewProps {
  stage: Stage;
  onResult: (result: WidgetResult) => void;
  onRetry: () => void;
  onClose: () => void;
  nonce?: () => string;
}

function StageView({ stage, onResult, onRetry, onClose, nonce }: StageViewProps) {
  const { t } = useTranslation();
  switch (stage.kind) {
    case 'opening':
      return <p role="status">{t('bank-connections:widget.opening')}</p>;
    case 'saving':
      return <p role="status">{t('bank-connections:widget.saving')}</p>;
    case 'widget':
      if (stage.demo) return <DemoWidget onResult={onResult} nonce={nonce} />;
      // The real provider's widget (decision 481) runs outside this modal; a real token without a
      // script (an older server) cannot open anything here.
      return <p role="alert">{t('bank-connections:widget.realUnavailable')}</p>;
    case 'done':
      return (
        <div className={styles.result} data-tone={stage.tone}>
          <div role={stage.tone === 'failure' ? 'alert' : 'status'}>
            {stage.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div className={styles.actions}>
            {stage.retry ? (
              <Button variant="secondary" onClick={onRetry}>
                {t('bank-connections:widget.retry')}
              </Button>
            ) : null}
            <Button onClick={onClose}>{t('bank-connections:widget.close')}</Button>
          </div>
        </div>
      );
  }
}
