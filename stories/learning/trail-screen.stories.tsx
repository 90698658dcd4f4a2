import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { TrailBackLink, TrailNotFound, TrailPending, TrailScreen } from '@/features/learning';
import { loadTrail } from '@/features/learning/loader';
import { LoadErrorScreen } from '@/features/shell';
import { apiError, neverAnswer } from '@/testing/msw';
import {
  consoleSpies,
  debtsTrail,
  learningHandlers,
  playerStateChange,
  signedIn,
  watchState,
} from './support';

const route = '/educacional/trilhas-de-aprendizado/$id';
const path = `/educacional/trilhas-de-aprendizado/${debtsTrail._id}`;

const trailError = (props: ErrorComponentProps) => (
  <>
    <TrailBackLink />
    <LoadErrorScreen {...props} message="learning:loadError" />
  </>
);

/** The trail as its route mounts it: the loader, the pending view and the error view. */
const trailPage = {
  path,
  route,
  loader: (queryClient: Parameters<typeof loadTrail>[0], _search: unknown, params: Record<string, string>) =>
    loadTrail(queryClient, params.id ?? ''),
  pending: TrailPending,
  error: trailError,
};
let logged: ReturnType<typeof consoleSpies>;
let watch = watchState();

const meta = {
  title: 'Learning/Trilha de aprendizado',
  component: TrailScreen,
  args: { id: debtsTrail._id },
  parameters: { layout: 'fullscreen', page: trailPage },
  beforeEach({ msw }) {
    watch = watchState();
    msw.use(...learningHandlers(), ...watch.handlers);
    return signedIn();
  },
} satisfies Meta<typeof TrailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const step = (canvas: Canvas, name: string) => canvas.findByRole('listitem', { name });
const videoButton = (item: HTMLElement, number: number) =>
  within(item).getByRole('button', { name: new RegExp(`vídeo ${number} `) });

export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Educação financeira' })).toBeVisible();
    await expect(canvas.getByText('Trilhas de aprendizado')).toBeVisible();
    const first = await step(canvas, 'Entenda suas dívidas');
    await expect(within(first).getByText('Juros, parcelas e o custo real do rotativo.')).toBeVisible();
    await expect(videoButton(first, 1)).toHaveAttribute('aria-current', 'step');
    await expect(videoButton(first, 2)).not.toHaveAttribute('aria-current');
    await expect(within(first).getByText('0 de 2 vídeos assistidos')).toBeVisible();
    for (const name of ['Negociando com o banco', 'Fora do vermelho para sempre']) {
      const locked = await step(canvas, name);
      await expect(within(locked).getByText('Bloqueada')).toBeVisible();
      for (const button of within(locked).getAllByRole('button')) await expect(button).toBeDisabled();
    }
    const items = canvas.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Entenda suas dívidas',
      'Negociando com o banco',
      'Fora do vermelho para sempre',
    ]);
  },
};

export const HalfWay: Story = {
  beforeEach({ msw }) {
    watch = watchState(['v-rotativo', 'v-juros', 'v-portabilidade']);
    msw.use(...watch.handlers);
  },
  play: async ({ canvas }) => {
    const first = await step(canvas, 'Entenda suas dívidas');
    await waitFor(() => expect(within(first).getByText('Concluída')).toBeVisible());
    await expect(within(first).queryByRole('button', { current: 'step' })).toBeNull();
    const second = await step(canvas, 'Negociando com o banco');
    await expect(videoButton(second, 2)).toHaveAttribute('aria-current', 'step');
    await expect(videoButton(second, 1)).toBeEnabled();
    await expect(within(second).getByText('Assistido')).toBeVisible();
    await expect(
      within(await step(canvas, 'Fora do vermelho para sempre')).getByText('Bloqueada'),
    ).toBeVisible();
  },
};

export const WatchingUnlocksTheNextStep: Story = {
  beforeEach({ msw }) {
    watch = watchState(['v-rotativo']);
    msw.use(...watch.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const first = await step(canvas, 'Entenda suas dívidas');
    await waitFor(() => expect(videoButton(first, 2)).toHaveAttribute('aria-current', 'step'));
    await userEvent.click(videoButton(first, 2));
    const player = await canvas.findByRole('dialog', { name: 'Player de vídeo' });
    await expect(within(player).getByTitle('Player de vídeo').getAttribute('src')).toContain(
      '/embed/v-juros',
    );
    playerStateChange(1);
    await waitFor(() => expect(watch.state.marked).toEqual(['v-juros']));
    // Later state changes of the same video are not sent again.
    playerStateChange(2);
    await userEvent.click(within(player).getByRole('button', { name: 'Fechar vídeo' }));
    const second = await step(canvas, 'Negociando com o banco');
    await waitFor(() => expect(within(second).queryByText('Bloqueada')).toBeNull());
    await expect(videoButton(second, 1)).toHaveAttribute('aria-current', 'step');
    await expect(within(first).getByText('Concluída')).toBeVisible();
    await expect(watch.state.marked).toEqual(['v-juros']);
  },
};

/** Decision 092: closing the player gives focus back to the button that opened it. */
export const ClosingThePlayerReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await step(canvas, 'Entenda suas dívidas');
    const opener = videoButton(first, 1);
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const player = await canvas.findByRole('dialog', { name: 'Player de vídeo' });
    await expect(within(player).getByRole('button', { name: 'Fechar vídeo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Esc as the browser reports it on a modal dialog (a synthetic key press does not reach it). */
const pressEscape = (dialog: HTMLElement) => dialog.dispatchEvent(new Event('cancel', { cancelable: true }));

/** A list rebuilt while the video played: the same video's new button, else its step's heading. */
export const FocusFindsTheRebuiltList: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await step(canvas, 'Entenda suas dívidas');
    await userEvent.click(videoButton(first, 2));
    const player = await canvas.findByRole('dialog', { name: 'Player de vídeo' });
    const rebuilt = videoButton(first, 2).cloneNode(true) as HTMLElement;
    videoButton(first, 2).replaceWith(rebuilt);
    pressEscape(player);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(rebuilt).toHaveFocus();

    await userEvent.click(videoButton(first, 1));
    const again = await canvas.findByRole('dialog', { name: 'Player de vídeo' });
    videoButton(first, 1).remove();
    pressEscape(again);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(
      within(first).getByRole('heading', { level: 3, name: 'Entenda suas dívidas' }),
    ).toHaveFocus();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/educational/trails/:id'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

/**
 * An unknown id (an old bookmark): the route's not-found view, with the way back and no retry (a
 * 404 stays a 404), and nothing in the console (the router's notFound is no error).
 */
export const NotFound: Story = {
  args: { id: 'nao-existe' },
  parameters: {
    page: { ...trailPage, path: '/educacional/trilhas-de-aprendizado/nao-existe', notFound: TrailNotFound },
  },
  beforeEach() {
    logged = consoleSpies();
    return logged.restore;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Trilha não encontrada');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Educação financeira' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await expect(logged.calls()).toEqual([]);
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Educação Financeira' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/educacional');
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/educational/trails/:id', () => apiError(500, 'Erro de comunicação com o servidor')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível carregar o conteúdo');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
