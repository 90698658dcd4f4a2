import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMoney } from '@/lib/money';
import { resolvedToken } from '@/testing/colours';
import { MoneyText } from './money-text';

const meta = {
  title: 'UI/MoneyText',
  component: MoneyText,
  args: { cents: 123456 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText(/^R\$\s1\.234,56$/);
    await expect(getComputedStyle(amount).color).toBe(resolvedToken(amount, '--color-positive-text'));
  },
};

export const Negative: Story = {
  args: { cents: -98765 },
  play: async ({ canvas }) => {
    const amount = canvas.getByText(/^-R\$\s987,65$/);
    await expect(getComputedStyle(amount).color).toBe(resolvedToken(amount, '--color-negative-text'));
  },
};

export const Currencies: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 4 }}>
      <li>
        <MoneyText cents={150000} currency="USD" />
      </li>
      <li>
        <MoneyText cents={150000} currency="EUR" />
      </li>
      <li>
        <MoneyText cents={150000} currency="GBP" />
      </li>
      <li>
        <MoneyText cents={150050} currency="JPY" />
      </li>
      <li>
        <MoneyText cents={0} />
      </li>
      <li>
        <MoneyText cents={-250000} tone="plain" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^US\$\s1\.500,00$/)).toBeVisible();
    await expect(canvas.getByText(/^€\s1\.500,00$/)).toBeVisible();
    await expect(canvas.getByText(/^£\s1\.500,00$/)).toBeVisible();
    await expect(canvas.getByText(/^JP¥\s1\.501$/)).toBeVisible();
    await expect(canvas.getByText(/^R\$\s0,00$/)).toBeVisible();
  },
};

/** A phone's window, 390 px wide (decision 098). */
const PHONE = {
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

const HUGE = [-100_277_778_863_086, -200_277_779_177_977, 99_999_999_999_999];

/**
 * Figures past R$ 100 billion in boxes of a phone's card, a calendar's 'Saldo previsto' and the
 * desktop's 286 px totals panel: each is drawn smaller, on one line, inside its box. They broke
 * into '-', 'R$ 1.002.777.788.6' and '30,86' (audit W2). A short figure keeps its size.
 */
export const FitsItsBox: Story = {
  ...PHONE,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[120, 254, 342].flatMap((width) =>
        HUGE.map((cents) => (
          <p
            key={`${width}-${cents}`}
            data-testid="box"
            style={{ width, margin: 0, fontSize: '1.6rem', fontWeight: 600, containerType: 'inline-size' }}
          >
            <MoneyText cents={cents} breakable />
          </p>
        )),
      )}
      <p
        data-testid="short"
        style={{ width: 254, margin: 0, fontSize: '1.6rem', containerType: 'inline-size' }}
      >
        <MoneyText cents={123456} breakable />
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    for (const box of canvas.getAllByTestId('box')) {
      const amount = box.firstElementChild as HTMLElement;
      await expect(HUGE.map((cents) => formatMoney(cents))).toContain(amount.textContent);
      // One piece: a single line box, inside the box's width.
      await expect(amount.getClientRects()).toHaveLength(1);
      const drawn = amount.getBoundingClientRect();
      const room = box.getBoundingClientRect();
      await expect(drawn.left).toBeGreaterThanOrEqual(room.left);
      await expect(drawn.right).toBeLessThanOrEqual(room.right);
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
    const short = canvas.getByTestId('short');
    await expect(getComputedStyle(short.firstElementChild as Element).fontSize).toBe(
      getComputedStyle(short).fontSize,
    );
  },
};
