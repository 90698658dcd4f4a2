/**
 * Display settings a person sets in the browser or the system (Windows high contrast, reduced
 * motion, print), switched on for one play function through the
 * Chromium DevTools session Vitest's browser mode holds. Outside Vitest (the Storybook app) there is
 * no session: `withDisplay` says so and the story's checks of that setting are skipped there.
 */
interface CdpSession {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}

function session(): CdpSession | undefined {
  return (window as { __vitest_browser_runner__?: { cdp?: CdpSession } }).__vitest_browser_runner__?.cdp;
}

export interface DisplaySettings {
  forcedColors?: boolean;
  reducedMotion?: boolean;
  print?: boolean;
}

/** Runs `check` with the settings on and puts the browser back as it was, even when a check fails. */
export async function withDisplay(settings: DisplaySettings, check: () => Promise<void>): Promise<boolean> {
  const cdp = session();
  if (!cdp) return false;
  const features = [
    { name: 'forced-colors', value: settings.forcedColors ? 'active' : 'none' },
    { name: 'prefers-reduced-motion', value: settings.reducedMotion ? 'reduce' : 'no-preference' },
  ];
  await cdp.send('Emulation.setEmulatedMedia', { media: settings.print ? 'print' : '', features });
  try {
    await check();
  } finally {
    await cdp.send('Emulation.setEmulatedMedia', { media: '', features: [] });
  }
  return true;
}

/** A system colour (Canvas, CanvasText, Highlight…) as the browser resolves it now, in rgb() form. */
export function systemColour(name: string): string {
  const probe = document.createElement('span');
  probe.style.cssText = `forced-color-adjust: none; color: ${name}`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
