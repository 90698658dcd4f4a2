import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { flagFetchError, resetUiState, showSnack } from '@/app/ui-store';
import { PlaceholderScreen, ShellLayout, type ShellLayoutProps, useLogout } from '@/features/shell';
import { logoutRecorder } from '@/testing/msw';
import { systemColour, withDisplay } from '../ui/display-media';

/** The shell as each kind of person sees it; the screen inside is a placeholder. */
function Shell(props: Omit<ShellLayoutProps, 'children' | 'onLogout' | 'open' | 'onToggleSidebar'>) {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  // As the app's router does: the drawer closes before each navigation.
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);
  return (
    <ShellLayout {...props} open={open} onToggleSidebar={setOpen} onLogout={() => void logout()}>
      <PlaceholderScreen titleKey="routes:transactions" />
    </ShellLayout>
  );
}

const meta = {
  title: 'Shell/Page shell',
  component: Shell,
  parameters: { layout: 'fullscreen', page: { path: '/movimentacoes' } },
  args: { actsAsPlanner: false, canLogout: true, settingsAttention: false },
  beforeEach: () => {
    resetUiState();
    return resetUiState;
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (canvas: { getAllByRole: (role: 'link') => HTMLElement[] }) =>
  canvas.getAllByRole('link').map((link) => link.textContent);

export const OrdinaryUser: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeInTheDocument();
    // Wide, the sidebar is no drawer: never inert, nor is the page.
    await expect(nav).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('main').closest('[inert]')).toBeNull();
    await expect(linkNames(canvas)).toEqual([
      'Otto',
      'Painel',
      'Transações',
      'Calendário',
      'Planejamento',
      'Carteiras',
      'Objetivos',
      'Tarefas',
      'Relatório',
      'Educacional',
      'Configurações',
    ]);
    await expect(canvas.getByRole('link', { name: 'Transações' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await expect(canvas.getByText('Versão 1.0')).toBeInTheDocument();
    await expect(canvas.getByText('Esta tela ainda está em construção.')).toBeInTheDocument();
  },
};

export const Planner: Story = {
  args: { actsAsPlanner: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Painel' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Calendário' })).not.toBeInTheDocument();
  },
};

export const CompanyUser: Story = {
  args: { canLogout: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Configurações' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  },
};

export const SettingsNeedAttention: Story = {
  args: { settingsAttention: true },
  play: async ({ canvas }) => {
    const settings = canvas.getByRole('link', { name: /Configurações/ });
    await expect(settings).toHaveAttribute('data-attention', 'true');
    await expect(
      canvas.getByRole('img', { name: 'Contas automáticas precisam de atenção' }),
    ).toBeInTheDocument();
  },
};

export const DemoBrand: Story = {
  parameters: { brand: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Cofrinha/ })).toBeInTheDocument();
    // The demo brand renames two links and hides tasks.
    await expect(canvas.getByRole('link', { name: 'Meus bolsos' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sonhos' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Tarefas' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Versão 0.9-demo')).toBeInTheDocument();
  },
};

const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const Narrow: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { hidden: true });
    await expect(nav).toHaveAttribute('data-open', 'false');
    // Below 701 px the sidebar is a drawer behind the menu button.
    fireEvent.click(canvas.getByRole('button', { name: 'Abrir menu', hidden: true }));
    await waitFor(() => expect(nav).toHaveAttribute('data-open', 'true'));
    await expect(canvas.getByRole('button', { name: 'Fechar menu', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/**
 * A person who asked for less motion: the drawer is there at once, without sliding across the screen
 * (audit Z6, WCAG 2.3.3), and goes at once too.
 */
export const NarrowReducedMotion: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { hidden: true });
    await expect(getComputedStyle(nav).transitionDuration).not.toMatch(/^0s(, 0s)*$/);
    await withDisplay({ reducedMotion: true }, async () => {
      await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
      await expect(getComputedStyle(nav).transitionDuration).toMatch(/^0s(, 0s)*$/);
      fireEvent.click(canvas.getByRole('button', { name: 'Abrir menu', hidden: true }));
      await waitFor(() => expect(nav).toHaveAttribute('data-open', 'true'));
      await expect(getComputedStyle(nav).transitionDuration).toMatch(/^0s(, 0s)*$/);
      await expect(getComputedStyle(nav).transform).toBe('none');
      await expect(nav.getAnimations()).toHaveLength(0);
    });
  },
};

