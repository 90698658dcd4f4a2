import { type ComponentType, lazy, Suspense } from 'react';
import { loadNamespaces } from '@/app/i18n';

/**
 * A modal whose code and texts load the first time it opens, so the screen that offers it (or the
 * layout, for global modals) ships none of the forms, charts and texts it carries (decision 370).
 * Until they arrive nothing shows; the screen stays as it is.
 */
export function lazyModal<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  namespaces: readonly string[],
): ComponentType<Props> {
  const Modal = lazy(async () => {
    const [component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: component };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per modal at module level, never while rendering.
  return function LazyModal(props: Props) {
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
