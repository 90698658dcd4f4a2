import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CategoriesPending, CategoriesScreen } from '@/features/settings';
import { loadCategories } from '@/features/settings/loader';
import { LoadErrorScreen } from '@/features/shell';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import {
  catalogue,
  categoriesAre,
  noContent,
  profileUser,
  recorder,
  signedIn,
  userIs,
  WithHosts,
} from './support';

/** The shared catalogue with the sorts the server gives: fixed and variable expenses are two budget cards. */
const SORTS: Record<string, 'fixed' | 'variable'> = {
  aluguel: 'fixed',
  lazer: 'variable',
  cinema: 'variable',
};
const categories = [
  ...catalogue.map((category) => {
    const sort = SORTS[category._id];
    return sort ? { ...category, sort } : category;
  }),
  {
    _id: 'supermercado',
    name: 'Supermercado',
    group: 'expenses' as const,
    sort: 'variable' as const,
    category: null,
    user: null,
  },
];

function Screen() {
  return (
    <WithHosts>
      <CategoriesScreen />
    </WithHosts>
  );
}

/** /configuracoes/categorias as its route mounts it: the loader, the pending view and the error view. */
const page = {
  path: '/configuracoes/categorias',
  loader: loadCategories,
  pending: CategoriesPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="settings:loadError" />,
};

