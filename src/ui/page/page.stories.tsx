import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { Page } from './page';

const TITLE = 'Objetivos';
const ACTION = 'Novo objetivo';
const BODY = 'Conteúdo da tela';

const meta = {
  title: 'UI/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { title: TITLE, children: <p>{BODY}</p> },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    // The shell's main landmark holds the page: a second one would be a nested main.
    await expect(canvas.queryByRole('main')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByText(BODY)).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button>{ACTION}</Button>, floatingSpace: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ACTION })).toBeVisible();
    const page = canvas.getByText(BODY).parentElement as HTMLElement;
    await expect(getComputedStyle(page).paddingBottom).toBe('96px');
  },
};
