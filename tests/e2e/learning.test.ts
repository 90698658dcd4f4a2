import { beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_ORIGIN } from '../../src/lib/video-host';
import { DEMO_ACCOUNT } from './support/accounts';
import { page, server, setUpJourney } from './support/journey';
import { signInInBrowser } from './support/session';

// The learning journey against the real server with the demo account of Ana: Educação Financeira
// shows the seeded video trails, learning trails, blog and e-books; in 'Saindo das dívidas' the
// second step opens only after both videos of the first were played (the player's state change is
// simulated: the video host is answered by a stand-in page), and the progress survives a reload.
// Products and experts are hidden in this brand: their routes send her to the dashboard.

setUpJourney();

beforeAll(async () => {
  // Offline: a stand-in answers for the video host, so the frame loads only if the page's
  // Content-Security-Policy lets it (it once did not, and no video could play).
  await page
    .context()
    .route(`${PLAYER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p id="player-stand-in">player</p>' }),
    );
  await signInInBrowser(page, server, DEMO_ACCOUNT);
});

const step = (name: string) => page.getByRole('listitem', { name });

/** What the embedded player tells its page when a video starts playing. */
async function playerStarts(): Promise<void> {
  await page.evaluate((origin) => {
    window.dispatchEvent(
      new MessageEvent('message', { origin, data: JSON.stringify({ event: 'onStateChange', info: 1 }) }),
    );
  }, PLAYER_ORIGIN);
}

async function watch(stepName: string, number: number): Promise<void> {
  const button = step(stepName).getByRole('button', { name: new RegExp(`vídeo ${number} `) });
  await expect(button.getAttribute('aria-current')).resolves.toBe('step');
  const marked = page.waitForResponse((response) => response.url().includes('/videos_watched'));
  await button.click();
  const player = page.getByRole('dialog', { name: 'Player de vídeo' });
  await player.waitFor();
  const frame = await (await player.locator('iframe').elementHandle())?.contentFrame();
  await frame?.waitForSelector('#player-stand-in');
  await playerStarts();
  expect((await marked).status()).toBe(200);
  await player.getByRole('button', { name: 'Fechar vídeo' }).click();
  await player.waitFor({ state: 'detached' });
}

describe('learning in Chromium against the real server', () => {
  it('shows Educação Financeira with the seeded content and the e-books', async () => {
    await page.goto(`${server.url}/educacional`);
    await page.getByRole('heading', { level: 1, name: 'Educação Financeira' }).waitFor();
    const videos = page.getByRole('region', { name: 'Trilhas de vídeos' });
    await videos.getByRole('article', { name: 'Primeiros passos' }).waitFor();
    await page
      .getByRole('region', { name: 'Blog' })
      .getByRole('link', { name: /Cartão de crédito/ })
      .waitFor();
    const ebook = page.getByRole('link', { name: 'Entenda suas dívidas' });
    expect(await ebook.getAttribute('href')).toBe('/ebooks/entenda_dividas');
    expect(
      await page
        .getByRole('link', { name: 'Guia completo para o Equilibrio Financeiro' })
        .getAttribute('href'),
    ).toBe('/ebooks/guia_completo_equilibrio_financeiro');
  });

  it('opens the second step of a trail once the first is watched, and keeps it after a reload', async () => {
    await page.getByRole('link', { name: /^Saindo das dívidas/ }).click();
    await page.waitForURL(/\/educacional\/trilhas-de-aprendizado\/trilha-saindo-das-dividas$/);
    await page.getByRole('heading', { level: 1, name: 'Educação financeira' }).waitFor();
    await step('Negociando com o banco').getByText('Bloqueada').waitFor();
    expect(await step('Negociando com o banco').getByRole('button').first().isDisabled()).toBe(true);

    await watch('Entenda suas dívidas', 1);
    await step('Entenda suas dívidas').getByText('1 de 2 vídeos assistidos').waitFor();
    await step('Negociando com o banco').getByText('Bloqueada').waitFor();
    await watch('Entenda suas dívidas', 2);
    await step('Entenda suas dívidas').getByText('Concluída').waitFor();
    await step('Negociando com o banco').getByText('0 de 2 vídeos assistidos').waitFor();

    await page.reload();
    await step('Entenda suas dívidas').getByText('Concluída').waitFor();
    const next = step('Negociando com o banco').getByRole('button', { name: /vídeo 1 / });
    await expect(next.getAttribute('aria-current')).resolves.toBe('step');
    await step('Fora do vermelho para sempre').getByText('Bloqueada').waitFor();
  });

  it('refuses products and experts in this brand', async () => {
    for (const path of ['/produtos', '/especialistas']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/painel');
    }
  });
});
