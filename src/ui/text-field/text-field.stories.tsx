import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { MoneyField } from './money-field';
import { PasswordField } from './password-field';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/TextField',
  component: Controlled,
  args: { label: 'Email' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  args: { label: 'Email', type: 'email', hint: 'Usaremos este email para entrar' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ana.souza@gmail.com');
    await expect(input).toHaveValue('ana.souza@gmail.com');
    await expect(canvas.getByText('Usaremos este email para entrar')).toBeVisible();
  },
};

export const WithError: Story = {
  render: () => <TextField label="CPF" value="123" onChange={() => {}} error="CPF INVÁLIDO" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('CPF INVÁLIDO');
    await expect(canvas.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('CPF')).toHaveAccessibleDescription('CPF INVÁLIDO');
  },
};

export const Masks: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <Controlled label="CPF" mask="cpf" />
      <Controlled label="Telefone fixo" mask="phone" />
      <Controlled label="Celular" mask="phone" />
      <Controlled label="CEP" mask="cep" />
      <Controlled label="Código de ativação" mask="code" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const cases: Array<[string, string, string]> = [
      ['CPF', '52998224725', '529.982.247-25'],
      ['Telefone fixo', '1133334444', '(11) 3333-4444'],
      ['Celular', '11987654321', '(11) 98765-4321'],
      ['CEP', '01310100', '01310-100'],
      ['Código de ativação', '12a3 4567', '123456'],
    ];
    for (const [label, typed, shown] of cases) {
      const input = canvas.getByLabelText(label);
      await userEvent.type(input, typed);
      await expect(input).toHaveValue(shown);
    }
  },
};

function MoneyExample() {
  const [cents, setCents] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <MoneyField label="Valor" value={cents} onChange={setCents} />
      <output data-testid="cents">{cents ?? ''}</output>
    </div>
  );
}

export const Money: Story = {
  render: () => <MoneyExample />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Valor');
    await expect(canvas.getByText('R$')).toBeVisible();
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('1.234,56');
    await expect(canvas.getByTestId('cents')).toHaveTextContent('123456');
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('123,45');
  },
};

/** The browser's own way of filling a field in whole (autofill), as React reads it. */
function fillInWhole(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(
    new InputEvent('input', { inputType: 'insertReplacementText', data: text, bubbles: true }),
  );
}

/** A pasted or filled amount is read as written, not as keystrokes (audit K7). */
export const MoneyPastedAsWritten: Story = {
  render: () => <MoneyExample />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Valor');
    const cents = canvas.getByTestId('cents');
    await userEvent.click(input);
    await userEvent.paste('R$ 1.500');
    await expect(input).toHaveValue('1.500,00');
    await expect(cents).toHaveTextContent('150000');
    await userEvent.paste('12,5');
    await expect(input).toHaveValue('12,50');
    await userEvent.paste('1.000.000,005');
    await expect(input).toHaveValue('1.000.000,01');
    // Keys after a paste still work the cash register.
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('100.000,00');

    // Above the bound or no amount at all: the field keeps what it had and says so.
    await userEvent.paste('1.000.000.000.000,00');
    await expect(input).toHaveValue('100.000,00');
    await expect(canvas.getByRole('alert')).toHaveTextContent('VALOR INVÁLIDO');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.paste('doze reais');
    await expect(cents).toHaveTextContent('10000000');
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('1.000.000,07');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    fillInWhole(input as HTMLInputElement, 'R$ 1.234,5');
    await expect(input).toHaveValue('1.234,50');
    await expect(cents).toHaveTextContent('123450');
  },
};

function ReadOnlyMoneyExample() {
  const [cents, setCents] = useState<number | null>(4200);
  return <MoneyField label="Saldo inicial" value={cents} onChange={setCents} readOnly />;
}

/** A read-only amount (an imported account's balance) keeps its value when something is pasted on it. */
export const MoneyReadOnlyIgnoresPaste: Story = {
  render: () => <ReadOnlyMoneyExample />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Saldo inicial');
    await userEvent.click(input);
    await userEvent.paste('R$ 1.500');
    await expect(input).toHaveValue('42,00');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

function SignedMoneyExample() {
  const [cents, setCents] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <MoneyField label="Saldo inicial" value={cents} onChange={setCents} signed />
      <output data-testid="cents">{cents ?? ''}</output>
    </div>
  );
}

/** An opening balance may be below zero: the '±' button or a typed '-' turns the sign (audit K13). */
export const MoneySigned: Story = {
  render: () => <SignedMoneyExample />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Saldo inicial');
    const sign = canvas.getByRole('button', { name: 'Valor negativo' });
    await expect(sign).toBeDisabled();
    await userEvent.type(input, '15000');
    await userEvent.click(sign);
    await expect(input).toHaveValue('-150,00');
    await expect(sign).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('cents')).toHaveTextContent('-15000');
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('-15,00');
    await userEvent.type(input, '-');
    await expect(input).toHaveValue('15,00');
    await userEvent.clear(input);
    await userEvent.paste('-R$ 1.234,50');
    await expect(canvas.getByTestId('cents')).toHaveTextContent('-123450');
  },
};

function PasswordExample() {
  const [value, setValue] = useState('segredo123');
  return <PasswordField label="Senha" value={value} onChange={setValue} />;
}

export const Password: Story = {
  render: () => <PasswordExample />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
