import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTreePaths } from '@/testing/route-paths';

/**
 * The route table of the three specs against the generated route tree, and each route file against
 * the access rule spec 1 gives it. Route files are thin, so reading their guard line is enough.
 */

const routesDir = new URL('../routes/', import.meta.url);
const fullPaths = new Set(routeTreePaths());

const PROTECTED = "{ kind: 'protected' }";
const PUBLIC = "{ kind: 'public' }";
const LOGIN = "{ kind: 'login' }";

// [path in the spec, route file, access rule its loader enforces]
const table: Array<[string, string, string]> = [
  ['/login', 'login.tsx', LOGIN],
  ['/wl/login', 'wl/login.tsx', LOGIN],
  ['/clientes', 'clientes.tsx', "{ kind: 'protected', plannersOnly: true }"],
  ['/cadastro', 'cadastro.tsx', PUBLIC],
  ['/login/social/$provider', 'login_.social.$provider.tsx', PUBLIC],
  ['/account-recovery', 'account-recovery/index.tsx', PUBLIC],
  ['/account-recovery/$token', 'account-recovery/$token.tsx', PUBLIC],
  ['/account-activation', 'account-activation.tsx', "{ kind: 'activation' }"],
  ['/empresas/activation', 'empresas/activation.tsx', PROTECTED],
  ['/termos-de-uso', 'termos-de-uso.tsx', PUBLIC],
  ['/ebooks/$id', 'ebooks/$id.tsx', "{ kind: 'protected', screen: 'educacional' }"],
  ['/onboarding-planejamento', 'onboarding-planejamento.tsx', PROTECTED],
  ['/painel', '_app/painel.tsx', "{ kind: 'protected', tutorialGate: true }"],
  ['/movimentacoes', '_app/movimentacoes/index.tsx', PROTECTED],
  ['/movimentacoes/$payment', '_app/movimentacoes/$payment.tsx', PROTECTED],
  ['/planejamento', '_app/planejamento.tsx', PROTECTED],
  ['/carteiras', '_app/carteiras.tsx', PROTECTED],
  ['/calendario', '_app/calendario.tsx', "{ kind: 'protected', hiddenForPlanners: true }"],
  ['/configuracoes/perfil', '_app/configuracoes/perfil.tsx', PROTECTED],
  ['/configuracoes/categorias', '_app/configuracoes/categorias.tsx', PROTECTED],
  ['/configuracoes/preferencias', '_app/configuracoes/preferencias.tsx', PROTECTED],
  ['/configuracoes/conta-familia', '_app/configuracoes/conta-familia.tsx', PROTECTED],
  ['/configuracoes/plano', '_app/configuracoes/plano.tsx', PROTECTED],
  ['/configuracoes/contas-automaticas', '_app/configuracoes/contas-automaticas/index.tsx', PROTECTED],
  [
    '/configuracoes/contas-automaticas/$bankAccessId',
    '_app/configuracoes/contas-automaticas/$bankAccessId.tsx',
    PROTECTED,
  ],
  ['/objetivos', '_app/objetivos.tsx', PROTECTED],
  ['/relatorio', '_app/relatorio.tsx', PROTECTED],
  ['/educacional', '_app/educacional/index.tsx', "{ kind: 'protected', screen: 'educacional' }"],
  [
    '/educacional/trilhas-de-aprendizado/$id',
    '_app/educacional/trilhas-de-aprendizado/$id.tsx',
    "{ kind: 'protected', screen: 'educacional' }",
  ],
  ['/especialistas', '_app/especialistas.tsx', "{ kind: 'protected', screen: 'especialistas' }"],
  ['/tarefas', '_app/tarefas.tsx', "{ kind: 'protected', screen: 'tarefas' }"],
  ['/produtos', '_app/produtos.tsx', "{ kind: 'protected', screen: 'produtos' }"],
  ['/assinatura/cancelar', '_app/assinatura/cancelar.tsx', PROTECTED],
  ['/assinatura/update', '_app/assinatura/update.tsx', PROTECTED],
  ['/assine', '_app/assine.tsx', PROTECTED],
  ['/chat', '_app/chat.tsx', PROTECTED],
];

const read = (file: string) => readFileSync(new URL(file, routesDir), 'utf8');

describe('route table', () => {
  it.each(table)('%s exists with its guard', (path, file, access) => {
    expect(fullPaths).toContain(path);
    expect(read(file)).toContain(`enforce(${access}, context)`);
  });

  it('the main container requires a session for every child', () => {
    expect(read('_app.tsx')).toContain("enforce({ kind: 'protected' }, context)");
  });

  it.each([
    ['/', '_app/index.tsx', "to: '/painel'"],
    ['/configuracoes', '_app/configuracoes/index.tsx', "to: '/configuracoes/perfil'"],
  ])('%s redirects', (path, file, target) => {
    expect(fullPaths).toContain(path);
    expect(read(file)).toContain(target);
  });

  it('/redirect exists and takes over the session', () => {
    expect(fullPaths).toContain('/redirect');
    expect(read('redirect.tsx')).toContain('redirectTarget(context.queryClient, search.token)');
  });

  it('every route in the tree is in this table', () => {
    const known = new Set(['/', '/configuracoes', '/redirect', ...table.map(([path]) => path)]);
    expect([...fullPaths].filter((path) => !known.has(path ?? ''))).toEqual([]);
  });
});
