import type { AnyFieldApi } from '@tanstack/react-form';
import { useEffect } from 'react';
import { keys } from '../shared/messages';
import type { TransactionForm } from './use-transaction-form';

/** The transaction form's fields that hold the id of a record the server lists. */
export type ChoiceField = 'payment' | 'category';

/** The records each choice may name; undefined while its list is still loading. */
export type ChoiceLists = Record<ChoiceField, readonly { _id: string }[] | undefined>;

const CHOICE_FIELDS: readonly ChoiceField[] = ['payment', 'category'];

/**
 * A wallet or category another session deleted leaves the freshly read list, but its id stayed in
 * the form: the select showed 'Selecione' while 'Salvar' kept sending the deleted id, refused each
 * time with no field named (audit U6). The id is dropped as soon as a list without it arrives, so
 * what is shown is what is sent, and the field says it is required. After a first 'Salvar' the
 * form's own rule says so on the change; before it, nothing validates on a change, so the message
 * is put there by hand and `forgetDroppedMessage` takes it away at the person's next choice.
 */
export function useDropVanishedChoices(form: TransactionForm, lists: ChoiceLists) {
  const { payment, category } = lists;
  useEffect(() => {
    const current = { payment, category };
    for (const field of CHOICE_FIELDS) {
      const list = current[field];
      const chosen = form.getFieldValue(field);
      if (!list || chosen === '' || list.some((record) => record._id === chosen)) continue;
      form.setFieldValue(field, '');
      if (form.state.submissionAttempts === 0) {
        form.setFieldMeta(field, (meta) => ({
          ...meta,
          isTouched: true,
          errorMap: { ...meta.errorMap, onDynamic: keys.required },
          errorSourceMap: { ...meta.errorSourceMap, onDynamic: 'form' },
        }));
      }
    }
  }, [form, payment, category]);
}

/** A field listener: the person chose again, so the hand-set message of a dropped choice goes. */
export function forgetDroppedMessage({ fieldApi }: { fieldApi: AnyFieldApi }) {
  if (fieldApi.form.state.submissionAttempts > 0) return;
  if (fieldApi.state.meta.errorMap.onDynamic !== keys.required) return;
  fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onDynamic: undefined } }));
}
