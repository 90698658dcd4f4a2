import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Family } from '@/api/gen/model';
import { rememberPlannerLogin } from '@/app/session';
import { FamilyPending, FamilyScreen } from '@/features/settings';
import { loadFamily } from '@/features/settings/loader';
import { LoadErrorScreen } from '@/features/shell';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import {
  familiesAre,
  memberUser,
  PARTNER,
  plannerUser,
  profileUser,
  recorder,
  signedIn,
  souza,
  souzaForMember,
  userIs,
  WithHosts,
} from './support';

function Screen() {
  return (
    <WithHosts>
      <FamilyScreen />
    </WithHosts>
  );
}

/** /configuracoes/conta-familia as its route mounts it: the loader, the pending view and the error view. */
const page = {
  path: '/configuracoes/conta-familia',
  loader: loadFamily,
  pending: FamilyPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="settings:loadError" />,
};

const meta = {
  title: 'Settings/Conta Família',
  component: Screen,
  parameters: { layout: 'fullscreen', page },
  beforeEach({ msw }) {
    msw.use(userIs(profileUser), familiesAre([souza]));
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = recorder();
const recordAll = () => {
  calls.calls.length = 0;
  const answer = async ({ request }: { request: Request }) => {
    await calls.record(request);
    return envelope(souza);
  };
  return [
    http.post('*/api/families', async ({ request }) => {
      await calls.record(request);
      return envelope(souza, { status: 201 });
    }),
    http.post('*/api/families/voucher', answer),
    http.post('*/api/families/:id/member', answer),
    http.delete('*/api/families/:id/member', answer),
  ];
};

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Família Souza' })).toBeVisible();
    await expect(canvas.getByText('SOUZA2026')).toBeVisible();
    const members = canvas.getByRole('list', { name: 'Membros' });
    await expect(within(members).getByText('Administrador')).toBeVisible();
    await expect(within(members).getByText('Convite pendente')).toBeVisible();
    await expect(within(members).getByRole('button', { name: 'Excluir Carlos Souza' })).toBeVisible();
    await expect(within(members).queryByRole('button', { name: 'Excluir Ana Paula Souza' })).toBeNull();
    await expect(within(members).queryByRole('button', { name: /^sair/i })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Convidar por e-mail' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Criar uma família' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Entrar em uma família' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/families'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Conta Família' })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/families', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus dados no momento',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Criar uma família' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Entrar em uma família' })).toBeNull();
  },
};

export const AdminRemovesMember: Story = {
  beforeEach({ msw }) {
    msw.use(...recordAll());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Carlos Souza' }));
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Tem certeza que deseja excluir esse membro?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
        'DELETE /api/families/fam1/member?remove=m2',
      ]),
    );
  },
};

export const InviteInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const invite = within(await canvas.findByRole('region', { name: 'Convidar por e-mail' }));
    await userEvent.click(invite.getByRole('button', { name: 'Convidar' }));
    await expect(await invite.findByText('Informação Obrigatória')).toBeVisible();
    await userEvent.type(invite.getByLabelText('E-mail'), 'bia-sem-arroba');
    await expect(await invite.findByText('Email inválido')).toBeVisible();
    // The server's rule (ajv-formats' email): no accents, no two dots in a row.
    for (const address of ['joão@exemplo.com.br', 'bia..souza@exemplo.com.br']) {
      await userEvent.clear(invite.getByLabelText('E-mail'));
      await userEvent.type(invite.getByLabelText('E-mail'), address);
      await expect(await invite.findByText('Email inválido')).toBeVisible();
    }
  },
};

export const InviteSent: Story = {
  beforeEach({ msw }) {
    msw.use(...recordAll());
  },
  play: async ({ canvas, userEvent }) => {
    const invite = within(await canvas.findByRole('region', { name: 'Convidar por e-mail' }));
    await userEvent.type(invite.getByLabelText('E-mail'), 'Joana@Exemplo.com.br');
    await userEvent.click(invite.getByRole('button', { name: 'Convidar' }));
    await expect(await invite.findByRole('status')).toHaveTextContent(
      'Convite enviado para joana@exemplo.com.br',
    );
    await expect(calls.calls[0]).toMatchObject({
      path: '/api/families/fam1/member',
      body: { email: 'joana@exemplo.com.br' },
    });
  },
};

export const InviteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/families/:id/member', () => apiError(400, 'Este e-mail já faz parte da família')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const invite = within(await canvas.findByRole('region', { name: 'Convidar por e-mail' }));
    await userEvent.type(invite.getByLabelText('E-mail'), 'carlos@exemplo.com.br');
    await userEvent.click(invite.getByRole('button', { name: 'Convidar' }));
    await expect(await invite.findByRole('alert')).toHaveTextContent('Este e-mail já faz parte da família');
  },
};

export const Member: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(memberUser), familiesAre([souzaForMember]), ...recordAll());
    return signedIn(PARTNER);
  },
  play: async ({ canvas, userEvent }) => {
    const members = await canvas.findByRole('list', { name: 'Membros' });
    await expect(canvas.queryByText('SOUZA2026')).toBeNull();
    await expect(within(members).getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: 'Convidar por e-mail' })).toBeNull();
    // Named for what it does: a bare 'SAIR' reads like the sidebar's log-out 'Sair' (audit P4).
    const leave = within(members).getByRole('button', { name: 'Sair da família Família Souza' });
    await expect(leave).toHaveTextContent(/^SAIR$/);
    await userEvent.click(leave);
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Tem certeza que deseja sair da família?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
        'POST /api/families/fam1/member?remove=m2',
      ]),
    );
  },
};

