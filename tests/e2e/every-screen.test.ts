import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeTreePaths } from '../../src/testing/route-paths';
import { DEMO_PASSWORD } from './support/accounts';
import { browser, server, setUpJourney } from './support/journey';
import { expectInApp, newPage, submitLogin } from './support/session';

// Every screen at a phone's width (390×844, a common phone's CSS pixels) and a tablet's (768×1024,
// where the menu stays beside the screen and leaves it 440 px) against the real server and the demo
// accounts, as a whole page (the stories check each part alone):
// - the page scrolls only downwards: a wide table scrolls inside its own box, and nothing widens the
//   page itself, which drags the whole screen sideways under the thumb;
// - axe-core finds no accessibility violation in the page as composed (landmarks, names, contrast).

const WINDOWS: [string, { width: number; height: number }][] = [
  ['phone', { width: 390, height: 844 }],
  ['tablet', { width: 768, height: 1024 }],
];
const BRAND = (JSON.parse(readFileSync('brands/default/brand.json', 'utf8')) as { brand: string }).brand;
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SIGNED_OUT = ['/login', '/cadastro', '/account-recovery', '/termos-de-uso'];
const FAMILY_ADMIN = [
  '/painel',
  '/movimentacoes',
  '/calendario',
  '/carteiras',
  '/objetivos',
  '/planejamento',
  '/tarefas',
  '/relatorio',
  '/educacional',
  '/chat',
  '/assine',
  '/configuracoes/perfil',
  '/configuracoes/categorias',
  '/configuracoes/conta-familia',
  '/configuracoes/contas-automaticas',
  '/configuracoes/plano',
  '/configuracoes/preferencias',
  '/assinatura/cancelar',
  '/assinatura/update',
  '/onboarding-planejamento',
];

// Routes the crawl does not open, and why; every other route of the tree is in a list above.
const NOT_OPENED: Record<string, string> = {
  '/': 'redirects to /painel',
  '/configuracoes': 'redirects to /configuracoes/perfil',
  '/redirect': 'takes a session token and redirects',
  '/wl/login': "/login's view under the white-label address",
  '/login/social/$provider': "a social provider's answer",
  '/account-recovery/$token': 'needs an e-mailed link',
  '/account-activation': 'right after a sign-up',
  '/empresas/activation': "a company account's first step",
  '/ebooks/$id': "an e-book's id",
  '/educacional/trilhas-de-aprendizado/$id': "a learning track's id",
  '/movimentacoes/$payment': "a wallet's id: /movimentacoes filtered to it",
  '/configuracoes/contas-automaticas/$bankAccessId': "a bank connection's id",
  '/especialistas': 'hidden by the default brand',
  '/produtos': 'hidden by the default brand',
};
const PLANNER = ['/clientes'];

const routePaths = routeTreePaths();

setUpJourney();

it('the crawl opens every route of the tree, or says why not', () => {
  expect(routePaths.length).toBeGreaterThan(30);
  const opened = new Set([...SIGNED_OUT, ...FAMILY_ADMIN, ...PLANNER]);
  expect(routePaths.filter((path) => !opened.has(path) && !(path in NOT_OPENED))).toEqual([]);
});

/** What sticks out past the window's right edge, when the page itself is wider than the window. */
function pageOverflow(page: Page): Promise<string | null> {
  // Source text, not a function: tsx would wrap inner helpers in a `__name` the page does not have.
  return page.evaluate(`(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const out = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-3)
      .map((element) => element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 30) + '"');
    return document.documentElement.scrollWidth + ' px wide: ' + out.join(', ');
  })()`);
}

/** axe-core's violations on the page as it is, one line each: impact, rule, where. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((result) =>
    result.violations.map((violation) =>
      violation.impact + ' ' + violation.id + ': ' + violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')))`);
}

/** Each path's problems, after its heading and reads have settled; only the paths that have some. */
async function problems(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${server.url}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    // Charts measure their box and draw in the frames after the reads.
    await page.waitForTimeout(300);
    const overflow = await pageOverflow(page);
    const heading = (await page.locator('h1').first().textContent())?.replace(/\s+/g, ' ').trim();
    const title = await page.title();
    // A screen that shares its h1 (the settings tabs) puts the part on show first.
    const sections = page.locator('[data-title-section]');
    const section = (await sections.count()) > 0 ? (await sections.first().textContent())?.trim() : undefined;
    const named = section ? `${section} – ${heading}` : heading;
    const all = [
      ...(overflow ? [`wider than the window: ${overflow}`] : []),
      // The tab names the screen (WCAG 2.4.2, audit G1).
      ...(title === `${named} | ${BRAND}` ? [] : [`titled '${title}' over its heading '${named}'`]),
      ...(path.startsWith('/configuracoes/') && !section ? ['no tab named in its title'] : []),
      ...(await axeViolations(page)),
    ];
    if (all.length > 0) found[path] = all;
  }
  return found;
}

// The pages' CSP allows no inline script; axe is added by the test, not by the page.
const inWindow = (viewport: { width: number; height: number }) =>
  newPage(browser, { viewport, bypassCSP: true });

async function signedIn(
  viewport: { width: number; height: number },
  email: string,
  button?: string,
): Promise<Page> {
  const page = await inWindow(viewport);
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email, DEMO_PASSWORD);
  if (button) await page.getByRole('button', { name: button }).click();
  await expectInApp(page);
  return page;
}

// 400 % zoom of a 1280 px window (WCAG 1.4.10): the screens whose cards and header buttons used to
// push the page sideways there (audit G2). Not the whole crawl: axe adds a minute per window.
it('at 320 px the card grids and the headers with a button reflow instead of scrolling sideways', async () => {
  const wide: Record<string, string> = {};
  // The auth card sized itself by its content there, 326 px wide (audit G2).
  const signedOut = await inWindow({ width: 320, height: 800 });
  for (const path of ['/login', '/cadastro']) {
    await signedOut.goto(`${server.url}${path}`);
    await signedOut.locator('h1').first().waitFor();
    const overflow = await pageOverflow(signedOut);
    if (overflow) wide[path] = overflow;
  }
  await signedOut.context().close();
  const page = await signedIn({ width: 320, height: 800 }, 'demo@exemplo.com.br');
  for (const path of [
    '/planejamento',
    '/tarefas',
    '/configuracoes/contas-automaticas',
    '/movimentacoes',
    '/carteiras',
  ]) {
    await page.goto(`${server.url}${path}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await pageOverflow(page);
    if (overflow) wide[path] = overflow;
  }
  expect(wide).toEqual({});
  await page.context().close();
});

describe.each(WINDOWS)('every screen in a %s window, whole', (_, viewport) => {
  it('signed out, the pages scroll only downwards and pass axe', async () => {
    const page = await inWindow(viewport);
    expect(await problems(page, SIGNED_OUT)).toEqual({});
    await page.context().close();
  });

  // Every screen of the family's administrator in turn, with axe on each: 55-58 s on 2 idle cores,
  // so the project's 60 s is no margin for a loaded machine.
  it("a family's administrator's screens scroll only downwards and pass axe", async () => {
    const page = await signedIn(viewport, 'demo@exemplo.com.br');
    expect(await problems(page, FAMILY_ADMIN)).toEqual({});
    await page.context().close();
  }, 180_000);

  it("a planner's client list scrolls only downwards and passes axe", async () => {
    const page = await signedIn(viewport, 'planejadora@exemplo.com.br', 'continuar com sua conta');
    expect(await problems(page, PLANNER)).toEqual({});
    await page.context().close();
  });
});
