import type { TFunction } from 'i18next';
import { ApiError } from '@/api/http';
import type { RequestOrder } from './onboarding-request';
import type { GoodRow, TableRow } from './onboarding-table';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

interface FieldError {
  message: string;
  field: string;
}

function fieldErrors(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item) =>
    isRecord(item) && typeof item.message === 'string' && typeof item.field === 'string'
      ? [{ message: item.message, field: item.field }]
      : [],
  );
}

/**
 * A refusal of the contract's schema words each field by its request path ('debit não deve ter
 * mais que 500 elementos'): the wizard built that request, so the person is told in the
 * catalogue's words instead. The server's own refusals (one catalogue sentence, repeated on its
 * field) are shown as sent.
 */
function isSchemaRefusal(body: unknown): boolean {
  if (!isRecord(body) || !Array.isArray(body.errors)) return false;
  return body.errors.some((item) => !isRecord(item) || item.message !== body.message);
}

/** What the wizard shows when saving failed. */
export function saveErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('onboarding:errors.save');
  if (isSchemaRefusal(error.body)) return t('onboarding:errors.rejected');
  return error.message || t('onboarding:errors.save');
}

/** The cell of a row a refused field is shown on. */
export type RejectedColumn = 'date' | 'category' | 'value' | 'repetition' | 'instalments';

export interface RowRejection {
  /** The row as it was sent: once the person changes it, the refusal no longer applies. */
  row: TableRow;
  column: RejectedColumn;
  message: string;
}

export interface GoodRejection {
  good: GoodRow;
  message: string;
}

export interface Rejections {
  rows: RowRejection[];
  goods: GoodRejection[];
}

/** `debit.3.value`: the list, the index in it and the field of the item. */
const FIELD_PATH = /^(debit|credit|goods)\.(\d+)(?:\.(\w+))?/;

const COLUMN_OF: Record<string, RejectedColumn> = {
  date: 'date',
  category: 'category',
  // A card purchase without a card, or a wallet not the person's: the row's category shows the card.
  payment: 'category',
  recurrent: 'repetition',
  recurrentType: 'repetition',
  lastInstallment: 'instalments',
};

/** The catalogue's words for a field the validator named by its request path. */
const OWN_TEXT: Record<RejectedColumn, string> = {
  date: 'onboarding:errors.date',
  category: 'onboarding:errors.category',
  value: 'onboarding:errors.value',
  repetition: 'onboarding:errors.rejectedRow',
  instalments: 'onboarding:errors.rejectedRow',
};

/**
 * The rows and goods a refused save names by field (`debit.0.value`), so the wizard can mark them
 * on their step instead of asking the person to guess among every line (audit O4).
 */
export function rejectionsOf(error: unknown, order: RequestOrder, t: TFunction): Rejections {
  const rejections: Rejections = { rows: [], goods: [] };
  if (!(error instanceof ApiError)) return rejections;
  const sentence = isRecord(error.body) ? error.body.message : undefined;
  for (const { message, field } of fieldErrors(error.body)) {
    const match = FIELD_PATH.exec(field);
    if (!match) continue;
    const [, list, index, name = ''] = match;
    const column = COLUMN_OF[name] ?? 'value';
    // The server's catalogue sentence is meant for people; the validator's names the request path.
    const text = message === sentence ? message : t(OWN_TEXT[column]);
    if (list === 'goods') {
      const good = order.goods[Number(index)];
      if (good) rejections.goods.push({ good, message: text });
      continue;
    }
    const row = order[list as 'debit' | 'credit'][Number(index)];
    if (row) rejections.rows.push({ row, column, message: text });
  }
  return rejections;
}
