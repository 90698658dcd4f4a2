import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { image: 'avatar3', name: 'Ana Paula Souza', size: 56 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuiltIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Avatar de Ana Paula Souza' })).toBeVisible();
  },
};

const AVATARS = Array.from({ length: 10 }, (_, index) => `avatar${index + 1}`);

export const AllTen: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {AVATARS.map((image, index) => (
        <Avatar key={image} {...args} image={image} name={`Membro ${index + 1}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /^Avatar de Membro/ })).toHaveLength(10);
  },
};

const photo =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Crect width="10" height="10" fill="teal"/%3E%3C/svg%3E';

export const ImageUrl: Story = {
  args: { image: photo, name: 'Carlos Souza' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Avatar de Carlos Souza' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('src', photo);
  },
};

export const Initials: Story = {
  args: { image: null, name: 'João Pereira Lima' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Avatar de João Pereira Lima' })).toHaveTextContent('JL');
  },
};
