import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { systemColour, withDisplay } from '../ui/display-media';
import { ProfileStoryScreen, profileUser, signedIn, userIs } from './support';

/** 'Meu Perfil' under Windows high contrast ("forced colours", audit Z3 and Z4). */
const meta = {
  title: 'Settings/Meu Perfil/Display settings',
  component: ProfileStoryScreen,
  parameters: { layout: 'fullscreen', page: { path: '/configuracoes/perfil' } },
  beforeEach({ msw }) {
    msw.use(userIs({ ...profileUser, image: 'avatar3' }));
    return signedIn();
  },
} satisfies Meta<typeof ProfileStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * High contrast paints every transparent border in the text colour: all ten avatars wore the same
 * ring and the chosen one looked like the others (audit Z3). Only the chosen one has a ring, in the
 * selection colour.
 */
export const ChosenAvatarInHighContrast: Story = {
  play: async ({ canvas }) => {
    const chosen = await canvas.findByRole('button', { name: 'Avatar 3', pressed: true }, { timeout: 5000 });
    const others = canvas.getAllByRole('button', { name: /^Avatar \d+$/, pressed: false });
    await expect(others).toHaveLength(9);
    await withDisplay({ forcedColors: true }, async () => {
      const page = systemColour('Canvas');
      await expect(getComputedStyle(chosen).borderTopColor).toBe(systemColour('Highlight'));
      await expect(getComputedStyle(chosen).borderTopColor).not.toBe(page);
      for (const other of others) await expect(getComputedStyle(other).borderTopColor).toBe(page);
    });
  },
};

/**
 * Likewise every tab was underlined and the current one only bolder (audit Z4): only the current tab
 * keeps its line, in the selection colour.
 */
export const CurrentTabInHighContrast: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Seções das configurações' });
    const current = within(tabs).getByRole('link', { name: 'Meu Perfil' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const others = within(tabs)
      .getAllByRole('link')
      .filter((link) => link !== current);
    await expect(others.length).toBeGreaterThanOrEqual(4);
    await withDisplay({ forcedColors: true }, async () => {
      const page = systemColour('Canvas');
      await expect(getComputedStyle(current).borderBottomColor).toBe(systemColour('Highlight'));
      await expect(getComputedStyle(current).borderBottomColor).not.toBe(page);
      for (const other of others) await expect(getComputedStyle(other).borderBottomColor).toBe(page);
    });
  },
};
