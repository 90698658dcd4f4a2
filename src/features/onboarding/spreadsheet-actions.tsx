import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import type { IsoMonth } from '@/lib/dates';
import { Button } from '@/ui/button';
import styles from './onboarding.module.css';
import { MAX_LIST_ROWS } from './onboarding-request';
import type { GoodRow, TableRow } from './onboarding-table';
import { downloadTemplate } from './spreadsheet/download-template';
import { ACCEPTED_FILES, importSpreadsheet } from './spreadsheet/import-spreadsheet';
import type { ReadProblem } from './spreadsheet/read-sheets';
import { templateTexts } from './spreadsheet/template-texts';

interface SpreadsheetActionsProps {
  month: IsoMonth;
  onImported: (rows: TableRow[], goods: GoodRow[]) => void;
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'reading'; done: number; total: number }
  | { kind: 'read'; count: number; problems: ReadProblem[] }
  | { kind: 'unreadable' }
  | { kind: 'templateFailed' };

/** Download the template, upload a filled one; what could not be read is listed by sheet and line. */
export function SpreadsheetActions({ month, onImported }: SpreadsheetActionsProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const [downloading, setDownloading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const download = async () => {
    setDownloading(true);
    setState({ kind: 'idle' });
    try {
      await downloadTemplate(templateTexts(t, brand.brand), month, brand.brand);
    } catch {
      setState({ kind: 'templateFailed' });
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File) => {
    setState({ kind: 'reading', done: 0, total: 0 });
    try {
      const result = await importSpreadsheet(file, month, (done, total) =>
        setState({ kind: 'reading', done, total }),
      );
      onImported(result.rows, result.goods);
      setState({ kind: 'read', count: result.rows.length + result.goods.length, problems: result.problems });
    } catch {
      setState({ kind: 'unreadable' });
    }
  };

  return (
    <section className={styles.wizard} aria-live="polite">
      <div className={styles.actions}>
        <Button variant="secondary" size="small" busy={downloading} onClick={download}>
          {t('onboarding:buttons.download')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          busy={state.kind === 'reading'}
          onClick={() => fileInput.current?.click()}
        >
          {t('onboarding:buttons.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('onboarding:buttons.upload')}
          accept={ACCEPTED_FILES}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {state.kind === 'reading' ? (
        <p role="status">
          {state.total > 0
            ? t('onboarding:import.progress', { done: state.done, total: state.total })
            : t('onboarding:import.reading')}
          {state.total > 0 ? <progress max={state.total} value={state.done} /> : null}
        </p>
      ) : null}
      {state.kind === 'unreadable' || state.kind === 'templateFailed' ? (
        <p role="alert" className={styles.error}>
          {t(`onboarding:import.${state.kind}`)}
        </p>
      ) : null}
      {state.kind === 'read' ? <ImportReport count={state.count} problems={state.problems} /> : null}
    </section>
  );
}

/** A sheet far past the save limit lists thousands of lines: the first ones say enough. */
const SHOWN_PROBLEMS = 100;

function ImportReport({ count, problems }: { count: number; problems: readonly ReadProblem[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status">{t('onboarding:import.imported', { count })}</p>
      {problems.length > 0 ? (
        <div role="alert">
          <p className={styles.error}>{t('onboarding:import.problemsTitle', { count: problems.length })}</p>
          <ul className={styles.problems}>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={`${problem.sheet}-${problem.line}`}>
                {t('onboarding:import.problem', {
                  sheet: problem.sheet,
                  line: problem.line,
                  reason: t(`onboarding:import.problems.${problem.reason}`, { max: MAX_LIST_ROWS }),
                })}
              </li>
            ))}
          </ul>
          {problems.length > SHOWN_PROBLEMS ? (
            <p>{t('onboarding:import.moreProblems', { count: problems.length - SHOWN_PROBLEMS })}</p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
