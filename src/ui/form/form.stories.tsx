import type { Meta, StoryObj } from '@storybook/react-vite';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { emailSchema, messages, passwordSchema, requiredString } from '@/lib/validation';
import { FormCheckbox } from './form-checkbox';
import { FormElement } from './form-element';
import { FormMoneyField } from './form-money-field';
import { FormSelect } from './form-select';
import { FormPasswordField, FormTextField } from './form-text-field';

/** Messages are locale keys, as in the app's schemas: the components translate them. */
const Schema = v.object({
  email: emailSchema(),
  password: passwordSchema(messages.password, messages.required),
  day: v.pipe(v.string(), v.nonEmpty(messages.required)),
  cents: v.pipe(
    v.nullable(v.number()),
    v.check((cents) => Boolean(cents), messages.required),
  ),
  kind: v.pipe(
    v.picklist(['', 'debit', 'credit']),
    v.check((kind) => kind !== '', messages.required),
  ),
  count: v.number(),
  terms: v.pipe(v.boolean(), v.value(true, messages.required)),
  note: requiredString(),
});
type Values = v.InferInput<typeof Schema>;

const EMPTY: Values = {
  email: '',
  password: '',
  day: '',
  cents: null,
  kind: '',
  count: 2,
  terms: false,
  note: '',
};

function DemoForm() {
  const [saved, setSaved] = useState<Values | null>(null);
  const form = useForm({
    defaultValues: EMPTY,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: Schema },
    onSubmit: ({ value }) => setSaved(value),
  });
  return (
    <FormElement form={form} style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <form.Field name="email">
        {(field) => <FormTextField field={field} label="E-mail" type="email" />}
      </form.Field>
      <form.Field name="password">{(field) => <FormPasswordField field={field} label="Senha" />}</form.Field>
      <form.Field name="day">
        {(field) => (
          <FormTextField field={field} label="Dia" format={(text) => text.replace(/\D/g, '').slice(0, 2)} />
        )}
      </form.Field>
      <form.Field name="cents">{(field) => <FormMoneyField field={field} label="Valor" />}</form.Field>
      <form.Field name="kind">
        {(field) => (
          <FormSelect
            field={field}
            label="Tipo"
            options={[
              { value: 'debit', label: 'Conta' },
              { value: 'credit', label: 'Cartão' },
            ]}
          />
        )}
      </form.Field>
      <form.Field name="count">
        {(field) => (
          <FormSelect
            field={field}
            label="Parcelas"
            placeholder={null}
            options={[2, 3, 4].map((count) => ({ value: count, label: `${count}x` }))}
          />
        )}
      </form.Field>
      <form.Field name="terms">
        {(field) => <FormCheckbox field={field} label="Li e aceito os termos de uso" />}
      </form.Field>
      <form.Field name="note">
        {(field) => <FormTextField field={field} label="Observação" showError={false} />}
      </form.Field>
      <button type="submit">Salvar</button>
      <output data-testid="saved">{saved ? JSON.stringify(saved) : ''}</output>
    </FormElement>
  );
}

const meta = {
  title: 'UI/Form',
  component: DemoForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submit of the empty form shows each field's issue, translated from its locale key. */
export const TranslatedIssues: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('E-mail');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('CAMPO OBRIGATÓRIO'),
    );
    // The refused submit takes the focus to the first field it names (audit G3).
    await waitFor(() => expect(email).toHaveFocus());
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Valor')).toHaveAccessibleDescription('CAMPO OBRIGATÓRIO');
    await expect(canvas.getByLabelText('Tipo')).toHaveAccessibleDescription('CAMPO OBRIGATÓRIO');
    await expect(canvas.getByRole('checkbox', { name: /termos de uso/ })).toHaveAccessibleDescription(
      'CAMPO OBRIGATÓRIO',
    );
    // A field whose form says its message elsewhere is marked invalid without a message of its own.
    await expect(canvas.getByLabelText('Observação')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Observação')).toHaveAccessibleDescription('');
    await expect(canvas.getByTestId('saved')).toBeEmptyDOMElement();

    // After a submit the schema runs on every change: a wrong e-mail gets its own message.
    await userEvent.type(email, 'ana.souza');
    await expect(email).toHaveAccessibleDescription('E-MAIL INVÁLIDO');
    await userEvent.type(email, '@gmail.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** What the person types reaches the form in the field's own type: centavos, a number, a boolean. */
export const TypedValues: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'Ana.Souza@gmail.com');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo123');
    await userEvent.type(canvas.getByLabelText('Dia'), '1a05');
    await expect(canvas.getByLabelText('Dia')).toHaveValue('10');
    await userEvent.type(canvas.getByLabelText('Valor'), '123456');
    await expect(canvas.getByLabelText('Valor')).toHaveValue('1.234,56');
    await userEvent.selectOptions(canvas.getByLabelText('Tipo'), 'Cartão');
    await userEvent.selectOptions(canvas.getByLabelText('Parcelas'), '3x');
    await userEvent.click(canvas.getByRole('checkbox', { name: /termos de uso/ }));
    await userEvent.type(canvas.getByLabelText('Observação'), 'Viagem');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(JSON.parse(canvas.getByTestId('saved').textContent ?? '{}')).toEqual({
        email: 'Ana.Souza@gmail.com',
        password: 'segredo123',
        day: '10',
        cents: 123456,
        kind: 'credit',
        count: 3,
        terms: true,
        note: 'Viagem',
      }),
    );
  },
};
