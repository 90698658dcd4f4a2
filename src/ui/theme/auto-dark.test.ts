import { readFileSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Chrome's automatic dark mode for sites ("Temas escuros para sites", audit Z5) darkens a page that
 * does not say which schemes it supports, but leaves the texts inside its SVG as they are: the donuts'
 * totals went dark grey on black. It is a browser flag, not a media feature a story can switch on
 * (DevTools' own override ignores the page's opt-out), so this starts Chromium with the flag the
 * auditor used and draws a donut's total with the app's base and chart styles.
 */
const css = ['base.css', '../charts/charts.module.css']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

const page = `<!doctype html><html><head><style>${css}</style></head><body style="padding: 16px">
<svg width="240" height="80"><text class="centerValue" x="10" y="50" font-size="32">R$ 4.954,46</text></svg>
</body></html>`;

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--force-dark-mode', '--blink-settings=forceDarkModeEnabled=true'],
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

/** WCAG's relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = (channel ?? 0) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
}

describe('under automatic dark mode for sites', () => {
  it('keeps a chart total readable: the page is not darkened under its dark SVG text', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 320, height: 160 } });
    const tab = await context.newPage();
    await tab.setContent(page);
    const shot = await tab.locator('svg').screenshot();
    // The lightest and darkest pixels of the box: the page behind the total and the total's strokes.
    const [lightest, darkest] = await tab.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context2d = canvas.getContext('2d') as CanvasRenderingContext2D;
      context2d.drawImage(image, 0, 0);
      const data = context2d.getImageData(0, 0, image.width, image.height).data;
      const sum = (pixel: number[]) => pixel.reduce((total, channel) => total + channel, 0);
      let light = [0, 0, 0];
      let dark = [255, 255, 255];
      for (let i = 0; i < data.length; i += 4) {
        const pixel = [...data.slice(i, i + 3)];
        if (sum(pixel) > sum(light)) light = pixel;
        if (sum(pixel) < sum(dark)) dark = pixel;
      }
      return [light, dark];
    }, shot.toString('base64'));
    await context.close();
    const [light, dark] = [luminance(lightest ?? []), luminance(darkest ?? [])];
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(light).toBeGreaterThan(0.8);
  }, 30_000);
});
