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
 * Holds what the person presses on the page's own view before the app has taken it over: a button
 * (the page's buttons do nothing yet, and 'Entrar' would submit the page's form, which loads /login
 * again and loses what was typed) or Enter in a field (a submit). The press is marked on `#root`
 * (`data-held-press`: the button's position among the view's buttons, or `submit`), and the app
 * presses the same button of its own view once it has taken over (`replayHeldPress`,
 * src/app/prerendered-page.ts).
 */
export function holdEarlyPresses(win: Window): void {
  const pageRoot = () => {
    const root = win.document.getElementById('root');
    return root?.dataset.prerendered === undefined ? null : root;
  };
  win.document.addEventListener(
    'click',
    (event) => {
      const root = pageRoot();
      const button = (event.target as Element | null)?.closest?.('button');
      if (!root || !button || !root.contains(button)) return;
      event.preventDefault();
      root.dataset.heldPress = String([...root.querySelectorAll('button')].indexOf(button));
    },
    true,
  );
  win.document.addEventListener(
    'submit',
    (event) => {
      const root = pageRoot();
      if (!root) return;
      event.preventDefault();
      root.dataset.heldPress ??= 'submit';
    },
    true,
  );
}
