import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ProductsPending, ProductsScreen } from '@/features/products';
import { loadProducts } from '@/features/products/loader';
import { LoadErrorScreen } from '@/features/shell';
import { apiError, collection, neverAnswer } from '@/testing/msw';
import { products, ShowingBrand, signedIn } from './support';

function Screen() {
  return (
    <ShowingBrand>
      <ProductsScreen />
    </ShowingBrand>
  );
}

/** /produtos as its route mounts it: the loader, the pending view and the error view. */
const productsPage = {
  path: '/produtos',
  loader: loadProducts,
  pending: ProductsPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="products:loadError" />,
};

const meta = {
  title: 'Products/Nossos Produtos',
  component: Screen,
  parameters: { layout: 'fullscreen', brand: 'default', page: productsPage },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => collection(products)));
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nossos Produtos' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Contratar / })).toHaveLength(6));
    for (const [name, image] of [
      ['Saque-aniversário do FGTS', 'Ilustração de FGTS'],
      ['Consórcio de imóvel', 'Ilustração de consórcio'],
      ['Consultoria financeira', 'Ilustração de consultoria'],
      ['Curso Finanças em Ordem', 'Ilustração de curso'],
      ['Empréstimo com garantia', 'Ilustração de empréstimo'],
      ['Carteira de investimentos', 'Ilustração de investimento'],
    ]) {
      const card = canvas.getByRole('listitem', { name });
      await expect(within(card).getByRole('img', { name: image })).toBeVisible();
      await expect(within(card).getByRole('button', { name: `Contratar ${name}` })).toHaveTextContent(
        'Contratar',
      );
    }
  },
};

export const HireModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contratar Curso Finanças em Ordem' }));
    const modal = await canvas.findByRole('dialog', { name: 'Curso Finanças em Ordem' });
    await expect(
      within(modal).getByText('Oito aulas on-line sobre orçamento, dívidas e investimentos.'),
    ).toBeVisible();
    const chat = within(modal).getByRole('link', { name: 'Contratar' });
    await expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/5511999990000?text=${encodeURIComponent('Olá! Tenho interesse em contratar: Curso Finanças em Ordem')}`,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const ImageAddress: Story = {
  beforeEach({ msw }) {
    const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"/>')}`;
    msw.use(http.get('*/api/products', () => collection([{ _id: 'p-x', name: 'Seguro de vida', image }])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Imagem de Seguro de vida' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/products'));
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status', { name: 'Carregando…' })).length).toBe(6);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => collection([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum produto disponível no momento')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