/**
 * High contrast drops the current item's filled pill; it kept only its bold weight (audit Z4). It
 * takes the system's selection colours.
 */
export const CurrentItemInHighContrast: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Transações' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const other = canvas.getByRole('link', { name: 'Calendário' });
    await withDisplay({ forcedColors: true }, async () => {
      await expect(getComputedStyle(current).backgroundColor).toBe(systemColour('Highlight'));
      await expect(getComputedStyle(current).color).toBe(systemColour('HighlightText'));
      await expect(getComputedStyle(other).backgroundColor).not.toBe(systemColour('Highlight'));
    });
  },
};

/**
 * The drawer and the keyboard: closed, its links are no Tab stops (they are off screen); opened,
 * the focus goes into it and the page behind is out of reach; Esc closes it and gives the focus
 * back to the menu button.
 */
export const NarrowKeyboard: Story = {
  globals: phone,
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { hidden: true });
    const focusInDrawer = () => nav.contains(document.activeElement);
    await expect(nav).toHaveAttribute('inert');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
    for (let stop = 0; stop < 3; stop += 1) {
      await userEvent.tab();
      await expect(focusInDrawer()).toBe(false);
    }

    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await waitFor(() => expect(focusInDrawer()).toBe(true));
    await expect(nav).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    await userEvent.tab();
    await expect(focusInDrawer()).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(nav).toHaveAttribute('data-open', 'false'));
    await expect(canvas.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
    await expect(nav).toHaveAttribute('inert');
    await expect(canvas.getByRole('main').closest('[inert]')).toBeNull();
  },
};

/**
 * A screen chosen in the drawer with the keyboard: the drawer closes, its link with it, and the focus
 * goes to the new screen rather than to the page's body (audit N5).
 */
export const NarrowKeyboardChoosesAScreen: Story = {
  globals: phone,
  // Any one-segment path is this story's screen, so the shell stays when a link is followed.
  parameters: { page: { path: '/movimentacoes', route: '/$screen' } },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { hidden: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await waitFor(() => expect(nav.contains(document.activeElement)).toBe(true));
    const painel = canvas.getByRole('link', { name: 'Painel' });
    painel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nav).toHaveAttribute('data-open', 'false'));
    await expect(painel).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** WCAG 2.4.1: the first Tab stop skips the menu; Enter puts the focus on the screen (audit E6). */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    const skip = canvas.getByRole('button', { name: 'Pular para o conteúdo' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const LogoutConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Sair' });
    await expect(dialog).toHaveTextContent('Deseja mesmo sair');
    await expect(canvas.getByRole('button', { name: 'Desconectar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const logouts = logoutRecorder();
/** A planner inside a client's account: leaving ends the client's session and the planner's own. */
export const PlannerLogoutEndsBothSessions: Story = {
  args: { actsAsPlanner: true },
  parameters: {
    localStorage: {
      token: 'token-client',
      id: 'client-ana',
      plannerLogin: JSON.stringify({
        token: 'token-planner',
        id: 'planner-marcos',
        image: null,
        clients: [],
      }),
    },
  },
  beforeEach({ msw }) {
    logouts.revoked.length = 0;
    msw.use(logouts.handler);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect([...logouts.revoked].sort()).toEqual(['Bearer token-client', 'Bearer token-planner']);
  },
};

export const ErrorBanner: Story = {
  play: async ({ canvas }) => {
    flagFetchError();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro de comunicação com o servidor');
  },
};

export const SnackBar: Story = {
  play: async ({ canvas }) => {
    showSnack('Item alterado com sucesso');
    // It opens 300 ms after the call.
    await expect(canvas.queryByText('Item alterado com sucesso')).not.toBeInTheDocument();
    await expect(await canvas.findByText('Item alterado com sucesso', {}, { timeout: 1000 })).toBeVisible();
  },
};