const meta = {
  title: 'Settings/Categorias',
  component: Screen,
  parameters: { layout: 'fullscreen', page },
  beforeEach({ msw }) {
    msw.use(userIs(profileUser), categoriesAre(categories));
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    for (const group of ['Receitas', 'Despesas', 'Investimentos', 'Dívidas e parcelas'])
      await expect(await canvas.findByRole('heading', { name: group })).toBeVisible();
    const mine = canvas.getByRole('list', { name: 'Minhas subcategorias de Lazer' });
    await expect(mine).toHaveTextContent('Cinema');
    await expect(within(mine).getByRole('button', { name: 'Editar Cinema' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar Lazer' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/categories'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nova categoria' })).toBeDisabled();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/categories', () => collection([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma categoria encontrada')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/categories', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus dados no momento',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const CreateInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Receitas' });
    await userEvent.click(canvas.getByRole('button', { name: 'Nova categoria' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova categoria' });
    const modal = within(dialog);
    await userEvent.click(modal.getByRole('button', { name: 'Criar' }));
    await expect(await modal.findAllByText('CAMPO OBRIGATÓRIO')).toHaveLength(2);
    await userEvent.type(modal.getByLabelText('Nome'), 'Outras rendas');
    await expect(await modal.findByText('NOME INVÁLIDO')).toBeVisible();
  },
};

const creates = recorder();
export const Create: Story = {
  beforeEach({ msw }) {
    creates.calls.length = 0;
    msw.use(
      http.post('*/api/categories', async ({ request }) => {
        await creates.record(request);
        return envelope(
          { _id: 'bar', name: 'Bar', group: 'expenses', category: 'lazer', user: profileUser._id },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Receitas' });
    await userEvent.click(canvas.getByRole('button', { name: 'Nova categoria' }));
    const modal = within(await canvas.findByRole('dialog', { name: 'Nova categoria' }));
    await userEvent.type(modal.getByLabelText('Nome'), 'Bar');
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Despesas · Lazer');
    await userEvent.click(modal.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(creates.calls[0]?.body).toEqual({
      name: 'Bar',
      essential: false,
      category: 'lazer',
      group: 'expenses',
    });
  },
};

export const CreateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/categories', () =>
        apiError(400, 'NOME INVÁLIDO', [{ message: 'NOME INVÁLIDO', field: 'name' }]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Receitas' });
    await userEvent.click(canvas.getByRole('button', { name: 'Nova categoria' }));
    const modal = within(await canvas.findByRole('dialog', { name: 'Nova categoria' }));
    await userEvent.type(modal.getByLabelText('Nome'), 'Renda extra');
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Receitas · Salário');
    await userEvent.click(modal.getByRole('button', { name: 'Criar' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('NOME INVÁLIDO');
  },
};

const edits = recorder();
export const Edit: Story = {
  beforeEach({ msw }) {
    edits.calls.length = 0;
    msw.use(
      http.patch('*/api/categories/:id', async ({ request }) => {
        await edits.record(request);
        return envelope({ ...catalogue[6], name: 'Cinema e teatro' });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Cinema' }));
    const modal = within(await canvas.findByRole('dialog', { name: 'Editar categoria' }));
    await expect(modal.getByLabelText('Categoria')).toHaveValue('lazer');
    await userEvent.type(modal.getByLabelText('Nome'), ' e teatro');
    await userEvent.click(modal.getByRole('checkbox', { name: 'Essencial' }));
    await userEvent.click(modal.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(edits.calls[0]).toMatchObject({
      path: '/api/categories/cinema',
      body: { name: 'Cinema e teatro', essential: true, category: 'lazer' },
    });
  },
};

const deletes = recorder();
export const Delete: Story = {
  beforeEach({ msw }) {
    deletes.calls.length = 0;
    msw.use(
      http.delete('*/api/categories/:id', async ({ request }) => {
        await deletes.record(request);
        return noContent();
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Cinema' }));
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Tem certeza que deseja excluir essa categoria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(deletes.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'DELETE /api/categories/cinema',
      ]),
    );
  },
};

/**
 * Editing moves a subcategory only among parents of its budget card (decision 489): Cinema, a variable
 * expense, is offered Lazer and Supermercado, not Aluguel (fixed) nor any revenue.
 */
export const EditOffersSameGroupParents: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Cinema' }));
    const modal = within(await canvas.findByRole('dialog', { name: 'Editar categoria' }));
    const offered = within(modal.getByLabelText('Categoria'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(offered).toEqual(['Selecione', 'Despesas · Lazer', 'Despesas · Supermercado']);
    await expect(modal.getByText(/Só aparecem as categorias do mesmo grupo/)).toBeVisible();
  },
};

/** A second 'Cinema' under Lazer, or a subcategory named as its parent, is refused before any request. */
export const CreateDuplicate: Story = {
  beforeEach({ msw }) {
    creates.calls.length = 0;
    msw.use(
      http.post('*/api/categories', async ({ request }) => {
        await creates.record(request);
        return envelope({ _id: 'x', name: 'x', group: 'expenses' }, { status: 201 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Receitas' });
    await userEvent.click(canvas.getByRole('button', { name: 'Nova categoria' }));
    const modal = within(await canvas.findByRole('dialog', { name: 'Nova categoria' }));
    const name = modal.getByLabelText('Nome');
    await expect(name).toHaveAttribute('maxlength', '200');
    await userEvent.type(name, ' CINEMÁ ');
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Despesas · Lazer');
    await userEvent.click(modal.getByRole('button', { name: 'Criar' }));
    await expect(
      await modal.findByText('Você já tem uma subcategoria com esse nome nessa categoria'),
    ).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'lazer');
    await expect(
      await modal.findByText('A subcategoria não pode ter o nome da categoria a que pertence'),
    ).toBeVisible();
    await userEvent.selectOptions(modal.getByLabelText('Categoria'), 'Despesas · Supermercado');
    await waitFor(() =>
      expect(modal.queryByText('A subcategoria não pode ter o nome da categoria a que pertence')).toBeNull(),
    );
    await expect(creates.calls).toHaveLength(0);
  },
};

/** A 200-letter word the server accepts. */
const longName = 'Á'.repeat(200);

/** The long name breaks inside its row: the page is never wider than the window, Excluir stays on it. */
async function fitsTheWindow(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  const remove = await canvas.findByRole('button', { name: `Excluir ${longName}` });
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
}

const withLongName = () =>
  categoriesAre([
    ...categories,
    { _id: 'longo', name: longName, group: 'expenses', category: 'lazer', user: profileUser._id },
  ]);

export const LongNameDesktop: Story = {
  beforeEach({ msw }) {
    msw.use(withLongName());
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: ({ canvas }) => fitsTheWindow(canvas),
};

export const LongNamePhone: Story = {
  beforeEach({ msw }) {
    msw.use(withLongName());
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: ({ canvas }) => fitsTheWindow(canvas),
};
