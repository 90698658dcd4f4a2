import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Expert } from '@/api/gen/model';
import { ExpertsPending, ExpertsScreen } from '@/features/experts';
import { loadExperts } from '@/features/experts/loader';
import { LoadErrorScreen } from '@/features/shell';
import { SnackBarHost } from '@/features/shell/shell-hosts';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import { ShowingBrand, signedIn } from '../products/support';

const experts: Expert[] = [
  {
    _id: 'e-juliana',
    name: 'Juliana Mendes',
    expertizes: [{ name: 'Investimentos' }, { name: 'Aposentadoria' }],
    stars: 4.8,
    sessionPrice: 180,
    likes: 1250,
    aboutMessage: 'Planejadora financeira CFP há 10 anos.',
    profileMessage: 'Ajudo famílias a investir com tranquilidade.',
  },
  {
    _id: 'e-ricardo',
    name: 'Ricardo Alves',
    expertizes: [{ name: 'Dívidas' }, { name: 'Orçamento familiar' }],
    stars: 4.6,
    sessionPrice: 120,
    likes: 842,
  },
  {
    _id: 'e-patricia',
    name: 'Patrícia Nogueira',
    expertizes: [{ name: 'Impostos' }, { name: 'Investimentos' }],
    stars: 4.9,
    sessionPrice: 220.5,
    likes: 999,
  },
];

function Screen() {
  return (
    <ShowingBrand>
      <ExpertsScreen />
      <SnackBarHost />
    </ShowingBrand>
  );
}

/** /especialistas as its route mounts it: the loader, the pending view and the error view. */
const expertsPage = {
  path: '/especialistas',
  loader: loadExperts,
  pending: ExpertsPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="experts:loadError" />,
};

const meta = {
  title: 'Experts/Especialistas',
  component: Screen,
  parameters: { layout: 'fullscreen', brand: 'default', page: expertsPage },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/experts', () => collection(experts)));
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const names = (canvas: Canvas) =>
  canvas
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))
    .filter(Boolean);

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Especialistas' })).toBeVisible();
    const juliana = await canvas.findByRole('listitem', { name: 'Juliana Mendes' });
    await expect(within(juliana).getByText('Investimentos')).toBeVisible();
    await expect(within(juliana).getByText('Aposentadoria')).toBeVisible();
    await expect(within(juliana).getByText('4,8 de 5 estrelas')).toBeVisible();
    await expect(within(juliana).getByText('R$ 180,00 por sessão')).toBeVisible();
    await expect(within(juliana).getByText(/^1,3\smil curtidas$/)).toBeVisible();
    const patricia = canvas.getByRole('listitem', { name: 'Patrícia Nogueira' });
    await expect(within(patricia).getByText('999 curtidas')).toBeVisible();
    await expect(within(patricia).getByText('R$ 220,50 por sessão')).toBeVisible();
  },
};

export const FilterAndSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('listitem', { name: 'Juliana Mendes' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Especialidade' }), 'Investimentos');
    await waitFor(() => expect(names(canvas)).toEqual(['Juliana Mendes', 'Patrícia Nogueira']));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar especialista' }), 'patricia');
    await waitFor(() => expect(names(canvas)).toEqual(['Patrícia Nogueira']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Especialidade' }), 'Dívidas');
    await expect(await canvas.findByText('Nenhum especialista encontrado')).toBeVisible();
  },
};

export const Profile: Story = {
  play: async ({ canvas, userEvent }) => {
    const juliana = await canvas.findByRole('listitem', { name: 'Juliana Mendes' });
    await userEvent.click(within(juliana).getByRole('button', { name: 'Ver perfil' }));
    const modal = await canvas.findByRole('dialog', { name: 'Perfil de Juliana Mendes' });
    await expect(within(modal).getByText('Ajudo famílias a investir com tranquilidade.')).toBeVisible();
    await expect(within(modal).getByText('Planejadora financeira CFP há 10 anos.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const Like: Story = {
  beforeEach({ msw }) {
    const sent: unknown[] = [];
    let likes = 842;
    msw.use(
      http.get('*/api/experts', () =>
        collection(experts.map((expert) => (expert._id === 'e-ricardo' ? { ...expert, likes } : expert))),
      ),
      http.patch('*/api/experts/:id', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        likes += 1;
        return envelope({ ...experts[1], likes });
      }),
    );
    (globalThis as { sentLikes?: unknown[] }).sentLikes = sent;
  },
  play: async ({ canvas, userEvent }) => {
    const ricardo = await canvas.findByRole('listitem', { name: 'Ricardo Alves' });
    await userEvent.click(within(ricardo).getByRole('button', { name: 'Curtir' }));
    await waitFor(() => expect(within(ricardo).getByText('843 curtidas')).toBeVisible());
    await expect(within(ricardo).getByRole('button', { name: 'Curtido' })).toBeDisabled();
    await expect((globalThis as { sentLikes?: unknown[] }).sentLikes).toEqual([
      { id: 'e-ricardo', body: { likes: 1 } },
    ]);
  },
};

export const LikeFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/experts/:id', () => HttpResponse.json({ message: 'Erro' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const ricardo = await canvas.findByRole('listitem', { name: 'Ricardo Alves' });
    await userEvent.click(within(ricardo).getByRole('button', { name: 'Curtir' }));
    await expect(await canvas.findByText('Não foi possível registrar sua curtida')).toBeVisible();
    await expect(within(ricardo).getByRole('button', { name: 'Curtir' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/experts'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/experts', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os especialistas',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
