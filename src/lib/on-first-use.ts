/**
 * A value made the first time it is asked for, then kept. For the `Intl` formatters and collators:
 * the first `Intl` object a page makes loads the browser's ICU data, 11-37 ms on this machine
 * (decision 426), and made at a module's top level that cost fell inside the app's start on every
 * page, /login included, which formats no date and sorts nothing.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
