import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { CompanyActivationScreen, DocumentScreen } from '@/features/auth';
import { apiError, neverAnswer } from '@/testing/msw';
import { API, recordBodies, refreshSession } from './support';

const meta = {
  title: 'Acesso/Plano empresa e documentos',
  component: CompanyActivationScreen,
  args: { activationToken: 'emp-123' },
  parameters: { layout: 'fullscreen', page: { path: '/empresas/activation?activationToken=emp-123' } },
  beforeEach: refreshSession,
} satisfies Meta<typeof CompanyActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyActivating: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.company));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ativando seu plano…');
  },
};

const activation = recordBodies('post', API.company, () =>
  HttpResponse.json({ message: 'Plano empresa ativado' }),
);

export const CompanyActivated: Story = {
  beforeEach({ msw }) {
    activation.bodies.length = 0;
    msw.use(activation.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Seu plano empresa foi ativado com sucesso')).toBeVisible();
    await expect(activation.bodies).toEqual([{ activationToken: 'emp-123' }]);
  },
};

export const CompanyActivationFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.company, () => apiError(404, 'Convite de empresa não encontrado')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Convite de empresa não encontrado');
  },
};

/** The link was opened signed out: the token waited in the tab through the login, and goes once. */
export const CompanyTokenKeptThroughLogin: Story = {
  args: { activationToken: undefined },
  beforeEach({ msw }) {
    activation.bodies.length = 0;
    msw.use(activation.handler);
    sessionStorage.setItem('pendingCompanyActivation', 'emp-777');
    return () => sessionStorage.clear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Seu plano empresa foi ativado com sucesso')).toBeVisible();
    await expect(activation.bodies).toEqual([{ activationToken: 'emp-777' }]);
    await expect(sessionStorage.getItem('pendingCompanyActivation')).toBeNull();
  },
};

export const CompanyLinkWithoutToken: Story = {
  args: { activationToken: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('O link de ativação está incompleto.');
  },
};

export const TermsOfUse: Story = {
  render: () => <DocumentScreen id="termos-de-uso" />,
  parameters: { page: { path: '/termos-de-uso' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
    await expect(canvas.getByTitle('Termos de uso')).toHaveAttribute('src', '/docs/termos-de-uso.pdf');
    await expect(canvas.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      '/docs/termos-de-uso.pdf',
    );
    const pdf = await fetch('/docs/termos-de-uso.pdf');
    await expect(pdf.headers.get('content-type')).toContain('pdf');
  },
};

export const EbookDebts: Story = {
  render: () => <DocumentScreen id="entenda_dividas" />,
  parameters: { page: { path: '/ebooks/entenda_dividas', route: '/ebooks/$id' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Entenda suas dívidas' })).toBeVisible();
    await expect(canvas.getByTitle('Entenda suas dívidas')).toHaveAttribute(
      'src',
      '/docs/entenda_dividas.pdf',
    );
  },
};

export const EbookBalance: Story = {
  render: () => <DocumentScreen id="guia_completo_equilibrio_financeiro" />,
  parameters: { page: { path: '/ebooks/guia_completo_equilibrio_financeiro', route: '/ebooks/$id' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Guia completo para o Equilibrio Financeiro' }),
    ).toBeVisible();
  },
};
