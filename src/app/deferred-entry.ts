/**
 * The app's entry on /login, whose page the build wrote with the login view in it, shown 300 ms after
 * the page (spec 1, decision 375). The build leaves the entry's `<script>` out of that page (its files
 * stay preloaded, so they download with the page) and names it on the early script (`data-entry`).
 * The app starts once the page's first contentful paint has been presented, so the phone's quarter of
 * a second evaluating it never comes before the view (decision 424). A hidden tab paints nothing, and
 * an old browser may not report paints: the app then starts after `NO_PAINT_WAIT_MS`.
 */
export function startDeferredEntry(win: Window & typeof globalThis): void {
  const entry = win.document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    const tag = win.document.createElement('script');
    tag.type = 'module';
    tag.crossOrigin = '';
    tag.src = entry;
    win.document.head.appendChild(tag);
  };
  const observer =
    typeof win.PerformanceObserver === 'function'
      ? new win.PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) start();
        })
      : undefined;
  observer?.observe({ type: 'paint', buffered: true });
  win.setTimeout(start, NO_PAINT_WAIT_MS);
}

const NO_PAINT_WAIT_MS = 1000;

/**
 * Holds a submit of the page's own login form, pressed before the app has taken the page over: the
 * browser would load /login again and lose what was typed. The submit is marked on `#root`
 * (`data-submit-held`) and the app submits its own form once it has taken over (`replayHeldSubmit`,
 * src/app/prerendered-page.ts).
 */
export function holdEarlySubmit(win: Window): void {
  win.document.addEventListener(
    'submit',
    (event) => {
      const root = win.document.getElementById('root');
      if (root?.dataset.prerendered === undefined) return;
      event.preventDefault();
      root.dataset.submitHeld = 'true';
    },
    true,
  );
}