export const NoFamily: Story = {
  beforeEach({ msw }) {
    msw.use(familiesAre([]), ...recordAll());
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Você ainda não faz parte de uma família')).toBeVisible();
    const create = within(canvas.getByRole('region', { name: 'Criar uma família' }));
    await expect(canvas.getByRole('region', { name: 'Entrar em uma família' })).toBeVisible();
    await userEvent.click(create.getByRole('button', { name: 'Criar família' }));
    await expect(await create.findByText('Informação Obrigatória')).toBeVisible();
    await userEvent.type(create.getByLabelText('Nome da família'), 'Família Souza');
    await userEvent.click(create.getByRole('button', { name: 'Criar família' }));
    await waitFor(() =>
      expect(calls.calls[0]).toMatchObject({
        method: 'POST',
        path: '/api/families',
        body: { name: 'Família Souza', user: profileUser._id },
      }),
    );
  },
};

export const JoinRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      familiesAre([]),
      http.post('*/api/families/voucher', () => apiError(400, 'Voucher inválido')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const join = within(await canvas.findByRole('region', { name: 'Entrar em uma família' }));
    await userEvent.click(join.getByRole('button', { name: 'Entrar' }));
    await expect(await join.findByText('Informação Obrigatória')).toBeVisible();
    await userEvent.type(join.getByLabelText('Voucher'), 'ERRADO12');
    await userEvent.click(join.getByRole('button', { name: 'Entrar' }));
    await expect(await join.findByRole('alert')).toHaveTextContent('Voucher inválido');
  },
};

export const PlannerWithoutFamily: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(plannerUser), familiesAre([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Entrar em uma família' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Criar uma família' })).toBeNull();
  },
};

/** A planner signed in for a client without a family: the server refuses both acts (audit F4). */
export const PlannerForClientWithoutFamily: Story = {
  beforeEach({ msw }) {
    msw.use(familiesAre([]));
    rememberPlannerLogin({ token: 'planner-token', id: 'planner-paula', image: null, clients: [] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você ainda não faz parte de uma família')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Entrar em uma família' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Criar uma família' })).toBeNull();
  },
};

/**
 * A planner signed in for a plain member: the family shows, but taking the client out is the client's
 * own act, which the server refuses to the planner (decision 109); no 'SAIR' is offered.
 */
export const PlannerForClientInFamily: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(memberUser), familiesAre([souzaForMember]));
    const end = signedIn(PARTNER);
    rememberPlannerLogin({ token: 'planner-token', id: 'planner-paula', image: null, clients: [] });
    return end;
  },
  play: async ({ canvas }) => {
    const members = await canvas.findByRole('list', { name: 'Membros' });
    await expect(within(members).getByText(memberUser.name ?? '')).toBeVisible();
    await expect(within(members).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /Sair da família/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Entrar em uma família' })).toBeNull();
  },
};

/** The server's family as it changes: a removal or a departure shows in the next read. */
function familyServer(initial: Family, viewer: 'admin' | 'member') {
  let current: Family | null = initial;
  const without = (memberId: string | null) => {
    if (!current) return;
    current =
      viewer === 'member' ? null : { ...current, members: current.members.filter((m) => m._id !== memberId) };
  };
  return [
    http.get('*/api/families', () => collection(current ? [current] : [])),
    http.delete('*/api/families/:id/member', ({ request }) => {
      without(new URL(request.url).searchParams.get('remove'));
      return envelope(current);
    }),
    http.post('*/api/families/:id/member', ({ request }) => {
      without(new URL(request.url).searchParams.get('remove'));
      return envelope(current ?? initial);
    }),
  ];
}

export const RemovedMemberFocusesNextRow: Story = {
  beforeEach({ msw }) {
    msw.use(...familyServer(souza, 'admin'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Carlos Souza' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Carlos Souza não faz mais parte da família',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Excluir bia@exemplo.com.br' })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: 'Excluir Carlos Souza' })).toBeNull();
  },
};

export const LastMemberRemovedFocusesTheFamily: Story = {
  beforeEach({ msw }) {
    msw.use(...familyServer({ ...souza, members: souza.members.slice(0, 2) }, 'admin'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Carlos Souza' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Família Souza' })).toHaveFocus());
  },
};

export const LeftFocusesTheHeading: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(memberUser), ...familyServer(souzaForMember, 'member'));
    return signedIn(PARTNER);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sair da família Família Souza' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await expect(await canvas.findByText('Você ainda não faz parte de uma família')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Você saiu da família');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Conta Família' })).toHaveFocus());
  },
};

const longAddresses: Family = {
  ...souza,
  members: souza.members.map((member, index) => ({
    ...member,
    email: `aud.b.member${index + 1}.souza.lima@exemplo.com.br`,
  })),
};

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A phone (decision 098): no sideways scroll, and no button drawn over an e-mail. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(familiesAre([longAddresses]));
  },
  play: async ({ canvas }) => {
    const members = await canvas.findByRole('list', { name: 'Membros' });
    const page = document.documentElement;
    await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
    for (const row of within(members).getAllByRole('listitem')) {
      const rowBox = row.getBoundingClientRect();
      // The address shows as the name too when the member has none (a pending invitation).
      const emails = within(row)
        .getAllByText(/@exemplo\.com\.br$/)
        .map((text) => text.getBoundingClientRect());
      for (const email of emails) await expect(email.right).toBeLessThanOrEqual(rowBox.right);
      for (const part of [
        ...within(row).queryAllByRole('button'),
        ...within(row).queryAllByText('Administrador'),
      ]) {
        const box = part.getBoundingClientRect();
        await expect(box.right).toBeLessThanOrEqual(rowBox.right);
        for (const email of emails) await expect(overlaps(box, email)).toBe(false);
      }
    }
  },
};
