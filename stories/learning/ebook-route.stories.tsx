import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFound } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import { EBOOK_IDS } from '@/app/search-schemas';
import { AppShell, RouteErrorScreen } from '@/features/shell';
import { consoleSpies, signedIn, watchState } from './support';

/** /ebooks/{id} with an id that is no e-book, as its route mounts it (decision 070, decision 164). */
function Ebook() {
  return null;
}

let logged: ReturnType<typeof consoleSpies>;

const meta = {
  title: 'Learning/E-book desconhecido',
  component: Ebook,
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/ebooks/desconhecido',
      route: '/ebooks/$id',
      loader: (_queryClient: unknown, _search: unknown, params: Record<string, string>) => {
        if (!(EBOOK_IDS as readonly string[]).includes(params.id ?? '')) throw notFound();
      },
      notFound: () => (
        <AppShell modals={{}}>
          <RouteErrorScreen />
        </AppShell>
      ),
    },
  },
  beforeEach({ msw }) {
    msw.use(...watchState().handlers);
    logged = consoleSpies();
    const signOut = signedIn();
    return () => {
      logged.restore();
      signOut();
    };
  },
} satisfies Meta<typeof Ebook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route error screen inside the shell, whose menu leads on; nothing in the console. */
export const UnknownId: Story = {
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Não foi possível abrir esta página' }),
    ).toBeVisible();
    await expect(within(alert).getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute(
      'href',
      '/painel',
    );
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    await expect(logged.calls()).toEqual([]);
  },
};
