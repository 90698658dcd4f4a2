import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { EducationalPending, EducationalScreen } from '@/features/learning';
import { loadEducational } from '@/features/learning/loader';
import { LoadErrorScreen } from '@/features/shell';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import { screenLoaded } from '../screen-loaded';
import { learningHandlers, signedIn, watchState } from './support';

/** /educacional as its route mounts it: the loader, the pending view and the error view. */
const educationalPage = {
  path: '/educacional',
  loader: loadEducational,
  pending: EducationalPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="learning:loadError" />,
};

const meta = {
  title: 'Learning/Educação Financeira',
  component: EducationalScreen,
  parameters: { layout: 'fullscreen', page: educationalPage },
  beforeEach({ msw }) {
    msw.use(...learningHandlers(), ...watchState().handlers);
    return signedIn();
  },
} satisfies Meta<typeof EducationalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await screenLoaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Educação Financeira' })).toBeVisible();
    const videos = canvas.getByRole('region', { name: 'Trilhas de vídeos' });
    const group = await within(videos).findByRole('article', { name: 'Primeiros passos' });
    await expect(within(group).getAllByRole('button', { name: /Assistir Primeiros passos/ })).toHaveLength(2);
    await expect(within(group).getByText('05:10')).toBeVisible();
    const trails = canvas.getByRole('region', { name: 'Trilhas de aprendizado' });
    const link = await within(trails).findByRole('link', { name: /^Saindo das dívidas/ });
    await expect(link).toHaveAttribute(
      'href',
      '/educacional/trilhas-de-aprendizado/trilha-saindo-das-dividas',
    );
    await expect(within(link).getByText('3 etapas')).toBeVisible();
    await expect(within(trails).getByText('1 etapa')).toBeVisible();
    const blog = canvas.getByRole('region', { name: 'Blog' });
    await expect(
      await within(blog).findByRole('link', { name: 'Ler Como montar sua reserva de emergência em 2026' }),
    ).toHaveAttribute('href', 'https://blog.exemplo.com.br/reserva-de-emergencia');
    const ebooks = canvas.getByRole('region', { name: 'E-books' });
    await expect(within(ebooks).getByRole('link', { name: 'Entenda suas dívidas' })).toHaveAttribute(
      'href',
      '/ebooks/entenda_dividas',
    );
    await expect(
      within(ebooks).getByRole('link', { name: 'Guia completo para o Equilibrio Financeiro' }),
    ).toHaveAttribute('href', '/ebooks/guia_completo_equilibrio_financeiro');
  },
};

export const PlaysAVideo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /Assistir Primeiros passos, vídeo 2 06:45/ }),
    );
    const player = await canvas.findByRole('dialog', { name: 'Player de vídeo' });
    const frame = within(player).getByTitle('Player de vídeo');
    await expect(frame.getAttribute('src')).toContain('/embed/v-plano');
    // 1024x576, or full width and 200 px high on small screens.
    const box = frame.getBoundingClientRect();
    if (window.innerWidth > 1024) await expect([box.width, box.height]).toEqual([1024, 576]);
    else await expect(box.height).toBe(200);
    await userEvent.click(within(player).getByRole('button', { name: 'Fechar vídeo' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/educational/*'));
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status', { name: 'Carregando…' })).length).toBe(3);
    await expect(canvas.getByRole('link', { name: 'Entenda suas dívidas' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/educational/videos', () => envelope({ contendVideo: [] })),
      http.get('*/api/educational/trails', () => collection([])),
      http.get('*/api/educational/blog', () => collection([])),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum vídeo disponível no momento')).toBeVisible();
    await expect(await canvas.findByText('Nenhuma trilha disponível no momento')).toBeVisible();
    await expect(await canvas.findByText('Nenhum post publicado')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Guia completo para o Equilibrio Financeiro' }),
    ).toBeVisible();
  },
};

/** Any of the three reads failing shows the screen's load error, with a retry (decision 385). */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/educational/blog', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Não foi possível carregar o conteúdo',
      ]),
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Decision 092: Esc closes the player and focus goes back to the video's button, not to the page. */
export const EscReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = await canvas.findByRole('button', { name: /Assistir Dinheiro em família, vídeo 1 / });
    await userEvent.click(opener);
    const player = await canvas.findByRole('dialog', { name: 'Player de vídeo' });
    // Esc as the browser reports it on a modal dialog (a synthetic key press does not reach it).
    player.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
