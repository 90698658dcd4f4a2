import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Family } from '@/api/gen/model';
import { familyRoles } from './family-roles';
import { MemberList } from './member-list';

const ME = '6650a1c2e4b0f5a1b2c3d4e5';
/** A name saved before names were cleaned of piles of accents (audit AB1): 180 on its 'l'. */
const PILED = `Carl${'\u0301'.repeat(180)}os Souza`;
/** Real accents, composed and typed decomposed, stay whole inside the clip (decision 047). */
const ACCENTED = 'Ângela Nguye\u0302\u0303n';

const family: Family = {
  _id: 'fam1',
  name: 'Família Souza',
  user: ME,
  voucher: 'SOUZA2026',
  members: [
    {
      _id: 'm1',
      user: ME,
      email: 'ana.souza@exemplo.com.br',
      role: 'admin',
      status: 'active',
      name: 'Ana Souza',
    },
    { _id: 'm2', user: 'u2', email: 'carlos@exemplo.com.br', role: 'member', status: 'active', name: PILED },
    {
      _id: 'm3',
      user: 'u3',
      email: 'angela@exemplo.com.br',
      role: 'member',
      status: 'active',
      name: ACCENTED,
    },
  ],
};

const meta = {
  title: 'Settings/Conta Família/Lista de membros',
  component: MemberList,
  args: {
    familyName: family.name,
    members: family.members ?? [],
    roles: familyRoles(family, ME, 'person'),
    onRemove: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof MemberList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How far a name's ink rises above its baseline, and how far the font's own line does. */
function inkOf(element: Element, text: string) {
  const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  context.font = getComputedStyle(element).font;
  const metrics = context.measureText(text);
  return { ink: metrics.actualBoundingBoxAscent, line: metrics.fontBoundingBoxAscent };
}

/**
 * A member's name with a pile of accents stays inside its own row: the admin's row above it, the
 * voucher hint and the top bar were struck through by it (audit AB1). Real accents are not cut.
 */
export const PiledAccentsStayInTheirRow: Story = {
  play: async ({ canvas }) => {
    const members = canvas.getByRole('list', { name: 'Membros' });
    const piled = within(members).getByText(PILED);
    const { ink, line } = inkOf(piled, PILED);
    // The stored name would draw far above its line...
    await expect(ink).toBeGreaterThan(3 * line);
    // ...so the cell that holds it clips what it draws to its row.
    await expect(['hidden', 'clip']).toContain(getComputedStyle(piled).overflowY);
    const row = piled.closest('li') as HTMLElement;
    const slack = Number.parseFloat(getComputedStyle(piled).overflowClipMargin) || 0;
    await expect(piled.getBoundingClientRect().top - slack).toBeGreaterThanOrEqual(
      row.getBoundingClientRect().top,
    );

    const accented = within(members).getByText(ACCENTED);
    const real = inkOf(accented, ACCENTED);
    await expect(real.ink).toBeLessThanOrEqual(real.line + slack);
    await expect(within(members).getByText('carlos@exemplo.com.br')).toBeVisible();
  },
};
