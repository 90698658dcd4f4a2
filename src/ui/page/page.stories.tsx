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
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByText(BODY)).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button>{ACTION}</Button>, floatingSpace: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ACTION })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('main')).paddingBottom).toBe('96px');
  },
};
